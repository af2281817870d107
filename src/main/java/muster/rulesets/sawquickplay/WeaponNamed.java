package muster.rulesets.sawquickplay;

import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.source.Severity;

/**
 * SAW-018: infantry and cavalry say whether they carry rifles or carbines, which reach 18" and 12".
 * The text sets no default, so a unit that names neither gets a card with both to circle.
 */
final class WeaponNamed extends BaseRule {

    WeaponNamed() {
        super("SAW-018", Severity.WARNING, "infantry and cavalry name their weapon, 'rifle' (18\") or 'carbine' (12\"); without one "
                + "the card prints both to circle", "the text fires rifles and carbines to different ranges and names neither the standard "
                + "arm: the sheet can only leave the choice blank");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Side side : s.sides()) {
            for (Unit u : side.units()) {
                boolean troops = Units.ARMS.type(u).map(UnitType::isTroops).orElse(false);
                if (troops && u.weapon().isEmpty() && !u.spans().leftOut("weapon")) {
                    report.at(u.spans().self(), "the " + u.type() + " unit '" + u.id() + "' does not say what it fires; its card leaves "
                            + "rifle or carbine to circle", "add 'weapon: rifle' (18\") or 'weapon: carbine' (12\")");
                }
            }
        }
    }
}

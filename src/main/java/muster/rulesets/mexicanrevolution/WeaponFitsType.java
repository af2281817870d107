package muster.rulesets.mexicanrevolution;

import java.util.List;
import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.source.Severity;

/** MXR-007: infantry and cavalry name a rifle or Winchester; guns carry their own; trains and generals none. */
final class WeaponFitsType extends BaseRule {

    WeaponFitsType() {
        super("MXR-007", Severity.ERROR, "infantry and cavalry name 'mauser', 'older-rifle' or 'winchester'; machine guns and guns "
                + "carry only their own weapon; trains and generals name none");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Side side : s.sides()) {
            for (Unit u : side.units()) {
                UnitType type = UnitType.of(u.type()).orElse(null);
                if (type == null || type == UnitType.GENERAL) {
                    continue;
                }
                if (u.weapon().isEmpty()) {
                    if (type.isTroops()) {
                        report.at(u.spans().self(), "the " + type.word() + " unit '" + u.id() + "' does not say what it fires",
                                "add 'weapon: mauser' (18\"/36\"), 'older-rifle' (12\"/24\") or 'winchester' (9\"/18\")");
                    }
                    continue;
                }
                Weapon w = Weapon.of(u.weapon().get()).orElse(null);
                if (w == null || type.weapons().contains(w)) {
                    continue;
                }
                List<String> fits = type.weapons().stream().map(Weapon::word).toList();
                report.at(u.spans().of("weapon"), type == UnitType.TRAIN ? "a train carries no weapon of its own; its riders fire"
                                : "a " + type.word() + " unit cannot carry a " + w.word(),
                        fits.isEmpty() ? "remove 'weapon' and put the guns aboard as units of their own"
                                : fits.size() == 1 ? "leave 'weapon' out or write " + fits.get(0) : "write " + String.join(", ", fits));
            }
        }
    }
}

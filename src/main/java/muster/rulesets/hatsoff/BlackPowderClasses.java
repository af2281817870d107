package muster.rulesets.hatsoff;

import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.source.Severity;

/** HAT-005: the seed counts National Guard, Spanish militia and insurrectos as black-powder troops. */
final class BlackPowderClasses extends BaseRule {

    BlackPowderClasses() {
        super("HAT-005", Severity.HINT, "National Guard, Spanish militia and insurrectos burn black powder with a plain rifle or "
                + "carbine; a unit of theirs that names Mausers fights without the smoke",
                "the text names these classes among the black-powder troops; a scenario may still arm one with Mausers");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Side side : s.sides()) {
            for (Unit u : side.units()) {
                boolean smokeless = u.weapon().flatMap(Weapon::of).filter(w -> w == Weapon.MAUSER).isPresent();
                Troops.troopClass(u, side.nation()).filter(c -> c.blackPowder() && smokeless).ifPresent(c -> report.at(
                        u.spans().of("weapon"), "'" + u.id() + "' is " + c.label() + ", whom the rules arm with black powder, "
                                + "but carries Mausers: it fires without the smoke",
                        "fine if the scenario means it; write 'weapon: rifle' for the class's black powder"));
            }
        }
    }
}

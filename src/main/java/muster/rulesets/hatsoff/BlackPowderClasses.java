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
        super("HAT-005", Severity.WARNING, "National Guard, Spanish militia and insurrectos burn black powder: they do not name a "
                + "smokeless 'rifle' or 'carbine'");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Side side : s.sides()) {
            for (Unit u : side.units()) {
                boolean smokeless = u.weapon().flatMap(Weapon::of).map(w -> w.kind() == Weapon.Kind.SMALL_ARMS && !w.blackPowder())
                        .orElse(false);
                Troops.troopClass(u, side.nation()).filter(c -> c.blackPowder() && smokeless).ifPresent(c -> report.at(
                        u.spans().of("weapon"), "'" + u.id() + "' is " + c.label() + ", which the rules arm with black powder, "
                                + "but names a smokeless " + u.weapon().get(),
                        "write 'weapon: black-powder-rifle' (its fire from cover shows a puff of smoke)"));
            }
        }
    }
}

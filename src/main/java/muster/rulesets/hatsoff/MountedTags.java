package muster.rulesets.hatsoff;

import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.source.Severity;

/** HAT-006: only cavalry rides or dismounts, and not both at once. */
final class MountedTags extends BaseRule {

    MountedTags() {
        super("HAT-006", Severity.ERROR, "'mounted' and 'dismounted' belong to cavalry, one at a time",
                "only cavalry rides or dismounts in the text, and a unit cannot start the game both ways");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Side side : s.sides()) {
            for (Unit u : side.units()) {
                boolean mounted = u.hasTag("mounted");
                boolean dismounted = u.hasTag("dismounted");
                if (!mounted && !dismounted) {
                    continue;
                }
                if (!u.type().equals("cavalry")) {
                    report.at(u.spans().of("tags"), "the " + u.type() + " unit '" + u.id() + "' is tagged "
                            + (mounted ? "mounted" : "dismounted") + ", which only cavalry can be", "remove the tag");
                } else if (mounted && dismounted) {
                    report.at(u.spans().of("tags"), "'" + u.id() + "' is tagged both mounted and dismounted",
                            "keep 'dismounted' if it starts on foot; mounted cavalry that dismounts later leaves a quarter of "
                                    + "its men with the horses");
                }
            }
        }
    }
}

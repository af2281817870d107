package muster.rules.data;

import java.util.List;
import java.util.Optional;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Unit;
import muster.scenario.rulefile.Check;
import muster.scenario.rulefile.CheckKind;
import muster.scenario.rulefile.Organisation;
import muster.scenario.rulefile.RuleSetFile;

/** required-tag: a unit carries every tag its type's organisation requires; one finding per tag it lacks. */
final class RequiredTagRule extends UnitRule<CheckKind.RequiredTag> {

    RequiredTagRule(Check check, CheckKind.RequiredTag kind, RuleSetFile file) {
        super(check, kind, file);
    }

    @Override
    void check(Scenario s, Placed p, Unit u, Report report) {
        for (String tag : organisation(kind.types(), u).map(Organisation::requiredTags).orElse(List.of())) {
            if (!u.hasTag(tag)) {
                found(report, u.spans().has("tags") ? u.spans().of("tags") : u.spans().self(), Optional.of(p.side().id()),
                        Fill.of("unit", u.id(), "type", u.type(), "tag", tag, "side", p.side().id()));
            }
        }
    }
}

package muster.rules.data;

import java.util.List;
import java.util.Optional;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Unit;
import muster.scenario.rulefile.Check;
import muster.scenario.rulefile.CheckKind;
import muster.scenario.rulefile.RuleSetFile;

/**
 * tag-limits: the tags go only on units of the types named (a type the file does not know is
 * COM-006's), with a count of at most {@code maxCount}; with {@code exclusive}, a unit carries one
 * of them at most. {tag} is the first of the check's tags the unit carries; {found} is type, count or both (more than one).
 */
final class TagLimitsRule extends UnitRule<CheckKind.TagLimits> {

    TagLimitsRule(Check check, CheckKind.TagLimits kind, RuleSetFile file) {
        super(check, kind, file);
    }

    @Override
    void check(Scenario s, Placed p, Unit u, Report report) {
        List<String> carried = kind.tags().stream().filter(u::hasTag).toList();
        if (carried.isEmpty()) {
            return;
        }
        Fill fill = Fill.of("unit", u.id(), "type", u.type(), "tag", carried.get(0), "side", p.side().id(),
                "count", u.count().map(String::valueOf).orElse("1")).with("max", kind.maxCount());
        Optional<String> side = Optional.of(p.side().id());
        if (!kind.types().isEmpty() && declaredType(u.type()) && !kind.types().contains(u.type())) {
            found(report, u.spans().of("tags"), side, fill.with("found", "type"));
        } else if (u.count().filter(c -> c > kind.maxCount()).isPresent()) {
            found(report, u.spans().of("count"), side, fill.with("found", "count"));
        }
        if (kind.exclusive() && carried.size() > 1) {
            found(report, u.spans().of("tags"), side, fill.with("found", "both"));
        }
    }
}

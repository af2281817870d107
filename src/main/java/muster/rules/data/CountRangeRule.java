package muster.rules.data;

import java.util.Optional;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Unit;
import muster.scenario.rulefile.Check;
import muster.scenario.rulefile.CheckKind;
import muster.scenario.rulefile.Organisation;
import muster.scenario.rulefile.RuleSetFile;

/**
 * count-range: a unit's count keeps to its type's organisation range, and is given where the type
 * requires one ({count} reads "missing"). A count below 1 or above 500 is COM-012's, not reported twice.
 */
final class CountRangeRule extends UnitRule<CheckKind.CountRange> {

    CountRangeRule(Check check, CheckKind.CountRange kind, RuleSetFile file) {
        super(check, kind, file);
    }

    @Override
    void check(Scenario s, Placed p, Unit u, Report report) {
        Optional<Organisation.CountRange> range = organisation(kind.types(), u).flatMap(Organisation::count);
        if (range.isEmpty()) {
            return;
        }
        Organisation.CountRange r = range.get();
        Fill fill = Fill.of("unit", u.id(), "type", u.type(), "side", p.side().id()).with("min", r.min()).with("max", r.max());
        if (u.count().isEmpty()) {
            if (r.required() && !u.spans().leftOut("count")) {
                found(report, u.spans().self(), Optional.of(p.side().id()), fill.with("count", "missing"));
            }
            return;
        }
        int n = u.count().get();
        if (n >= 1 && n <= 500 && (n < r.min() || n > r.max())) {
            found(report, u.spans().of("count"), Optional.of(p.side().id()), fill.with("count", n));
        }
    }
}

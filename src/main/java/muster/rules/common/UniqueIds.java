package muster.rules.common;

import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.source.Severity;

/** Every id is used once in the file, whatever it names. */
public final class UniqueIds extends BaseRule {

    public UniqueIds() {
        super("COM-002", Severity.ERROR,
                "ids are unique across the whole file (terrain, sides, formations and units share one name space)",
                "a reference must name one thing: the design notes make every id unique in the file");
    }

    @Override
    public void check(Scenario s, Report report) {
        Map<String, Ids> seen = new HashMap<>();
        List<Ids> inFileOrder = Ids.of(s).stream()
                .sorted(Comparator.comparingInt((Ids i) -> i.span().line()).thenComparingInt(i -> i.span().column()))
                .toList();
        for (Ids id : inFileOrder) {
            if (id.id().isEmpty()) {
                continue;
            }
            Ids first = seen.putIfAbsent(id.id(), id);
            if (first != null) {
                report.at(id.span(), "the id '" + id.id() + "' is already used by the " + first.what() + " at line " + first.span().line(),
                        "give this " + id.what() + " another id");
            }
        }
    }
}

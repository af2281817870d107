package muster.rules.data;

import java.util.Optional;
import muster.rules.Report;
import muster.rules.TableEdge;
import muster.scenario.Option;
import muster.scenario.Scenario;
import muster.scenario.rulefile.Check;
import muster.scenario.rulefile.CheckKind;
import muster.scenario.rulefile.RuleSetFile;

/**
 * home-edge-known: the option names a table edge (north, east, south, west, or none), or, left out,
 * the nation's own edge can be read from the map ({@link TableEdge#inferred}) when the nation takes part. {found} is
 * not-an-edge or unreadable.
 */
final class HomeEdgeKnownRule extends DataRule {

    private final CheckKind.HomeEdgeKnown kind;

    HomeEdgeKnownRule(Check check, CheckKind.HomeEdgeKnown kind, RuleSetFile file) {
        super(check, file);
        this.kind = kind;
    }

    @Override
    public void check(Scenario s, Report report) {
        Fill fill = Fill.of("option", kind.option(), "nation", kind.nation());
        Optional<Option> option = s.option(kind.option());
        if (option.isPresent()) {
            if (TableEdge.of(option.get().value()).isEmpty()) {
                found(report, option.get().span(), Optional.empty(), fill.with("value", option.get().value())
                        .with("found", "not-an-edge"));
            }
            return;
        }
        boolean present = s.sides().stream().anyMatch(side -> side.nation().equals(kind.nation()));
        if (present && TableEdge.inferred(s, kind.nation(), enemies(kind.nation())).isEmpty()) {
            found(report, s.spans().has("options") ? s.spans().of("options") : s.spans().self(), Optional.empty(), fill.with("found", "unreadable"));
        }
    }
}

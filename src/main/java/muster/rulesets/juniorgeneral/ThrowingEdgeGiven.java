package muster.rulesets.juniorgeneral;

import java.util.Optional;
import muster.rules.BaseRule;
import muster.rules.Report;
import muster.rules.TableEdge;
import muster.scenario.Option;
import muster.scenario.Scenario;
import muster.source.Severity;

/**
 * JRG-007: muster can tell which table edge the Spanish thrower stands behind: the one the
 * scenario names, or Spain's own side of the table read from its deployment zone or its figures.
 */
final class ThrowingEdgeGiven extends BaseRule {

    ThrowingEdgeGiven() {
        super("JRG-007", Severity.WARNING, "with a Spanish side, the edge the ball thrower stands behind is Spain's side of the "
                + "table, or the one 'options: { " + SpanishArtillery.OPTION + ": ... }' names: " + String.join(", ", TableEdge.words()),
                "the text puts the ball thrower behind his own table edge; when the file does not show which, the map cannot mark it");
    }

    @Override
    public void check(Scenario s, Report report) {
        Optional<Option> option = s.option(SpanishArtillery.OPTION);
        if (option.isPresent()) {
            Option o = option.get();
            if (TableEdge.of(o.value()).isEmpty()) {
                report.at(o.span(), "'" + o.value() + "' is not a table edge", "write one of " + String.join(", ", TableEdge.words())
                        + " ('none' for a game without Spanish guns)");
            }
            return;
        }
        boolean spanish = s.sides().stream().anyMatch(side -> side.nation().equals(Figures.SPAIN));
        if (spanish && SpanishArtillery.edge(s).isEmpty()) {
            report.at(s.spans().has("options") ? s.spans().of("options") : s.spans().self(),
                    "muster cannot tell which edge the Spanish throw their artillery balls from: Spain has no deployment zone, "
                            + "and its figures stand no nearer one edge than the Americans do",
                    "add 'options: { " + SpanishArtillery.OPTION + ": west }' (the Spanish edge; 'none' if Spain has no guns)");
        }
    }
}

package muster.scenario.load;

import static muster.source.StageCode.LOAD_WRONG_TYPE;
import static muster.source.StageCode.RULESET_BAD_VALUE;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import muster.scenario.load.DeclaredWords.WordList;
import muster.scenario.rulefile.Chart;
import muster.scenario.rulefile.RuleSetFile;

/** Binds what a rule-set file gives the table in play: the {@code sequence:} of the turn, its {@code charts:} and its {@code readings:}. */
final class PlayBinder {

    private final RuleSetValues values;
    private final DeclaredWords words;

    PlayBinder(RuleSetValues values, DeclaredWords words) {
        this.values = values;
        this.words = words;
    }

    List<RuleSetFile.Phase> sequence(Fields root) {
        return root.mappings("sequence", "phase", m -> {
            Fields f = values.fields(m, "phase", RuleSetKeys.PHASE);
            String side = words.one(f, "side", WordList.NATION, "both").orElse("both");
            return new RuleSetFile.Phase(f.text("phase"), side, f.text("does"), m.span());
        });
    }

    /** The charts; {@code splits}, the nations whose hits split ({@code profiles.hits}), which a chart's {@code split} may name. */
    List<Chart> charts(Fields root, List<String> splits) {
        RuleSetValues.Once ids = values.once("chart");
        return root.mappings("charts", "chart", m -> {
            Fields f = values.fields(m, "chart", RuleSetKeys.CHART);
            String id = ids.declare(f, "id");
            List<String> columns = values.wordTexts(f, "columns");
            if (!f.has("columns")) {
                f.missing("columns");
            }
            List<Chart.Row> rows = f.mappings("rows", "row", r -> row(r, columns.size(), f.has("columns") && !f.spans().leftOut("columns")));
            if (!f.has("rows")) {
                f.missing("rows");
            }
            Optional<String> split = words.one(f, "split", WordList.NATION);
            if (split.isPresent() && !splits.contains(split.get())) {
                values.diagnostics().report(RULESET_BAD_VALUE, f.spans().of("split"), "the nation '" + split.get() + "' has no split of "
                        + "hits for the chart to follow", "give it one under 'profiles.hits', or name a nation that has one"
                        + (splits.isEmpty() ? "" : ": " + String.join(", ", splits)));
                split = Optional.empty();
            }
            if (split.isPresent() && rows.stream().flatMap(r -> r.cells().stream()).anyMatch(c -> c instanceof Chart.DiceCell d
                    && !(d.dice() instanceof muster.scenario.rulefile.Dice.Count))) {
                values.diagnostics().report(RULESET_BAD_VALUE, f.spans().of("split"), "a chart that splits hits has dice that do not "
                        + "count hits", "write each dice cell as a count, e.g. \"3d6, a 6 hits\", or leave 'split' out");
                split = Optional.empty();
            }
            return new Chart(id, f.text("title"), columns, rows, split, f.flag("appendix"), m.span());
        });
    }

    private Chart.Row row(Node.MapNode m, int columns, boolean columnsKnown) {
        Fields f = values.fields(m, "row", RuleSetKeys.ROW);
        List<Chart.Cell> cells = new ArrayList<>();
        Optional<Node> given = f.optNode("cells");
        if (given.isEmpty()) {
            f.missing("cells");
        } else if (!(given.get() instanceof Node.ListNode list)) {
            Fields.wrongType(values.diagnostics(), "cells", given.get(), "a list of cells, e.g. [\"2d6 <= 6\", 1]");
        } else {
            for (Node item : list.items()) {
                cell(item).ifPresent(cells::add);
            }
            if (columnsKnown && list.items().size() != columns) {
                values.diagnostics().report(RULESET_BAD_VALUE, list.span(), "the row has " + list.items().size() + " cells for the chart's "
                        + columns + " columns", "give one cell per column");
            }
        }
        return new Chart.Row(f.text("label"), cells, m.span());
    }

    /** How a cell says that its column does not apply to its row. */
    private static final Set<String> EMPTY = Set.of("-", "—");

    /** A cell: a dice expression written as text, a number (a modifier), or "-" for none. */
    private Optional<Chart.Cell> cell(Node item) {
        if (item instanceof Node.Scalar s && s.type() == Node.ScalarType.NUMBER) {
            return Numbers.number("cells", s, values.diagnostics()).map(v -> new Chart.NumberCell(v, s.text().strip(), s.span()));
        }
        if (item instanceof Node.Scalar s && s.type() == Node.ScalarType.TEXT && EMPTY.contains(s.text().strip())) {
            return Optional.of(new Chart.EmptyCell(s.span()));
        }
        if (item instanceof Node.Scalar s && s.type() == Node.ScalarType.TEXT) {
            return values.dice(s, "cells").map(d -> new Chart.DiceCell(d, s.span()));
        }
        values.diagnostics().report(LOAD_WRONG_TYPE, item.span(), "a cell is a dice expression or a number, found " + item.describe(),
                "write e.g. \"2d6 <= 6\", 1, or \"-\" for none");
        return Optional.empty();
    }

    List<RuleSetFile.Reading> readings(Fields root) {
        RuleSetValues.Once topics = values.once("reading on");
        return root.mappings("readings", "reading", m -> {
            Fields f = values.fields(m, "reading", RuleSetKeys.READING);
            String topic = topics.declare(f, "topic");
            List<String> phrases = values.wordTexts(f, "phrases");
            return new RuleSetFile.Reading(topic, f.text("text"), phrases, words.anyList(f, "when"), m.span());
        });
    }
}

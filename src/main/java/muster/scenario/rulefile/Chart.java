package muster.scenario.rulefile;

import java.util.List;
import java.util.Optional;
import muster.source.Span;

/**
 * A table a sheet prints: its rows, each with a label and a cell per column; each cell a dice expression or a number. With
 * {@code split} (a nation whose hits split, {@link Play.HitSplit}), each row's dice count that nation's hits, and the chart adds
 * the chance of at least one of each effect of the split. With {@code appendix}, the chart is the game master's: printed in the
 * appendix of odds, not on the player aid.
 */
public record Chart(String id, String title, List<String> columns, List<Row> rows, Optional<String> split, boolean appendix, Span span) {

    public Chart {
        columns = List.copyOf(columns);
        rows = List.copyOf(rows);
    }

    public Chart(String id, String title, List<String> columns, List<Row> rows, Span span) {
        this(id, title, columns, rows, Optional.empty(), false, span);
    }

    public Chart(String id, String title, List<String> columns, List<Row> rows, Optional<String> split, Span span) {
        this(id, title, columns, rows, split, false, span);
    }

    public record Row(String label, List<Cell> cells, Span span) {
        public Row {
            cells = List.copyOf(cells);
        }
    }

    /** A cell: dice whose odds muster computes, a number such as a modifier, or nothing ("-": no roll in that column). */
    public sealed interface Cell permits DiceCell, NumberCell, EmptyCell {
        Span span();
    }

    /** A cell written "-" (or "—"): the column does not apply to the row, such as a band a weapon does not reach. */
    public record EmptyCell(Span span) implements Cell {
    }

    public record DiceCell(Dice dice, Span span) implements Cell {
    }

    /** A number, as written ({@code text}: "+1" keeps the sign a modifier is read by). */
    public record NumberCell(double value, String text, Span span) implements Cell {
    }
}

package muster.view;

import java.util.ArrayList;
import java.util.List;

/**
 * A rule set's player aid, as a publisher prints a quick-reference card: one sheet, both sides,
 * each side in two or three columns of sections, the sequence of play boxed at the head of the
 * front. The rule set chooses which section goes in which column; the template only lays them out.
 *
 * @param title the rule set's title as printed
 * @param subtitle what the figures and distances are ("15mm figures, distances as written")
 * @param sequenceHeading the heading of the boxed sequence of play
 * @param sequence the steps of a turn, in order
 * @param sides the front and the back
 */
public record PlayerAid(String title, String subtitle, String sequenceHeading, List<String> sequence, List<Face> sides) {

    public PlayerAid {
        sequence = List.copyOf(sequence);
        sides = List.copyOf(sides);
    }

    /** One side of the sheet: its columns, and style classes that say how many ("cols-2", "cols-3") and the type size. */
    public record Face(String style, List<Column> columns) {
        public Face {
            columns = List.copyOf(columns);
        }
    }

    /** One column: its sections from top to bottom. */
    public record Column(List<Chart.Section> sections) {
        public Column {
            sections = List.copyOf(sections);
        }
    }

    /** An aid from the sections of each column of the front and of the back. */
    public static PlayerAid of(String title, String subtitle, String sequenceHeading, List<String> sequence,
            List<List<Chart.Section>> front, List<List<Chart.Section>> back) {
        return new PlayerAid(title, subtitle, sequenceHeading, sequence, List.of(face(front), face(back)));
    }

    private static Face face(List<List<Chart.Section>> columns) {
        if (columns.size() < 2 || columns.size() > 3) {
            throw new IllegalArgumentException("a side of a player aid has two or three columns, not " + columns.size());
        }
        return new Face("cols-" + columns.size(), columns.stream().map(Column::new).toList());
    }

    /** Type a size up from the usual (style class "aid-medium"), and larger still ("aid-larger"). */
    public static final String MEDIUM_TYPE = "aid-medium";
    public static final String LARGER_TYPE = "aid-larger";

    /**
     * The same aid in larger type on both sides ({@link #MEDIUM_TYPE} or {@link #LARGER_TYPE}): for a
     * rule set whose tables are few and short, so that at the usual size its sheet would be half empty.
     */
    public PlayerAid inType(String typeClass) {
        return new PlayerAid(title, subtitle, sequenceHeading, sequence,
                sides.stream().map(f -> new Face(f.style() + " " + typeClass, f.columns())).toList());
    }

    /** Whether the aid is set in a type larger than the usual. */
    public boolean enlarged() {
        return sides.stream().anyMatch(f -> f.style().contains(MEDIUM_TYPE) || f.style().contains(LARGER_TYPE));
    }

    /** The same aid in the usual type. */
    public PlayerAid inUsualType() {
        return new PlayerAid(title, subtitle, sequenceHeading, sequence, sides.stream()
                .map(f -> new Face(f.style().replace(" " + MEDIUM_TYPE, "").replace(" " + LARGER_TYPE, ""), f.columns())).toList());
    }

    /** The same aid with each side in one column, for a page too narrow for two: a side then runs on over as many pages as it needs. */
    public PlayerAid inOneColumn() {
        return new PlayerAid(title, subtitle, sequenceHeading, sequence, sides.stream().map(f -> new Face(
                f.style().replaceAll("cols-\\d", "cols-1"),
                List.of(new Column(f.columns().stream().flatMap(c -> c.sections().stream()).toList())))).toList());
    }

    /** Every section of the aid, front first, column by column. */
    public List<Chart.Section> sections() {
        List<Chart.Section> out = new ArrayList<>();
        sides.forEach(f -> f.columns().forEach(c -> out.addAll(c.sections())));
        return out;
    }
}

package muster.view.map;

import java.util.List;

/**
 * How to draw one map: for whom, whether with pieces (units, HQs, orders, targets) or terrain
 * only, with a legend strip or not, with names and grid letters or wordless, whether
 * buildings carry the 1" fire grid, and either a box to fit (inches) or a fixed scale. A map for
 * the table itself ({@code onTable}) also marks the victory locations, sets every label at least
 * {@link #TABLE_TEXT} points at true scale (in proportion at 1:N), and draws works heavier and
 * buildings lighter, as seen from a chair. A fitted map is drawn at 1:{@code leastScale} or smaller. A plan
 * ({@code plan} not empty) says those lines under its scale bar in place of its ratio: what it is for, with no ratio to read
 * against the maps'.
 */
public record MapOptions(Audience audience, boolean pieces, boolean legend, boolean labels, boolean buildingGrid,
        double boxWidth, double boxHeight, int fixedScale, boolean onTable, int leastScale, Seams seams, List<String> plan) {

    /**
     * Where the sheets of paper a table map is printed on meet, in table inches from its west and its south edge: a label
     * keeps off them when it can, so that no name is cut between two sheets.
     */
    public record Seams(List<Double> west, List<Double> south) {
        public static final Seams NONE = new Seams(List.of(), List.of());

        public Seams {
            west = List.copyOf(west);
            south = List.copyOf(south);
        }
    }

    /** The smallest label on the table at true scale, in points. */
    public static final double TABLE_TEXT = 14;

    /** The smallest size a label may have on this map (0: each style's own). */
    double minText() {
        return onTable ? TABLE_TEXT / fixedScale : 0;
    }

    /** Fit the largest round scale into a box of paper inches. */
    public static MapOptions fit(Audience audience, boolean buildingGrid, double boxWidth, double boxHeight) {
        return new MapOptions(audience, true, true, true, buildingGrid, boxWidth, boxHeight, 0, false, 1, Seams.NONE, List.of());
    }

    /**
     * As {@link #fit}, at 1:{@code scale} or smaller: a side's map drawn at the scale of the scenario's other maps, so that
     * all its maps measure alike.
     */
    public MapOptions atLeast(int scale) {
        return new MapOptions(audience, pieces, legend, labels, buildingGrid, boxWidth, boxHeight, fixedScale, onTable, scale, seams, plan);
    }

    /** As these options, labels kept off the seams between the sheets the map is printed on. */
    public MapOptions cutAt(Seams at) {
        return new MapOptions(audience, pieces, legend, labels, buildingGrid, boxWidth, boxHeight, fixedScale, onTable, leastScale, at, plan);
    }

    /** The public terrain map for the table at a fixed scale (1 = true scale), with no pieces and no legend. */
    public static MapOptions table(boolean buildingGrid, int scale) {
        return new MapOptions(Audience.everyone(), false, false, true, buildingGrid, 0, 0, scale, true, 1, Seams.NONE, List.of());
    }

    /**
     * The public terrain map fitted into a box, with a legend but no names (the table's index page,
     * whose sheet names stand over it): a plan, {@code plan} the lines under its scale bar.
     */
    public static MapOptions overview(boolean buildingGrid, double boxWidth, double boxHeight, List<String> plan) {
        return new MapOptions(Audience.everyone(), false, true, false, buildingGrid, boxWidth, boxHeight, 0, false, 1, Seams.NONE, plan);
    }

    /** A wordless thumbnail of the public terrain map fitted into a box. */
    public static MapOptions thumbnail(boolean buildingGrid, double boxWidth, double boxHeight) {
        return new MapOptions(Audience.everyone(), false, false, false, buildingGrid, boxWidth, boxHeight, 0, false, 1, Seams.NONE, List.of());
    }
}

package muster.view.map;

import java.util.ArrayList;
import java.util.List;
import muster.view.Labels;

/**
 * The names of the grid squares on the table's own map: each square's column letter and row
 * number ("C4", as on the overview's edges) asked for just inside each of its four corners. Any
 * sheet at least one square wide holds a grid crossing, so it shows the names of the squares
 * around it.
 */
final class GridReferences {

    /** Table inches from a corner to its name. */
    static final double INSET = 0.35;

    private GridReferences() {
    }

    static List<LabelPlacer.Request> requests(MapFrame f, double tw, double td, double grid) {
        List<LabelPlacer.Request> out = new ArrayList<>();
        int cols = (int) Math.ceil(tw / grid - 1e-9);
        int rows = (int) Math.ceil(td / grid - 1e-9);
        double d = INSET * f.k();
        for (int c = 0; c < cols; c++) {
            for (int r = 0; r < rows; r++) {
                String name = Labels.column(c) + (r + 1);
                double west = f.x(c * grid);
                double east = f.x(Math.min(tw, (c + 1) * grid));
                double north = f.y(Math.min(td, (r + 1) * grid));
                double south = f.y(r * grid);
                double[][] corners = {{west, north, 1, 1}, {east, north, -1, 1}, {west, south, 1, -1}, {east, south, -1, -1}};
                for (int i = 0; i < corners.length; i++) {
                    double[] k = corners[i];
                    String anchor = k[2] > 0 ? "start" : "end";
                    // below the corner's edge when the corner is on top, above it when at the bottom
                    double lift = k[3] > 0 ? 1.0 : -0.25;
                    List<LabelPlacer.Candidate> near = new ArrayList<>();
                    for (double step : new double[] {1, 2, 3}) {
                        near.add(new LabelPlacer.Candidate(k[0] + k[2] * d * step, k[1] + k[3] * d * step + lift * d, anchor));
                    }
                    out.add(new LabelPlacer.Request(name, "label:grid:" + name + ":" + i, LabelStyle.GRID_REF, "", k[0], k[1], near));
                }
            }
        }
        return out;
    }
}

package muster.view.map;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import muster.scenario.Geometry;
import muster.scenario.Point;

/** Where a deployment zone's caption may stand: inside the zone, at a corner of the box round it. */
final class ZoneCaption {

    /** How far apart the places tried inside a zone are, across and down, in points. */
    private static final double STEP = 4;
    private static final double ROW = 12;
    private static final int ROWS_OFFERED = 4;

    private ZoneCaption() {
    }

    /**
     * The corners of the box round {@code outline} (top left first) whose caption {@code text} lies wholly inside the zone; where
     * fewer than two do, places in a few of the zone's rows too, each as far west as it fits; the corners when nothing fits. A corner of the box
     * round an L-shaped or slanted zone lies outside it: the caption stood on the other side's ground.
     */
    static List<LabelPlacer.Candidate> candidates(MapFrame f, List<Point> outline, String text) {
        double top = f.y(outline.stream().mapToDouble(Point::y).max().orElse(0));
        double bottom = f.y(outline.stream().mapToDouble(Point::y).min().orElse(0));
        double west = f.x(outline.stream().mapToDouble(Point::x).min().orElse(0));
        double east = f.x(outline.stream().mapToDouble(Point::x).max().orElse(0));
        List<LabelPlacer.Candidate> corners = List.of(new LabelPlacer.Candidate(west + 4, top + 9, "start"),
                new LabelPlacer.Candidate(east - 4, top + 9, "end"), new LabelPlacer.Candidate(west + 4, bottom - 4, "start"),
                new LabelPlacer.Candidate(east - 4, bottom - 4, "end"), new LabelPlacer.Candidate((west + east) / 2, top + 9, "middle"));
        List<LabelPlacer.Candidate> inside = new ArrayList<>(corners.stream().filter(c -> inside(f, c, text, outline)).toList());
        if (inside.size() >= 2) {
            return inside;
        }
        double w = LabelStyle.ZONE.width(text, LabelStyle.ZONE.size);
        List<LabelPlacer.Candidate> rows = new ArrayList<>();
        for (double y = top + 9; y <= bottom - 4; y += ROW) {
            for (double x = west + 4; x + w <= east - 4; x += STEP) {
                LabelPlacer.Candidate c = new LabelPlacer.Candidate(x, y, "start");
                if (inside(f, c, text, outline)) {
                    rows.add(c);
                    break;
                }
            }
        }
        // a few rows spread from the top down: each place offered costs the label placer a search
        for (int i = 0; i < Math.min(ROWS_OFFERED, rows.size()); i++) {
            inside.add(rows.get(i * rows.size() / Math.min(ROWS_OFFERED, rows.size())));
        }
        return inside.isEmpty() ? corners : inside;
    }

    private static boolean inside(MapFrame f, LabelPlacer.Candidate c, String text, List<Point> outline) {
        double w = LabelStyle.ZONE.width(text, LabelStyle.ZONE.size);
        double left = switch (c.anchor()) {
            case "end" -> c.x() - w;
            case "middle" -> c.x() - w / 2;
            default -> c.x();
        };
        double up = c.y() - LabelStyle.ZONE.size;
        double down = c.y() + 2;
        return Stream.of(f.table(left, up), f.table(left + w, up), f.table(left, down), f.table(left + w, down))
                .allMatch(p -> Geometry.inside(p, outline));
    }
}

package muster.view.map;

import java.util.ArrayList;
import java.util.List;

/**
 * Places labels where they collide least: each label offers candidate positions in order of
 * preference, and takes the first that overlaps no label already placed and no obstacle (unit
 * boxes, symbols), else the one that overlaps least. Text widths are estimated from the font size
 * (DejaVu Sans averages about 0.6 em a character), close enough to keep names apart.
 */
final class LabelPlacer {

    static final double EM_PER_CHAR = 0.6;

    /** A box in drawing points. */
    record Box(double x1, double y1, double x2, double y2) {
        double overlap(Box o) {
            double w = Math.min(x2, o.x2) - Math.max(x1, o.x1);
            double h = Math.min(y2, o.y2) - Math.max(y1, o.y1);
            return w > 0 && h > 0 ? w * h : 0;
        }
    }

    /** Where a label may go: its text anchor point and alignment. */
    record Candidate(double x, double y, String anchor) {
    }

    private final List<Box> taken = new ArrayList<>();
    private final Box bounds;

    LabelPlacer(Box bounds) {
        this.bounds = bounds;
    }

    void obstacle(Box b) {
        taken.add(b);
    }

    /** Chooses a candidate for {@code text} at {@code size} points and marks its box as taken. */
    Candidate place(String text, double size, List<Candidate> candidates) {
        Candidate best = candidates.get(0);
        double bestCost = Double.MAX_VALUE;
        for (Candidate c : candidates) {
            Box box = box(text, size, c);
            double cost = 0;
            for (Box t : taken) {
                cost += box.overlap(t);
            }
            if (box.x1 < bounds.x1 || box.x2 > bounds.x2 || box.y1 < bounds.y1 || box.y2 > bounds.y2) {
                cost += 1e6;
            }
            if (cost < bestCost) {
                best = c;
                bestCost = cost;
                if (cost == 0) {
                    break;
                }
            }
        }
        if (bestCost >= 1e6) {
            best = inside(text, size, best);
        }
        taken.add(box(text, size, best));
        return best;
    }

    /** The candidate slid just far enough to lie inside the bounds (a long name near the table edge). */
    private Candidate inside(String text, double size, Candidate c) {
        Box b = box(text, size, c);
        double dx = Math.max(bounds.x1 - b.x1, 0) + Math.min(bounds.x2 - b.x2, 0);
        double dy = Math.max(bounds.y1 - b.y1, 0) + Math.min(bounds.y2 - b.y2, 0);
        return new Candidate(c.x() + dx, c.y() + dy, c.anchor());
    }

    static Box box(String text, double size, Candidate c) {
        double w = text.length() * size * EM_PER_CHAR;
        double x1 = switch (c.anchor()) {
            case "middle" -> c.x() - w / 2;
            case "end" -> c.x() - w;
            default -> c.x();
        };
        return new Box(x1, c.y() - size * 0.8, x1 + w, c.y() + size * 0.25);
    }
}

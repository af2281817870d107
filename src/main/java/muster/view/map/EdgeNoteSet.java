package muster.view.map;

import java.util.ArrayList;
import java.util.List;

/**
 * An edge note set to fit the length of its edge: one line at the note's own 7 points when it fits,
 * smaller down to 5 points, else broken into two lines at the space nearest its middle, as large as
 * the longer line allows (a small map of a booklet page can be shorter than the note).
 */
record EdgeNoteSet(List<String> lines, double size) {

    static final double SIZE = 7;
    static final double SMALLEST_ONE_LINE = 5;
    static final double SMALLEST = 4;
    /** Space kept clear at each end of the edge, in points. */
    static final double MARGIN = 6;
    /** From one line to the next, in sizes. */
    static final double LEAD = 1.15;

    static EdgeNoteSet fit(String text, double room) {
        double size = sizeFor(List.of(text), room);
        if (size >= SMALLEST_ONE_LINE) {
            return new EdgeNoteSet(List.of(text), size);
        }
        int middle = text.length() / 2;
        int cut = -1;
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) == ' ' && (cut < 0 || Math.abs(i - middle) < Math.abs(cut - middle))) {
                cut = i;
            }
        }
        if (cut < 0) {
            return new EdgeNoteSet(List.of(text), Math.max(SMALLEST, size));
        }
        List<String> two = List.of(text.substring(0, cut), text.substring(cut + 1));
        return new EdgeNoteSet(two, Math.max(SMALLEST, sizeFor(two, room)));
    }

    /**
     * Where along its edge a note {@code half} as wide as it is long is centred: at {@code middle} unless that puts it across a
     * seam between two sheets of paper; then as near the middle as it lies whole on one sheet, when one is long enough.
     * {@code seams} and the edge's ends, {@code from} below {@code to}, are in drawing points along the edge.
     */
    static double offSeams(double middle, double half, List<Double> seams, double from, double to) {
        List<Double> cuts = new ArrayList<>(seams.stream().filter(c -> c > from && c < to).sorted().toList());
        cuts.add(0, from);
        cuts.add(to);
        double best = middle;
        double nearest = Double.MAX_VALUE;
        for (int i = 0; i + 1 < cuts.size(); i++) {
            double lo = cuts.get(i) + half + MARGIN;
            double hi = cuts.get(i + 1) - half - MARGIN;
            if (lo <= hi) {
                double at = Math.max(lo, Math.min(hi, middle));
                if (Math.abs(at - middle) < nearest) {
                    nearest = Math.abs(at - middle);
                    best = at;
                }
            }
        }
        return best;
    }

    private static double sizeFor(List<String> lines, double room) {
        double widest = lines.stream().mapToDouble(l -> LabelStyle.ZONE.width(l, SIZE)).max().orElse(0);
        return widest <= room ? SIZE : SIZE * room / widest;
    }
}

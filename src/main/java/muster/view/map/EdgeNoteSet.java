package muster.view.map;

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

    private static double sizeFor(List<String> lines, double room) {
        double widest = lines.stream().mapToDouble(l -> LabelStyle.ZONE.width(l, SIZE)).max().orElse(0);
        return widest <= room ? SIZE : SIZE * room / widest;
    }
}

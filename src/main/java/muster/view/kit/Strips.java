package muster.view.kit;

import java.util.ArrayList;
import java.util.List;
import muster.view.Num;
import muster.view.TextWidth;
import muster.view.kit.KitContent.Band;
import muster.view.kit.KitContent.Ruler;
import muster.view.kit.KitContent.Track;
import muster.view.kit.KitView.Place;

/**
 * Rulers (and line templates, drawn as rulers without bands) cut into strips as long as the paper
 * allows, every strip the same length so they share a grid: strip k of a ruler starts where strip
 * k - 1 ends, and laid end to end they make the whole ruler with its zero at the first strip's
 * cut edge.
 */
final class Strips {

    static final double TITLE = 10;
    static final double TICKS = 15;
    static final double TRACK = 10;
    static final double PAD = 3;
    static final double BAND_TEXT = 6;
    static final double BAND_SMALLEST = 4.8;
    static final double BAND_TWO_LINES = 4.2;

    /** One strip to place: which ruler, which piece, how many pieces. */
    record Piece(Ruler ruler, int index, int of) {
    }

    private Strips() {
    }

    /** Whole table inches each strip spans: as many as the area's width holds, and no more than the longest ruler. */
    static int inchesPerStrip(Sheet sheet, List<Ruler> rulers) {
        int longest = rulers.stream().mapToInt(Ruler::inches).max().orElse(1);
        int fits = Math.max(1, (int) Math.floor(sheet.area().width() / sheet.inch + 1e-9));
        return Math.min(longest, fits);
    }

    static double height(List<Ruler> rulers) {
        int tracks = rulers.stream().mapToInt(r -> r.tracks().size()).max().orElse(0);
        return TITLE + TICKS + Math.max(1, tracks) * TRACK + PAD;
    }

    static List<Piece> pieces(List<Ruler> rulers, int perStrip) {
        List<Piece> out = new ArrayList<>();
        for (Ruler r : rulers) {
            int of = Math.max(1, (int) Math.ceil(r.inches() / (double) perStrip - 1e-9));
            for (int k = 0; k < of; k++) {
                out.add(new Piece(r, k, of));
            }
        }
        return out;
    }

    /** Draws one strip in {@code at} (its width is {@code perStrip} table inches). */
    static void draw(PageBuilder page, Piece piece, int perStrip, Place at, Sheet sheet) {
        double inch = sheet.inch;
        double x0 = at.x();
        double y0 = at.y();
        int from = piece.index() * perStrip;
        int to = Math.min(piece.ruler().inches(), from + perStrip);
        page.fill(at.grow(sheet.bleed), "strip");
        double endX = x0 + (to - from) * inch;
        if (to - from < perStrip) {
            page.fill(new Place(endX, y0 - sheet.bleed, at.x() + at.width() + sheet.bleed - endX, at.height() + 2 * sheet.bleed),
                    "strip-end");
        }
        String joins = (piece.index() > 0 ? "◀ after strip " + piece.index() : "")
                + (piece.index() > 0 && piece.index() < piece.of() - 1 ? " · " : "")
                + (piece.index() < piece.of() - 1 ? "strip " + (piece.index() + 2) + " next ▶" : "");
        double joinsWidth = TextWidth.SANS.of(joins, 6);
        if (!joins.isEmpty()) {
            page.text(x0 + at.width() - 3, y0 + 8, joins, "end", "join");
        }
        String title = piece.ruler().title() + (piece.of() > 1 ? " · strip " + (piece.index() + 1) + " of " + piece.of()
                + " (" + from + "–" + to + "\")" : "");
        page.text(x0 + 3, y0 + 8, TextWidth.SANS_BOLD.cut(title, at.width() - 12 - joinsWidth, 6.5), "start", "strip-title");
        double tickBase = y0 + TITLE + TICKS;
        int every = numberEvery(inch);
        boolean halves = inch >= 36;
        for (int i = from; i <= to; i++) {
            double x = x0 + (i - from) * inch;
            page.line(x, tickBase - 8, x, tickBase, "tick");
            if (i % every == 0 && i > from || i == to && to == piece.ruler().inches()) {
                page.text(x, tickBase - 9.5, String.valueOf(i), i - from == perStrip ? "end" : "middle", "tick-number");
            }
            if (halves && i < to) {
                page.line(x + inch / 2, tickBase - 4, x + inch / 2, tickBase, "tick");
            }
        }
        page.line(x0, tickBase, endX, tickBase, "tick");
        double y = tickBase;
        for (Track t : piece.ruler().tracks()) {
            int n = 0;
            for (Band b : t.bands()) {
                double a = Math.max(b.from(), from);
                double z = Math.min(b.to(), to);
                n++;
                if (z <= a) {
                    continue;
                }
                double bx = x0 + (a - from) * inch;
                double bw = (z - a) * inch;
                page.fills.add(PageBuilder.box(bx, y + 1, bw, TRACK - 2, "band band-" + (n % 2 == 1 ? "odd" : "even")));
                String words = t.label() + (b.label().isEmpty() ? "" : ": " + b.label());
                if (bw > 14) {
                    // set smaller, then without the weapon's name (the band's colour and its row still say it), before cutting
                    double size = TextWidth.SANS.fit(words, bw - 4, BAND_TEXT);
                    if (size < BAND_SMALLEST && !b.label().isEmpty()) {
                        words = b.label();
                        size = TextWidth.SANS.fit(words, bw - 4, BAND_TEXT);
                    }
                    List<String> two = Sheet.wrap(words, TextWidth.SANS, BAND_TWO_LINES, bw - 4);
                    if (size < BAND_SMALLEST && two.size() == 2) {
                        // a long note takes two smaller lines rather than being cut
                        page.text(bx + 2, y + TRACK / 2 - 0.4, two.get(0), "start", "band-text", BAND_TWO_LINES);
                        page.text(bx + 2, y + TRACK - 1.2, two.get(1), "start", "band-text", BAND_TWO_LINES);
                    } else {
                        size = Math.max(BAND_SMALLEST, size);
                        page.text(bx + 2, y + TRACK - 3, TextWidth.SANS.cut(words, bw - 4, size), "start", "band-text", size);
                    }
                }
                if (b.to() <= to && b.to() > from) {
                    page.line(x0 + (b.to() - from) * inch, y, x0 + (b.to() - from) * inch, y + TRACK, "band-end");
                }
            }
            y += TRACK;
        }
    }

    /** Numbers every 1, 2, 5 or 10 table inches, whichever keeps them 14 points apart. */
    static int numberEvery(double inch) {
        for (int n : new int[] {1, 2, 5, 10}) {
            if (n * inch >= 14) {
                return n;
            }
        }
        return 20;
    }

    static String label(double inches) {
        return Num.inches(inches);
    }
}

package muster.view.kit;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import muster.view.Num;
import muster.view.TextWidth;
import muster.view.kit.KitContent.Band;
import muster.view.kit.KitContent.Ruler;
import muster.view.kit.KitContent.Track;
import muster.view.kit.KitView.Place;

/**
 * Rulers (and line templates, drawn as rulers without bands) cut into strips when longer than the
 * paper is wide: the fewest strips of whole table inches that fit, all of one length but the last, which takes what is left
 * (a join at 9.7" is a mark a player cannot read off). Each strip but
 * the last ends in a glue tab that the next strip is laid on, its cut edge on the tab's line, so
 * laid end to end they make the whole ruler with its zero at the first strip's cut edge; the last
 * ends in a cap of the same width, so every strip of a ruler is cut alike.
 */
final class Strips {

    static final double TITLE = 10;
    static final double TICKS = 15;
    static final double TRACK = 10;
    static final double PAD = 3;
    /** Space between strips on a page, points. */
    static final double GAP = 6;
    /** Width of a strip's glue tab (or end cap), in points of paper at every scale. */
    static final double TAB = 0.4 * Sheet.IN;
    static final double TAB_TEXT = 6.5;
    /** A band's words: at most this size, at least {@link #BAND_SMALLEST}; a row whose words need it takes two lines of it. */
    static final double BAND_TEXT = 7.5;
    static final double BAND_SMALLEST = 6.5;
    /** The height a line of band words adds to a row of several lines. */
    static final double LINE = BAND_SMALLEST * 1.15;

    /** One strip: piece {@code index} of {@code of} of a ruler, from {@code from} to {@code to} table inches; all but the last {@code each} long. */
    record Piece(Ruler ruler, int index, int of, double from, double to, double each) {
        boolean last() {
            return index == of - 1;
        }

        /** Table inches of {@code b} on strip {@code k} of this ruler. */
        double on(Band b, int k) {
            double start = ruler.start() + k * each;
            double end = k == of - 1 ? ruler.inches() : start + each;
            return Math.max(0, Math.min(b.to(), end) - Math.max(b.from(), start));
        }
    }

    private Strips() {
    }

    /**
     * A strip may run this close to the paper's long edges, nearer than the other items' margin: a strip of whole inches and its
     * tab, 10.4 inches, then fits across Letter (the crop marks beside it are shorter).
     */
    static final double SIDE = 0.3 * Sheet.IN;

    /**
     * The ruler as strips for {@code sheet}: whole when it fits across, else the fewest strips of whole table inches that fit
     * with their tabs, each but the last as long and the last what is left (29" in 3: 10, 10 and 9).
     */
    static List<Piece> pieces(Ruler r, Sheet sheet) {
        double length = r.inches() - r.start();
        int of = count(length, sheet);
        double each = of == 1 ? length : Math.ceil(length / of - 1e-9);
        List<Piece> out = new ArrayList<>();
        for (int k = 0; k < of; k++) {
            out.add(new Piece(r, k, of, r.start() + k * each, k == of - 1 ? r.inches() : r.start() + (k + 1) * each, each));
        }
        return out;
    }

    /** The fewest strips that carry {@code length} table inches across {@code sheet}: one when it fits, else whole inches each. */
    static int count(double length, Sheet sheet) {
        if (length * sheet.inch <= sheet.area().width() + 0.01) {
            return 1;
        }
        return (int) Math.ceil(length / most(sheet) - 1e-9);
    }

    /** The longest strip of whole table inches that fits across {@code sheet} with its tab. */
    static int most(Sheet sheet) {
        return Math.max(1, (int) Math.floor((sheet.width - 2 * SIDE - TAB) / sheet.inch + 1e-9));
    }

    /** A strip's width in points: its inches, and its tab or cap when the ruler is in several. */
    static double width(Piece p, Sheet sheet) {
        return (p.to() - p.from()) * sheet.inch + (p.of() > 1 ? TAB : 0);
    }

    /** The ruler's tracks, the farthest-reaching first, so a strip past the shorter ones' ends drops their empty rows. */
    static List<Track> rows(Ruler r) {
        return r.tracks().stream().sorted(Comparator.comparingDouble(Track::reach).reversed()).toList();
    }

    /** A strip's height: its title, its ticks and the rows that reach into it, each as tall as its words need. */
    static double height(Piece p, double inch) {
        double rows = p.ruler().tracks().stream().filter(t -> t.reach() > p.from() + 1e-9).mapToDouble(t -> track(t, p, inch)).sum();
        return TITLE + TICKS + Math.max(TRACK, rows) + PAD;
    }

    /**
     * A row's height on every strip of its ruler, so the rows meet when the strips are glued: more lines where a band's words
     * fit on no strip in one line of {@link #BAND_SMALLEST} points, even without the weapon's name.
     */
    static double track(Track t, Piece p, double inch) {
        int most = 1;
        for (int k = 0; k < p.of(); k++) {
            double start = p.ruler().start() + k * p.each();
            Piece on = new Piece(p.ruler(), k, p.of(), start, k == p.of() - 1 ? p.ruler().inches() : start + p.each(), p.each());
            for (Band b : t.bands()) {
                double w = on.on(b, k) * inch;
                if (w > 14 && named(t, b, on, inch)) {
                    most = Math.max(most, words(t, b, w).size());
                }
            }
        }
        return most == 1 ? TRACK : most * LINE + 3;
    }

    /** The size {@code words} take in a band {@code w} points long, a tenth of a point down so they fit whole once printed. */
    private static double size(String words, double w) {
        return Math.floor(TextWidth.SANS.fit(words, w - 4, BAND_TEXT) * 10 - 1e-6) / 10;
    }

    /** A named band's words in {@code w} points: one line (with the weapon's name if it fits), or lines of the smallest size. */
    private static List<String> words(Track t, Band b, double w) {
        String whole = t.label() + (b.label().isEmpty() ? "" : ": " + b.label());
        if (size(whole, w) >= BAND_SMALLEST || b.label().isEmpty()) {
            return List.of(whole);
        }
        if (size(b.label(), w) >= BAND_SMALLEST) {
            return List.of(b.label());
        }
        return TextWidth.SANS.wrap(b.label(), BAND_SMALLEST, w - 4);
    }

    /** What the strips of a ruler are, for the index: "in 4 strips of 9 table inches, glued end to end", "in 5 strips (4 of 10 ...". */
    static String describe(List<Piece> pieces) {
        Piece p = pieces.get(0);
        if (p.of() == 1) {
            return "in one piece";
        }
        Piece last = pieces.get(pieces.size() - 1);
        double each = p.to() - p.from();
        double end = last.to() - last.from();
        if (Math.abs(end - each) < 0.05) {
            return "in " + p.of() + " strips of " + Num.fmt(each, 1) + " table inches, glued end to end";
        }
        return "in " + p.of() + " strips, " + (p.of() - 1) + " of " + Num.fmt(each, 1) + " table inches and the last of "
                + Num.fmt(end, 1) + ", glued end to end";
    }

    /** Draws one strip in {@code at}. */
    static void draw(PageBuilder page, Piece piece, Place at, Sheet sheet) {
        double inch = sheet.inch;
        double x0 = at.x();
        double y0 = at.y();
        double h = at.height();
        double bleed = sheet.bleed;
        double endX = x0 + (piece.to() - piece.from()) * inch;
        page.fill(new Place(x0 - bleed, y0 - bleed, endX - x0 + bleed + (piece.of() == 1 ? bleed : 0), h + 2 * bleed), "strip");
        if (piece.of() > 1) {
            tab(page, piece, new Place(endX, y0, TAB, h), bleed);
        }
        // what follows a colon ("Long-range extension: lay its 24" end against the end of the stick") is said on the first strip only
        String named = piece.ruler().title();
        String title = (piece.index() > 0 && named.contains(": ") ? named.substring(0, named.indexOf(": ")) : named) + (piece.of() > 1 ? " · strip " + (piece.index() + 1) + " of " + piece.of()
                + " (" + Num.fmt(piece.from(), 1) + "–" + Num.fmt(piece.to(), 1) + "\")" : "");
        page.text(x0 + 3, y0 + 8, TextWidth.SANS_BOLD.cut(title, endX - x0 - 6, 6.5), "start", "strip-title");
        double tickBase = y0 + TITLE + TICKS;
        int every = numberEvery(inch);
        for (int i = (int) Math.ceil(piece.from() - 1e-9); i <= piece.to() + 1e-9; i++) {
            double x = x0 + (i - piece.from()) * inch;
            page.line(x, tickBase - 8, x, tickBase, "tick");
            boolean end = i == piece.ruler().inches();
            if (i == piece.ruler().start() && i > 0) {
                // an extension's first number stands at its cut edge, where it meets the stick
                page.text(x + 1.5, tickBase - 9.5, String.valueOf(i), "start", "tick-number");
            } else if ((i % every == 0 || end) && x > x0 + 4) {
                // the strip's last number stands inside it, clear of the tab's line
                boolean last = Math.abs(i - piece.to()) < 1e-9;
                page.text(last ? x - 1.5 : x, tickBase - 9.5, String.valueOf(i), last ? "end" : "middle", "tick-number");
            }
        }
        if (inch >= 36) {
            for (double half = Math.floor(piece.from()) + 0.5; half < piece.to(); half++) {
                if (half > piece.from()) {
                    double x = x0 + (half - piece.from()) * inch;
                    page.line(x, tickBase - 4, x, tickBase, "tick");
                }
            }
        }
        page.line(x0, tickBase, endX, tickBase, "tick");
        double y = tickBase;
        for (Track t : rows(piece.ruler())) {
            if (t.reach() > piece.from() + 1e-9) {
                double th = track(t, piece, inch);
                bands(page, t, piece, x0, y, inch, th);
                y += th;
            }
        }
    }

    /** The glue tab the next strip is laid on, or the last strip's end cap. */
    private static void tab(PageBuilder page, Piece piece, Place at, double bleed) {
        page.fill(new Place(at.x(), at.y() - bleed, at.width() + bleed, at.height() + 2 * bleed), piece.last() ? "strip-end" : "glue");
        page.line(at.x(), at.y(), at.x(), at.y() + at.height(), "strip-join");
        List<String> words = !piece.last() ? List.of("glue", "strip " + (piece.index() + 2), "here")
                : piece.ruler().extended() ? List.of("long", "range", "piece", "here") : List.of("end");
        double size = words.stream().mapToDouble(w -> TextWidth.CONDENSED_BOLD.fit(w, at.width() - 4, TAB_TEXT)).min().orElse(TAB_TEXT);
        double y = at.y() + at.height() / 2 - (words.size() - 1) * size * 0.6 + size * 0.35;
        for (String w : words) {
            page.text(at.x() + at.width() / 2, y, w, "middle", "glue-text", size);
            y += size * 1.2;
        }
    }

    /** One track's bands within the strip, {@code th} points tall, each with its words set to fit. */
    private static void bands(PageBuilder page, Track t, Piece piece, double x0, double y, double inch, double th) {
        int n = 0;
        for (Band b : t.bands()) {
            double a = Math.max(b.from(), piece.from());
            double z = Math.min(b.to(), piece.to());
            n++;
            if (z <= a) {
                continue;
            }
            double bx = x0 + (a - piece.from()) * inch;
            double bw = (z - a) * inch;
            page.fills.add(PageBuilder.box(bx, y + 1, bw, th - 2, "band band-" + (n % 2 == 1 ? "odd" : "even")));
            boolean named = named(t, b, piece, inch);
            // a band run on from the strip before carries its weapon's name at the strip's start, so each row is known
            boolean runOn = !named && a > b.from() + 1e-9 && Math.abs(a - piece.from()) < 1e-9;
            if (bw > 14 && (named || runOn)) {
                // as large as fits, then without the weapon's name (the band's colour and its row still say it), then on two
                // lines where the row has room for them, before cutting
                List<String> lines = named ? words(t, b, bw) : List.of(t.label());
                if (lines.size() > 1 && th >= lines.size() * LINE + 3 - 1e-9) {
                    double base = y + (th - lines.size() * LINE) / 2 + BAND_SMALLEST * 0.85;
                    for (String l : lines) {
                        page.text(bx + 2, base, TextWidth.SANS.cut(l, bw - 4, BAND_SMALLEST), "start", "band-text", BAND_SMALLEST);
                        base += LINE;
                    }
                } else {
                    String words = String.join(" ", lines);
                    double size = Math.max(BAND_SMALLEST, size(words, bw));
                    page.text(bx + 2, y + th / 2 + size * 0.35, TextWidth.SANS.cut(words, bw - 4, size), "start", "band-text", size);
                }
            }
            if (b.to() <= piece.to() && b.to() > piece.from() && !b.runsOn()) {
                page.line(x0 + (b.to() - piece.from()) * inch, y, x0 + (b.to() - piece.from()) * inch, y + th, "band-end");
            }
        }
    }

    /**
     * Whether the band is named on this strip: once for the glued ruler, on the first strip it reaches where its words fit
     * whole (the weapon's name with the band's), else where the band's own words fit, else on the strip that holds most of it.
     */
    private static boolean named(Track t, Band b, Piece piece, double inch) {
        String whole = t.label() + (b.label().isEmpty() ? "" : ": " + b.label());
        for (String words : List.of(whole, b.label().isEmpty() ? whole : b.label())) {
            for (int k = 0; k < piece.of(); k++) {
                double w = piece.on(b, k) * inch;
                if (w > 0 && size(words, w) >= BAND_SMALLEST) {
                    return k == piece.index();
                }
            }
        }
        int longest = 0;
        for (int k = 1; k < piece.of(); k++) {
            longest = piece.on(b, k) > piece.on(b, longest) ? k : longest;
        }
        return longest == piece.index();
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
}

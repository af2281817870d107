package muster.view.table;

import static muster.view.table.Tiling.BLEED;
import static muster.view.table.Tiling.MARGIN;
import static muster.view.table.Tiling.PT;
import static muster.view.table.Tiling.STRIP;

import java.util.ArrayList;
import java.util.List;
import muster.view.Num;
import muster.view.TextWidth;
import muster.view.table.TableView.Box;
import muster.view.table.TableView.Line;
import muster.view.table.TableView.Place;
import muster.view.table.TableView.Strip;
import muster.view.table.TableView.Text;

/**
 * What a sheet prints in the strips its neighbours are glued over, where nothing of it shows once
 * the table is put together: in one strip (below the map when there is one, else right of it) its
 * name, the scenario, the scale, which sheets it goes over, a calibration bar and a locator of
 * every sheet with this one filled in; in the other, which sheet is glued over it.
 */
final class StripCaptions {

    /** Where captions stand in a strip: past the map's bleed, as deep as the rest of the strip. */
    static final double DEPTH = STRIP - BLEED;
    /** Table inches the calibration bar spans. */
    static final int RULER_INCHES = 6;
    static final double NAME_SIZE = 9.5;
    static final double NOTE_SIZE = 7;
    static final double DIGIT_SIZE = 6;
    static final double LOCATOR_LONG = 90;
    static final double LOCATOR_SHORT = DEPTH - 2;

    /** The sheet being captioned: its place in the grid, the others left out, and what every sheet says. */
    record Context(Tiling.Grid grid, boolean[][] plain, int row, int col, String title) {
        String name(int r, int c) {
            return TableLayout.name(r, c, grid.across().count());
        }
    }

    private StripCaptions() {
    }

    static List<Strip> strips(Context k, int scale) {
        Tiling.Grid g = k.grid();
        double below = MARGIN + g.down().shown(k.row());
        double right = MARGIN + g.across().shown(k.col());
        boolean captionsBelow = g.captionsBelow(k.row());
        List<Strip> out = new ArrayList<>();
        boolean southNeighbour = k.row() < g.down().count() - 1;
        boolean eastNeighbour = k.col() < g.across().count() - 1;
        double length = captionsBelow ? g.width() - 2 * MARGIN : g.height() - 2 * MARGIN;
        Place locator = locator(k, captionsBelow, below, right, out);
        double reserved = (captionsBelow ? locator.width() : locator.height()) + 6;
        String over = captionsBelow ? southNeighbour ? k.name(k.row() + 1, k.col()) : "" : eastNeighbour ? k.name(k.row(), k.col() + 1) : "";
        out.add(captions(k, scale, frame(captionsBelow, below, right, g), captionsBelow, reserved, length, over));
        if (captionsBelow && eastNeighbour) {
            out.add(glueNote(frame(false, below, right, g), false, g.height() - 2 * MARGIN, k.name(k.row(), k.col() + 1)));
        } else if (!captionsBelow && southNeighbour) {
            out.add(glueNote(frame(true, below, right, g), true, g.width() - 2 * MARGIN, k.name(k.row() + 1, k.col())));
        }
        return out;
    }

    /** The strip's rectangle on the page: below the map ({@code across}), else right of it. */
    private static Place frame(boolean across, double below, double right, Tiling.Grid g) {
        return across ? new Place(MARGIN, below + BLEED, g.width() - 2 * MARGIN, DEPTH)
                : new Place(right + BLEED, MARGIN, DEPTH, g.height() - 2 * MARGIN);
    }

    private static String transform(Place frame, boolean across) {
        return across ? "translate(" + Num.pt(frame.x()) + " " + Num.pt(frame.y()) + ")"
                : "translate(" + Num.pt(frame.x()) + " " + Num.pt(frame.y() + frame.height()) + ") rotate(-90)";
    }

    /** The sheet's name and what it says, then the calibration bar under them, after {@code reserved} points of locator. */
    private static Strip captions(Context k, int scale, Place frame, boolean across, double reserved, double length, String over) {
        List<Text> texts = new ArrayList<>();
        List<Line> lines = new ArrayList<>();
        String name = k.name(k.row(), k.col());
        double x = reserved;
        texts.add(new Text(Num.pt(x), "10", name, "start", "strip-name", Num.fmt(NAME_SIZE, 1)));
        double after = x + TextWidth.SANS_BOLD.of(name, NAME_SIZE) + 6;
        String scaleWords = scale == 1 ? "true scale (1:1)" : "1:" + scale;
        List<String> under = new ArrayList<>();
        if (k.col() > 0) {
            under.add(lower(k.name(k.row(), k.col() - 1)) + " (left)");
        }
        if (k.row() > 0) {
            under.add(lower(k.name(k.row() - 1, k.col())) + " (above)");
        }
        List<String> parts = new ArrayList<>();
        parts.add(k.title() + ", table map at " + scaleWords);
        if (!under.isEmpty()) {
            parts.add("goes over " + String.join(" and ", under));
        }
        if (!over.isEmpty()) {
            parts.add(over + " is glued over this strip");
        }
        String said = fitted(parts, length - after);
        if (!said.isEmpty()) {
            texts.add(new Text(Num.pt(after), "10", said, "start", "strip-note", Num.fmt(NOTE_SIZE, 1)));
        }
        ruler(x, 15, scale, texts, lines);
        return new Strip(frame, !across, transform(frame, across), texts, lines, List.of());
    }

    /**
     * A bar of {@link #RULER_INCHES} table inches at the map's scale, its line at {@code y} with inch
     * and half-inch ticks hanging from it and the inches numbered 13 points below it.
     */
    static void ruler(double x, double y, int scale, List<Text> texts, List<Line> lines) {
        double inch = PT / scale;
        lines.add(new Line(Num.pt(x), Num.pt(y), Num.pt(x + RULER_INCHES * inch), Num.pt(y), "ruler"));
        for (int i = 0; i <= RULER_INCHES * 2; i++) {
            double tx = x + i * inch / 2;
            lines.add(new Line(Num.pt(tx), Num.pt(y), Num.pt(tx), Num.pt(y + (i % 2 == 0 ? 7 : 4)), "ruler"));
            if (i % 2 == 0) {
                boolean last = i == RULER_INCHES * 2;
                texts.add(new Text(Num.pt(tx), Num.pt(y + 13), last ? RULER_INCHES + (scale == 1 ? " in" : " table in") : String.valueOf(i / 2), last ? "start" : "middle",
                        "strip-digit", Num.fmt(DIGIT_SIZE, 1)));
            }
        }
    }

    private static String lower(String name) {
        return Character.toLowerCase(name.charAt(0)) + name.substring(1);
    }

    /** The parts joined by " · ", dropping the last ones until they fit {@code room} points. */
    static String fitted(List<String> parts, double room) {
        for (int n = parts.size(); n > 0; n--) {
            String s = String.join(" · ", parts.subList(0, n));
            if (TextWidth.SANS.of(s, NOTE_SIZE) <= room) {
                return s;
            }
        }
        return "";
    }

    /** A strip that carries only the name of the sheet glued over it, at its middle. */
    private static Strip glueNote(Place frame, boolean across, double length, String over) {
        String text = over + " is glued over this strip";
        List<Text> texts = TextWidth.SANS.of(text, NOTE_SIZE) <= length
                ? List.of(new Text(Num.pt(length / 2), "12", text, "middle", "strip-note", Num.fmt(NOTE_SIZE, 1))) : List.of();
        return new Strip(frame, !across, transform(frame, across), texts, List.of(), List.of());
    }

    /**
     * Every sheet as a cell, in proportion to the part of the table it shows, this one filled, those
     * left out dotted; it is drawn upright whichever way the strip runs, at the strip's start (its
     * left end below the map, its bottom end right of it). Added to {@code out}; returns its place.
     */
    private static Place locator(Context k, boolean across, double below, double right, List<Strip> out) {
        Tiling.Grid g = k.grid();
        double tw = g.across().table();
        double td = g.down().table();
        double maxW = across ? LOCATOR_LONG : LOCATOR_SHORT;
        double maxH = across ? LOCATOR_SHORT : LOCATOR_LONG;
        double f = Math.min(maxW / tw, maxH / td);
        double w = tw * f;
        double h = td * f;
        double x0 = across ? MARGIN : right + BLEED + (DEPTH - w) / 2;
        double y0 = across ? below + BLEED + (DEPTH - h) / 2 : g.height() - MARGIN - h;
        List<Box> cells = new ArrayList<>();
        for (int r = 0; r < g.down().count(); r++) {
            for (int c = 0; c < g.across().count(); c++) {
                String role = r == k.row() && c == k.col() ? "locator-this" : k.plain()[r][c] ? "locator-plain" : "locator";
                cells.add(new Box(Num.pt(g.across().start(c) * f), Num.pt(g.down().start(r) * f), Num.pt(g.across().shown(c) * f),
                        Num.pt(g.down().shown(r) * f), role));
            }
        }
        Place at = new Place(x0, y0, w, h);
        out.add(new Strip(at, false, "translate(" + Num.pt(x0) + " " + Num.pt(y0) + ")", List.of(), List.of(), cells));
        return at;
    }
}

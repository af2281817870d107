package muster.view.map;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.BiFunction;
import muster.view.Num;
import muster.view.map.Clearance.Box;
import muster.view.map.MapView.GridLine;
import muster.view.map.MapView.TextLine;
import muster.view.map.MapView.Words;

/**
 * Puts the words on a map: first files everything a label must keep clear of (units, symbols,
 * the notes along the edges, and the lines of roads, rivers, works, orders and guns), then places
 * the labels in order of need (units, headquarters, objectives, targets, features, hills and
 * areas, zones, lines, orders, the guns' reach), each clear of all placed before it.
 */
final class Lettering {

    private final Clearance clear = new Clearance();
    private final LabelPlacer placer;

    /**
     * Lettering within {@code bounds}, no label smaller than {@code minText} points (0: each style's own sizes), off the
     * {@code seams} of the sheets the map is printed on when it can.
     */
    Lettering(Box bounds, double minText, SeamLines seams) {
        this.placer = new LabelPlacer(bounds, clear, minText, seams);
    }

    Clearance clearance() {
        return clear;
    }

    /** The labels that went to the key as numbers, by number. */
    List<LabelPlacer.Placed> keyed() {
        return placer.keyed();
    }

    /** Places the caption of each piece and gives the piece back with it. */
    <T> List<T> caption(List<PiecesLayer.Placeable<T>> pieces, BiFunction<T, Words, T> with) {
        List<T> out = new ArrayList<>();
        for (PiecesLayer.Placeable<T> p : pieces) {
            out.add(with.apply(p.item(), place(p.request())));
        }
        return out;
    }

    /** Places terrain names: spots and works first, then hills, areas and last lines, which have room along their length. */
    List<Words> names(List<LabelPlacer.Request> names) {
        List<LabelPlacer.Request> sorted = new ArrayList<>(names);
        sorted.sort(Comparator.comparingInt(r -> switch (r.style()) {
            case WORK, FEATURE -> 0;
            case HILL -> 1;
            case AREA -> 2;
            default -> 3;
        }));
        return sorted.stream().map(this::place).toList();
    }

    /** Words for each request that finds a clear place of its own; the others are left out. */
    List<Words> whereClear(List<LabelPlacer.Request> requests) {
        List<Words> out = new ArrayList<>();
        for (LabelPlacer.Request r : requests) {
            placer.placeIfClear(r).ifPresent(p -> out.add(words(r, p)));
        }
        return out;
    }

    Words place(LabelPlacer.Request r) {
        LabelPlacer.Placed p = placer.place(r);
        return words(r, p);
    }

    private Words words(LabelPlacer.Request r, LabelPlacer.Placed p) {
        List<TextLine> lines = new ArrayList<>();
        for (int i = 0; i < p.lines().size(); i++) {
            lines.add(new TextLine(Num.pt(p.x()), Num.pt(p.y() + i * p.gap()), p.lines().get(i)));
        }
        LabelStyle style = p.key().isEmpty() ? r.style() : LabelStyle.KEY;
        // a word over furrows, trees or hatching stands on a wider halo, or the pattern runs through its letters
        String role = ((style.css + " " + r.classes()).strip() + (clear.onPattern(p.box()) ? " on-pattern" : ""));
        List<GridLine> leader = p.leader() ? List.of(new GridLine(Num.pt(p.ax()), Num.pt(p.ay()), Num.pt(p.lx()), Num.pt(p.ly()))) : List.of();
        return new Words(lines, p.anchor(), role, Num.fmt(p.size(), 2), leader, r.owner());
    }

    /** Words at a fixed place (the north arrow's N), not placed and not kept clear of. */
    static Words fixed(String text, double x, double y, String role) {
        return new Words(List.of(new TextLine(Num.pt(x), Num.pt(y), text)), "middle", role, "", List.of(), "");
    }

    /** No words (a wordless map's zone). */
    static Words none() {
        return new Words(List.of(), "start", "", "", List.of(), "");
    }
}

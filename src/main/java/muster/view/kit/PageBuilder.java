package muster.view.kit;

import java.util.ArrayList;
import java.util.List;
import muster.view.Num;
import muster.view.PageSize;
import muster.view.kit.KitView.Box;
import muster.view.kit.KitView.CardSlot;
import muster.view.kit.KitView.CounterFace;
import muster.view.kit.KitView.Drawing;
import muster.view.kit.KitView.Line;
import muster.view.kit.KitView.MarkerFace;
import muster.view.kit.KitView.Page;
import muster.view.kit.KitView.Path;
import muster.view.kit.KitView.Place;
import muster.view.kit.KitView.Ring;
import muster.view.kit.KitView.Text;

/** One page while it is laid out: what is placed on it so far, in points. Numbered at the end. */
final class PageBuilder {

    final String kind;
    final boolean back;
    /** What the footer says this page is: "counters of V Corps, fronts". */
    String caption;
    /** The paper this page is laid out on, when not the kit's own (a landscape page). */
    Sheet sheet;
    Place trim;
    final List<Box> fills = new ArrayList<>();
    final List<Path> paths = new ArrayList<>();
    final List<Ring> rings = new ArrayList<>();
    final List<CounterFace> counters = new ArrayList<>();
    final List<MarkerFace> markers = new ArrayList<>();
    final List<CardSlot> cards = new ArrayList<>();
    final List<Line> lines = new ArrayList<>();
    final List<Text> texts = new ArrayList<>();

    PageBuilder(String kind, boolean back, String caption) {
        this.kind = kind;
        this.back = back;
        this.caption = caption;
    }

    void text(double x, double y, String text, String anchor, String role) {
        texts.add(new Text(Num.pt(x), Num.pt(y), text, anchor, role, ""));
    }

    void text(double x, double y, String text, String anchor, String role, double size) {
        texts.add(new Text(Num.pt(x), Num.pt(y), text, anchor, role, Num.pt(size)));
    }

    void line(double x1, double y1, double x2, double y2, String role) {
        lines.add(new Line(Num.pt(x1), Num.pt(y1), Num.pt(x2), Num.pt(y2), role));
    }

    void fill(Place p, String role) {
        fills.add(box(p, role));
    }

    static Box box(Place p, String role) {
        return new Box(Num.pt(p.x()), Num.pt(p.y()), Num.pt(p.width()), Num.pt(p.height()), role);
    }

    static Box box(double x, double y, double w, double h, String role) {
        return new Box(Num.pt(x), Num.pt(y), Num.pt(w), Num.pt(h), role);
    }

    /** The finished page; its trim box, grown by {@code bleed}, is its bleed box when the kit has a bleed. */
    Page build(int number, double bleed, Place media, PageSize size) {
        Place trimBox = null;
        Place bleedBox = null;
        if (bleed > 0) {
            trimBox = trim == null ? media : trim;
            bleedBox = clip(trimBox.grow(bleed), media);
        }
        return new Page(number, kind, back, size, trimBox, bleedBox, new Drawing(fills, paths, rings, counters, markers, cards, lines, texts));
    }

    private static Place clip(Place p, Place media) {
        double x1 = Math.max(p.x(), media.x());
        double y1 = Math.max(p.y(), media.y());
        double x2 = Math.min(p.x() + p.width(), media.x() + media.width());
        double y2 = Math.min(p.y() + p.height(), media.y() + media.height());
        return new Place(x1, y1, x2 - x1, y2 - y1);
    }
}

package muster.view.kit;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import muster.view.Num;
import muster.view.TextWidth;
import muster.view.kit.KitContent.Counter;
import muster.view.kit.KitContent.Marker;
import muster.view.kit.KitView.Box;
import muster.view.kit.KitView.CounterFace;
import muster.view.kit.KitView.MarkerFace;
import muster.view.kit.KitView.Place;
import muster.view.kit.KitView.Text;

/**
 * What a counter or a marker shows and where, inside its cut: the front edge's bar, the label at
 * the largest size that fits, the type symbol, the element's number and its state; on a back,
 * the second state in a band across it. Sizes follow the item, so a counter at 1:2 is the same
 * drawing at half size.
 */
final class Faces {

    /** Labels never print larger than this, in points. */
    static final double LABEL_MAX = 14;
    static final double SMALL_MAX = 7;
    /** Width of the symbol's box against its height, as on the map. */
    static final double SYMBOL_RATIO = 1.6;

    private Faces() {
    }

    /** Left and right of a counter's label, against its width: the words stand clear of a cut a little off the line. */
    static final double LABEL_MARGIN = 0.1;

    static CounterFace counter(Counter c, Place at, double bleed, boolean back) {
        return counter(c, at, bleed, back, LABEL_MAX);
    }

    /** The size {@code c}'s label takes on a counter {@code w} by {@code h} points, as large as fits. */
    static double labelSize(Counter c, double w, double h) {
        return counter(c, new Place(0, 0, w, h), 0, false).label().stream().mapToDouble(t -> Double.parseDouble(t.size())).max()
                .orElse(LABEL_MAX);
    }

    /** A counter's face, its label no larger than {@code most} points (the size the counters of one sheet share). */
    static CounterFace counter(Counter c, Place at, double bleed, boolean back, double most) {
        double x = at.x();
        double y = at.y();
        double w = at.width();
        double h = at.height();
        double pad = Math.min(w, h) * 0.07;
        double room = w - 2 * pad;
        // the front edge: a bar a slightly wide cut still leaves, about 2.5 mm on an inch-deep counter
        double bar = Math.max(2.5, Math.min(7, h * 0.12));
        Box trim = PageBuilder.box(at, "trim");
        Box fill = PageBuilder.box(at.grow(bleed), "counter " + c.sideClass() + (back ? " back" : ""));
        Box barBox = PageBuilder.box(x - bleed, y - bleed, w + 2 * bleed, bar + bleed, "facing " + c.sideClass());

        double small = Math.min(SMALL_MAX, h * 0.15);
        double numberSize = Math.max(CounterLabel.MIN, small);
        // the name leaves a row below it for the symbol (or, on a back, the state band) and the bottom line, front and back alike
        double row = Math.max(numberSize * 1.3, h * 0.22);
        double labelRoom = Math.min(h * 0.5, Math.max(CounterLabel.MIN * 1.2, h - bar - 2.5 * pad - numberSize * 1.05 - row));
        CounterLabel.Fitted fitted = CounterLabel.fit(c.label(), w * (1 - 2 * LABEL_MARGIN), Math.min(most, Math.min(LABEL_MAX, h * 0.3)),
                labelRoom);
        List<Text> label = new ArrayList<>();
        double base = y + bar + pad + fitted.size() * 0.78;
        double labelBottom = y + bar + pad;
        for (String line : fitted.lines()) {
            label.add(new Text(Num.pt(x + w / 2), Num.pt(base), line, "middle", "counter-label " + c.sideClass(), Num.pt(fitted.size())));
            labelBottom = base + fitted.size() * 0.24;
            base += fitted.size() * 1.05;
        }

        String number = c.elements() > 1 ? c.element() + "/" + c.elements() : "";
        double numberWidth = TextWidth.SANS.of(number, numberSize);
        String front = back ? "" : c.front();
        double frontSize = front.isEmpty() ? 0 : TextWidth.SANS.fit(front, room, small);
        boolean bottomLine = frontSize >= CounterLabel.MIN || back && !number.isEmpty();
        double bottomBase = y + h - pad - numberSize * 0.15;
        List<Text> smalls = new ArrayList<>();
        if (frontSize >= CounterLabel.MIN) {
            smalls.add(new Text(Num.pt(x + w / 2), Num.pt(bottomBase), front, "middle", "counter-small " + c.sideClass(), Num.pt(frontSize)));
        }
        double rowTop = labelBottom + pad * 0.5;
        double rowBottom = bottomLine ? bottomBase - numberSize * 0.9 - pad * 0.4 : y + h - pad;
        boolean numberFits = numberWidth <= room && (back ? bottomLine : rowBottom - rowTop >= numberSize);
        if (!number.isEmpty() && numberFits) {
            double nb = back ? bottomBase : (rowTop + rowBottom) / 2 + numberSize * 0.36;
            smalls.add(new Text(Num.pt(x + w - pad), Num.pt(nb), number, "end", "counter-small " + c.sideClass(), Num.pt(numberSize)));
        }
        List<Box> band = new ArrayList<>();
        List<Text> state = new ArrayList<>();
        String symbol = c.symbol().word();
        if (back && c.back().isPresent()) {
            double bandHeight = Math.max(numberSize * 1.3, rowBottom - rowTop);
            band.add(PageBuilder.box(x - bleed, rowTop, w + 2 * bleed, bandHeight, "state-band " + c.sideClass()));
            String words = c.back().get().toUpperCase(Locale.ROOT);
            double size = TextWidth.CONDENSED_BOLD.fit(words, room, Math.min(LABEL_MAX, bandHeight * 0.62));
            if (size < CounterLabel.MIN) {
                words = c.back().get();
                size = TextWidth.CONDENSED_BOLD.fit(words, room, Math.min(LABEL_MAX, bandHeight * 0.62));
            }
            if (size >= CounterLabel.MIN) {
                state.add(new Text(Num.pt(x + w / 2), Num.pt(rowTop + bandHeight / 2 + size * 0.36), words, "middle",
                        "state-text " + c.sideClass(), Num.pt(size)));
            }
            symbol = "none";
        }
        // the symbol stands centred, clear of the element's number at the row's right; when a wide number ("10/12")
        // leaves it too small there, it stands in the middle of the room left of the number instead
        boolean numbered = !number.isEmpty() && !back && numberFits;
        double beside = numbered ? 2 * (numberWidth + pad) : 0;
        double rowHeight = rowBottom - rowTop;
        double symHeight = Math.max(0, Math.min(rowHeight, Math.min(room * 0.55, room - beside) / SYMBOL_RATIO));
        double left = room - (numbered ? numberWidth + pad : 0);
        double leftHeight = Math.max(0, Math.min(rowHeight, Math.min(room * 0.55, left) / SYMBOL_RATIO));
        boolean offCentre = numbered && symHeight < leftHeight * 0.8;
        if (offCentre) {
            symHeight = leftHeight;
        }
        double symWidth = symHeight * SYMBOL_RATIO;
        double sx = offCentre ? x + pad + (left - symWidth) / 2 : x + (w - symWidth) / 2;
        double sy = rowTop + (rowBottom - rowTop - symHeight) / 2;
        if (symHeight < 3) {
            symbol = "none";
        }
        return new CounterFace(new CounterFace.Outline(trim, fill, barBox), c.sideClass(), back, label,
                new CounterFace.TypeSymbol(symbol, PageBuilder.box(sx, sy, symWidth, symHeight, "symbol"), Num.pt(sx + symWidth),
                        Num.pt(sy + symHeight), Num.pt(sx + symWidth / 2), Num.pt(sy + symHeight / 2), Num.pt(symHeight * 0.2)),
                smalls, band, state);
    }

    /** The size {@code m}'s words take on a marker {@code w} by {@code h} points, as large as fits. */
    static double markerSize(Marker m, double w, double h) {
        return marker(m, new Place(0, 0, w, h), 0, LABEL_MAX).texts().stream().filter(t -> t.role().equals("marker-text"))
                .mapToDouble(t -> Double.parseDouble(t.size())).max().orElse(LABEL_MAX);
    }

    /** A marker's face, its words no larger than {@code most} points (the size the markers of one sheet share). */
    static MarkerFace marker(Marker m, Place at, double bleed, double most) {
        double x = at.x();
        double y = at.y();
        double w = at.width();
        double h = at.height();
        double pad = Math.min(w, h) * 0.1;
        double room = w - 2 * pad;
        List<Text> texts = new ArrayList<>();
        double small = m.detail().isEmpty() ? 0 : TextWidth.SANS.fit(m.detail(), room, Math.min(SMALL_MAX, h * 0.2));
        boolean detail = small >= CounterLabel.MIN;
        CounterLabel.Fitted f = CounterLabel.fit(m.text(), room, Math.min(most, h * (detail ? 0.36 : 0.5)),
                h - 2 * pad - (detail ? small * 1.1 : 0));
        double size = f.size();
        // the detail's capitals stand clear of the label's descenders
        double gap = detail ? size * 0.25 + small * 0.85 : 0;
        double block = size * 0.75 + Math.max(0, f.lines().size() - 1) * size * CounterLabel.LEADING + gap;
        double base = y + (h - block) / 2 + size * 0.75;
        for (String line : f.lines()) {
            texts.add(new Text(Num.pt(x + w / 2), Num.pt(base), line, "middle", "marker-text", Num.pt(size)));
            base += size * CounterLabel.LEADING;
        }
        if (detail) {
            base -= f.lines().isEmpty() ? 0 : size * CounterLabel.LEADING;
            texts.add(new Text(Num.pt(x + w / 2), Num.pt(base + gap), m.detail(), "middle", "marker-detail", Num.pt(small)));
        }
        return new MarkerFace(PageBuilder.box(at, "trim"), PageBuilder.box(at.grow(bleed), "marker " + m.kind()), m.kind(), texts);
    }
}

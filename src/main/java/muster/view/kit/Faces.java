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

    static CounterFace counter(Counter c, Place at, double bleed, boolean back) {
        double x = at.x();
        double y = at.y();
        double w = at.width();
        double h = at.height();
        double pad = Math.min(w, h) * 0.07;
        double bar = Math.max(1.2, Math.min(4, h * 0.09));
        Box trim = PageBuilder.box(at, "trim");
        Box fill = PageBuilder.box(at.grow(bleed), "counter " + c.sideClass() + (back ? " back" : ""));
        Box barBox = PageBuilder.box(x - bleed, y - bleed, w + 2 * bleed, bar + bleed, "facing " + c.sideClass());

        double labelSize = TextWidth.CONDENSED_BOLD.fit(c.label(), w - 2 * pad, Math.min(LABEL_MAX, h * 0.3));
        double labelBase = y + bar + pad + labelSize * 0.78;
        Text label = new Text(Num.pt(x + w / 2), Num.pt(labelBase), c.label(), "middle", "counter-label " + c.sideClass(),
                Num.pt(labelSize));

        double small = Math.min(SMALL_MAX, h * 0.15);
        double bottomBase = y + h - pad - small * 0.15;
        List<Text> smalls = new ArrayList<>();
        String number = c.elements() > 1 ? c.element() + "/" + c.elements() : "";
        double numberWidth = TextWidth.SANS.of(number, small);
        if (!number.isEmpty()) {
            smalls.add(new Text(Num.pt(x + w - pad), Num.pt(bottomBase), number, "end", "counter-small " + c.sideClass(), Num.pt(small)));
        }
        List<Box> band = new ArrayList<>();
        List<Text> state = new ArrayList<>();
        String symbol = c.symbol().word();
        // below the label's descenders
        double symTop = labelBase + labelSize * 0.24 + pad * 0.5;
        double symBottom = bottomBase - small * 0.9 - pad * 0.4;
        if (back && c.back().isPresent()) {
            double bandTop = symTop;
            double bandHeight = Math.max(small * 1.3, symBottom - bandTop);
            band.add(PageBuilder.box(x - bleed, bandTop, w + 2 * bleed, bandHeight, "state-band " + c.sideClass()));
            String words = c.back().get().toUpperCase(Locale.ROOT);
            double size = TextWidth.CONDENSED_BOLD.fit(words, w - 2 * pad, Math.min(LABEL_MAX, bandHeight * 0.62));
            state.add(new Text(Num.pt(x + w / 2), Num.pt(bandTop + bandHeight / 2 + size * 0.36), words, "middle", "state-text " + c.sideClass(),
                    Num.pt(size)));
            symbol = "none";
        } else if (!c.front().isEmpty()) {
            double room = w - 2 * pad - (number.isEmpty() ? 0 : numberWidth + pad);
            double size = TextWidth.SANS.fit(c.front(), room, small);
            smalls.add(new Text(Num.pt(x + pad), Num.pt(bottomBase), c.front(), "start", "counter-small " + c.sideClass(),
                    Num.pt(size)));
        }
        double symHeight = Math.max(0, Math.min(symBottom - symTop, (w - 2 * pad) * 0.55 / SYMBOL_RATIO));
        double symWidth = symHeight * SYMBOL_RATIO;
        double sx = x + (w - symWidth) / 2;
        double sy = symTop + (symBottom - symTop - symHeight) / 2;
        if (symHeight < 3) {
            symbol = "none";
        }
        return new CounterFace(new CounterFace.Outline(trim, fill, barBox), c.sideClass(), back, label,
                new CounterFace.TypeSymbol(symbol, PageBuilder.box(sx, sy, symWidth, symHeight, "symbol"), Num.pt(sx + symWidth),
                        Num.pt(sy + symHeight), Num.pt(sx + symWidth / 2), Num.pt(sy + symHeight / 2), Num.pt(symHeight * 0.2)),
                smalls, band, state);
    }

    static MarkerFace marker(Marker m, Place at, double bleed) {
        double x = at.x();
        double y = at.y();
        double w = at.width();
        double h = at.height();
        double pad = Math.min(w, h) * 0.08;
        List<Text> texts = new ArrayList<>();
        boolean detail = !m.detail().isEmpty();
        double size = TextWidth.CONDENSED_BOLD.fit(m.text(), w - 2 * pad, Math.min(LABEL_MAX, h * (detail ? 0.36 : 0.5)));
        if (detail) {
            double small = Math.max(Math.min(4.5, h * 0.2), TextWidth.SANS.fit(m.detail(), w - 2 * pad, Math.min(SMALL_MAX, h * 0.2)));
            String cut = TextWidth.SANS.cut(m.detail(), w - 2 * pad, small);
            // the detail's capitals stand clear of the label's descenders
            double gap = size * 0.25 + small * 0.85;
            double block = size * 0.75 + gap;
            double base = y + (h - block) / 2 + size * 0.75;
            texts.add(new Text(Num.pt(x + w / 2), Num.pt(base), m.text(), "middle", "marker-text", Num.pt(size)));
            texts.add(new Text(Num.pt(x + w / 2), Num.pt(base + gap), cut, "middle", "marker-detail", Num.pt(small)));
        } else {
            texts.add(new Text(Num.pt(x + w / 2), Num.pt(y + h / 2 + size * 0.36), m.text(), "middle", "marker-text", Num.pt(size)));
        }
        return new MarkerFace(PageBuilder.box(at, "trim"), PageBuilder.box(at.grow(bleed), "marker " + m.kind()), m.kind(), texts);
    }
}

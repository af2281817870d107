package muster.view.kit;

import java.util.List;
import muster.view.Card;

/**
 * The paper-play kit laid out on pages. Java places the pack's cards ({@link CardSlot}, drawn
 * from {@link #cards} by the render stage) and sets the trim and bleed boxes from the
 * {@link Place} numbers; the page template draws everything else from the preformatted strings,
 * in points from the page's top-left corner.
 *
 * @param cards the cards to print at poker size, in the order {@link CardSlot#card()} counts them
 * @param cardStyle the pack's style class for those cards
 */
public record KitView(
        String title,
        String subject,
        String scaleText,
        int scale,
        double pageWidth,
        double pageHeight,
        String pageWidthPt,
        String pageHeightPt,
        boolean bleed,
        List<Page> pages,
        List<Card> cards,
        String cardStyle) {

    public KitView {
        pages = List.copyOf(pages);
        cards = List.copyOf(cards);
    }

    /** A rectangle in points; {@code x, y} its top-left corner, y down the page. */
    public record Place(double x, double y, double width, double height) {
        Place grow(double by) {
            return new Place(x - by, y - by, width + 2 * by, height + 2 * by);
        }
    }

    public record Text(String x, String y, String text, String anchor, String role, String size) {
    }

    public record Line(String x1, String y1, String x2, String y2, String role) {
    }

    public record Box(String x, String y, String width, String height, String role) {
    }

    /** An outline or filled shape as SVG path data. */
    public record Path(String d, String role) {
    }

    public record Ring(String cx, String cy, String r, String role) {
    }

    /**
     * One counter face. {@code fill} runs past the cut by the bleed; {@code bar} marks the front
     * edge; the symbol sits in {@code symbol} (its corners and centre given for the template's
     * drawing); {@code band} carries the back's state text, empty on a front.
     */
    public record CounterFace(
            Box trim,
            Box fill,
            Box bar,
            String sideClass,
            boolean back,
            Text label,
            String symbol,
            Box symbolBox,
            String symbolX2,
            String symbolY2,
            String symbolCx,
            String symbolCy,
            String symbolR,
            List<Text> small,
            List<Box> band,
            List<Text> state) {

        public CounterFace {
            small = List.copyOf(small);
            band = List.copyOf(band);
            state = List.copyOf(state);
        }
    }

    /** One status marker. */
    public record MarkerFace(Box trim, Box fill, String kind, List<Text> texts) {
        public MarkerFace {
            texts = List.copyOf(texts);
        }
    }

    /** Where the render stage draws card {@code card} of {@link KitView#cards()}, turned {@code rotate} degrees. */
    public record CardSlot(Place at, int card, int rotate) {
    }

    /**
     * A page: what kind it is ("index", "calibration", "counters", "markers", "rulers",
     * "templates", "deck", "cards"), whether it is the back of the page before it, its trim and
     * bleed boxes (null unless the kit is printed with a bleed), and everything drawn on it.
     * {@code fills} are drawn first, then the items, then {@code lines} and {@code texts}.
     */
    public record Page(
            int number,
            String kind,
            boolean back,
            Place trimBox,
            Place bleedBox,
            List<Box> fills,
            List<Path> paths,
            List<Ring> rings,
            List<CounterFace> counters,
            List<MarkerFace> markers,
            List<CardSlot> cardSlots,
            List<Line> lines,
            List<Text> texts) {

        public Page {
            fills = List.copyOf(fills);
            paths = List.copyOf(paths);
            rings = List.copyOf(rings);
            counters = List.copyOf(counters);
            markers = List.copyOf(markers);
            cardSlots = List.copyOf(cardSlots);
            lines = List.copyOf(lines);
            texts = List.copyOf(texts);
        }
    }
}

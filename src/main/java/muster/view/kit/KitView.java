package muster.view.kit;

import java.util.List;
import muster.view.Card;
import muster.view.CardSheet;
import muster.view.MapScale;
import muster.view.PageSize;

/**
 * The paper-play kit laid out on pages. Java places the pack's cards ({@link CardSlot}, drawn
 * from {@link #cards} by the render stage) and sets the trim and bleed boxes from the
 * {@link Place} numbers; the page template draws everything else from the preformatted strings,
 * in points from the page's top-left corner.
 *
 * @param title the kit's title, the scenario's with "paper-play kit"
 * @param subject what the kit holds and at what scale, for the PDF's properties
 * @param scale the map's printed scale, which every counter, ruler and template follows
 * @param page every page's size
 * @param bleed whether the kit is printed with a bleed, colour run past every cut
 * @param pages the pages in print order, backs right after their fronts
 * @param cards the cards to print at poker size, in the order {@link CardSlot#card()} counts them
 * @param cardFaces each of those cards laid out alone on a page of its size, as the pack prints it
 */
public record KitView(
        String title,
        String subject,
        MapScale scale,
        PageSize page,
        boolean bleed,
        List<Page> pages,
        List<Card> cards,
        List<CardSheet.Page> cardFaces) {

    public KitView {
        pages = List.copyOf(pages);
        cards = List.copyOf(cards);
        cardFaces = List.copyOf(cardFaces);
    }

    /** A rectangle in points; {@code x, y} its top-left corner, y down the page. */
    public record Place(double x, double y, double width, double height) {
        Place grow(double by) {
            return new Place(x - by, y - by, width + 2 * by, height + 2 * by);
        }
    }

    /** Text at a point; {@code anchor} start, middle or end, {@code role} its style class, {@code size} in points or empty. */
    public record Text(String x, String y, String text, String anchor, String role, String size) {
    }

    /** A line from (x1, y1) to (x2, y2), styled by {@code role}. */
    public record Line(String x1, String y1, String x2, String y2, String role) {
    }

    /** A rectangle as a template draws it, styled by {@code role}. */
    public record Box(String x, String y, String width, String height, String role) {
    }

    /** An outline or filled shape as SVG path data. */
    public record Path(String d, String role) {
    }

    /** A circle, styled by {@code role}. */
    public record Ring(String cx, String cy, String r, String role) {
    }

    /**
     * One counter face: its {@code outline}, the unit's {@code label} (one line or two, or none on a
     * counter too small for it), the type {@code symbol}, the element's number and front state
     * ({@code small}); on a back, a {@code band} across it with the second state in it
     * ({@code state}), both empty on a front.
     */
    public record CounterFace(
            Outline outline,
            String sideClass,
            boolean back,
            List<Text> label,
            TypeSymbol symbol,
            List<Text> small,
            List<Box> band,
            List<Text> state) {

        public CounterFace {
            label = List.copyOf(label);
            small = List.copyOf(small);
            band = List.copyOf(band);
            state = List.copyOf(state);
        }

        /** The label's words, its lines joined by a space. */
        public String labelText() {
            return String.join(" ", label.stream().map(Text::text).toList());
        }

        /** The cut ({@code trim}), the colour run past it by the bleed ({@code fill}), and the bar marking the front edge. */
        public record Outline(Box trim, Box fill, Box bar) {
        }

        /**
         * The unit type's symbol: its {@code kind} ("infantry", "cavalry"... or "none"), the box it
         * sits in, and the box's far corner (x2, y2), centre (cx, cy) and a dot's radius {@code r},
         * for the template's drawing.
         */
        public record TypeSymbol(String kind, Box box, String x2, String y2, String cx, String cy, String r) {
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
     * bleed boxes (null unless the kit is printed with a bleed), and everything drawn on it. A page's
 * {@code size} may be the kit's paper turned landscape (long ruler strips).
     */
    public record Page(int number, String kind, boolean back, PageSize size, Place trimBox, Place bleedBox, Drawing drawing) {
    }

    /**
     * Everything drawn on a page, in the order it is drawn: {@code fills} first, then the items
     * (paths, rings, counters, markers and the slots where the render stage puts cards), then
     * {@code lines} and {@code texts}.
     */
    public record Drawing(
            List<Box> fills,
            List<Path> paths,
            List<Ring> rings,
            List<CounterFace> counters,
            List<MarkerFace> markers,
            List<CardSlot> cardSlots,
            List<Line> lines,
            List<Text> texts) {

        public Drawing {
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

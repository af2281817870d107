package muster.view.kit;

import java.util.ArrayList;
import java.util.List;
import muster.view.Card.Fact;
import muster.view.TextWidth;
import muster.view.kit.KitContent.Deck;
import muster.view.kit.KitContent.DeckCard;
import muster.view.kit.KitView.Place;

/**
 * The faces of a deck's cards as the kit draws them: the side's word large in a band of its colour
 * (the word tells the sides apart on a grey print), the card's title on two lines at most, as large as
 * the card allows (a brigade's name read across the table), the units it moves beneath, or the
 * reference card's rules; and the back every card of the deck shares, the reference card's too.
 */
final class DeckFaces {

    static final double PAD = 0.16 * Sheet.IN;
    /** The band in the side's colour, with the side's word large enough to read across the table. */
    static final double BAND = 0.5 * Sheet.IN;
    static final double SIDE_MAX = 18;
    /** The side's word on one line while it fits at this size or more, else on two, at this size or as near it as fits. */
    static final double SIDE_ONE_LINE = 12;
    static final double LINE_MAX = 9;
    static final double LINE_MIN = 6.5;
    /** The units a card moves, by their counters' labels, under its name. */
    static final double UNITS_MAX = 10;
    static final double UNITS_MIN = 9;

    /** What the reference card's band and back say, so it is never taken for a card of the deck and shuffled in. */
    static final String REFERENCE = "Reference card";
    static final String NOT_DEALT = "Not a deck card: keep it out of the shuffle";

    private DeckFaces() {
    }

    /** A card's front in {@code at}: its side's word on the band, its title as large as it fits, the band's colour run {@code bleed} past the cut. */
    static void front(PageBuilder page, DeckCard card, Place at, double bleed) {
        String side = card.sideClass().isEmpty() ? "neutral" : card.sideClass();
        page.fill(at.grow(bleed), "deck-face");
        page.fill(new Place(at.x() - bleed, at.y() - bleed, at.width() + 2 * bleed, BAND + bleed), "deck-band " + side);
        double room = at.width() - 2 * PAD;
        double cx = at.x() + at.width() / 2;
        // the reference card's band says it is not dealt, for when it is printed one-sided among the pack's cards
        // (on one line, in small type: it is read in the hand, not across the table)
        boolean reference = card.side().isEmpty();
        List<String> band = reference ? List.of(REFERENCE + ": not a deck card") : band(card.side(), room);
        double most = reference ? LINE_MAX : band.size() == 1 ? SIDE_MAX : SIDE_ONE_LINE;
        double bandSize = band.stream().mapToDouble(l -> TextWidth.SANS_BOLD.fit(l, room, most)).min().orElse(SIDE_MAX);
        double baseline = at.y() + (BAND - band.size() * bandSize * 1.1) / 2 + bandSize * 0.82;
        for (String l : band) {
            page.text(cx, baseline, l, "middle", "deck-side " + side, bandSize);
            baseline += bandSize * 1.1;
        }

        double top = at.y() + BAND + PAD;
        double bottom = at.y() + at.height() - PAD;
        List<Line> lines = lines(card, room, bottom - top);
        double unitsSize = unitsSize(card.units(), room);
        List<String> units = units(card.units(), unitsSize, room);
        double below = height(lines) + units.size() * unitsSize * 1.25;
        DeckTitle title = DeckTitle.of(card.title(), room);
        double y = top + (bottom - top - below - PAD - title.height()) / 2 + title.size() * 0.9;
        for (String l : title.head()) {
            page.text(cx, y, l, "middle", "deck-name", Math.min(title.size(), TextWidth.SANS_BOLD.fit(l, room, title.size())));
            y += title.size() * 1.15;
        }
        y += 3 - title.size() * 0.9 + title.tailSize() * 0.9;
        for (String l : title.tail()) {
            page.text(cx, y, l, "middle", "deck-tail", Math.min(title.tailSize(), TextWidth.SANS_BOLD.fit(l, room, title.tailSize())));
            y += title.tailSize() * 1.2;
        }
        y = bottom - below;
        if (below > 0) {
            // a card with nothing under its name (a bonus card) has no rule to write under
            page.line(at.x() + PAD, y - PAD / 2, at.x() + at.width() - PAD, y - PAD / 2, "deck-rule " + side);
        }
        for (String l : units) {
            y += unitsSize * 1.25;
            page.text(cx, y - unitsSize * 0.25, l, "middle", "deck-units", unitsSize);
        }
        for (Line l : lines) {
            y += l.size() * 1.2;
            if (!l.label().isEmpty()) {
                page.text(at.x() + PAD, y, l.label(), "start", "deck-label", l.size());
            }
            page.text(at.x() + PAD + l.indent(), y, l.text(), "start", "deck-line", l.size());
        }
    }

    /** The side's word as the band prints it: one line, or two when one would be smaller than {@link #SIDE_ONE_LINE} points. */
    static List<String> band(String name, double room) {
        if (TextWidth.SANS_BOLD.fit(name, room, SIDE_MAX) >= SIDE_ONE_LINE) {
            return List.of(name);
        }
        List<String> two = TextWidth.SANS_BOLD.wrap(name, SIDE_ONE_LINE, room);
        if (two.size() <= 2) {
            return two;
        }
        // longer than two lines at that size: the first line, and the rest fitted on the second
        return List.of(two.get(0), String.join(" ", two.subList(1, two.size())));
    }

    /** The largest size from {@link #UNITS_MAX} down to {@link #UNITS_MIN} that sets the units on three lines or fewer. */
    private static double unitsSize(List<String> labels, double room) {
        double size = UNITS_MAX;
        while (size > UNITS_MIN && units(labels, size, room).size() > 3) {
            size -= 0.5;
        }
        return size;
    }

    /** The units' labels in lines of {@code room}, a comma between them, a label never broken across two lines. */
    private static List<String> units(List<String> labels, double size, double room) {
        List<String> out = new ArrayList<>();
        String line = "";
        for (int i = 0; i < labels.size(); i++) {
            String next = labels.get(i) + (i < labels.size() - 1 ? "," : "");
            String joined = line.isEmpty() ? next : line + " " + next;
            if (!line.isEmpty() && TextWidth.SANS.of(joined, size) > room) {
                out.add(line);
                line = next;
            } else {
                line = joined;
            }
        }
        if (!line.isEmpty()) {
            out.add(line);
        }
        return out;
    }

    /** The card's lines as large as leaves room in {@code height} for a title of two lines at its smallest. */
    private static List<Line> lines(DeckCard card, double room, double height) {
        double lineSize = LINE_MAX;
        List<Line> lines = lines(card.lines(), lineSize, room);
        while (height(lines) > height - 2 * DeckTitle.MIN * 1.15 - PAD && lineSize > LINE_MIN) {
            lineSize = Math.max(LINE_MIN, lineSize - 0.5);
            lines = lines(card.lines(), lineSize, room);
        }
        return lines;
    }

    /** One printed line of a card's facts: the fact's label on its first line, then its words. */
    private record Line(String label, double indent, String text, double size) {
    }

    /** The facts as lines of {@code size} points: each label bold and inline, its words wrapped after it. */
    private static List<Line> lines(List<Fact> facts, double size, double room) {
        List<Line> out = new ArrayList<>();
        for (Fact f : facts) {
            double indent = TextWidth.SANS_BOLD.of(f.label(), size) + size * 0.5;
            List<String> first = TextWidth.SANS.wrap(f.value(), size, room - indent);
            String head = first.get(0);
            out.add(new Line(f.label(), indent, head, size));
            String rest = f.value().substring(Math.min(f.value().length(), head.length())).strip();
            if (!rest.isEmpty()) {
                for (String l : TextWidth.SANS.wrap(rest, size, room)) {
                    out.add(new Line("", 0, l, size));
                }
            }
        }
        return out;
    }

    private static double height(List<Line> lines) {
        double h = 0;
        for (Line l : lines) {
            h += l.size() * 1.2;
        }
        return h + (lines.isEmpty() ? 0 : 2);
    }

    /**
     * The same back on every card of a deck, the reference card's too, so neither the shuffled deck
     * nor a back printed a little off its front tells one card from another: the deck's name alone, on
     * colour that runs to the cut (a frame inset from the cut showed every millimetre the backs landed off).
     */
    static void back(PageBuilder page, Place at, Deck deck, double bleed) {
        page.fill(at.grow(bleed), "deck-back");
        double inset = 0.14 * Sheet.IN;
        double cx = at.x() + at.width() / 2;
        double cy = at.y() + at.height() / 2;
        double room = at.width() - 4 * inset;
        page.text(cx, cy + 5, deck.back(), "middle", "deck-title", TextWidth.SANS_BOLD.fit(deck.back(), room, 16));
    }

    /**
     * The reference card's back: the deck's colour to the cut, as its fronts' backs, so a back printed off its front shows no
     * white edge; striped across and saying plainly that it is not a card of the deck, so face down it is never shuffled in.
     */
    static void referenceBack(PageBuilder page, Place at, double bleed) {
        page.fill(at.grow(bleed), "deck-back");
        page.fill(at.grow(bleed), "deck-back-reference");
        double cx = at.x() + at.width() / 2;
        double cy = at.y() + at.height() / 2;
        double room = at.width() - 2 * PAD;
        double size = TextWidth.SANS_BOLD.fit(REFERENCE, room, 16);
        page.fill(new Place(at.x() + PAD / 2, cy - size * 1.6, at.width() - PAD, size * 1.6 + 3 * LINE_MAX * 1.2), "deck-back-panel");
        page.text(cx, cy - size * 0.3, REFERENCE, "middle", "deck-title", size);
        double y = cy + LINE_MAX * 1.3;
        for (String l : TextWidth.SANS_BOLD.wrap(NOT_DEALT, LINE_MAX, room)) {
            page.text(cx, y, l, "middle", "deck-title", LINE_MAX);
            y += LINE_MAX * 1.2;
        }
    }
}

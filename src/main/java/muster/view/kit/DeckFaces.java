package muster.view.kit;

import java.util.ArrayList;
import java.util.List;
import muster.view.Card.Fact;
import muster.view.TextWidth;
import muster.view.kit.KitContent.Deck;
import muster.view.kit.KitContent.DeckCard;
import muster.view.kit.KitView.Place;

/**
 * The faces of a deck's cards as the kit draws them: the side's name in a band of its colour, the
 * card's title as large as the card allows (a brigade's name read across the table), then its own
 * few lines; the shared back; and the reference card, with a back that keeps it out of the deck.
 */
final class DeckFaces {

    static final double PAD = 0.16 * Sheet.IN;
    static final double BAND = 0.36 * Sheet.IN;
    static final double TITLE_MAX = 24;
    static final double TITLE_MIN = 12;
    static final int TITLE_LINES = 3;
    static final double LINE_MAX = 9;
    static final double LINE_MIN = 6.5;

    private DeckFaces() {
    }

    /** A card's front in {@code at}, its band's colour run {@code bleed} past the cut. */
    static void front(PageBuilder page, DeckCard card, Place at, double bleed) {
        String side = card.sideClass().isEmpty() ? "neutral" : card.sideClass();
        page.fill(at.grow(bleed), "deck-face");
        page.fill(new Place(at.x() - bleed, at.y() - bleed, at.width() + 2 * bleed, BAND + bleed), "deck-band " + side);
        double room = at.width() - 2 * PAD;
        double cx = at.x() + at.width() / 2;
        String over = card.side().isEmpty() ? "Reference card" : card.side();
        page.text(cx, at.y() + BAND / 2 + 3.2, over, "middle", "deck-side " + side, TextWidth.SANS_BOLD.fit(over, room, 9));

        double top = at.y() + BAND + PAD;
        double bottom = at.y() + at.height() - PAD;
        double lineSize = LINE_MAX;
        List<Line> lines = lines(card.lines(), lineSize, room);
        // the lines as large as leaves room for a title of two lines at its smallest
        while (height(lines) > bottom - top - 2 * TITLE_MIN * 1.15 - PAD && lineSize > LINE_MIN) {
            lineSize = Math.max(LINE_MIN, lineSize - 0.5);
            lines = lines(card.lines(), lineSize, room);
        }
        double titleRoom = bottom - top - height(lines) - PAD;
        double size = TITLE_MAX;
        List<String> title = TextWidth.SANS_BOLD.wrap(card.title(), size, room);
        while (size > TITLE_MIN && (title.size() > TITLE_LINES || title.size() * size * 1.15 > titleRoom || widest(title, size) > room)) {
            size -= 1;
            title = TextWidth.SANS_BOLD.wrap(card.title(), size, room);
        }
        double y = top + (titleRoom - title.size() * size * 1.15) / 2 + size * 0.9;
        for (String l : title) {
            page.text(cx, y, l, "middle", "deck-name", Math.min(size, TextWidth.SANS_BOLD.fit(l, room, size)));
            y += size * 1.15;
        }
        y = bottom - height(lines);
        if (!lines.isEmpty()) {
            // a card with nothing under its name (a brigade with a hidden unit lists none) has no rule to write under
            page.line(at.x() + PAD, y - PAD / 2, at.x() + at.width() - PAD, y - PAD / 2, "deck-rule " + side);
        }
        for (Line l : lines) {
            y += l.size() * 1.2;
            if (!l.label().isEmpty()) {
                page.text(at.x() + PAD, y, l.label(), "start", "deck-label", l.size());
            }
            page.text(at.x() + PAD + l.indent(), y, l.text(), "start", "deck-line", l.size());
        }
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

    private static double widest(List<String> lines, double size) {
        return lines.stream().mapToDouble(l -> TextWidth.SANS_BOLD.of(l, size)).max().orElse(0);
    }

    /** The same back on every card of a deck, so the shuffled deck gives nothing away. */
    static void back(PageBuilder page, Place at, Deck deck, double bleed) {
        page.fill(at.grow(bleed), "deck-back");
        double inset = 0.14 * Sheet.IN;
        page.fill(new Place(at.x() + inset, at.y() + inset, at.width() - 2 * inset, at.height() - 2 * inset), "deck-frame");
        double cx = at.x() + at.width() / 2;
        double cy = at.y() + at.height() / 2;
        double room = at.width() - 4 * inset;
        page.text(cx, cy - 2, deck.back(), "middle", "deck-title", TextWidth.SANS_BOLD.fit(deck.back(), room, 13));
        double y = cy + 14;
        for (String line : TextWidth.SANS.wrap(deck.backNote(), 7, room)) {
            page.text(cx, y, line, "middle", "deck-note", Math.min(7, TextWidth.SANS.fit(line, room, 7)));
            y += 9;
        }
    }

    /** The reference card's back: plain, so it is never shuffled in by mistake. */
    static void referenceBack(PageBuilder page, Place at, Deck deck, double bleed) {
        page.fill(at.grow(bleed), "deck-face");
        double cx = at.x() + at.width() / 2;
        double room = at.width() - 2 * PAD;
        String note = "Keep this card face up beside the " + deck.name() + ": it is never shuffled in.";
        double y = at.y() + at.height() / 2;
        for (String line : TextWidth.SANS.wrap(note, 8, room)) {
            page.text(cx, y, line, "middle", "deck-line", 8);
            y += 10;
        }
    }
}

package muster.view.kit;

import java.util.ArrayList;
import java.util.List;
import muster.view.CardLayout;
import muster.view.kit.KitContent.Deck;
import muster.view.kit.KitContent.DeckCard;
import muster.view.kit.KitView.CardSlot;
import muster.view.kit.KitView.Place;

/**
 * Poker-size cards on a grid with crop marks round them: a deck's cards drawn by the kit, fronts
 * and backs, with its reference card on the last sheet when a place is free; the pack's cards,
 * one-sided, placed for the render stage to draw (and the reference card first when the deck had
 * no room for it).
 */
final class CardPages {

    private CardPages() {
    }

    private static Grid grid(Sheet sheet, double gutter, boolean mayTurn) {
        return Grid.fit(sheet.cardArea(), CardLayout.CARD_WIDTH * Sheet.IN, CardLayout.CARD_HEIGHT * Sheet.IN, gutter, mayTurn);
    }

    /** The deck's pages, fronts and backs; true when its reference card found a place on them. */
    static boolean deck(Deck deck, Sheet sheet, List<PageBuilder> body) {
        Grid grid = grid(sheet, 2 * sheet.bleed, false);
        int count = deck.cards().size();
        boolean reference = count % grid.perPage() != 0;
        for (int start = 0; start < count; start += grid.perPage()) {
            int n = Math.min(grid.perPage(), count - start);
            PageBuilder front = new PageBuilder("deck", false, deck.name() + ", fronts");
            PageBuilder back = new PageBuilder("deck", true, deck.name() + ", backs");
            List<Place> places = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                Place at = grid.cell(i);
                places.add(at);
                DeckFaces.front(front, deck.cards().get(start + i), at, sheet.bleed);
                DeckFaces.back(back, sheet.mirror(at), deck, sheet.bleed);
            }
            if (reference && start + n == count) {
                Place at = grid.cell(n);
                places.add(at);
                DeckFaces.front(front, deck.reference(), at, sheet.bleed);
                DeckFaces.referenceBack(back, sheet.mirror(at), sheet.bleed);
            }
            sheet.cropMarks(front, places, true, Sheet.EDGE, below(sheet, places));
            front.trim = Flow.bounds(places);
            back.trim = sheet.mirror(front.trim);
            body.add(front);
            body.add(back);
        }
        return reference;
    }

    /** The pack's cards {@code from} to {@code from + count} of the kit's list, after {@code reference} when given. */
    static void cards(int count, int from, DeckCard reference, Sheet sheet, List<PageBuilder> body) {
        Grid grid = grid(sheet, 0, reference == null);
        int first = reference == null ? 0 : 1;
        int total = count + first;
        for (int start = 0; start < total; start += grid.perPage()) {
            int n = Math.min(grid.perPage(), total - start);
            PageBuilder page = new PageBuilder("cards", false, "cards");
            List<Place> places = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                Place at = grid.cell(i);
                places.add(at);
                int slot = start + i;
                if (slot < first) {
                    DeckFaces.front(page, reference, at, 0);
                } else {
                    page.cards.add(new CardSlot(at, from + slot - first, grid.turned ? 90 : 0));
                }
            }
            sheet.cropMarks(page, places, true, Sheet.EDGE, below(sheet, places));
            page.trim = Flow.bounds(places);
            body.add(page);
        }
    }

    /** How far down the marks below the cards run: a mark's length past the last row, not on down an emptier page. */
    private static double below(Sheet sheet, List<Place> places) {
        double bottom = places.stream().mapToDouble(p -> p.y() + p.height()).max().orElse(0);
        return Math.min(bottom + Sheet.MARK_ZONE - Sheet.GAP, sheet.height - Sheet.EDGE);
    }
}

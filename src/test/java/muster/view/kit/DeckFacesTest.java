package muster.view.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import muster.view.Card;
import muster.view.Paper;
import muster.view.kit.KitView.Box;
import muster.view.kit.KitView.Page;
import muster.view.kit.KitView.Place;
import muster.view.kit.KitView.Text;
import org.junit.jupiter.api.Test;

/** Deck cards: a rule under the name only where something is written under it; one title size; one back. */
class DeckFacesTest {

    static List<Page> deckPages(Paper paper, boolean back) {
        return KitLayoutTest.layout("las-guasimas", KitOptions.plain(paper, 1)).pages().stream()
                .filter(p -> p.kind().equals("deck") && p.back() == back).toList();
    }

    @Test
    void everyCardOfTheDeckButTheReferenceCardHasItsTitleAtOneSize() {
        for (Paper paper : List.of(Paper.LETTER, Paper.A4)) {
            Set<String> sizes = new TreeSet<>();
            List<String> titles = new ArrayList<>();
            for (Page page : deckPages(paper, false)) {
                boolean reference = false;
                for (Text t : page.drawing().texts()) {
                    if (t.role().startsWith("deck-side")) {
                        reference = t.text().equals("Reference card");
                    } else if (t.role().equals("deck-name") && !reference) {
                        sizes.add(t.size());
                        titles.add(t.text());
                    }
                }
            }
            assertTrue(titles.stream().anyMatch(t -> t.contains("bonus")), titles::toString);
            assertEquals(1, sizes.size(), () -> paper + ": " + sizes);
        }
    }

    @Test
    void everyBackOfTheDeckIsTheSameDesignWithNoSmallPrint() {
        for (Paper paper : List.of(Paper.LETTER, Paper.A4)) {
            List<Page> backs = deckPages(paper, true);
            assertFalse(backs.isEmpty());
            for (Page page : backs) {
                Set<String> roles = new TreeSet<>(page.drawing().fills().stream().map(Box::role).toList());
                // no frame inset from the cut: a back printed off its front shows it as a border wider one side than the other
                assertEquals(Set.of("deck-back"), roles, paper + " page " + page.number());
                long cards = page.drawing().fills().stream().filter(b -> b.role().equals("deck-back")).count();
                List<String> words = page.drawing().texts().stream().map(Text::text).toList();
                assertEquals(cards, words.size(), paper + ": " + words);
                assertTrue(words.stream().allMatch(w -> w.equals("Activation deck")), paper + ": " + words);
            }
        }
    }

    static long rules(KitContent.DeckCard card) {
        PageBuilder page = new PageBuilder("deck", false, "deck");
        DeckFaces.front(page, card, new Place(36, 36, 180, 252), 0);
        return page.lines.stream().filter(l -> l.role().startsWith("deck-rule")).count();
    }

    @Test
    void aBrigadeWithAHiddenUnitHasNoEmptyRule() {
        // Las Guasimas at 42792e0: "San Fernando on both arms" printed a rule with nothing under it
        assertEquals(0, rules(new KitContent.DeckCard("San Fernando on both arms", "Spanish", "side-b", List.of())));
        assertEquals(1, rules(new KitContent.DeckCard("Young's brigade", "Americans", "side-a",
                List.of(new Card.Fact("Units", "1 USV, 10 Cav")))));
    }
}

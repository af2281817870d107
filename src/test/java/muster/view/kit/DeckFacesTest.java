package muster.view.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import muster.view.Card;
import muster.view.kit.KitView.Place;
import org.junit.jupiter.api.Test;

/** A deck card rules a line under its name only where something is written under it. */
class DeckFacesTest {

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

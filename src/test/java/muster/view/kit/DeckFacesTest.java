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
                        reference = t.text().startsWith(DeckFaces.REFERENCE);
                    } else if (t.role().equals("deck-name") && !reference) {
                        sizes.add(t.size());
                        titles.add(t.text());
                    }
                }
            }
            assertTrue(titles.stream().anyMatch(t -> t.startsWith("Bonus")), titles::toString);
            assertEquals(1, sizes.size(), () -> paper + ": " + sizes);
        }
    }

    /**
     * The deck's reference card is never shuffled in by mistake: its face says it is not a deck card, and printed on the deck's
     * sheets its back (the deck's colour to the cut, so a back off its front shows no white) is striped and says so too, behind
     * its front (a reviewer: "Reference card mixed into the deck ... it gets shuffled in").
     */
    @org.junit.jupiter.api.TestFactory
    java.util.stream.Stream<org.junit.jupiter.api.DynamicTest> theReferenceCardSaysOnBothSidesThatItIsNotADeckCard() {
        return KitScenarios.all().stream().flatMap(file -> java.util.stream.Stream.of(Paper.LETTER, Paper.A4).map(paper ->
                org.junit.jupiter.api.DynamicTest.dynamicTest(file + " " + paper.word(), () -> {
                    KitView kit = muster.view.Views.documents(KitScenarios.checked(file), paper).kit(KitOptions.plain(paper, 1));
                    List<Page> pages = kit.pages();
                    List<Text> fronts = pages.stream().flatMap(p -> p.drawing().texts().stream())
                            .filter(t -> t.role().startsWith("deck-side") && t.text().startsWith(DeckFaces.REFERENCE)).toList();
                    if (pages.stream().noneMatch(p -> p.kind().equals("deck"))) {
                        assertEquals(List.of(), fronts);
                        return;
                    }
                    assertEquals(1, fronts.size(), "one reference card");
                    assertTrue(fronts.get(0).text().contains("not a deck card"), fronts.get(0).text());
                    for (int i = 0; i < pages.size(); i++) {
                        Page front = pages.get(i);
                        List<Text> here = front.drawing().texts().stream().filter(fronts::contains).toList();
                        if (!front.kind().equals("deck") || front.back() || here.isEmpty()) {
                            continue;
                        }
                        Page back = pages.get(i + 1);
                        List<Text> words = back.drawing().texts().stream().filter(t -> !t.text().equals("Activation deck")).toList();
                        assertEquals(DeckFaces.REFERENCE, words.get(0).text(), file + ": the reference card's back");
                        assertTrue(words.stream().map(Text::text).collect(java.util.stream.Collectors.joining(" "))
                                .contains("Not a deck card"), words.toString());
                        double x = KitLayoutTest.d(back.size().widthPt()) - KitLayoutTest.d(here.get(0).x());
                        assertEquals(x, KitLayoutTest.d(words.get(0).x()), 0.5, "behind its front");
                        assertEquals(1, back.drawing().fills().stream().filter(b -> b.role().equals("deck-back-reference")).count());
                    }
                })));
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

    @Test
    void aBonusCardSaysWhatItDoesAndNoDeckWordIsSmallerThanSixAndAHalfPoints() {
        // Caloocan's Filipino side has a long name: its bonus card's title ran to four lines, its band's name was shrunk to 5 pt,
        // and the reference card carried the bonus rules as well as the brigades', at 6 pt
        java.nio.file.Path file = java.nio.file.Path.of("src/test/resources/authors/splendid-little-war-3.yaml");
        for (Paper paper : List.of(Paper.LETTER, Paper.A4)) {
            KitView kit = muster.view.Views.documents(KitScenarios.checked(file), paper).kit(KitOptions.plain(paper, 1));
            List<Page> fronts = kit.pages().stream().filter(p -> p.kind().equals("deck") && !p.back()).toList();
            assertFalse(fronts.isEmpty());
            int bonus = 0;
            for (Page page : fronts) {
                List<Text> texts = page.drawing().texts().stream().filter(t -> t.role().startsWith("deck-")).toList();
                for (Text t : texts) {
                    assertTrue(Double.parseDouble(t.size()) >= 6.5 - 1e-9, () -> paper + ": '" + t.text() + "' at " + t.size() + " pt");
                }
                for (int i = 0; i < texts.size(); i++) {
                    if (texts.get(i).role().equals("deck-name") && texts.get(i).text().startsWith("Bonus")) {
                        bonus++;
                        assertTrue(texts.size() > i + 1 && texts.get(i + 1).role().startsWith("deck-label"),
                                () -> paper + ": a bonus card with nothing under its title");
                    }
                    assertFalse(texts.get(i).role().equals("deck-name") && texts.get(i).text().contains("bonus card"),
                            paper + ": a side's name in a bonus card's title");
                }
            }
            assertEquals(2, bonus, paper.toString());
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

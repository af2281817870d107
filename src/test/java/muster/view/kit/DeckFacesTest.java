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

/** Deck cards: read across the table, a bonus card its name alone, a brigade its units; a rule only over something; one back behind each front. */
class DeckFacesTest {

    static List<Page> deckPages(Paper paper, boolean back) {
        return KitLayoutTest.layout("las-guasimas", KitOptions.plain(paper, 1)).pages().stream()
                .filter(p -> p.kind().equals("deck") && p.back() == back).toList();
    }

    /** The kits with an activation deck, bundled and authors', each on Letter and A4. */
    static java.util.stream.Stream<org.junit.jupiter.api.DynamicTest> eachKitWithADeck(String what,
            java.util.function.BiConsumer<java.nio.file.Path, KitView> check) {
        return KitScenarios.all().stream().filter(f -> KitScenarios.scenario(f).ruleset().equals("splendid-little-war"))
                .flatMap(file -> java.util.stream.Stream.of(Paper.LETTER, Paper.A4).map(paper ->
                        org.junit.jupiter.api.DynamicTest.dynamicTest(what + ": " + file + " " + paper.word(), () -> check.accept(file,
                                muster.view.Views.documents(KitScenarios.checked(file), paper).kit(KitOptions.plain(paper, 1))))));
    }

    /** A card of a deck's front page: its place, and the words printed in it, in the order drawn. */
    record Drawn(Box place, List<Text> texts) {
        List<String> of(String role) {
            return texts.stream().filter(t -> t.role().equals(role)).map(Text::text).toList();
        }

        boolean reference() {
            return texts.stream().anyMatch(t -> t.role().startsWith("deck-side") && t.text().startsWith(DeckFaces.REFERENCE));
        }
    }

    /** The cards of every deck front page of {@code kit}, the reference card's among them. */
    static List<Drawn> cards(KitView kit) {
        List<Drawn> out = new ArrayList<>();
        for (Page page : kit.pages()) {
            if (!page.kind().equals("deck") || page.back()) {
                continue;
            }
            for (Box b : page.drawing().fills().stream().filter(f -> f.role().equals("deck-face")).toList()) {
                double x = KitLayoutTest.d(b.x());
                double y = KitLayoutTest.d(b.y());
                List<Text> in = page.drawing().texts().stream().filter(t -> KitLayoutTest.d(t.x()) > x
                        && KitLayoutTest.d(t.x()) < x + KitLayoutTest.d(b.width()) && KitLayoutTest.d(t.y()) > y
                        && KitLayoutTest.d(t.y()) < y + KitLayoutTest.d(b.height())).toList();
                out.add(new Drawn(b, in));
            }
        }
        return out;
    }

    /**
     * A deck card is read across the table: the side's word on its band at 12 pt or more, the brigade's name (or its first part)
     * at 12 pt or more on two lines at most, what follows it and the units at 9 pt or more. At 31be840 Caloocan's band printed
     * "2nd Division, VIII Corps (MacArthur)" at 7.7 pt and Las Guasimas' "Rough Riders, Brodie's squadron, Colts" took four lines.
     */
    @org.junit.jupiter.api.TestFactory
    java.util.stream.Stream<org.junit.jupiter.api.DynamicTest> theSideAndTheBrigadeReadAcrossTheTable() {
        return eachKitWithADeck("read across the table", (file, kit) -> {
            List<Drawn> cards = cards(kit).stream().filter(c -> !c.reference()).toList();
            assertFalse(cards.isEmpty());
            for (Drawn c : cards) {
                for (Text t : c.texts()) {
                    double size = Double.parseDouble(t.size());
                    double least = t.role().startsWith("deck-side") || t.role().equals("deck-name") ? 12 : 9;
                    assertTrue(size >= least - 1e-9, () -> "'" + t.text() + "' (" + t.role() + ") at " + size + " pt");
                }
                assertTrue(c.of("deck-name").size() <= 2, () -> "a name in " + c.of("deck-name").size() + " lines: " + c.of("deck-name"));
                assertTrue(c.texts().stream().filter(t -> t.role().startsWith("deck-side")).count() <= 2, c.texts()::toString);
            }
        });
    }

    /**
     * A bonus card says what it is, large, and nothing more: what it does is on the reference card, once (at 31be840 both bonus
     * cards printed the same two rules in 6.5-9 pt, "Turned first pin one enemy brigade...").
     */
    @org.junit.jupiter.api.TestFactory
    java.util.stream.Stream<org.junit.jupiter.api.DynamicTest> aBonusCardSaysWhatItIsAndTheReferenceCardWhatItDoes() {
        return eachKitWithADeck("bonus cards", (file, kit) -> {
            List<Drawn> bonus = cards(kit).stream().filter(c -> c.of("deck-name").equals(List.of("Bonus card"))).toList();
            assertEquals(KitScenarios.scenario(file).sides().size(), bonus.size());
            for (Drawn c : bonus) {
                assertEquals(List.of(), c.of("deck-label"));
                assertEquals(List.of(), c.of("deck-line"));
            }
            List<Card.Fact> reference = muster.rulesets.Checks.sheets(KitScenarios.scenario(file)).deck().orElseThrow().reference().lines();
            assertTrue(reference.stream().anyMatch(f -> f.label().startsWith("Bonus first")), reference::toString);
            assertTrue(reference.stream().anyMatch(f -> f.label().startsWith("Bonus later")), reference::toString);
        });
    }

    /**
     * Every brigade's card names the units it moves, by their counters' labels, all of them but a hidden one (the deck lies face
     * up): at 31be840 no card named any, and Caloocan's "Divisional reserve" and "Luna's reserve" told a player nothing.
     */
    @org.junit.jupiter.api.TestFactory
    java.util.stream.Stream<org.junit.jupiter.api.DynamicTest> everyActivationCardNamesTheUnitsItMoves() {
        return eachKitWithADeck("units", (file, kit) -> {
            muster.scenario.Scenario scenario = KitScenarios.scenario(file);
            java.util.function.Function<muster.scenario.Unit, String> labels = KitParts.labels(scenario);
            String printed = String.join(" ", cards(kit).stream().flatMap(c -> c.of("deck-units").stream()).toList());
            List<KitContent.DeckCard> deck = muster.rulesets.Checks.sheets(scenario).deck().orElseThrow().cards();
            for (muster.scenario.Side side : scenario.sides()) {
                for (muster.scenario.Formation f : side.formations()) {
                    KitContent.DeckCard card = deck.stream().filter(c -> c.title().equals(f.displayName())).findFirst().orElseThrow();
                    List<String> shown = f.units().stream().filter(u -> !u.hidden()).map(labels).toList();
                    assertEquals(shown, card.units(), f.displayName());
                    for (muster.scenario.Unit u : f.units()) {
                        assertEquals(!u.hidden(), printed.contains(labels.apply(u)), () -> f.displayName() + ": " + labels.apply(u));
                    }
                }
            }
        });
    }

    /**
     * Printed on both sides, flipped on the long edge, each back lies behind its front: every back's colour is its front card's
     * place mirrored left to right, at the same height, and as large; with a bleed as well (a reviewer thought kit page 8's colour
     * off the front's grid).
     */
    @org.junit.jupiter.api.TestFactory
    java.util.stream.Stream<org.junit.jupiter.api.DynamicTest> everyBackLiesBehindItsFront() {
        return KitScenarios.all().stream().filter(f -> KitScenarios.scenario(f).ruleset().equals("splendid-little-war"))
                .flatMap(file -> java.util.stream.Stream.of(Paper.LETTER, Paper.A4).flatMap(paper -> java.util.stream.Stream.of(0.0, 3.0)
                        .map(bleed -> org.junit.jupiter.api.DynamicTest.dynamicTest(file + " " + paper.word() + " bleed " + bleed, () -> {
                            KitView kit = muster.view.Views.documents(KitScenarios.checked(file), paper)
                                    .kit(new KitOptions(paper, 1, bleed, 0, 0));
                            List<Page> pages = kit.pages();
                            int checked = 0;
                            for (int i = 0; i < pages.size(); i++) {
                                Page front = pages.get(i);
                                if (!front.kind().equals("deck") || front.back()) {
                                    continue;
                                }
                                Page back = pages.get(i + 1);
                                assertTrue(back.back() && back.size().equals(front.size()));
                                double width = KitLayoutTest.d(front.size().widthPt());
                                Set<String> fronts = new TreeSet<>();
                                for (Box b : front.drawing().fills().stream().filter(f -> f.role().equals("deck-face")).toList()) {
                                    fronts.add(place(width - KitLayoutTest.d(b.x()) - KitLayoutTest.d(b.width()), KitLayoutTest.d(b.y()),
                                            KitLayoutTest.d(b.width()), KitLayoutTest.d(b.height())));
                                }
                                Set<String> backs = new TreeSet<>();
                                for (Box b : back.drawing().fills().stream().filter(f -> f.role().equals("deck-back")).toList()) {
                                    backs.add(place(KitLayoutTest.d(b.x()), KitLayoutTest.d(b.y()), KitLayoutTest.d(b.width()),
                                            KitLayoutTest.d(b.height())));
                                }
                                assertEquals(fronts, backs, "page " + back.number());
                                checked += fronts.size();
                            }
                            assertTrue(checked > 0);
                        }))));
    }

    private static String place(double x, double y, double w, double h) {
        return String.format(java.util.Locale.ROOT, "%.1f %.1f %.1f %.1f", x, y, w, h);
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

    static long rules(KitContent.DeckCard card) {
        PageBuilder page = new PageBuilder("deck", false, "deck");
        DeckFaces.front(page, card, new Place(36, 36, 180, 252), 0);
        return page.lines.stream().filter(l -> l.role().startsWith("deck-rule")).count();
    }

    @Test
    void aCardWithNothingUnderItsNameHasNoRule() {
        // Las Guasimas at 42792e0: "San Fernando on both arms" printed a rule with nothing under it
        assertEquals(0, rules(new KitContent.DeckCard("Bonus card", "Spanish", "side-b", List.of(), List.of())));
        assertEquals(1, rules(new KitContent.DeckCard("Young's brigade", "American", "side-a", List.of(),
                List.of("1 USV", "10 Cav"))));
    }
}

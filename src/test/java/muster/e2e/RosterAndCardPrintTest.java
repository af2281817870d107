package muster.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import muster.rulesets.Checks;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.load.ScenarioLoader;
import muster.view.Card;
import muster.view.CardSheet;
import muster.view.Paper;
import muster.view.Views;
import muster.view.kit.KitOptions;
import muster.view.kit.KitView;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.junit.jupiter.api.Test;

/**
 * Rosters and cards as printed, read back with PDFBox: roster rows a pencil can write in (7 mm from
 * one row's text to the next), the turn track with each turn's time and the running loss total, and
 * cards whose text is at least 7 pt with the counter's short label beside the name, in the game
 * master's pack and in the kit.
 */
class RosterAndCardPrintTest {

    static final double SEVEN_MM = 7 / 25.4 * 72;

    static Scenario sanJuan() {
        return ScenarioLoader.load(Packs.SAN_JUAN, Packs.SAN_JUAN.toString()).scenario().orElseThrow();
    }

    /** The runs of a page whose text is exactly one of {@code texts}, in page order. */
    static List<Packs.Run> exactly(PDDocument doc, int page, List<String> texts) throws IOException {
        return Packs.runs(doc, page).stream().filter(r -> texts.contains(r.text().trim())).toList();
    }

    @Test
    void theTurnTrackGivesEveryTurnItsTimeAndRowsSevenMillimetresApart() throws IOException {
        Scenario s = sanJuan();
        List<String> times = new ArrayList<>();
        for (int t = 1; t <= s.turns(); t++) {
            times.add(s.timeOfTurn(t).orElseThrow().toString());
        }
        assertEquals("11:30", times.get(0));
        assertEquals("15:10", times.get(times.size() - 1));
        // each side's handout keeps its losses on its own track; the game master's pack has one track for the whole game
        for (Side side : s.sides()) {
            assertEquals(1, tracks(Packs.shared().file(Packs.ID + "-" + side.id() + ".pdf"), times, "Lost this turn (bases)"),
                    side.name() + "'s handout");
        }
        assertEquals(1, tracks(Packs.shared().gm(), times, "Notes"), "the game master's pack");
    }

    /** The turn tracks of {@code pdf} that have {@code column}, each checked for every turn's time, rows seven millimetres apart. */
    private static int tracks(Path pdf, List<String> times, String column) throws IOException {
        try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
            List<String> texts = Packs.pageTexts(doc);
            int found = 0;
            for (int i = 0; i < texts.size(); i++) {
                String flat = Packs.flat(texts.get(i));
                if (!flat.contains("Turn track")) {
                    continue;
                }
                found++;
                assertTrue(flat.contains(column), "page " + (i + 1) + ": " + flat);
                assertTrue(flat.contains("Last turn"), "the track names the last turn");
                List<Packs.Run> rows = exactly(doc, i + 1, times);
                assertEquals(times, rows.stream().map(r -> r.text().trim()).toList(), "every turn's time, in order, page " + (i + 1));
                for (int k = 1; k < rows.size(); k++) {
                    double pitch = rows.get(k).y() - rows.get(k - 1).y();
                    assertTrue(pitch >= SEVEN_MM, "turn rows " + String.format("%.2f", pitch * 25.4 / 72) + " mm apart, page " + (i + 1));
                }
            }
            return found;
        }
    }

    @Test
    void unitRowsOfTheRosterAreSevenMillimetresApart() throws IOException {
        Scenario s = sanJuan();
        List<String> names = s.sides().get(0).formations().get(0).units().stream().map(u -> u.displayName()).toList();
        assertTrue(names.size() >= 2, "the first brigade has several units");
        try (PDDocument doc = Loader.loadPDF(Packs.shared().gm().toFile())) {
            List<String> texts = Packs.pageTexts(doc);
            int page = -1;
            for (int i = 0; i < texts.size() && page < 0; i++) {
                if (Packs.flat(texts.get(i)).contains(s.sides().get(0).name() + " · roster")) {
                    page = i + 1;
                }
            }
            assertTrue(page > 0, "no roster page");
            List<Packs.Run> rows = exactly(doc, page, names);
            assertEquals(names, rows.stream().map(r -> r.text().trim()).toList());
            for (int k = 1; k < rows.size(); k++) {
                double pitch = rows.get(k).y() - rows.get(k - 1).y();
                assertTrue(pitch >= SEVEN_MM, "unit rows " + String.format("%.2f", pitch * 25.4 / 72) + " mm apart");
            }
        }
    }

    /** Every run of the page at least 7 pt, and each card's title and short label on it. */
    static void cardPage(PDDocument doc, int page, List<Card> cards) throws IOException {
        String flat = Packs.flat(Packs.pageTexts(doc).get(page - 1));
        for (Card c : cards) {
            assertTrue(flat.contains(c.title()), "page " + page + " lacks the card " + c.title());
            if (!c.label().isEmpty()) {
                assertTrue(flat.contains(c.label() + " " + c.title()) || flat.contains(c.label()),
                        "page " + page + ": no label " + c.label() + " on the card " + c.title());
            }
        }
        for (Packs.Run r : Packs.runs(doc, page)) {
            assertTrue(r.fontSize() >= 6.99, "page " + page + ": '" + r.text() + "' at " + r.fontSize() + " pt");
        }
    }

    @Test
    void thePacksCardsCarryTheirLabelAndNoTextUnderSevenPoints() throws IOException {
        CardSheet sheet = Views.documents(Checks.checked(sanJuan()), Paper.LETTER).gameMaster().forces().cards();
        assertTrue(sheet.pages().stream().flatMap(p -> p.cards().stream()).anyMatch(p -> !p.card().label().isEmpty()));
        try (PDDocument doc = Loader.loadPDF(Packs.shared().gm().toFile())) {
            List<String> texts = Packs.pageTexts(doc);
            int checked = 0;
            for (CardSheet.Page p : sheet.pages()) {
                List<Card> cards = p.cards().stream().map(CardSheet.Placed::card).toList();
                for (int i = 0; i < texts.size(); i++) {
                    String flat = Packs.flat(texts.get(i));
                    // a card sheet has no running footer ("page 8 of 17")
                    if (cards.stream().allMatch(c -> flat.contains(c.title())) && !flat.matches(".*page \\d+ of \\d+.*")) {
                        cardPage(doc, i + 1, cards);
                        checked++;
                        break;
                    }
                }
            }
            assertEquals(sheet.pages().size(), checked, "every card sheet found and read");
        }
    }

    @Test
    void theKitsCardsCarryTheirLabelAndNoTextUnderSevenPoints() throws IOException {
        KitView kit = Views.documents(Checks.checked(sanJuan()), Paper.LETTER).kit(KitOptions.plain(Paper.LETTER, 1));
        List<KitView.Page> cardPages = kit.pages().stream().filter(p -> p.kind().equals("cards")).toList();
        assertFalse(cardPages.isEmpty());
        try (PDDocument doc = Loader.loadPDF(Packs.shared().file(Packs.ID + "-kit.pdf").toFile())) {
            assertEquals(kit.pages().size(), doc.getNumberOfPages());
            for (KitView.Page p : cardPages) {
                List<Card> cards = p.drawing().cardSlots().stream().map(slot -> kit.cards().get(slot.card())).toList();
                cardPage(doc, p.number(), cards);
            }
        }
    }
}

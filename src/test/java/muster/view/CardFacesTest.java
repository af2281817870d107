package muster.view;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A card's lines stay on the card, clear of each other and of the tick boxes, whatever a scenario puts on it. */
class CardFacesTest {

    static final List<Card.Fact> FACTS = List.of(new Card.Fact("Bases", "4 (each base a unit)"), new Card.Fact("Move", "6\" · road 12\" · rough 3\""),
            new Card.Fact("Fire", "1 die per base to 18\", 45° each side of front: 4-5 pins · 6 destroys"),
            new Card.Fact("Fired on", "soft cover −1, hard cover −2, pinned −1"));

    static Card card(String title, String label, String sideClass, List<String> notes, List<Card.Track> tracks) {
        return new Card(title, label, "1st Brigade, 1st Infantry Division (Hawkins)", "V Corps (Shafter)", sideClass, "Infantry · rifle",
                FACTS, notes, tracks, false);
    }

    static Card usual() {
        return card("71st New York Volunteer Infantry", "71 NY", "side-a", List.of("Friendly fire: on a natural 1 roll again."),
                List.of(new Card.Track("Bases lost:", 6)));
    }

    /**
     * A line of text as the box it prints in: from its ascent to its descent, as wide as its face measures it. Lines set closer
     * than the face's ascent and descent (the name at 1.15, the facts at 1.12 of their size) touch by under half a point
     * without their letters meeting.
     */
    record Ink(double left, double top, double right, double bottom, String text, String role) {
        boolean overlaps(Ink o) {
            return left < o.right - 0.01 && o.left < right - 0.01 && top < o.bottom - 0.5 && o.top < bottom - 0.5;
        }
    }

    static TextWidth face(String role) {
        return switch (role) {
            case "card-title", "card-kind", "card-fact-label" -> TextWidth.SANS_BOLD;
            case "card-label" -> TextWidth.CONDENSED_BOLD;
            default -> TextWidth.SANS;
        };
    }

    static List<Ink> inks(CardFace f) {
        List<Ink> out = new ArrayList<>();
        for (CardFace.Text t : f.texts()) {
            double x = Double.parseDouble(t.x());
            double y = Double.parseDouble(t.y());
            double size = Double.parseDouble(t.size());
            out.add(new Ink(x, y - CardFaces.ASCENT * size, x + face(t.role()).of(t.text(), size), y + CardFaces.DESCENT * size, t.text(), t.role()));
        }
        return out;
    }

    static double top(CardFace.Rect r) {
        return Double.parseDouble(r.y());
    }

    static double bottom(CardFace.Rect r) {
        return Double.parseDouble(r.y()) + Double.parseDouble(r.height());
    }

    static double right(CardFace.Rect r) {
        return Double.parseDouble(r.x()) + Double.parseDouble(r.width());
    }

    /** No line over another, every line inside the card's padding (the labels' frame inside the band), the boxes on the card. */
    static void clean(CardFace f) {
        List<Ink> inks = inks(f);
        for (int i = 0; i < inks.size(); i++) {
            Ink a = inks.get(i);
            assertTrue(a.left >= CardFaces.PAD_X - 0.01 && a.right <= CardFaces.WIDTH - CardFaces.PAD_X + 0.01,
                    "outside the card's sides: " + a);
            assertTrue(a.top >= CardFaces.PAD_Y - 0.5 && a.bottom <= CardFaces.HEIGHT - CardFaces.FOOT + 2.5, "off the card: " + a);
            for (int j = i + 1; j < inks.size(); j++) {
                assertFalse(a.overlaps(inks.get(j)), a + " prints over " + inks.get(j));
            }
        }
        for (Ink ink : inks) {
            for (CardFace.Rect b : f.boxes()) {
                Ink box = new Ink(Double.parseDouble(b.x()), top(b), right(b), bottom(b), "box", "card-box");
                assertFalse(ink.overlaps(box), ink + " prints over a tick box " + b);
            }
        }
        for (CardFace.Rect b : f.boxes()) {
            // as far in from the right edge as from the foot: a box on the outline is cut in half (a reviewer's "Lost: boxes run past
            // the card edge" on a ten-box track)
            assertTrue(Double.parseDouble(b.x()) >= 0 && right(b) <= CardFaces.WIDTH - CardFaces.FOOT + 0.01, "a box off the card: " + b);
            assertTrue(bottom(b) <= CardFaces.HEIGHT - CardFaces.FOOT + 0.01, "a box below the foot: " + b);
        }
        for (Ink ink : inks) {
            if (ink.bottom <= bottom(f.band())) {
                assertTrue(ink.right <= right(f.band()) + 0.01, "past the band: " + ink);
            }
        }
    }

    @Test
    void aUsualCardReadsTopToBottomInsideItsEdges() {
        CardFace f = CardFaces.of(usual(), "");
        clean(f);
        assertEquals(0, f.left());
        List<String> roles = f.texts().stream().map(CardFace.Text::role).distinct().toList();
        assertEquals(List.of("card-title", "card-label", "card-sub", "card-kind", "card-fact-label", "card-fact", "card-note", "card-track"),
                roles, "drawn in reading order, the label after the whole name");
        assertEquals(FACTS.size(), f.rules().size(), "a rule under every fact");
        assertEquals(6, f.boxes().size());
        assertTrue(f.texts().stream().filter(t -> t.role().equals("card-title")).count() == 2, "the name takes two lines beside its label");
    }

    /** A card with room to spare sets its facts larger, up to a quarter, and one that is full keeps them at their usual size. */
    @Test
    void aCardWithRoomSetsItsFactsLarger() {
        double roomy = factSize(CardFaces.of(usual(), ""));
        assertEquals(7.2 * 1.25, roomy, 0.01, "four facts and a note leave half the card blank");
        List<Card.Fact> many = new java.util.ArrayList<>();
        for (int i = 0; i < 4; i++) {
            many.addAll(FACTS);
        }
        Card full = new Card("Full", "", "", "", "side-a", "Infantry", many, List.of(), List.of(), false);
        assertTrue(factSize(CardFaces.of(full, "")) <= 7.2, "sixteen facts fill it");
        CardFace grown = CardFaces.of(usual(), "");
        clean(grown);
        assertEquals(0, grown.left());
    }

    /** Cards printed together share one type size: the roomy card is set as large as the fullest one allows ("type size changes from card to card"). */
    @Test
    void cardsPrintedTogetherShareOneTypeSize() {
        List<Card.Fact> twelve = new java.util.ArrayList<>(FACTS);
        twelve.addAll(FACTS);
        twelve.addAll(FACTS);
        Card fuller = new Card("Fuller", "", "", "", "side-a", "Infantry", twelve, List.of(), List.of(), false);
        double alone = factSize(CardFaces.of(fuller, ""));
        assertTrue(alone > 7.2 && alone < 7.2 * 1.25, "twelve facts leave room to grow a little alone: " + alone);
        double scale = CardFaces.shared(List.of(usual(), fuller), "");
        assertEquals(alone, factSize(CardFaces.of(usual(), "", scale)), 0.01, "the roomy card grows no more than the fuller one");
        assertEquals(alone, factSize(CardFaces.of(fuller, "", scale)), 0.01);
        Card full = new Card("Full", "", "", "", "side-a", "Infantry", twelve.stream().flatMap(f -> List.of(f, f).stream()).toList(),
                List.of(), List.of(), false);
        assertEquals(1, CardFaces.shared(List.of(usual(), full), ""), 1e-9, "a card too full for its usual size shrinks on its own");
        assertEquals(7.2, factSize(CardFaces.of(usual(), "", CardFaces.shared(List.of(usual(), full), ""))), 0.01);
    }

    /** Ten boxes after a long label keep to one row, a shade smaller (Capron's tenth canister box stood alone on a row of its own). */
    @Test
    void tenBoxesAfterALongLabelKeepToOneRow() {
        Card battery = card("Light Battery E", "Capron", "side-a", List.of(), List.of(new Card.Track("Shell", 10), new Card.Track("", 10),
                new Card.Track("Canister", 10)));
        CardFace f = CardFaces.of(battery, "");
        assertEquals(30, f.boxes().size());
        long rows = f.boxes().stream().map(CardFace.Rect::y).distinct().count();
        assertEquals(3, rows, "a row for each track");
        clean(f);
    }

    private static double factSize(CardFace f) {
        return Double.parseDouble(f.texts().stream().filter(t -> t.role().equals("card-fact")).findFirst().orElseThrow().size());
    }

    @Test
    void theLabelSitsAtTheRightOfTheBandOnTheNamesFirstLine() {
        CardFace f = CardFaces.of(usual(), "");
        CardFace.Text label = f.texts().stream().filter(t -> t.role().equals("card-label")).findFirst().orElseThrow();
        CardFace.Text title = f.texts().stream().filter(t -> t.role().equals("card-title")).findFirst().orElseThrow();
        assertEquals(title.y(), label.y(), "one baseline");
        assertTrue(right(f.labelBox()) <= right(f.band()) - 3, "inside the band's padding: " + f.labelBox());
        assertNull(CardFaces.of(card("Shafter", "", "side-a", List.of(), List.of()), "").labelBox(), "no label, no frame");
    }

    /** A reviewer read El Caney's "Vara del Rey | Vara del Rey" as the same thing printed twice. */
    @Test
    void aLabelThatOnlyRepeatsTheTitleIsNotPrinted() {
        CardFace f = CardFaces.of(card("Vara del Rey", "Vara del Rey", "side-b", List.of(), List.of()), "");
        assertNull(f.labelBox());
        assertTrue(f.texts().stream().noneMatch(t -> t.role().equals("card-label")));
    }

    @Test
    void aWhiteBandIsFramedAndItsTextKeepsInsideTheFrame() {
        CardFace f = CardFaces.of(card("Talavera Peninsular Battalion, company at the blockhouse", "Talav 1", "side-b", List.of(),
                List.of(new Card.Track("Bases lost:", 1))), "");
        clean(f);
        assertEquals(CardFaces.PAD_X + CardFaces.BAND_FRAME / 2, Double.parseDouble(f.band().x()), 0.01, "the frame drawn inside the band");
    }

    @Test
    void manyBoxesRunOnToFurtherRowsAboveTheFoot() {
        CardFace f = CardFaces.of(card("Gatling", "G", "side-a", List.of(), List.of(new Card.Track("1-10", 10), new Card.Track("11-40", 30))),
                "");
        clean(f);
        assertEquals(40, f.boxes().size());
        long rows = f.boxes().stream().map(CardFace.Rect::y).distinct().count();
        assertTrue(rows >= 4, "30 boxes take more than one row: " + rows + " rows");
        assertEquals(2, f.texts().stream().filter(t -> t.role().equals("card-track")).count(), "a track's label on its first row only");
    }

    @Test
    void longNotesAreSetSmallerBeforeAnythingIsLeftOff() {
        String note = "Ammunition: on a natural 1 roll again; a second 1 and it is out for the game.";
        CardFace f = CardFaces.of(card("Krupp section", "Krupp", "side-b", List.of(note, note, note, note, note, note, note, note),
                List.of(new Card.Track("Bases lost:", 2))), "");
        clean(f);
        assertEquals(0, f.left(), "all eight notes fit when set smaller");
        double noteSize = Double.parseDouble(f.texts().stream().filter(t -> t.role().equals("card-note")).findFirst().orElseThrow().size());
        assertTrue(noteSize < 7 && noteSize >= 7 * CardFaces.SMALLEST - 1e-9, "set smaller: " + noteSize);
    }

    @Test
    void whatCannotFitHoweverSmallIsCountedAndNeverPrintedOverTheBoxes() {
        String note = "A long note a scenario author wrote about this unit, far longer than any card can hold. ".repeat(6);
        CardFace f = CardFaces.of(card("Krupp section", "Krupp", "side-a", List.of(note, note, note), List.of(new Card.Track("Lost:", 3))), "");
        clean(f);
        assertTrue(f.left() > 0, "lines left off are counted");
        String last = f.texts().stream().filter(t -> t.role().equals("card-note")).reduce((x, y) -> y).orElseThrow().text();
        assertTrue(last.endsWith("…"), "the last line printed says there is more: " + last);
        assertEquals(FACTS.size(), f.rules().size(), "the facts come first and all print; what is left off is the end of the notes");
        assertEquals("card-track", f.texts().get(f.texts().size() - 1).role(), "the tick boxes keep their label");
    }

    @Test
    void aWordWiderThanItsColumnIsSetSmallerToFit() {
        CardFace f = CardFaces.of(card("Supercalifragilisticexpialidociousbattalion", "SUPER", "side-c", List.of(),
                List.of(new Card.Track("Lost:", 1))), "");
        clean(f);
        CardFace.Text title = f.texts().stream().filter(t -> t.role().equals("card-title")).findFirst().orElseThrow();
        assertTrue(Double.parseDouble(title.size()) < 8.8, "shrunk: " + title.size());
    }

    @Test
    void largeTypeSetsEveryPartLarger() {
        CardFace usual = CardFaces.of(usual(), "");
        CardFace large = CardFaces.of(usual(), CardFaces.LARGE_TYPE);
        clean(large);
        for (String role : List.of("card-title", "card-fact", "card-track")) {
            double a = Double.parseDouble(usual.texts().stream().filter(t -> t.role().equals(role)).findFirst().orElseThrow().size());
            double b = Double.parseDouble(large.texts().stream().filter(t -> t.role().equals(role)).findFirst().orElseThrow().size());
            assertTrue(b > a, role + ": " + a + " then " + b);
        }
    }

    @Test
    void theKitsCardIsAloneOnAPageOfItsSize() {
        CardSheet.Page page = CardLayout.alone(usual(), "", 1);
        assertEquals("180", page.width());
        assertEquals("252", page.height());
        assertEquals(1, page.cards().size());
        assertTrue(page.marks().isEmpty());
    }
}

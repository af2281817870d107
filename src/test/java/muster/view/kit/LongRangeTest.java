package muster.view.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import muster.view.Paper;
import muster.view.kit.KitContent.Band;
import muster.view.kit.KitContent.Ruler;
import muster.view.kit.KitContent.Track;
import org.junit.jupiter.api.Test;

/** A ruler past 30" is a 24" stick for every row and a long-range extension, numbered on from 24", for the rows that reach farther. */
class LongRangeTest {

    static final Track MOVE = new Track("Move 6\"", List.of(new Band(0, 6, "every unit")));
    static final Track GUN = new Track("Artillery 48\"", List.of(new Band(0, 24, "drift 1D6"), new Band(24, 48, "drift 2D6")));
    static final Track MAUSER = new Track("Mauser", List.of(new Band(0, 18, "short"), new Band(18, 36, "long")));

    @Test
    void aFortyEightInchRulerIsAStickToTwentyFourAndAnExtensionFromThere() {
        List<Ruler> pieces = LongRange.split(new Ruler("Move and ranges", 48, List.of(GUN, MAUSER, MOVE)), 24);
        assertEquals(2, pieces.size());
        Ruler stick = pieces.get(0);
        assertEquals(0, stick.start());
        assertTrue(stick.extended(), "the stick's end says where the long-range piece goes");
        assertEquals(24, stick.inches());
        assertEquals("Move and ranges", stick.title());
        assertEquals(List.of(new Band(0, 24, "drift 1D6")), stick.tracks().get(0).bands());
        assertEquals(List.of(new Band(0, 18, "short"), new Band(18, 24, "long")), stick.tracks().get(1).bands());
        assertEquals(MOVE, stick.tracks().get(2));
        Ruler extension = pieces.get(1);
        assertEquals(24, extension.start());
        assertEquals(48, extension.inches());
        assertEquals(false, extension.extended());
        assertTrue(extension.title().startsWith("Long-range extension"), extension.title());
        // the move, wholly on the stick, has no row on the extension; the Mauser's long band runs on from 24" to 36"
        assertEquals(List.of("Artillery 48\"", "Mauser"), extension.tracks().stream().map(Track::label).toList());
        // each after a band of no length, as the bands are shaded odd and even in turn: a long band keeps its shade (round 2 of
        // stop 49: "the Mauser long band is drawn in the short-band blue on the extension, but orange on strip 3")
        assertEquals(List.of(new Band(24, 24, ""), new Band(24, 48, "drift 2D6")), extension.tracks().get(0).bands());
        assertEquals(List.of(new Band(24, 24, ""), new Band(24, 36, "long")), extension.tracks().get(1).bands());
    }

    @Test
    void theStickEndsWhereItsStripsAndTheExtensionsTakeNoMoreThanTheWholeRulers() {
        Sheet letter = new Sheet(KitOptions.plain(Paper.LETTER, 1), "t").landscape();
        // 36" in 4 strips on Letter: a 26" stick in 3 and a 10" extension in one (24" and 12" took 3 and 2)
        List<Ruler> pieces = LongRange.split(new Ruler("Move and ranges", 36, List.of(MAUSER, MOVE)), letter);
        assertEquals(26, pieces.get(0).inches());
        assertEquals(List.of(3, 1), pieces.stream().map(r -> Strips.pieces(r, letter).size()).toList());
        assertTrue(pieces.get(1).title().contains("26\""), pieces.get(1).title());
        // at 1:2 the whole 36" is two strips of 18": no cut leaves it as few
        Sheet half = new Sheet(KitOptions.plain(Paper.LETTER, 2), "t").landscape();
        assertEquals(1, LongRange.split(new Ruler("Move and ranges", 36, List.of(MAUSER, MOVE)), half).size());
    }

    @Test
    void aRulerWhoseExtensionWouldBeShortIsLeftWhole() {
        Ruler r = new Ruler("Ranges", 28, List.of(new Track("Rifle", List.of(new Band(0, 14, "short"), new Band(14, 28, "long")))));
        assertEquals(List.of(r), LongRange.split(r, new Sheet(KitOptions.plain(Paper.LETTER, 1), "t").landscape()));
    }

    @Test
    void anExtensionPrintsInStripsNumberedOnFromTheStick() {
        Ruler extension = LongRange.split(new Ruler("Move and ranges", 48, List.of(GUN, MOVE)), 24).get(1);
        Sheet sheet = new Sheet(KitOptions.plain(Paper.LETTER, 1), "t").landscape();
        List<Strips.Piece> strips = Strips.pieces(extension, sheet);
        assertEquals(24, strips.get(0).from(), 1e-9);
        assertEquals(48, strips.get(strips.size() - 1).to(), 1e-9);
        assertEquals(24, strips.stream().mapToDouble(p -> p.to() - p.from()).sum(), 1e-9);
        // how to lay it is said on its first strip; the others are named only (a reviewer: "all three long-range strips say 'lay
        // its 24" end against the stick's'; strips 2 and 3 begin at 32" and 40"")
        assertTrue(strips.size() > 1, strips.toString());
        for (Strips.Piece p : strips) {
            PageBuilder page = new PageBuilder("rulers", false, "");
            Strips.draw(page, p, new KitView.Place(20, 20, Strips.width(p, sheet), Strips.height(p, sheet.inch)), sheet);
            String title = page.texts.stream().filter(t -> t.role().equals("strip-title")).findFirst().orElseThrow().text();
            assertEquals(p.index() == 0, title.contains("end against"), title);
            // a reviewer read "lay its 26" end against the stick's" as a caption cut short
            assertTrue(p.index() != 0 || title.contains("end against the end of the stick"), title);
            assertTrue(title.startsWith("Long-range extension"), title);
        }
    }
}

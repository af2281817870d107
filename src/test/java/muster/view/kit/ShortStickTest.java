package muster.view.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.List;
import muster.view.kit.KitContent.Band;
import muster.view.kit.KitContent.Ruler;
import muster.view.kit.KitContent.Track;
import org.junit.jupiter.api.Test;

/** A stick runs as far as its bands change; a row of one band that would run on alone for two strips or more stops there. */
class ShortStickTest {

    static final Track RIFLE = new Track("Rifle", List.of(new Band(0, 12, "short"), new Band(12, 24, "medium"), new Band(24, 36, "long")));
    static final Track SHELL = new Track("Shell", List.of(new Band(0, 72, "losses ×1")));

    @Test
    void aShellRangeOfOneBandStopsWhereTheRiflesBandsDoAndSaysHowFarItReaches() {
        Ruler stick = ShortStick.of(new Ruler("Ranges and moves", 72, List.of(SHELL, RIFLE)));
        assertEquals(36, stick.inches());
        // the band runs on past the stick's end: no end mark there, its row names its reach, and the sentence that says it goes
        // on is the index's, not the band's (a reviewer: "prose on the bands")
        assertEquals(new Track("Shell to 72\"", List.of(new Band(0, 36, "losses ×1", true))), stick.tracks().get(0));
        assertEquals("Shell to 72\": the band is the same on past the stick's end", stick.note());
        assertSame(RIFLE, stick.tracks().get(1));
    }

    @Test
    void aBandRunningOnPastTheStickIsEndedOnNoStrip() {
        Ruler stick = ShortStick.of(new Ruler("Ranges and moves", 72, List.of(SHELL, RIFLE)));
        List<Ruler> pieces = LongRange.split(stick, 24);
        assertEquals(2, pieces.size());
        // on the 24" stick the shell band goes on to the extension; on the extension it goes on past its end
        assertEquals(false, pieces.get(0).tracks().get(0).bands().get(0).runsOn());
        assertEquals(true, pieces.get(1).tracks().get(0).bands().get(0).runsOn());
        PageBuilder page = new PageBuilder("sheets", false, "");
        Sheet sheet = new Sheet(KitOptions.plain(muster.view.Paper.LETTER, 1), "x");
        Strips.Piece last = Strips.pieces(pieces.get(1), sheet).get(Strips.pieces(pieces.get(1), sheet).size() - 1);
        Strips.draw(page, last, new KitView.Place(36, 36, Strips.width(last, sheet), Strips.height(last, sheet.inch)), sheet);
        // the rifle's long band ends at 36" with a mark; the shell's band, on the same strip, has none
        assertEquals(1, page.lines.stream().filter(l -> l.role().equals("band-end")).count());
    }

    @Test
    void aRowThatRunsOnLessThanAStripBeyondTheBandsIsKept() {
        Ruler r = new Ruler("Ranges", 48, List.of(RIFLE, new Track("Gun", List.of(new Band(0, 48, "×2")))));
        assertSame(r, ShortStick.of(r));
    }

    @Test
    void aShortStickKeepsItsMovesWhole() {
        Ruler r = new Ruler("Moves", 6, List.of(new Track("Move", List.of(new Band(0, 6, "every figure"))),
                new Track("Throw", List.of(new Band(0, 2, "near"), new Band(2, 3, "far")))));
        assertSame(r, ShortStick.of(r));
    }

    @Test
    void aStickOfSingleBandsIsLeftAsItIs() {
        Ruler r = new Ruler("Shell", 72, List.of(SHELL));
        assertSame(r, ShortStick.of(r));
    }
}

package muster.view.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class EdgeNoteSetTest {

    static final String NOTE = "Spanish ball thrower: 4 balls a turn, thrown from 12\" or more behind this edge";

    @Test
    void aNoteWithRoomKeepsItsSevenPointsOnOneLine() {
        EdgeNoteSet set = EdgeNoteSet.fit(NOTE, 600);
        assertEquals(List.of(NOTE), set.lines());
        assertEquals(7, set.size());
    }

    @Test
    void aLittleShortEdgeSetsTheNoteSmaller() {
        double wide = LabelStyle.ZONE.width(NOTE, 7);
        EdgeNoteSet set = EdgeNoteSet.fit(NOTE, wide * 0.8);
        assertEquals(1, set.lines().size());
        assertTrue(set.size() < 7 && set.size() >= 5, "size " + set.size());
        assertTrue(LabelStyle.ZONE.width(NOTE, set.size()) <= wide * 0.8 + 0.5);
    }

    @Test
    void aMuchShorterEdgeBreaksTheNoteInTwoLinesThatFit() {
        double room = 160;
        EdgeNoteSet set = EdgeNoteSet.fit(NOTE, room);
        assertEquals(2, set.lines().size());
        assertEquals(NOTE, String.join(" ", set.lines()), "no word lost");
        for (String line : set.lines()) {
            assertTrue(LabelStyle.ZONE.width(line, set.size()) <= room + 0.5, line + " at " + set.size());
        }
        assertTrue(set.size() >= 4);
    }
}

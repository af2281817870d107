package muster.view.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import muster.view.kit.KitContent.Band;
import muster.view.kit.KitContent.Ruler;
import muster.view.kit.KitContent.Track;
import org.junit.jupiter.api.Test;

/** A shell band reaching far past the rifles goes on a stick of its own; rows of like reach stay on one. */
class LongTracksTest {

    static Track track(String label, double reach) {
        return new Track(label, List.of(new Band(0, reach, "")));
    }

    @Test
    void aRowReachingFarPastTheRestGetsItsOwnStick() {
        Ruler r = new Ruler("Ranges", 72, List.of(track("Rifle", 24), track("Move", 12), track("Shell", 72)));
        List<Ruler> sticks = LongTracks.apart(r);
        assertEquals(2, sticks.size());
        assertEquals(24, sticks.get(0).inches());
        assertEquals(List.of("Rifle", "Move"), sticks.get(0).tracks().stream().map(Track::label).toList());
        assertEquals("Ranges: Shell", sticks.get(1).title());
        assertEquals(72, sticks.get(1).inches());
    }

    @Test
    void rowsOfLikeReachOrAShortRestStayTogether() {
        assertEquals(1, LongTracks.apart(new Ruler("Ranges", 36, List.of(track("Rifle", 30), track("Carbine", 36)))).size());
        assertEquals(1, LongTracks.apart(new Ruler("Moves", 30, List.of(track("Throw", 30), track("Move", 6)))).size());
    }
}

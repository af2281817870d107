package muster.rulesets.juniorgeneral;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import muster.scenario.Scenario;
import muster.scenario.Terrain;
import muster.scenario.Unit;
import org.junit.jupiter.api.Test;

/** The blockhouse (who is in it) and the wire (when Americans get through), per seed 003. */
class BlockhouseAndWireTest {

    static final String TERRAIN = """
            terrain:
              - { id: wire, kind: barbed-wire, side: spain, path: [[22,2],[22,34]] }
              - { id: blockhouse, kind: blockhouse, side: spain, at: [12, 18] }
            """;

    @Test
    void figuresWithinTwoInchesOfTheSpotAreInside() {
        Scenario s = Yaml.load(Yaml.HEAD + TERRAIN + Yaml.SIDES);
        Terrain b = Blockhouse.all(s).get(0);
        Unit in = s.sides().get(1).units().get(1);
        Unit out = s.sides().get(1).units().get(0);
        // [12.5, 19] is 1.1" from [12, 18]; [16, 24] is 7.2" away.
        assertTrue(Blockhouse.inside(in, b));
        assertFalse(Blockhouse.inside(out, b));
        assertTrue(Blockhouse.inAny(s, in));
        assertEquals(3, Blockhouse.figuresInside(s.sides().get(1), b));
        assertEquals(0, Blockhouse.figuresInside(s.sides().get(0), b));
    }

    @Test
    void theBlockhouseDefenderAddsOne() {
        // Seed: defending the blockhouse +1; officers and flag bearers +1; a pinned opponent +1.
        assertEquals(1, Melee.BLOCKHOUSE.value());
        assertEquals(1, Melee.HERO.value());
        assertEquals(1, Melee.PINNED_OPPONENT.value());
        assertEquals(3, Melee.SPAIN_MAX);
        assertEquals(2, Melee.US_MAX);
        assertEquals(Figures.SPAIN, Melee.TIES);
        assertFalse(Melee.usWins(4, 4));
        assertTrue(Melee.usWins(5, 4));
    }

    @Test
    void wireIsReachedThenCutThenPassed() {
        // Seed: stop at the wire; the next turn no move, the wire is removed, nobody passes;
        // the turn after, figures move through the gap.
        assertEquals(3, Wire.STEPS.size());
        assertEquals(0, Wire.STEPS.get(0).turnAfterReaching());
        assertEquals(1, Wire.STEPS.get(1).turnAfterReaching());
        assertEquals(5, Wire.throughOn(3));
    }

    @Test
    void everyFigureMovesSixInches() {
        // Seed: figures may move 6".
        assertEquals(6, Figures.MOVE_INCHES);
        assertEquals("54mm", Figures.SCALE);
    }
}

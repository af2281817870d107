package muster.rulesets.mexicanrevolution;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Morale classes, modifiers and the losses that bring them, against seed 004. */
class MoraleTest {

    @Test
    void classesFailAtSevenSixAndFive() {
        // Seed: inferior 7 or less, average 6 or less, superior 5 or less (the list, not "below").
        assertEquals(7, MoraleClass.INFERIOR.failsAtOrBelow());
        assertEquals(6, MoraleClass.AVERAGE.failsAtOrBelow());
        assertEquals(5, MoraleClass.SUPERIOR.failsAtOrBelow());
        // Seed: failing by more than two pips removes the unit; counted from the lowest passing total.
        assertEquals(4, MoraleClass.AVERAGE.removedAtOrBelow());
        assertEquals(8, MoraleClass.INFERIOR.passesFrom());
    }

    @Test
    void modifiers() {
        // Seed: -1 per quarter of the unit lost; +1 general attached; +1 hard cover with no figure in melee.
        assertEquals(-1, Morale.PER_QUARTER_LOST);
        assertEquals(1, Morale.GENERAL_ATTACHED);
        assertEquals(1, Morale.HARD_COVER_NOT_IN_COMBAT);
        assertEquals(-3, Morale.LOWEST_MODIFIER);
        assertEquals(2, Morale.HIGHEST_MODIFIER);
    }

    @Test
    void quartersOfAUnitLost() {
        // 15 figures: a quarter is 3.75, so 4 lost is the first quarter, 8 the second, 12 the third; half is 8.
        Morale.Thresholds t = Morale.thresholds(15);
        assertEquals(List.of(4, 8, 12), t.quarters());
        assertEquals(8, t.half());
        assertEquals(0, Morale.lossModifier(15, 3));
        assertEquals(-1, Morale.lossModifier(15, 4));
        assertEquals(-2, Morale.lossModifier(15, 8));
        assertEquals(-3, Morale.lossModifier(15, 12));
        assertEquals(-3, Morale.lossModifier(15, 14));
        // 20 figures: 5, 10, 15; half at 10. A 2-man crew: one lost is half the crew, -2 at once.
        assertEquals(List.of(5, 10, 15), Morale.thresholds(20).quarters());
        assertEquals(-2, Morale.lossModifier(2, 1));
        assertEquals(1, Morale.thresholds(2).half());
        for (int size = 1; size <= 20; size++) {
            for (int lost = 0; lost <= size; lost++) {
                int quarters = 0;
                for (int k = 1; k <= 3; k++) {
                    quarters += lost * 4 >= k * size ? 1 : 0;
                }
                assertEquals(-quarters, Morale.lossModifier(size, lost), size + "/" + lost);
            }
        }
    }

    @Test
    void aUnitReadsItsClassFromOneTag() {
        assertEquals(MoraleClass.SUPERIOR, MoraleClass.of(Yaml.unit("{ id: u, type: infantry, tags: [superior, explosives] }")).orElseThrow());
        assertEquals(true, MoraleClass.of(Yaml.unit("{ id: u, type: infantry, tags: [inferior, superior] }")).isEmpty());
        assertEquals(true, MoraleClass.of(Yaml.unit("{ id: u, type: infantry }")).isEmpty());
    }
}

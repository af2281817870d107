package muster.rulesets.hatsoff;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Morale modifiers, failure results, the loss ladder and melee losses of seed 002. */
class MoraleTest {

    @Test
    void everyModifierTheSeedLists() {
        // Seed IV.C: +10 cover, +10 brigadier, +20 works, +20 charging flank/rear, -10 militia or
        // insurrectos charged in works, -10 fired on by machine guns, -10 each 10% loss, -10 in
        // disorder, -10 brigadier or commander lost, -20 militia or insurrectos charged in the
        // open, -25 enfiladed or in column of route.
        assertEquals(List.of(10, 10, 20, 20, -10, -10, -10, -10, -10, -20, -25), Morale.MODIFIERS.stream().map(Modifier::value).toList());
        assertEquals(Morale.IN_COVER, Morale.MODIFIERS.get(0).value());
        assertEquals(Morale.BRIGADIER, Morale.MODIFIERS.get(1).value());
        assertEquals(Morale.IN_WORKS, Morale.MODIFIERS.get(2).value());
        assertEquals(5, Morale.WHEN.size());
    }

    @Test
    void failureBands() {
        // Seed IV.D: failed by 1-10% suppressed, 11-20% withdraws, 21-30% disordered, over 30% routs.
        assertEquals("suppressed", Morale.result(1).name());
        assertEquals("suppressed", Morale.result(10).name());
        assertEquals("withdraws", Morale.result(11).name());
        assertEquals("disordered", Morale.result(30).name());
        assertEquals("routs", Morale.result(31).name());
        assertEquals("routs", Morale.result(99).name());
        assertEquals("31%+", Morale.RESULTS.get(3).range());
        assertEquals("11-20%", Morale.RESULTS.get(1).range());
    }

    @Test
    void tenPerCentOffForEachTenthLost() {
        // Seed IV.C.7: -10% for each 10% loss, counted in full tenths of the starting men.
        assertEquals(List.of(15, 30, 45, 60, 75, 90, 105, 120, 135), Morale.ladder(150));
        assertEquals(56, Morale.ladder(560).get(0));
        assertEquals(1, Morale.ladder(5).get(0));
        assertEquals(List.of(56, 112, 168, 224, 280, 336, 392, 448, 504), Morale.ladder(560));
    }

    @Test
    void meleeLosses() {
        // Seed V.5 (as read): the winner loses 5% of the loser's strength, the loser 10% of its own;
        // V.8: struck in flank or rear, or in column of route, the loser loses 20%.
        assertEquals(new Melee.Outcome(8, 15), Melee.losses(600, 150, false));
        assertEquals(new Melee.Outcome(8, 30), Melee.losses(600, 150, true));
        assertEquals(new Melee.Outcome(1, 1), Melee.losses(10, 10, false));
        assertEquals(-1, Melee.FAILED_MORALE_DIE);
    }

    @Test
    void theTurnHasTheSeedsNinePhases() {
        // Seed I: orders, commanders, facing and reforming, charges, other moves, fire, morale, melee, routs and rallies.
        assertEquals(9, TurnSequence.PHASES.size());
        assertEquals("Fire (every unit once, after movement)", TurnSequence.PHASES.get(5));
    }
}

package muster.rulesets.sawquickplay;

import static muster.rulesets.sawquickplay.Fixtures.formation;
import static muster.rulesets.sawquickplay.Fixtures.gun;
import static muster.rulesets.sawquickplay.Fixtures.side;
import static muster.rulesets.sawquickplay.Fixtures.unit;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Brigade and army break points of seed 000. */
class MoraleTest {

    @Test
    void sevenBasesHaltAtFourAndFleeAtSix() {
        // Seed: a brigade at 50% losses may no longer attack (4 of 7 is the first count >= 3.5);
        // at 75% it leaves the table (6 of 7 is the first count >= 5.25).
        Morale.Brigade b = Morale.brigade(7);
        assertEquals(7, b.bases());
        assertEquals(4, b.haltsAt());
        assertEquals(6, b.fleesAt());
        assertFalse(b.ignored());
    }

    @Test
    void smallBrigades() {
        // Seed thresholds 50% / 75%: 4 bases -> 2 and 3; 1 base -> 1 and 1; 2 bases -> 1 and 2.
        assertEquals(new Morale.Brigade(4, 2, 3, false), Morale.brigade(4));
        assertEquals(new Morale.Brigade(1, 1, 1, false), Morale.brigade(1));
        assertEquals(new Morale.Brigade(2, 1, 2, false), Morale.brigade(2));
        // 8 bases: exactly 4 is 50% and exactly 6 is 75%.
        assertEquals(new Morale.Brigade(8, 4, 6, false), Morale.brigade(8));
    }

    @Test
    void thresholdsAreTheSmallestLossReachingTheShare() {
        for (int bases = 1; bases <= 60; bases++) {
            Morale.Brigade b = Morale.brigade(bases);
            assertTrue(2 * b.haltsAt() >= bases && 2 * (b.haltsAt() - 1) < bases, "halt " + bases);
            assertTrue(4 * b.fleesAt() >= 3 * bases && 4 * (b.fleesAt() - 1) < 3 * bases, "flee " + bases);
        }
    }

    @Test
    void guerillasAreLeftOutOfTheBrigadeCount() {
        // Seed: guerillas are ignored when figuring percentages.
        var mixed = formation(unit("infantry", 4, "regular"), unit("infantry", 3), gun("machinegun"));
        // Cuban infantry without 'regular' is guerilla: 4 regular bases + 1 machine gun are counted.
        assertEquals(Morale.brigade(5), Morale.brigade(mixed, "cuba"));
        // The same brigade in the US army counts every base.
        assertEquals(Morale.brigade(8), Morale.brigade(mixed, "us"));
        // A gun without 'count' is one base.
        assertEquals(1, Morale.bases(gun("field-artillery")));
    }

    @Test
    void anAllGuerillaBrigadeIsIgnored() {
        var b = Morale.brigade(formation(unit("infantry", 4), unit("cavalry", 3)), "cuba");
        assertTrue(b.ignored());
        assertEquals(0, b.bases());
    }

    @Test
    void anArmyOfFiveBrigadesBreaksAtThree() {
        // Seed: an army breaks when 50% of its brigades have left the table (3 of 5 is the first >= 2.5).
        var brigade = formation(unit("infantry", 4));
        var army = Morale.army(side("us", brigade, brigade, brigade, brigade, brigade));
        assertEquals(5, army.brigades());
        assertEquals(3, army.breaksAt());
        assertEquals(2, Morale.army(side("us", brigade, brigade, brigade, brigade)).breaksAt());
    }

    @Test
    void allGuerillaBrigadesAreLeftOutOfTheArmy() {
        // Seed: a formation made entirely of guerillas is ignored when deciding whether the army breaks.
        var regulars = formation(unit("infantry", 4, "regular"));
        var guerillas = formation(unit("infantry", 4));
        var cuba = side("cuba", regulars, regulars, regulars, regulars, regulars, guerillas, guerillas);
        assertEquals(new Morale.Army(5, 3), Morale.army(cuba));
        assertEquals(new Morale.Army(0, 0), Morale.army(side("cuba", guerillas, guerillas)));
        var contra = formation(unit("infantry", 4, "contra-guerilla"));
        assertEquals(new Morale.Army(1, 1), Morale.army(side("spain", regulars, contra)));
    }
}

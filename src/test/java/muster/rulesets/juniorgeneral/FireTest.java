package muster.rulesets.juniorgeneral;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** How seed 003 splits American hits into pins and kills, and what each die does. */
class FireTest {

    @Test
    void halfTheAmericanHitsRoundedUpArePins() {
        // Seed: half the hits, rounded up, are pins; the rest are kills.
        int[][] expected = {{0, 0, 0}, {1, 1, 0}, {2, 1, 1}, {3, 2, 1}, {4, 2, 2}, {5, 3, 2}, {6, 3, 3}, {7, 4, 3}};
        for (int[] e : expected) {
            assertEquals(e[1], Fire.usPins(e[0]), e[0] + " hits: pins");
            assertEquals(e[2], Fire.usKills(e[0]), e[0] + " hits: kills");
        }
    }

    @Test
    void dieFacesFollowTheSeed() {
        // Seed: Spanish 5 pins, 6 eliminates; Americans, machine guns and Gatlings hit on 6.
        assertEquals(5, Fire.SPANISH_PIN);
        assertEquals(6, Fire.SPANISH_KILL);
        assertEquals(6, Fire.HIT);
    }

    @Test
    void gunsRollTheirOwnDice() {
        // Seed: machine guns roll 3D6 and can run dry; Gatlings roll 6D6 and never do.
        assertEquals(3, Weapon.MACHINEGUN.dice());
        assertEquals(true, Weapon.MACHINEGUN.runsDry());
        assertEquals(6, Weapon.GATLING.dice());
        assertEquals(false, Weapon.GATLING.runsDry());
        // Every small arm is one die per figure.
        for (Weapon w : new Weapon[] {Weapon.RIFLE, Weapon.CARBINE, Weapon.MAUSER, Weapon.BLACK_POWDER_RIFLE}) {
            assertEquals(1, w.dice(), w.word());
            assertEquals(false, w.isGun(), w.word());
        }
    }
}

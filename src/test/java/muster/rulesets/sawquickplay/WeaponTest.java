package muster.rulesets.sawquickplay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import muster.rules.Arms;

import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Weapons, figure scales and unit types against seed 000 (saw-quickplay). */
class WeaponTest {

    @Test
    void smallArmsRangesAndDice() {
        // Seed, fire section: rifle-armed units roll one die out to 18".
        assertEquals(1, Weapon.RIFLE.dice());
        assertEquals(18, Weapon.RIFLE.baseRange());
        // Seed: carbine-armed units roll one die out to 12".
        assertEquals(1, Weapon.CARBINE.dice());
        assertEquals(12, Weapon.CARBINE.baseRange());
        // Seed: machine-gun units roll two dice out to 18".
        assertEquals(2, Weapon.MACHINEGUN.dice());
        assertEquals(18, Weapon.MACHINEGUN.baseRange());
    }

    @Test
    void artilleryRangesAndSheaves() {
        // Seed: field artillery fires out to 36", siege artillery out to 48".
        assertEquals(36, Weapon.FIELD_GUN.baseRange());
        assertEquals(48, Weapon.SIEGE_GUN.baseRange());
        // Seed: a gun places a sheaf and each unit under it rolls one die.
        assertEquals(1, Weapon.FIELD_GUN.dice());
        assertEquals(1, Weapon.SIEGE_GUN.dice());
        assertTrue(Weapon.FIELD_GUN.isArtillery() && Weapon.SIEGE_GUN.isArtillery());
        assertFalse(Weapon.RIFLE.isArtillery() || Weapon.CARBINE.isArtillery() || Weapon.MACHINEGUN.isArtillery());
        // Seed: the field-gun sheaf is a 1" x 2" rectangle; the siege sheaf covers four 1" squares.
        assertTrue(Weapon.FIELD_GUN.sheaf().contains("1\" x 2\""), Weapon.FIELD_GUN.sheaf());
        assertTrue(Weapon.SIEGE_GUN.sheaf().contains("four 1\" squares"), Weapon.SIEGE_GUN.sheaf());
        assertEquals("", Weapon.RIFLE.sheaf());
    }

    @Test
    void smallArmsPinOnFourOrFiveAndDestroyOnSix() {
        // Seed: for rifles, carbines and machine guns a 4 or 5 pins the target and a 6 destroys it.
        for (Weapon w : new Weapon[] {Weapon.RIFLE, Weapon.CARBINE, Weapon.MACHINEGUN}) {
            assertEquals(4, w.pinFrom(), w.word());
            assertEquals(5, w.pinTo(), w.word());
            assertEquals(6, w.destroyFrom(), w.word());
        }
    }

    @Test
    void coverTakesOneOrTwoOffTheDieAndTheAidSaysWhatEachRollThenDoes() {
        // the aid's fire table gives rolls in the open, soft cover (−1) and hard cover (−2); at d218129 it gave "17% / 33%" pairs
        assertEquals("4-5 pins · 6 destroys", SawCards.effect(Weapon.RIFLE, 0));
        assertEquals("5-6 pins", SawCards.effect(Weapon.RIFLE, -1));
        assertEquals("6 pins", SawCards.effect(Weapon.RIFLE, -2));
        assertEquals("4-5 pins · 6 destroys", SawCards.effect(Weapon.FIELD_GUN, -1));
        assertEquals("5-6 pins", SawCards.effect(Weapon.FIELD_GUN, -2));
        assertEquals("4-5 pins · 6 destroys", SawCards.effect(Weapon.SIEGE_GUN, -2));
        assertEquals("no effect", SawCards.effect(Weapon.RIFLE, -3));
    }

    @Test
    void artilleryPinAndDestroyNumbers() {
        // Seed: field artillery pins on 3-4 and destroys on 5-6.
        assertEquals(3, Weapon.FIELD_GUN.pinFrom());
        assertEquals(4, Weapon.FIELD_GUN.pinTo());
        assertEquals(5, Weapon.FIELD_GUN.destroyFrom());
        // Seed: siege artillery pins on 2-3 and destroys on 4-6.
        assertEquals(2, Weapon.SIEGE_GUN.pinFrom());
        assertEquals(3, Weapon.SIEGE_GUN.pinTo());
        assertEquals(4, Weapon.SIEGE_GUN.destroyFrom());
    }

    @Test
    void twentyFiveMillimetreDoublesEveryDistance() {
        // Seed, introduction: distances are for 15mm and 20mm; 25mm doubles all of them.
        assertEquals(36, Scales.inches(Weapon.RIFLE.baseRange(), "25mm"));
        assertEquals(24, Scales.inches(Weapon.CARBINE.baseRange(), "25mm"));
        assertEquals(72, Scales.inches(Weapon.FIELD_GUN.baseRange(), "25mm"));
        assertEquals(96, Scales.inches(Weapon.SIEGE_GUN.baseRange(), "25mm"));
        for (String scale : new String[] {"15mm", "20mm", "10mm", "6mm"}) {
            assertEquals(1, Scales.factor(scale), scale);
            assertEquals(36, Scales.inches(36, scale), scale);
        }
        // A scenario without figureScale is read at the default, 15mm.
        assertEquals("15mm", Scales.DEFAULT);
        assertEquals(1, Scales.factor(null));
    }

    @Test
    void wordsNameTheWeapons() {
        assertEquals(Optional.of(Weapon.FIELD_GUN), Weapon.of("field-gun"));
        assertEquals(Optional.of(Weapon.MACHINEGUN), Weapon.of("machinegun"));
        // A Mauser is a rifle and a Gatling a machine gun, words the shared vocabulary gives and this rule set reads as its own.
        assertEquals(Optional.of(Weapon.RIFLE), Weapon.of("mauser"));
        assertEquals(Optional.of(Weapon.MACHINEGUN), Weapon.of("gatling"));
        assertEquals(Optional.of(Weapon.FIELD_GUN), Weapon.of("mountain-gun"));
        assertEquals(Optional.empty(), Weapon.of("lance"));
    }

    @Test
    void gunsCarryTheirOwnWeaponAndMayNotStartAnAssault() {
        // Seed, movement: machine guns and artillery may not start a close assault.
        for (UnitType t : new UnitType[] {UnitType.MACHINEGUN, UnitType.FIELD_ARTILLERY, UnitType.SIEGE_ARTILLERY}) {
            assertFalse(t.mayAssault(), t.word());
            assertTrue(t.isGun(), t.word());
            // Seed, close assault: artillery and machine-gun units take -1 on their die.
            assertEquals(-1, t.assaultModifier(), t.word());
        }
        assertTrue(UnitType.INFANTRY.mayAssault() && UnitType.CAVALRY.mayAssault());
        assertEquals(0, UnitType.INFANTRY.assaultModifier());
        assertEquals(Optional.of(Weapon.FIELD_GUN), Units.ARMS.weapon(Fixtures.gun("field-artillery")));
        assertEquals(Optional.of(Weapon.SIEGE_GUN), Units.ARMS.weapon(Fixtures.gun("siege-artillery")));
        assertEquals(Optional.of(Weapon.MACHINEGUN), Units.ARMS.weapon(Fixtures.gun("machinegun")));
        // Infantry must name its weapon: it has no default.
        assertEquals(Optional.empty(), Units.ARMS.weapon(Fixtures.gun("infantry")));
        assertEquals(Optional.of(Weapon.CARBINE), Units.ARMS.weapon(Fixtures.withWeapon("infantry", "carbine")));
    }

    @Test
    void cavalryRidesUnlessDismountedAndMovesDoubleAt25mm() {
        // Interpretation MOVEMENT (the seed gives no rates): 6" on foot, 12" mounted, doubled at 25mm.
        assertTrue(Arms.mounted(Fixtures.unit("cavalry", 3)));
        assertFalse(Arms.mounted(Fixtures.unit("cavalry", 3, "dismounted")));
        assertFalse(Arms.mounted(Fixtures.unit("infantry", 4)));
        assertEquals(12, Units.move(Fixtures.unit("cavalry", 3), "15mm"));
        assertEquals(6, Units.move(Fixtures.unit("cavalry", 3, "dismounted"), "15mm"));
        assertEquals(24, Units.move(Fixtures.unit("cavalry", 3), "25mm"));
    }
}

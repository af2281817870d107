package muster.rulesets.mexicanrevolution;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import muster.rules.HouseReadings;
import org.junit.jupiter.api.Test;

/** Weapons and unit types against seed 004 (mexican-revolution). */
class WeaponTest {

    @Test
    void riflesHaveTwoRangesAndKillOnFiveOrSix() {
        // Seed: the Mauser, the infantry's usual rifle, reaches 18" and 36"; earlier rifles 12" and 24";
        // the Winchester, the cavalry's arm, 9" and 18". All three kill on a 5 or a 6.
        assertEquals(List.of(18, 36), List.of(Weapon.MAUSER.shortRange(), Weapon.MAUSER.longRange()));
        assertEquals(List.of(12, 24), List.of(Weapon.OLDER_RIFLE.shortRange(), Weapon.OLDER_RIFLE.longRange()));
        assertEquals(List.of(9, 18), List.of(Weapon.WINCHESTER.shortRange(), Weapon.WINCHESTER.longRange()));
        for (Weapon w : List.of(Weapon.MAUSER, Weapon.OLDER_RIFLE, Weapon.WINCHESTER)) {
            assertEquals(5, w.kill(), w.word());
            assertEquals(Weapon.Fire.SMALL_ARMS, w.fire());
            assertTrue(w.hasLongBand());
        }
    }

    @Test
    void machineGunsReachTwelveAndTwentyFourAndSweepANinetyDegreeArc() {
        // Seed: MG range 12"/24", kill on 5-6; one die for each eligible figure in a 90° arc.
        assertEquals(12, Weapon.MACHINEGUN.shortRange());
        assertEquals(24, Weapon.MACHINEGUN.longRange());
        assertEquals(5, Weapon.MACHINEGUN.kill());
        assertEquals(90, Weapon.MG_ARC);
        // Seed: the arc folds into two 45° arcs, three 30° arcs or four 15° arcs, rolling that many times.
        assertEquals(List.of(90, 45, 30, 15), Weapon.MG_FOLD_DEGREES);
    }

    @Test
    void gunsKillOnFourToSixWithinThreeInchesOfTheImpact() {
        // Seed: artillery reaches 48" and kills on 4-6; mountain and scratch-built guns reach only 36".
        assertEquals(48, Weapon.FIELD_GUN.longRange());
        assertEquals(36, Weapon.MOUNTAIN_GUN.longRange());
        assertEquals(4, Weapon.FIELD_GUN.kill());
        assertEquals(4, Weapon.MOUNTAIN_GUN.kill());
        assertFalse(Weapon.FIELD_GUN.hasLongBand());
        assertEquals("48\"", Weapon.FIELD_GUN.ranges());
        assertEquals("18\"/36\"", Weapon.MAUSER.ranges());
        // Seed: every figure, friend or foe, within 3" of the point of impact is rolled for.
        assertEquals(3, Weapon.BURST_INCHES);
    }

    @Test
    void unitTypesCarryTheirWeaponsAndCrews() {
        // Seed: a machine gun is a model and 2 crew, a gun a model and 4 crew; guns carry only their own piece.
        assertEquals(2, UnitType.MACHINEGUN.crew());
        assertEquals(4, UnitType.FIELD_ARTILLERY.crew());
        assertEquals(4, UnitType.MOUNTAIN_ARTILLERY.crew());
        assertEquals(List.of(Weapon.MACHINEGUN), UnitType.MACHINEGUN.weapons());
        assertEquals(List.of(Weapon.MOUNTAIN_GUN), UnitType.MOUNTAIN_ARTILLERY.weapons());
        assertTrue(UnitType.INFANTRY.weapons().containsAll(List.of(Weapon.MAUSER, Weapon.OLDER_RIFLE, Weapon.WINCHESTER)));
        assertTrue(UnitType.TRAIN.weapons().isEmpty() && UnitType.GENERAL.weapons().isEmpty());
        // Seed: 1 figure is 10 men; infantry and cavalry units have 10 to 20 figures; a model stands for 4 guns.
        assertEquals(10, UnitType.MEN_PER_FIGURE);
        assertEquals(10, UnitType.FEWEST_FIGURES);
        assertEquals(20, UnitType.MOST_FIGURES);
        assertEquals(4, UnitType.GUNS_PER_MODEL);
        assertFalse(UnitType.TRAIN.fights() || UnitType.GENERAL.fights());
    }

    @Test
    void closeCombatKillNumbers() {
        // Seed: infantry kill on 5-6, cavalry on 3-6 (5-6 in rough or against cover), crews only on a 6.
        assertEquals(5, UnitType.INFANTRY.meleeKill());
        assertEquals(3, UnitType.CAVALRY.meleeKill());
        assertEquals(5, Units.CAVALRY_HINDERED_KILL);
        assertEquals(6, UnitType.MACHINEGUN.meleeKill());
        assertEquals(6, UnitType.FIELD_ARTILLERY.meleeKill());
    }

    @Test
    void moveDiceAreTheHouseReading() {
        // Interpretation MOVEMENT: 2D6 infantry, 3D6 mounted cavalry and generals, 1D6 guns with crew.
        assertEquals(2, UnitType.INFANTRY.moveDice());
        assertEquals(3, UnitType.CAVALRY.moveDice());
        assertEquals(3, UnitType.GENERAL.moveDice());
        assertEquals(1, UnitType.MACHINEGUN.moveDice());
        String dice = HouseReadings.on(Interpretations.ALL, "Movement dice").text();
        assertTrue(dice.contains("2D6") && dice.contains("3D6"), dice);
    }
}

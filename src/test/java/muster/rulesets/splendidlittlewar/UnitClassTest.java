package muster.rulesets.splendidlittlewar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Unit classes, types and weapons against seed 001 ("A Splendid Little War"). */
class UnitClassTest {

    @Test
    void figuresAndStands() {
        // Seed, figures and battlefield: 15mm figures; infantry on 25mm squares, MG and artillery on 30mm.
        assertEquals("15mm", Organisation.FIGURE_SCALE);
        assertEquals(25, UnitClass.INFANTRY.standMm());
        assertEquals(30, UnitClass.MACHINE_GUN.standMm());
        assertEquals(30, UnitClass.ARTILLERY.standMm());
        assertEquals(0.984, Organisation.inches(25), 0.001);
        assertEquals(1.181, Organisation.inches(30), 0.001);
        // Seed: infantry stands carry 3 figures; an MG stand 1 MG and 2 crew; a gun stand 1 gun and 2 crew.
        assertEquals("3 figures", UnitClass.INFANTRY.figures());
        assertEquals("1 machine gun and 2 crew", UnitClass.MACHINE_GUN.figures());
        assertEquals("1 gun and 2 crew", UnitClass.ARTILLERY.figures());
    }

    @Test
    void standsToAUnit() {
        // Seed: an infantry unit is 4 to 6 stands; MG and artillery units are 1 stand.
        assertEquals(4, UnitClass.INFANTRY.minStands());
        assertEquals(6, UnitClass.INFANTRY.maxStands());
        assertEquals(1, UnitClass.MACHINE_GUN.minStands());
        assertEquals(1, UnitClass.MACHINE_GUN.maxStands());
        assertEquals(1, UnitClass.ARTILLERY.minStands());
        assertEquals(1, UnitClass.ARTILLERY.maxStands());
    }

    @Test
    void hitsPerStandAndWhatTheFirstHitDoes() {
        // Seed: an infantry stand takes three hits, an MG stand two (half speed after one), a gun two
        // (after one it cannot move but may pivot).
        assertEquals(3, UnitClass.INFANTRY.hitsPerStand());
        assertEquals(2, UnitClass.MACHINE_GUN.hitsPerStand());
        assertEquals(2, UnitClass.ARTILLERY.hitsPerStand());
        assertTrue(UnitClass.MACHINE_GUN.afterFirstHit().contains("half speed"));
        assertTrue(UnitClass.ARTILLERY.afterFirstHit().contains("stuck where it stands"));
        assertTrue(UnitClass.ARTILLERY.afterFirstHit().contains("turn on the spot and fire"));
        assertEquals("", UnitClass.INFANTRY.afterFirstHit());
    }

    @Test
    void rangesAndDice() {
        // Seed, firing: infantry 12", MG 24", artillery 48".
        assertEquals(12, UnitClass.INFANTRY.range());
        assertEquals(24, UnitClass.MACHINE_GUN.range());
        assertEquals(48, UnitClass.ARTILLERY.range());
        // Seed: infantry 1D6 per stand, MG 3D6 per crewman (2 crew at first), both hitting on 5-6.
        assertEquals(1, UnitClass.INFANTRY.dicePerShooter());
        assertEquals(3, UnitClass.MACHINE_GUN.dicePerShooter());
        assertEquals(2, UnitClass.MG_CREW);
        assertEquals(5, UnitClass.INFANTRY.hitFrom());
        assertEquals(5, UnitClass.MACHINE_GUN.hitFrom());
        // Artillery does not roll to hit: it drifts, then rolls 1D6 hits.
        assertEquals(0, UnitClass.ARTILLERY.hitFrom());
    }

    @Test
    void movementChargesAndFire() {
        // Seed, turn sequence: every unit moves 6"; only infantry charges; MG and artillery that move may not fire.
        assertEquals(6, UnitClass.MOVE);
        assertTrue(UnitClass.INFANTRY.mayCharge());
        assertFalse(UnitClass.MACHINE_GUN.mayCharge() || UnitClass.ARTILLERY.mayCharge());
        assertFalse(UnitClass.INFANTRY.movingStopsFire());
        assertTrue(UnitClass.MACHINE_GUN.movingStopsFire() && UnitClass.ARTILLERY.movingStopsFire());
    }

    @Test
    void typeWordsReadAsTheSeedsClasses() {
        // Interpretation CAVALRY: dismounted cavalry is infantry. Gatlings are machine guns; mountain guns artillery.
        assertEquals(UnitClass.INFANTRY, UnitType.CAVALRY.unitClass());
        assertEquals(UnitClass.MACHINE_GUN, UnitType.GATLING.unitClass());
        assertEquals(UnitClass.ARTILLERY, UnitType.MOUNTAIN_ARTILLERY.unitClass());
        assertEquals(Optional.empty(), UnitType.of("siege-artillery"));
        assertEquals(Optional.empty(), UnitType.of("train"));
        // Interpretation WEAPONS: every small arm fires as infantry; the word only names it.
        for (Weapon w : UnitType.INFANTRY.weapons()) {
            assertEquals(UnitClass.INFANTRY, w.unitClass(), w.word());
        }
        assertEquals(Optional.of(Weapon.CARBINE), UnitType.CAVALRY.defaultWeapon());
        assertEquals(Optional.of(Weapon.MOUNTAIN_GUN), UnitType.MOUNTAIN_ARTILLERY.defaultWeapon());
    }

    @Test
    void theSetup() {
        // Seed, game setup: 3 or more brigades a side, each a handful of units (read 2-6), a bonus card per side.
        assertEquals(3, Organisation.MIN_BRIGADES);
        assertEquals(2, Organisation.HANDFUL_MIN);
        assertEquals(6, Organisation.HANDFUL_MAX);
        assertEquals(1, Organisation.BONUS_CARDS_PER_SIDE);
    }
}

package muster.rulesets.mexicanrevolution;

import static org.junit.jupiter.api.Assertions.assertEquals;

import muster.rules.Fraction;
import org.junit.jupiter.api.Test;

/**
 * The exact odds of seed 004's dice rules. Expected values are worked out by hand in the comments
 * or counted here by brute force over every face of every die, independently of {@link Odds}.
 */
class OddsTest {

    /** Counts the outcomes of {@code rolls} dice in which at least one shows {@code need} or more. */
    private static Fraction bruteAnyOf(int need, int rolls) {
        int all = (int) Math.pow(6, rolls);
        int hits = 0;
        for (int code = 0; code < all; code++) {
            int c = code;
            boolean hit = false;
            for (int d = 0; d < rolls; d++) {
                hit |= c % 6 + 1 >= need;
                c /= 6;
            }
            hits += hit ? 1 : 0;
        }
        return new Fraction(hits, all);
    }

    @Test
    void oneRifleShotInTheOpenAtShortRange() {
        // Seed: base 5/6 to kill, so 2 faces in 6.
        assertEquals(new Fraction(1, 3), Odds.fire(Weapon.MAUSER, false, false, Cover.NONE));
        assertEquals(5, Odds.fireNeed(Weapon.WINCHESTER, false, false, Cover.NONE));
    }

    @Test
    void eachHarderConditionIsOnePipAndASixStillKills() {
        // Seed: a prone figure is 1 pip harder to hit. Interpretations: long band +1, cover +1, hard cover +2,
        // and a 6 always kills.
        assertEquals(6, Odds.fireNeed(Weapon.MAUSER, false, true, Cover.NONE));
        assertEquals(6, Odds.fireNeed(Weapon.MAUSER, true, false, Cover.NONE));
        assertEquals(6, Odds.fireNeed(Weapon.MAUSER, false, false, Cover.COVER));
        assertEquals(6, Odds.fireNeed(Weapon.MAUSER, true, true, Cover.HARD));
        assertEquals(new Fraction(1, 6), Odds.fire(Weapon.OLDER_RIFLE, true, true, Cover.HARD));
        // Guns have no long band: the flag changes nothing.
        assertEquals(4, Odds.fireNeed(Weapon.FIELD_GUN, true, false, Cover.NONE));
        assertEquals(5, Odds.fireNeed(Weapon.FIELD_GUN, false, true, Cover.NONE));
        assertEquals(6, Odds.fireNeed(Weapon.FIELD_GUN, false, false, Cover.HARD));
        assertEquals(6, Odds.fireNeed(Weapon.MOUNTAIN_GUN, false, true, Cover.HARD));
        assertEquals(new Fraction(1, 2), Odds.fire(Weapon.FIELD_GUN, false, false, Cover.NONE));
        assertEquals(new Fraction(1, 3), Odds.fire(Weapon.MOUNTAIN_GUN, false, false, Cover.COVER));
    }

    @Test
    void foldingAMachineGunsArcRollsMoreOften() {
        // Seed: still 5/6 to kill, rolled 1 to 4 times. 1 - (4/6)^n: 1/3, 5/9, 19/27, 65/81.
        assertEquals(new Fraction(1, 3), Odds.machineGun(1, false, false, Cover.NONE));
        assertEquals(new Fraction(5, 9), Odds.machineGun(2, false, false, Cover.NONE));
        assertEquals(new Fraction(19, 27), Odds.machineGun(3, false, false, Cover.NONE));
        assertEquals(new Fraction(65, 81), Odds.machineGun(4, false, false, Cover.NONE));
        // Against a prone figure only a 6 kills: 1 - (5/6)^4 = 671/1296.
        assertEquals(new Fraction(671, 1296), Odds.machineGun(4, false, true, Cover.NONE));
        for (int need = 1; need <= 7; need++) {
            for (int rolls = 1; rolls <= 4; rolls++) {
                assertEquals(bruteAnyOf(need, rolls), Odds.anyOf(need, rolls), need + "+ x" + rolls);
            }
        }
    }

    @Test
    void closeCombat() {
        // Seed: infantry 5-6, cavalry 3-6, crew 6; a prone figure is 1 pip easier to kill.
        assertEquals(new Fraction(1, 3), Odds.melee(UnitType.INFANTRY.meleeKill(), false));
        assertEquals(new Fraction(1, 2), Odds.melee(UnitType.INFANTRY.meleeKill(), true));
        assertEquals(new Fraction(2, 3), Odds.melee(UnitType.CAVALRY.meleeKill(), false));
        assertEquals(new Fraction(5, 6), Odds.melee(UnitType.CAVALRY.meleeKill(), true));
        assertEquals(new Fraction(1, 6), Odds.melee(UnitType.MACHINEGUN.meleeKill(), false));
        assertEquals(new Fraction(1, 3), Odds.melee(UnitType.MACHINEGUN.meleeKill(), true));
    }

    /** Brute force over 36 throws: [pass, prone, removed] as the seed's words read with the interpretations. */
    private static int[] bruteMorale(int failsAtOrBelow, int modifier, boolean anyFailRemoves) {
        int[] out = new int[3];
        for (int a = 1; a <= 6; a++) {
            for (int b = 1; b <= 6; b++) {
                int total = a + b + modifier;
                int passFrom = failsAtOrBelow + 1;
                if (total >= passFrom) {
                    out[0]++;
                } else if (anyFailRemoves || passFrom - total > 2) {
                    out[2]++;
                } else {
                    out[1]++;
                }
            }
        }
        return out;
    }

    @Test
    void moraleAsTheSeedListsIt() {
        // Seed: inferior fails on 7 or less, average 6 or less, superior 5 or less, on 2D6.
        // Unmodified: average passes on 7+ (21 of 36 throws), fails by 1-2 on 5-6 (4 + 5 = 9 throws),
        // and by more than two on 4 or less (6 throws).
        Odds.Test avg = Odds.morale(MoraleClass.AVERAGE, 0, false);
        assertEquals(new Fraction(21, 36), avg.pass());
        assertEquals(new Fraction(9, 36), avg.prone());
        assertEquals(new Fraction(6, 36), avg.removed());
        // Inferior passes on 8+ (15 throws); superior on 6+ (26 throws).
        assertEquals(new Fraction(15, 36), Odds.morale(MoraleClass.INFERIOR, 0, false).pass());
        assertEquals(new Fraction(26, 36), Odds.morale(MoraleClass.SUPERIOR, 0, false).pass());
        // In close combat or at half strength every failure removes the unit.
        Odds.Test held = Odds.morale(MoraleClass.AVERAGE, 0, true);
        assertEquals(Fraction.ZERO, held.prone());
        assertEquals(new Fraction(15, 36), held.removed());
        for (MoraleClass c : MoraleClass.values()) {
            for (int mod = Morale.LOWEST_MODIFIER; mod <= Morale.HIGHEST_MODIFIER; mod++) {
                for (boolean removes : new boolean[] {false, true}) {
                    int[] b = bruteMorale(c.failsAtOrBelow(), mod, removes);
                    Odds.Test t = Odds.morale(c, mod, removes);
                    assertEquals(new Fraction(b[0], 36), t.pass(), c + " " + mod);
                    assertEquals(new Fraction(b[1], 36), t.prone(), c + " " + mod);
                    assertEquals(new Fraction(b[2], 36), t.removed(), c + " " + mod);
                }
            }
        }
    }

    @Test
    void trainsWreckAndJumpingAboard() {
        // Seed: in a wreck each rider is destroyed on one pip per speed die, less one; nobody at one die.
        assertEquals(Fraction.ZERO, Odds.wreckDestroys(1));
        assertEquals(new Fraction(1, 6), Odds.wreckDestroys(2));
        assertEquals(new Fraction(2, 6), Odds.wreckDestroys(3));
        assertEquals(new Fraction(3, 6), Odds.wreckDestroys(4));
        // Seed: jumping on a moving train fails on a pip per speed die.
        assertEquals(new Fraction(1, 6), Odds.boardingFails(1));
        assertEquals(new Fraction(4, 6), Odds.boardingFails(4));
        // Seed: a shell landing on the train wrecks it on a 6.
        assertEquals(new Fraction(1, 6), Odds.directHitWrecks());
        assertEquals("3.5", Odds.averageInches(1));
        assertEquals("14", Odds.averageInches(4));
    }
}

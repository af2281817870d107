package muster.rulesets.sawquickplay;

import static org.junit.jupiter.api.Assertions.assertEquals;

import muster.rules.Fraction;
import org.junit.jupiter.api.Test;

/**
 * The exact odds of seed 000's dice rules. Every expected value is either worked out by hand in
 * the comment or counted here by brute force over every face of every die, independently of
 * {@link Odds}.
 */
class OddsTest {

    /** Counts outcomes of {@code dice} dice with {@code modifier} on each: [destroy, pin-only, all]. */
    private static long[] countFire(Weapon w, int dice, int modifier) {
        long destroy = 0;
        long pin = 0;
        long all = 0;
        int[] faces = new int[dice];
        java.util.Arrays.fill(faces, 1);
        while (true) {
            boolean anyDestroy = false;
            boolean anyPin = false;
            for (int f : faces) {
                int score = f + modifier;
                anyDestroy |= score >= w.destroyFrom();
                anyPin |= score >= w.pinFrom() && score <= w.pinTo();
            }
            all++;
            if (anyDestroy) {
                destroy++;
            } else if (anyPin) {
                pin++;
            }
            int i = 0;
            while (i < dice && faces[i] == 6) {
                faces[i++] = 1;
            }
            if (i == dice) {
                return new long[] {destroy, pin, all};
            }
            faces[i]++;
        }
    }

    private static void assertFireMatchesBruteForce(Weapon w, int dice, int modifier) {
        long[] c = countFire(w, dice, modifier);
        Odds.Fire f = Odds.fire(w, dice, modifier);
        assertEquals(new Fraction(c[0], c[2]), f.destroy(), w + " x" + dice + " " + modifier + " destroy");
        assertEquals(new Fraction(c[1], c[2]), f.pin(), w + " x" + dice + " " + modifier + " pin");
    }

    /** Brute force: the chance one side's summed dice beat the other's, ties rolled again. */
    private static Fraction bruteAssault(int ourDice, int ourMod, int theirDice, int theirMod) {
        long win = 0;
        long lose = 0;
        int n = ourDice + theirDice;
        int outcomes = (int) Math.pow(6, n);
        for (int code = 0; code < outcomes; code++) {
            int c = code;
            int ours = 0;
            int theirs = 0;
            for (int d = 0; d < n; d++) {
                int face = c % 6 + 1;
                c /= 6;
                if (d < ourDice) {
                    ours += face + ourMod;
                } else {
                    theirs += face + theirMod;
                }
            }
            if (ours > theirs) {
                win++;
            } else if (ours < theirs) {
                lose++;
            }
        }
        return new Fraction(win, win + lose);
    }

    @Test
    void rifleInTheOpen() {
        // Seed: a 6 destroys (1 face in 6), a 4 or 5 pins (2 faces in 6).
        Odds.Fire f = Odds.fire(Weapon.RIFLE, 0);
        assertEquals(new Fraction(1, 6), f.destroy());
        assertEquals(new Fraction(1, 3), f.pin());
    }

    @Test
    void machineGunInTheOpen() {
        // Seed: two dice. Destroy = 1 - (5/6)^2 = 11/36; pin = (5/6)^2 - (3/6)^2 = 16/36 = 4/9.
        Odds.Fire f = Odds.fire(Weapon.MACHINEGUN, 0);
        assertEquals(new Fraction(11, 36), f.destroy());
        assertEquals(new Fraction(16, 36), f.pin());
        assertEquals(new Fraction(4, 9), f.pin());
    }

    @Test
    void rifleAgainstHardCover() {
        // Seed: hard cover is -2 on the fire die, so nothing reaches 6 and only a natural 6 scores 4 (pin).
        Odds.Fire f = Odds.fire(Weapon.RIFLE, Cover.HARD.modifier());
        assertEquals(Fraction.ZERO, f.destroy());
        assertEquals(new Fraction(1, 6), f.pin());
    }

    @Test
    void rifleAgainstSoftCoverAndAPinnedTarget() {
        // Seed: soft cover -1 and a pinned target -1; together -2, like hard cover.
        Odds.Fire soft = Odds.fire(Weapon.RIFLE, Cover.SOFT.modifier());
        assertEquals(Fraction.ZERO, soft.destroy());
        assertEquals(new Fraction(2, 6), soft.pin());
        assertEquals(Odds.fire(Weapon.RIFLE, Cover.HARD.modifier()), Odds.fire(Weapon.RIFLE, Cover.SOFT.modifier() - 1));
    }

    @Test
    void artilleryInTheOpenAndSiegeGunsAgainstSoftCover() {
        // Seed: field guns destroy on 5-6 and pin on 3-4: 2/6 each.
        Odds.Fire field = Odds.fire(Weapon.FIELD_GUN, 0);
        assertEquals(new Fraction(1, 3), field.destroy());
        assertEquals(new Fraction(1, 3), field.pin());
        // Seed: siege guns destroy on 4-6 and pin on 2-3. In soft cover (-1): faces 5,6 destroy, 3,4 pin.
        Odds.Fire siege = Odds.fire(Weapon.SIEGE_GUN, Cover.SOFT.modifier());
        assertEquals(new Fraction(2, 6), siege.destroy());
        assertEquals(new Fraction(2, 6), siege.pin());
        // In the open: 4-6 destroy (1/2), 2-3 pin (1/3).
        assertEquals(new Fraction(1, 2), Odds.fire(Weapon.SIEGE_GUN, 0).destroy());
        assertEquals(new Fraction(1, 3), Odds.fire(Weapon.SIEGE_GUN, 0).pin());
    }

    @Test
    void fireOddsAgreeWithBruteForceForEveryWeaponDiceAndModifier() {
        for (Weapon w : Weapon.values()) {
            for (int dice = 1; dice <= 3; dice++) {
                for (int mod = -3; mod <= 1; mod++) {
                    assertFireMatchesBruteForce(w, dice, mod);
                }
            }
        }
    }

    @Test
    void anEvenAssaultIsAToss() {
        // Seed, close assault: each unit rolls a die, highest total wins, ties rerolled.
        assertEquals(new Fraction(1, 2), Odds.assault(1, 0, 1, 0));
        assertEquals(new Fraction(1, 2), Odds.assault(2, -1, 2, -1));
    }

    @Test
    void aPlusOneInAssault() {
        // Seed: charging cavalry +1. Of 36 pairs, a+1 > b in 21 and a+1 < b in 10: 21/31 after rerolls.
        assertEquals(new Fraction(21, 31), Odds.assault(1, 1, 1, 0));
        assertEquals(bruteAssault(1, 1, 1, 0), Odds.assault(1, 1, 1, 0));
        // Artillery or a pinned unit at -1 against an unmodified one: the mirror image.
        assertEquals(new Fraction(10, 31), Odds.assault(1, -1, 1, 0));
    }

    @Test
    void assaultOddsAgreeWithBruteForce() {
        // Seed: primary and secondary units add their dice.
        for (int ours = 1; ours <= 3; ours++) {
            for (int theirs = 1; theirs <= 3; theirs++) {
                for (int ourMod = -1; ourMod <= 1; ourMod++) {
                    for (int theirMod = -1; theirMod <= 0; theirMod++) {
                        assertEquals(bruteAssault(ours, ourMod, theirs, theirMod), Odds.assault(ours, ourMod, theirs, theirMod),
                                ours + "d" + ourMod + " v " + theirs + "d" + theirMod);
                    }
                }
            }
        }
    }

    @Test
    void changingOrdersAsWritten() {
        // Seed, orders: 2D6 at or under the distance to the HQ; a 2 always succeeds, a 12 always fails.
        assertEquals(new Fraction(1, 36), Odds.ordersChange(0));
        assertEquals(new Fraction(1, 36), Odds.ordersChange(2));
        assertEquals(new Fraction(3, 36), Odds.ordersChange(3));
        assertEquals(new Fraction(21, 36), Odds.ordersChange(7));
        assertEquals(new Fraction(35, 36), Odds.ordersChange(11));
        assertEquals(new Fraction(35, 36), Odds.ordersChange(12));
        assertEquals(new Fraction(35, 36), Odds.ordersChange(20));
        for (int distance = 0; distance <= 30; distance++) {
            int ok = 0;
            for (int a = 1; a <= 6; a++) {
                for (int b = 1; b <= 6; b++) {
                    int roll = a + b;
                    boolean success = roll == 2 || roll != 12 && roll <= distance;
                    ok += success ? 1 : 0;
                }
            }
            assertEquals(new Fraction(ok, 36), Odds.ordersChange(distance), "distance " + distance);
        }
    }

    @Test
    void ammunitionAndFriendlyFire() {
        // Seed: a Spanish natural 1 followed by another natural 1: out of ammunition (1/36 a die).
        assertEquals(new Fraction(1, 36), Odds.spanishRifleOutOfAmmoPerDie());
        // Seed: Spanish guns roll 2D6 each time they fire; a 2 ends their ammunition.
        assertEquals(new Fraction(1, 36), Odds.spanishGunOutOfAmmoPerFire());
        // Seed: a US MG natural 1, then a second die of 5-6 after the usual modifiers: 2/36 in the open.
        assertEquals(new Fraction(2, 36), Odds.usMachineGunFriendlyFirePerDie(0));
        assertEquals(new Fraction(1, 36), Odds.usMachineGunFriendlyFirePerDie(-1));
        assertEquals(Fraction.ZERO, Odds.usMachineGunFriendlyFirePerDie(-2));
    }
}

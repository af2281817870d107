package muster.rulesets.sawquickplay;

import muster.rules.DiceCounts;
import muster.rules.Fraction;

/**
 * Exact chances from the dice rules, by counting every outcome of the dice: no simulation.
 * Fire: one die per small-arms die (or per unit under a sheaf), modifiers added to each die.
 * Close assault: each unit rolls a die, sides add their dice, ties are rolled again. Orders: 2D6
 * against the distance to the HQ, as the seed writes it.
 */
public final class Odds {

    /** The chance that fire destroys the target, and that it pins it without destroying it. */
    public record Fire(Fraction destroy, Fraction pin) {
    }

    private Odds() {
    }

    public static Fire fire(Weapon weapon, int modifier) {
        return fire(weapon, weapon.dice(), modifier);
    }

    public static Fire fire(Weapon weapon, int dice, int modifier) {
        int destroyFaces = 0;
        int pinFaces = 0;
        for (int face = 1; face <= 6; face++) {
            int score = face + modifier;
            if (score >= weapon.destroyFrom()) {
                destroyFaces++;
            } else if (score >= weapon.pinFrom() && score <= weapon.pinTo()) {
                pinFaces++;
            }
        }
        long all = DiceCounts.pow(6, dice);
        long noDestroy = DiceCounts.pow(6 - destroyFaces, dice);
        long nothing = DiceCounts.pow(6 - destroyFaces - pinFaces, dice);
        return new Fire(Fraction.chance(all - noDestroy, all), Fraction.chance(noDestroy - nothing, all));
    }

    /**
     * The chance that a side rolling {@code ourDice} dice, with {@code ourModifier} on each, beats a
     * side rolling {@code theirDice} with {@code theirModifier} on each, ties rolled again.
     */
    public static Fraction assault(int ourDice, int ourModifier, int theirDice, int theirModifier) {
        long[] ours = DiceCounts.sums(ourDice);
        long[] theirs = DiceCounts.sums(theirDice);
        long win = 0;
        long lose = 0;
        for (int a = 0; a < ours.length; a++) {
            for (int b = 0; b < theirs.length; b++) {
                int diff = (a + ourDice + ourDice * ourModifier) - (b + theirDice + theirDice * theirModifier);
                if (diff > 0) {
                    win += ours[a] * theirs[b];
                } else if (diff < 0) {
                    lose += ours[a] * theirs[b];
                }
            }
        }
        return Fraction.chance(win, win + lose);
    }

    /**
     * The chance of changing a brigade's orders at {@code distance} inches from the HQ (rough ground
     * counted double): 2D6 at or under the distance, a 2 always succeeding and a 12 always failing.
     */
    public static Fraction ordersChange(int distance) {
        long ok = 0;
        for (int a = 1; a <= 6; a++) {
            for (int b = 1; b <= 6; b++) {
                int roll = a + b;
                if (roll == 2 || (roll != 12 && roll <= distance)) {
                    ok++;
                }
            }
        }
        return Fraction.chance(ok, 36);
    }

    /** Spanish small arms: a natural 1 and then another 1 leaves the unit without ammunition. */
    public static Fraction spanishRifleOutOfAmmoPerDie() {
        return Fraction.chance(1, 36);
    }

    /** Spanish guns: two dice each time they fire, a total of 2 ends their ammunition. */
    public static Fraction spanishGunOutOfAmmoPerFire() {
        return Fraction.chance(1, 36);
    }

    /**
     * US machine guns: per die, a natural 1 followed by a second die of 5 or 6 after the usual
     * fire modifiers pins a friendly unit in the arc, if there is one.
     */
    public static Fraction usMachineGunFriendlyFirePerDie(int modifier) {
        int faces = 0;
        for (int face = 1; face <= 6; face++) {
            if (face + modifier >= 5) {
                faces++;
            }
        }
        return Fraction.chance(faces, 36);
    }
}

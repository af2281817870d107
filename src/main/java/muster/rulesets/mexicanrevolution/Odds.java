package muster.rulesets.mexicanrevolution;

import muster.rules.DiceCounts;
import muster.rules.Fraction;

/**
 * Exact chances from the dice rules of seed 004, by counting every face of every die: no
 * simulation. A figure is killed by one die at or above the number it needs; harder targets raise
 * that number pip by pip, never above 6 (house reading "A six always kills").
 */
public final class Odds {

    private Odds() {
    }

    /** The faces that succeed from {@code need}, as the sheets print them: "5-6", or "6" alone. */
    public static String faces(int need) {
        return need >= 6 ? "6" : need + "-6";
    }

    /** The chance one die shows {@code need} or more. */
    public static Fraction atLeast(int need) {
        int n = Math.max(1, Math.min(7, need));
        return Fraction.chance(7 - n, 6);
    }

    /** The chance that at least one of {@code rolls} dice shows {@code need} or more. */
    public static Fraction anyOf(int need, int rolls) {
        Fraction one = atLeast(need);
        long miss = DiceCounts.pow(one.denominator() - one.numerator(), rolls);
        long all = DiceCounts.pow(one.denominator(), rolls);
        return Fraction.chance(all - miss, all);
    }

    /** The die a shot needs: the weapon's number, one pip more for each of long band and a prone target, plus cover. */
    public static int fireNeed(Weapon weapon, boolean longBand, boolean prone, Cover cover) {
        int need = weapon.kill() + (longBand && weapon.hasLongBand() ? 1 : 0) + (prone ? 1 : 0) + cover.pips();
        return Math.min(6, need);
    }

    /** The chance one fire die (a rifleman's shot, or one roll for a figure near a shell burst) kills. */
    public static Fraction fire(Weapon weapon, boolean longBand, boolean prone, Cover cover) {
        return atLeast(fireNeed(weapon, longBand, prone, cover));
    }

    /**
     * The chance a figure in a machine gun's arc is killed when the 90° arc is folded into
     * {@code rolls} narrower arcs (1 for 90°, 2 for 45°, 3 for 30°, 4 for 15°), each roll killing
     * on its own.
     */
    public static Fraction machineGun(int rolls, boolean longBand, boolean prone, Cover cover) {
        return anyOf(fireNeed(Weapon.MACHINEGUN, longBand, prone, cover), rolls);
    }

    /**
     * The die a figure needs in close combat: {@code kill} against a standing enemy, one pip easier
     * against a prone one, never below 2 nor above 6.
     */
    public static int meleeNeed(int kill, boolean targetProne) {
        return Math.max(2, Math.min(6, kill - (targetProne ? 1 : 0)));
    }

    public static Fraction melee(int kill, boolean targetProne) {
        return atLeast(meleeNeed(kill, targetProne));
    }

    /** What a morale test comes to: the unit passes, goes prone, or is removed from play. */
    public record Test(Fraction pass, Fraction prone, Fraction removed) {
    }

    /**
     * A morale test: 2D6 plus {@code modifier}; a total at or below the class's number fails. A
     * failure by more than two pips removes the unit; so does any failure when {@code anyFailRemoves}
     * (a unit in close combat, or one that has lost half its figures). Other failures go prone.
     */
    public static Test morale(MoraleClass c, int modifier, boolean anyFailRemoves) {
        int pass = 0;
        int prone = 0;
        int removed = 0;
        for (int a = 1; a <= 6; a++) {
            for (int b = 1; b <= 6; b++) {
                int total = a + b + modifier;
                if (total > c.failsAtOrBelow()) {
                    pass++;
                } else if (anyFailRemoves || total <= c.removedAtOrBelow()) {
                    removed++;
                } else {
                    prone++;
                }
            }
        }
        return new Test(Fraction.chance(pass, 36), Fraction.chance(prone, 36), Fraction.chance(removed, 36));
    }

    /** A train wreck: each passenger, gun and machine gun is destroyed on a die of 1 to (speed dice - 1). */
    public static Fraction wreckDestroys(int speedDice) {
        return Fraction.chance(Math.max(0, Math.min(6, speedDice - 1)), 6);
    }

    /** Jumping aboard a moving train: the figure is lost on a die of 1 to (speed dice). */
    public static Fraction boardingFails(int speedDice) {
        return Fraction.chance(Math.max(0, Math.min(6, speedDice)), 6);
    }

    /** A shell landing on a train itself wrecks it on a 6. */
    public static Fraction directHitWrecks() {
        return atLeast(6);
    }

    /** The average of {@code dice} D6, in inches, as text: 3.5, 7, 10.5. */
    public static String averageInches(int dice) {
        return dice % 2 == 0 ? String.valueOf(dice * 7 / 2) : (dice * 7 / 2) + ".5";
    }
}

package muster.rulesets.hatsoff;

import java.util.List;

/**
 * What the seed says of batteries beyond their loss formulas: counter-battery fire on a ten-sided
 * die, how a hidden battery is found, and the optional ammunition rule.
 */
public final class Batteries {

    /** A counter-battery hit needs this or less on a ten-sided die... */
    public static final int HIT_ON = 1;
    /** ...and this or less against limbered guns (the seed's +1; see house reading "Counter-battery"). */
    public static final int HIT_ON_LIMBERED = 2;
    /** A hit silences one gun and kills 10 men. */
    public static final int GUNS_LOST_PER_HIT = 1;
    public static final int MEN_LOST_PER_HIT = 10;
    /** Faces of the average die that locate a Spanish (smokeless) battery, one roll a turn. */
    public static final List<Integer> LOCATE_FACES = List.of(2, 5);
    /** Optional rule: ten-sided dice rolled before play for shell and for canister. */
    public static final int SHELL_DICE = 2;
    public static final int CANISTER_DICE = 1;

    private Batteries() {
    }

    /** Black powder gives a battery away after every shot: US and insurrecto guns, or any tagged black-powder. */
    public static boolean smokes(String nation, boolean taggedBlackPowder) {
        return taggedBlackPowder || !nation.equals("spain");
    }
}

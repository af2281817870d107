package muster.rulesets.hatsoff;

import java.util.List;

/**
 * The dice hatsoff rolls. Its "average die" is the six-sided die numbered 2, 3, 3, 4, 4, 5 (see
 * house reading "Average die"); percentile dice (two tens) test morale; a ten-sided die
 * settles counter-battery hits and wounded officers, and two of them a battery's shells.
 */
public final class Dice {

    /** The faces of the average die, each face one chance in six. */
    public static final List<Integer> AVERAGE_DIE = List.of(2, 3, 3, 4, 4, 5);
    public static final int TEN = 10;
    public static final int PERCENTILE = 100;

    private Dice() {
    }

    /** On how many of the average die's six faces {@code face} stands. */
    public static int ways(int face) {
        return (int) AVERAGE_DIE.stream().filter(f -> f == face).count();
    }
}

package muster.rulesets.hatsoff;

import muster.rules.Fraction;

/**
 * Melee: each side multiplies its strength in men by an average die (1 off the die for troops
 * who failed their morale test to charge, or stood when they should have fled); the higher total
 * wins, ties roll again. The winner loses men equal to 5% of the loser's strength, the loser 10%
 * of its own; a unit struck in flank or rear, or caught in column of route, loses outright, 20% of its men
 * (see house reading "Melee losses").
 */
public final class Melee {

    public static final int FAILED_MORALE_DIE = -1;
    public static final int WINNER_PERCENT_OF_LOSER = 5;
    public static final int LOSER_PERCENT = 10;
    public static final int FLANKED_LOSER_PERCENT = 20;
    /** Units that touch without a charge order back off to at least this distance. */
    public static final int NO_ORDER_STANDOFF = 2;

    public record Outcome(int winnerLoses, int loserLoses) {
    }

    private Melee() {
    }

    public static Outcome losses(int winnerMen, int loserMen, boolean flankedOrColumn) {
        int loserPercent = flankedOrColumn ? FLANKED_LOSER_PERCENT : LOSER_PERCENT;
        int winner = (int) Fraction.of((long) loserMen * WINNER_PERCENT_OF_LOSER, 100).roundHalfUp();
        int loser = (int) Math.min(loserMen, Fraction.of((long) loserMen * loserPercent, 100).roundHalfUp());
        return new Outcome(Math.min(winnerMen, winner), loser);
    }
}

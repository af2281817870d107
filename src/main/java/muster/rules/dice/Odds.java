package muster.rules.dice;

import java.util.List;
import java.util.Optional;
import muster.rules.Fraction;

/** The exact odds of a dice expression, one variant per form of {@link muster.scenario.rulefile.Dice}. */
public sealed interface Odds permits Odds.Totals, Odds.Chance, Odds.Counted {

    /** A pool's total: {@code chances.get(i)} is the chance of the total {@code min + i}. */
    record Totals(int min, List<Fraction> chances) implements Odds {
        public Totals {
            chances = List.copyOf(chances);
        }

        public Fraction of(int total) {
            int i = total - min;
            return i < 0 || i >= chances.size() ? Fraction.ZERO : chances.get(i);
        }

        /** The mean total. */
        public Fraction mean() {
            Fraction m = Fraction.ZERO;
            for (int i = 0; i < chances.size(); i++) {
                m = m.plus(chances.get(i).times(min + i));
            }
            return m;
        }
    }

    /** A comparison: the chance it holds. */
    record Chance(Fraction chance) implements Odds {
    }

    /**
     * A count of scoring dice: {@code exactly.get(h)} is the chance of exactly h; with a doubles
     * clause, {@code doubles} is the chance two or more dice match and {@code exactlyWithDoubles.get(h)}
     * the chance of exactly h together with a match (empty without the clause).
     */
    record Counted(List<Fraction> exactly, Optional<Fraction> doubles, List<Fraction> exactlyWithDoubles) implements Odds {
        public Counted {
            exactly = List.copyOf(exactly);
            exactlyWithDoubles = List.copyOf(exactlyWithDoubles);
        }

        /** The chance of scoring at least once. */
        public Fraction atLeastOne() {
            return exactly.get(0).complement();
        }

        /** The mean number scored. */
        public Fraction mean() {
            Fraction m = Fraction.ZERO;
            for (int h = 1; h < exactly.size(); h++) {
                m = m.plus(exactly.get(h).times(h));
            }
            return m;
        }
    }
}

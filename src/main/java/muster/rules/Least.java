package muster.rules;

import java.util.List;
import java.util.Optional;
import java.util.function.ToDoubleFunction;

/** The one choice with the least score, where there is one: a table edge nearest a side's units, say. */
public final class Least {

    private Least() {
    }

    /** The choice with the least score; empty on a tie, or when a score is NaN (nothing to measure). */
    public static <T> Optional<T> of(List<T> choices, ToDoubleFunction<T> score) {
        T best = null;
        double bestScore = Double.MAX_VALUE;
        boolean tie = false;
        for (T c : choices) {
            double d = score.applyAsDouble(c);
            if (Double.isNaN(d)) {
                return Optional.empty();
            }
            if (Math.abs(d - bestScore) < 1e-9) {
                tie = true;
            } else if (d < bestScore) {
                best = c;
                bestScore = d;
                tie = false;
            }
        }
        return tie ? Optional.empty() : Optional.ofNullable(best);
    }
}

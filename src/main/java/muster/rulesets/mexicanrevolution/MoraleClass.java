package muster.rulesets.mexicanrevolution;

import java.util.Arrays;
import java.util.Optional;
import muster.rules.EnumWord;
import muster.rules.Word;
import muster.scenario.Unit;

/**
 * The three morale classes of the seed, carried as a unit tag. A unit with casualties last turn
 * rolls 2D6 plus modifiers and fails at {@link #failsAtOrBelow()} or less (see
 * house reading "Morale numbers").
 */
public enum MoraleClass implements EnumWord {
    INFERIOR(7),
    AVERAGE(6),
    SUPERIOR(5);

    private final int failsAtOrBelow;

    MoraleClass(int failsAtOrBelow) {
        this.failsAtOrBelow = failsAtOrBelow;
    }

    /** The highest modified 2D6 total that fails. */
    public int failsAtOrBelow() {
        return failsAtOrBelow;
    }

    /** The lowest modified total that passes. */
    public int passesFrom() {
        return failsAtOrBelow + 1;
    }

    /** The highest modified total that fails by more than two pips, and so removes the unit. */
    public int removedAtOrBelow() {
        return failsAtOrBelow - 2;
    }

    public static Optional<MoraleClass> of(String word) {
        return Word.find(values(), word);
    }

    /** What a sheet prints for a unit whose scenario gives no class (MXR-008): the three, to circle one. */
    public static String toCircle() {
        return "circle one: " + String.join(" · ", Arrays.stream(values()).map(c -> c.word() + " (fails on "
                + c.failsAtOrBelow() + ")").toList());
    }

    /** The unit's class when it carries exactly one class tag. */
    public static Optional<MoraleClass> of(Unit unit) {
        var found = unit.tags().stream().map(MoraleClass::of).flatMap(Optional::stream).distinct().toList();
        return found.size() == 1 ? Optional.of(found.get(0)) : Optional.empty();
    }
}

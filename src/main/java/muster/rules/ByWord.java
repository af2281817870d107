package muster.rules;

import java.util.Optional;
import java.util.function.Function;

/** Finds the one of a rule set's unit types, weapons or classes that a scenario names by its word. */
public final class ByWord {

    private ByWord() {
    }

    public static <T> Optional<T> find(T[] all, Function<T, String> word, String name) {
        for (T t : all) {
            if (word.apply(t).equals(name)) {
                return Optional.of(t);
            }
        }
        return Optional.empty();
    }
}

package muster.rules;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * One of a rule set's terrain kinds, unit types, weapons or classes, as a scenario names it by its word; likewise a table
 * edge, or a paper a user names.
 */
public interface Word {

    String word();

    static List<String> words(List<? extends Word> all) {
        return all.stream().map(Word::word).toList();
    }

    /** The one of {@code all} that {@code word} names. */
    static <T extends Word> Optional<T> find(List<T> all, String word) {
        return all.stream().filter(t -> t.word().equals(word)).findFirst();
    }

    static <T extends Word> Optional<T> find(T[] all, String word) {
        return find(List.of(all), word);
    }

    /** The one of {@code all} that {@code typed} names, capitals or not ("A4" is a4). */
    static <T extends Word> Optional<T> typed(T[] all, String typed) {
        return find(all, typed.toLowerCase(Locale.ROOT));
    }
}

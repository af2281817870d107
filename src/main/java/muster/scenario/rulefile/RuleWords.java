package muster.scenario.rulefile;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import muster.source.Span;

/**
 * The words a rule-set file gives a scenario, each with its meaning: terrain kinds (with what they
 * do to movement and sight), unit types, weapons, nations, tags, order types and the keys of
 * {@code options:} (with the values each takes); and, for each nation that gives one, the plural word for its people
 * ("Americans") the sheets use where they speak of its figures, and its short name ("US") for the cards' tight lines.
 */
public record RuleWords(
        List<Ground> terrain,
        List<Word> types,
        List<Word> weapons,
        List<Word> nations,
        List<Word> tags,
        List<Word> orders,
        List<Option> options,
        Map<String, String> people,
        Map<String, String> shortNames) {

    public RuleWords {
        people = Map.copyOf(people);
        shortNames = Map.copyOf(shortNames);
        terrain = List.copyOf(terrain);
        types = List.copyOf(types);
        weapons = List.copyOf(weapons);
        nations = List.copyOf(nations);
        tags = List.copyOf(tags);
        orders = List.copyOf(orders);
        options = List.copyOf(options);
    }

    public RuleWords(List<Ground> terrain, List<Word> types, List<Word> weapons, List<Word> nations, List<Word> tags, List<Word> orders,
            List<Option> options, Map<String, String> people) {
        this(terrain, types, weapons, nations, tags, orders, options, people, Map.of());
    }

    /**
     * A word and its meaning; a tag or a weapon may give what a roster line says for it in place of its word ({@code roster}) and
     * what a unit card says for it ({@code card}, blank: nothing): a weapon's is how the card's kind line names it, a tag's what
     * the card's notes say in place of its meaning; a tag what a card's kind line says in place of the type ({@code kind}) and
     * adds to its move ({@code moveNote}).
     */
    public record Word(String word, String meaning, Optional<String> roster, Optional<String> card, Optional<String> kind,
            Optional<String> moveNote, Span span) {

        public Word(String word, String meaning, Span span) {
            this(word, meaning, Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(), span);
        }

        public Word(String word, String meaning, Optional<String> roster, Optional<String> card, Span span) {
            this(word, meaning, roster, card, Optional.empty(), Optional.empty(), span);
        }
    }

    /** A terrain kind: what it is, what its effect is in words, and its effect on moving and on seeing and shooting through it. */
    public record Ground(String word, String meaning, String effect, Move move, Sight sight, Span span) {
    }

    /** What a kind does to a figure moving: nothing, slows it (the profiles give how much), stops it on reaching it, bars it, or lets it cross a barrier. */
    public enum Move { OPEN, SLOW, STOP, IMPASSABLE, CROSSING }

    /** What a kind does to sight and shooting: nothing, gives cover to who is in it, or blocks the line. */
    public enum Sight { CLEAR, COVER, BLOCKS }

    /**
     * A key of a scenario's {@code options:}: the words it takes, or the whole numbers from
     * {@code min} to {@code max}; and the value taken when the scenario leaves it out.
     */
    public record Option(String word, String meaning, List<String> values, Optional<Integer> min, Optional<Integer> max,
            Optional<String> fallback, Span span) {
        public Option {
            values = List.copyOf(values);
        }

        /**
         * The whole number this option stands at when a scenario gives it {@code given}: that value when it is one from min to
         * max, else the default when it is; empty for an option of words.
         */
        public Optional<Integer> number(Optional<String> given) {
            if (min.isEmpty() || max.isEmpty()) {
                return Optional.empty();
            }
            return given.flatMap(this::inRange).or(() -> fallback.flatMap(this::inRange));
        }

        private Optional<Integer> inRange(String value) {
            String v = value.trim();
            if (!v.matches("\\d{1,6}")) {
                return Optional.empty();
            }
            int n = Integer.parseInt(v);
            return n >= min.get() && n <= max.get() ? Optional.of(n) : Optional.empty();
        }
    }

    /** The option whose key is {@code word}. */
    public Optional<Option> option(String word) {
        return options.stream().filter(o -> o.word().equals(word)).findFirst();
    }
}

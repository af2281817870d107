package muster.rules;

import java.util.List;

/**
 * The words a rule set accepts in a scenario (terrain kinds, unit types, weapons, nations, tags,
 * figure scales, order types, and the keys of its {@code options:}), each with its meaning in
 * that rule set.
 */
public record Vocabulary(
        List<Term> kinds,
        List<Term> types,
        List<Term> weapons,
        List<Term> nations,
        List<Term> tags,
        List<Term> figureScales,
        List<Term> orderTypes,
        List<Term> options) {

    public Vocabulary {
        kinds = List.copyOf(kinds);
        types = List.copyOf(types);
        weapons = List.copyOf(weapons);
        nations = List.copyOf(nations);
        tags = List.copyOf(tags);
        figureScales = List.copyOf(figureScales);
        orderTypes = List.copyOf(orderTypes);
        options = List.copyOf(options);
    }

    /** These words, with every shared weapon word that is a kind of one of its weapons ({@link WeaponKinds}) accepted too. */
    public Vocabulary withWeaponKinds() {
        return new Vocabulary(kinds, types, WeaponKinds.accepted(weapons), nations, tags, figureScales, orderTypes, options);
    }

    public static List<String> words(List<Term> terms) {
        return terms.stream().map(Term::word).toList();
    }

    public static boolean has(List<Term> terms, String word) {
        return terms.stream().anyMatch(t -> t.word().equals(word));
    }

    public static String meaning(List<Term> terms, String word) {
        return terms.stream().filter(t -> t.word().equals(word)).map(Term::meaning).findFirst().orElse(word);
    }
}

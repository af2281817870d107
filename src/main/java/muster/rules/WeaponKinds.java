package muster.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The weapons of the shared vocabulary that are a kind of another: a Mauser is a rifle, a
 * Winchester a carbine, a Gatling a machine gun (junior-general's Gatlings work like machine guns),
 * a mountain gun a field piece. A rule set reads a weapon word as its own weapon of that name, else
 * as its weapon of the general kind; a type that carries the general kind carries every kind of it.
 */
public final class WeaponKinds {

    private static final Map<String, String> GENERAL = Map.of(
            "mauser", "rifle",
            "older-rifle", "rifle",
            "black-powder-rifle", "rifle",
            "winchester", "carbine",
            "gatling", "machinegun",
            "mountain-gun", "field-gun");

    private WeaponKinds() {
    }

    /** The weapon {@code word} is a kind of, if the shared vocabulary makes it one. */
    public static Optional<String> general(String word) {
        return Optional.ofNullable(GENERAL.get(word));
    }

    /** {@code word} as a rule set with these weapons reads it: its own weapon of the name, else its weapon of the word's kind. */
    public static <W extends Word> Optional<W> read(List<W> weapons, String word) {
        return Word.find(weapons, word).or(() -> general(word).flatMap(g -> Word.find(weapons, g)));
    }

    /** Whether a type carrying {@code carried} may name {@code word}: one of them, or a kind of one of them. */
    public static boolean fits(List<? extends Word> carried, String word) {
        return carried.stream().anyMatch(w -> w.word().equals(word) || general(word).filter(w.word()::equals).isPresent());
    }

    /** The weapon terms a rule set accepts: its own, then each shared word it reads as one of them. */
    public static List<Term> accepted(List<Term> own) {
        List<Term> out = new ArrayList<>(own);
        GENERAL.keySet().stream().sorted().forEach(word -> {
            String kind = GENERAL.get(word);
            if (!Vocabulary.has(own, word) && Vocabulary.has(own, kind)) {
                out.add(new Term(word, "read as " + kind + ", of which it is a kind"));
            }
        });
        return List.copyOf(out);
    }
}

package muster.rulesets.data;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import muster.scenario.rulefile.Organisation;
import muster.scenario.rulefile.Profiles;
import muster.scenario.rulefile.RuleSetFile;
import muster.scenario.rulefile.RuleWords;
import muster.view.Num;
import muster.view.Words;

/**
 * A rule-set file as its sheets read it at one figure scale: each type's and weapon's profile, the
 * names its words print as, what a unit's count counts, and every distance times the scale's factor.
 */
record FileFacts(RuleSetFile file, String scale) {

    /** The factor every distance of the rules is multiplied by at this scale (1 for a scale the file does not list). */
    double factor() {
        return file.figures().scales().stream().filter(s -> s.word().equals(scale)).mapToDouble(RuleSetFile.Scale::distances)
                .findFirst().orElse(1.0);
    }

    /**
     * Inches of the rules as the table measures them at this scale: 12 at 1.5 prints 18"; a quarter, a half or three quarters of
     * an inch print as a ruler reads them, 1/4", 1/2", 3/4".
     */
    String inches(double rulesInches) {
        double v = rulesInches * factor();
        for (int quarters = 1; quarters <= 3; quarters++) {
            if (Math.abs(v - quarters / 4.0) < 1e-9) {
                return (quarters == 2 ? "1/2" : quarters + "/4") + "\"";
            }
        }
        return Num.inches(v);
    }

    /** The scale's meaning as the file gives it ("20mm figures, distances as written"). */
    String scaleMeaning() {
        return file.figures().scales().stream().filter(s -> s.word().equals(scale)).map(RuleSetFile.Scale::meaning).findFirst()
                .orElse(scale + " figures");
    }

    Optional<Profiles.TypeProfile> type(String type) {
        return file.profiles().types().stream().filter(p -> p.type().equals(type)).findFirst();
    }

    Optional<Profiles.WeaponProfile> weapon(String weapon) {
        return file.profiles().weapons().stream().filter(p -> p.weapon().equals(weapon)).findFirst();
    }

    Optional<Organisation> organisation(String type) {
        return file.organisation().stream().filter(o -> o.type().equals(type)).findFirst();
    }

    /** What a unit's count counts, one and many: "figure", "figures". */
    String one() {
        return switch (file.figures().count()) {
            case BASES -> "base";
            case STANDS -> "stand";
            case FIGURES -> "figure";
        };
    }

    String many() {
        return one() + "s";
    }

    /** What a unit of the type counts, one and many: "model", "models" for a type that is one model, else {@link #one()}. */
    String one(String type) {
        return type(type).filter(Profiles.TypeProfile::model).isPresent() ? "model" : one();
    }

    String many(String type) {
        return one(type) + "s";
    }

    String typeName(String word) {
        return name(file.vocabulary().types(), word);
    }

    String weaponName(String word) {
        return name(file.vocabulary().weapons(), word);
    }

    /** A nation's name: its meaning up to the first colon, comma, semicolon or bracket ("United States", "the Federal army"). */
    /** The nation's people, as the sheets speak of its figures: its {@code people} ("Americans"), else its name. */
    String people(String word) {
        return Optional.ofNullable(file.vocabulary().people().get(word)).orElseGet(() -> nationName(word));
    }

    /** The nation's name on the cards' tight lines: its {@code short} ("US"), else its name. */
    String shortName(String word) {
        return Optional.ofNullable(file.vocabulary().shortNames().get(word)).orElseGet(() -> nationName(word));
    }

    /** Whether the nation gives a word for its people. */
    boolean hasPeople(String word) {
        return file.vocabulary().people().containsKey(word);
    }

    String nationName(String word) {
        String meaning = file.vocabulary().nations().stream().filter(w -> w.word().equals(word)).map(RuleWords.Word::meaning).findFirst()
                .orElse("");
        String head = meaning.split("[:,;(]", 2)[0].strip();
        return head.isEmpty() ? Words.capitalized(Words.plain(word)) : head;
    }

    /**
     * A word's printed name: its meaning up to the first colon, comma, semicolon or bracket ("Mauser rifle (and the American
     * Springfield): 12/24/36 inches" is "Mauser rifle"), or the word in plain letters when the meaning starts with no name.
     */
    static String name(List<RuleWords.Word> words, String word) {
        String meaning = words.stream().filter(w -> w.word().equals(word)).map(RuleWords.Word::meaning).findFirst().orElse("");
        String head = meaning.split("[:,;(]", 2)[0].strip();
        String plain = Words.plain(word);
        boolean named = !head.isEmpty() && head.length() <= 40
                && head.toLowerCase(Locale.ROOT).contains(plain.toLowerCase(Locale.ROOT).split(" ")[0]);
        return named ? Words.capitalized(head) : Words.capitalized(plain);
    }
}

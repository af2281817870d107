package muster.scenario.load;

import java.util.Locale;

/** The small words the loader's messages put around the name of a thing. */
final class Nouns {

    private Nouns() {
    }

    /** "an order", "a unit": vowel letters, except where the word starts with a "you" sound. */
    static String article(String noun) {
        boolean vowelSound = "aeiou".indexOf(noun.charAt(0)) >= 0 && !noun.startsWith("uni") && !noun.startsWith("use");
        return (vowelSound ? "an " : "a ") + noun;
    }

    static String capitalized(String s) {
        return s.substring(0, 1).toUpperCase(Locale.ROOT) + s.substring(1);
    }
}

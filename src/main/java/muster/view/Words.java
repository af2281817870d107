package muster.view;

import java.util.List;
import java.util.Locale;

/** A word of the code (a terrain kind, a unit type, a tag) as a sentence prints it: "field-artillery" reads "field artillery". */
public final class Words {

    private Words() {
    }

    /**
     * The scenario format spells a tag "guerilla"; print spells the word "guerrilla", and a contra-guerilla is a contraguerrilla,
     * as the Spanish units were called; the type "machinegun" prints as two words.
     */
    public static String plain(String word) {
        return word.replace('-', ' ').replace('_', ' ').replace("guerilla", "guerrilla").replace("contra guerrilla", "contraguerrilla")
                .replace("machinegun", "machine gun");
    }

    /** The words with their first letter a capital: "average" reads "Average" at a sentence's start. */
    public static String capitalized(String s) {
        return s.isEmpty() ? s : s.substring(0, 1).toUpperCase(Locale.ROOT) + s.substring(1);
    }

    /** "a", "a and b", "a, b and c". */
    public static String list(List<String> words) {
        if (words.size() <= 1) {
            return String.join("", words);
        }
        return String.join(", ", words.subList(0, words.size() - 1)) + " and " + words.get(words.size() - 1);
    }

    /**
     * Whether two names say the same thing, so a line prints one of them: one holds the other ("División del Nazas (Velasco)",
     * "División del Nazas"), or both open with the same two words, a plural ending aside ("Cuban insurgent column", "Cuban
     * insurgents").
     */
    public static boolean saysAlike(String a, String b) {
        String x = a.toLowerCase(Locale.ROOT).replaceAll("\\([^)]*\\)", "").strip();
        String y = b.toLowerCase(Locale.ROOT).replaceAll("\\([^)]*\\)", "").strip();
        if (x.isEmpty() || y.isEmpty()) {
            return x.equals(y);
        }
        if (x.contains(y) || y.contains(x)) {
            return true;
        }
        String[] p = x.split("\\s+");
        String[] q = y.split("\\s+");
        return p.length >= 2 && q.length >= 2 && p[0].equals(q[0]) && stem(p[1]).equals(stem(q[1]));
    }

    private static String stem(String word) {
        return word.endsWith("s") ? word.substring(0, word.length() - 1) : word;
    }
}

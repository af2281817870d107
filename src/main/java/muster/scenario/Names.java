package muster.scenario;

import java.util.List;
import java.util.Locale;

/** Turns slugs into words a reader expects on a printed sheet. */
public final class Names {

    private Names() {
    }

    /** "A", "A and B", "A, B and C". */
    public static String list(List<String> names) {
        if (names.size() <= 1) {
            return String.join("", names);
        }
        return String.join(", ", names.subList(0, names.size() - 1)) + " and " + names.get(names.size() - 1);
    }

    /** {@code san-juan-ridge} becomes {@code San Juan Ridge}. */
    public static String readable(String slug) {
        StringBuilder out = new StringBuilder();
        for (String part : slug.split("-")) {
            if (part.isEmpty()) {
                continue;
            }
            if (out.length() > 0) {
                out.append(' ');
            }
            out.append(part.substring(0, 1).toUpperCase(Locale.ROOT)).append(part.substring(1));
        }
        return out.toString();
    }
}

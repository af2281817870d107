package muster.view.map;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The stroke widths the map's style sheet (templates/map.css) gives each kind of line, read from
 * the sheet itself so that a test holds the drawing, not the derive stage's idea of it: the widest
 * of a class's rules (a cased line's casing, a side's heavier zone edge).
 */
final class Strokes {

    private static final Pattern RULE = Pattern.compile("([^{}]+)\\{([^}]*)}");
    private static final Pattern WIDTH = Pattern.compile("stroke-width:\\s*([0-9.]+)");

    private final Map<String, Double> widths = new HashMap<>();

    private Strokes(String css) {
        Matcher m = RULE.matcher(css.replaceAll("/\\*(?s:.*?)\\*/", ""));
        while (m.find()) {
            Matcher w = WIDTH.matcher(m.group(2));
            if (!w.find()) {
                continue;
            }
            double width = Double.parseDouble(w.group(1));
            for (String selector : m.group(1).split(",")) {
                String first = selector.strip().split("[\\s.]")[selector.strip().startsWith(".") ? 1 : 0];
                if (selector.contains("on-table")) {
                    continue;
                }
                String cls = first.replaceFirst("-core$", "");
                widths.merge(cls, width, Math::max);
            }
        }
    }

    static Strokes of(Path css) throws IOException {
        return new Strokes(Files.readString(css));
    }

    static Strokes map() {
        try {
            return of(Path.of("templates/map.css"));
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** Half the widest stroke of the class ({@code t-river}, {@code order}, {@code zone}...), 0 when the sheet strokes none. */
    double half(String cls) {
        return widths.getOrDefault(cls, 0.0) / 2;
    }
}

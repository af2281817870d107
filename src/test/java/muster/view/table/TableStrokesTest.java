package muster.view.table;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A table sheet draws each line the legend shows by its marks as the game master's map does: the same dashes in the same
 * proportion to the line's width, only larger (at 8cd6a0e a sheet's trench was dotted black where the map's is a solid brown
 * line, its wire a comb where the map's is a thick black bar, its deployment zones pale solid bands where the legend shows
 * dashes). Read from templates/map.css, each element's classes cascaded by specificity and then order.
 */
class TableStrokesTest {

    private static final Pattern RULE = Pattern.compile("([^{}]+)\\{([^}]*)}");

    @ParameterizedTest
    @ValueSource(strings = {"t-trench", "t-barbed-wire", "t-barbed-wire-core", "zone side-a", "zone side-b", "zone side-c", "zone",
            "t-wall", "t-track"})
    void aSheetDrawsTheMapsMarksLarger(String classes) throws IOException {
        String css = Files.readString(Path.of("templates/map.css")).replaceAll("/\\*(?s:.*?)\\*/", "");
        Map<String, String> map = style(css, Set.of(classes.split(" ")));
        Set<String> onTable = new java.util.HashSet<>(Set.of(classes.split(" ")));
        onTable.add("on-table");
        Map<String, String> table = style(css, onTable);
        assertEquals(stroke(map), stroke(table), classes + ": map " + map + ", sheet " + table);
        assertEquals(shape(map), shape(table), classes + ": map " + map + ", sheet " + table);
    }

    /** The stroke's colour. */
    private static String stroke(Map<String, String> style) {
        return style.get("stroke");
    }

    /** The dashes as fractions of the line's width, "solid" when it has none. */
    private static String shape(Map<String, String> style) {
        String dash = style.getOrDefault("stroke-dasharray", "none");
        if (dash.equals("none")) {
            return "solid";
        }
        double width = Double.parseDouble(style.get("stroke-width"));
        return Arrays.stream(dash.split("\\s+")).map(d -> String.format("%.2f", Double.parseDouble(d) / width)).toList().toString();
    }

    /** The declarations an element of {@code classes} takes from the sheet's rules of classes alone. */
    private static Map<String, String> style(String css, Set<String> classes) {
        record Hit(int specificity, int order, String body) {
        }
        List<Hit> hits = new ArrayList<>();
        Matcher m = RULE.matcher(css);
        for (int order = 0; m.find(); order++) {
            for (String selector : m.group(1).split(",")) {
                String s = selector.strip();
                if (!s.startsWith(".") || s.contains(" ")) {
                    continue;
                }
                List<String> need = Arrays.stream(s.substring(1).split("\\.")).toList();
                if (classes.containsAll(need)) {
                    hits.add(new Hit(need.size(), order, m.group(2)));
                }
            }
        }
        Map<String, String> out = new HashMap<>();
        hits.stream().sorted(Comparator.comparingInt(Hit::specificity).thenComparingInt(Hit::order)).forEach(h -> {
            for (String d : h.body().split(";")) {
                int colon = d.indexOf(':');
                if (colon > 0) {
                    out.put(d.substring(0, colon).strip(), d.substring(colon + 1).strip());
                }
            }
        });
        return out;
    }
}

package muster.rules.data;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The values a check found for the placeholders of its message and hint ({unit}, {type}, ...). */
final class Fill {

    private static final Pattern PLACEHOLDER = Pattern.compile("\\{([A-Za-z][A-Za-z-]*)}");

    private final Map<String, String> values = new LinkedHashMap<>();

    static Fill of(String... keysAndValues) {
        Fill f = new Fill();
        for (int i = 0; i + 1 < keysAndValues.length; i += 2) {
            f.values.put(keysAndValues[i], keysAndValues[i + 1]);
        }
        return f;
    }

    Fill with(String key, Object value) {
        values.put(key, String.valueOf(value));
        return this;
    }

    /** Whether each placeholder of {@code when} was filled with the value it names. */
    boolean holds(Map<String, String> when) {
        return when.entrySet().stream().allMatch(e -> e.getValue().equals(values.get(e.getKey())));
    }

    /** The template with each placeholder this check filled replaced; one it did not fill is left as written. */
    String in(String template) {
        Matcher m = PLACEHOLDER.matcher(template);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(out, Matcher.quoteReplacement(values.getOrDefault(m.group(1), m.group())));
        }
        m.appendTail(out);
        return out.toString();
    }

    /** A number of inches or a count as a sheet prints it: 2, not 2.0. */
    static String number(double d) {
        return d == Math.rint(d) && Math.abs(d) < 1e9 ? Long.toString((long) d) : Double.toString(d);
    }
}

package muster.rules;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/** The facts a rule set encodes as the plain maps and lists {@code muster rulesets ID --format json} prints. */
public final class Facts {

    private Facts() {
    }

    /** An ordered map of the keys and values given in turn: {@code of("when", "charging", "modifier", 1)}. */
    public static Map<String, Object> of(Object... keysAndValues) {
        if (keysAndValues.length % 2 != 0) {
            throw new IllegalArgumentException("a key without a value");
        }
        Map<String, Object> m = new LinkedHashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            m.put((String) keysAndValues[i], keysAndValues[i + 1]);
        }
        return m;
    }

    /** The facts of each item, in order. */
    public static <T> List<Map<String, Object>> each(List<T> items, Function<T, Map<String, Object>> facts) {
        return items.stream().map(facts).toList();
    }

    public static <T> List<Map<String, Object>> each(T[] items, Function<T, Map<String, Object>> facts) {
        return each(List.of(items), facts);
    }
}

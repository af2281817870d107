package muster.rules;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import muster.scenario.Scenario;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;

/**
 * A rule set's house readings, kept as prose in {@code readings.yaml} beside its classes: a list of
 * {@code topic}, {@code text}, where a sheet applies the reading its {@code phrases}, and where it
 * bears only on some scenarios the words of the vocabulary it is {@code when}, in the order the
 * quick-reference chart prints them.
 */
public final class HouseReadings {

    static final String FILE = "readings.yaml";
    private static final Set<String> KEYS = Set.of("topic", "text", "phrases", "when");

    private HouseReadings() {
    }

    /** The readings in the {@code readings.yaml} of {@code module}'s package; fails on a missing or malformed file. */
    public static List<HouseReading> of(Class<?> module) {
        String where = module.getPackageName().replace('.', '/') + "/" + FILE;
        try (InputStream in = module.getResourceAsStream(FILE)) {
            if (in == null) {
                throw new IllegalStateException("no " + where);
            }
            return read(new Yaml(new SafeConstructor(new LoaderOptions())).load(in), where);
        } catch (IOException e) {
            throw new UncheckedIOException(where, e);
        }
    }

    /** The reading on {@code topic}; fails if there is none. */
    public static HouseReading on(List<HouseReading> readings, String topic) {
        return readings.stream().filter(r -> r.topic().equals(topic)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no house reading on '" + topic + "'"));
    }

    private static List<HouseReading> read(Object yaml, String where) {
        if (!(yaml instanceof List<?> items)) {
            throw new IllegalStateException(where + ": expected a list of readings");
        }
        List<HouseReading> out = new ArrayList<>();
        for (Object item : items) {
            if (!(item instanceof Map<?, ?> m) || !KEYS.containsAll(m.keySet()) || !(m.get("topic") instanceof String topic)
                    || !(m.get("text") instanceof String text)) {
                throw new IllegalStateException(where + ": a reading is a topic, a text and perhaps phrases, not " + item);
            }
            out.add(new HouseReading(topic, text, words(m.get("phrases"), where), words(m.get("when"), where)));
        }
        return List.copyOf(out);
    }

    /** The readings that bear on {@code scenario}, in their order. */
    public static List<HouseReading> concerning(List<HouseReading> readings, Scenario scenario) {
        return readings.stream().filter(r -> r.concerns(scenario)).toList();
    }

    private static List<String> words(Object yaml, String where) {
        if (yaml == null) {
            return List.of();
        }
        if (!(yaml instanceof List<?> list) || !list.stream().allMatch(String.class::isInstance)) {
            throw new IllegalStateException(where + ": phrases and when are lists of texts, not " + yaml);
        }
        return list.stream().map(String.class::cast).toList();
    }
}

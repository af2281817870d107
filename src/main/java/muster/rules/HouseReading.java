package muster.rules;

import java.util.List;
import java.util.Map;

/**
 * How muster reads a rule text where it is silent or unclear: a topic, the reading printed among
 * the house interpretations, and the {@code phrases} a sheet prints where it applies the
 * reading. A sheet that prints those words must have the reading listed and printed
 * in the game master's appendix; ReadingsListedTest holds every printed sheet to that.
 */
public record HouseReading(String topic, String text, List<String> phrases) {

    public HouseReading {
        phrases = List.copyOf(phrases);
    }

    public HouseReading(String topic, String text) {
        this(topic, text, List.of());
    }

    /** The same reading, known on the sheets by these phrases (each printed, word for word, where it is applied). */
    public HouseReading appliedAs(String... words) {
        return new HouseReading(topic, text, List.of(words));
    }

    /** The reading as {@code muster rulesets ID --format json} prints it: its topic and text. */
    public Map<String, Object> facts() {
        return Facts.of("topic", topic, "text", text);
    }

    /** The facts of each reading, in order. */
    public static List<Map<String, Object>> facts(List<HouseReading> readings) {
        return Facts.each(readings, HouseReading::facts);
    }
}

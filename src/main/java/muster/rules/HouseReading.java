package muster.rules;

import com.fasterxml.jackson.annotation.JsonIgnore;
import java.util.List;
import muster.scenario.Scenario;

/**
 * How muster reads a rule text where it is silent or unclear: a topic, the reading printed among
 * the house interpretations, and the {@code phrases} a sheet prints where it applies the reading.
 * A reading {@code when} some words (a terrain kind, a type, a weapon, a tag, an option, a nation, or
 * {@code nation:word} for that nation's units of a type, weapon or tag) is printed only for a scenario
 * that has one of them; with none, for every scenario.
 * A sheet that prints one of them must have the reading listed and printed in the game master's
 * appendix (ReadingsListedTest holds every printed sheet to that). The phrases are muster's
 * bookkeeping, not part of the reading: {@code muster rulesets} prints the topic and text only.
 */
public record HouseReading(String topic, String text, @JsonIgnore List<String> phrases, @JsonIgnore List<String> when) {

    public HouseReading {
        phrases = List.copyOf(phrases);
        when = List.copyOf(when);
    }

    public HouseReading(String topic, String text) {
        this(topic, text, List.of(), List.of());
    }

    /** The same reading, known on the sheets by these phrases (each printed, word for word, where it is applied). */
    public HouseReading appliedAs(String... words) {
        return new HouseReading(topic, text, List.of(words), when);
    }

    /** Whether the reading bears on this scenario: it names no words, or the scenario has one of them. */
    public boolean concerns(Scenario scenario) {
        return when.isEmpty() || when.stream().anyMatch(word -> has(scenario, word));
    }

    /**
     * Whether the scenario has what one word of {@code when} names: a word of the vocabulary it uses, the
     * nation of one of its sides, or ({@code spain:field-artillery}) a unit of that nation's sides of that
     * type, with that weapon or that tag.
     */
    static boolean has(Scenario scenario, String word) {
        int colon = word.indexOf(':');
        if (colon < 0) {
            return scenario.uses(word) || scenario.sides().stream().anyMatch(side -> side.nation().equals(word));
        }
        String nation = word.substring(0, colon);
        String what = word.substring(colon + 1);
        return scenario.sides().stream().filter(side -> side.nation().equals(nation)).flatMap(side -> side.units().stream())
                .anyMatch(u -> u.type().equals(what) || u.weapon().filter(what::equals).isPresent() || u.hasTag(what));
    }
}

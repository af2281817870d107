package muster.scenario;

import java.util.List;
import java.util.Optional;

/**
 * One terrain feature. {@code kind} takes the words of the scenario's rule set; {@code level},
 * {@code form} and {@code crest} describe hills; {@code side} names the army that built a work
 * (wire, trench, emplacement), and {@code hidden} keeps it off the enemy's handout.
 */
public record Terrain(
        String id,
        String kind,
        Optional<String> name,
        Shape shape,
        Optional<Integer> level,
        Optional<String> form,
        List<Point> crest,
        Optional<String> side,
        boolean hidden,
        Spans spans) {

    public Terrain {
        crest = List.copyOf(crest);
    }

    /** The name to print: the given one, or the id made readable. */
    public String displayName() {
        return name.orElseGet(() -> Names.readable(id));
    }
}

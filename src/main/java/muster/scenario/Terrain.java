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

    /** The terrain kinds the scenario format names, whatever the rule set (the design notes' vocabulary). */
    public static final List<String> KINDS = List.of("open", "hill", "woods", "jungle", "rough", "marsh", "field", "town", "building",
            "fort", "road", "track", "railway", "river", "stream", "ford", "bridge", "crossroads", "barbed-wire", "trench", "wall",
            "earthworks", "blockhouse", "artillery-emplacement");

    public Terrain {
        crest = List.copyOf(crest);
    }

    /** This feature as belonging to {@code sideId}. */
    public Terrain withSide(String sideId) {
        return new Terrain(id, kind, name, shape, level, form, crest, Optional.of(sideId), hidden, spans);
    }

    /** The name to print: the given one, or the id made readable. */
    public String displayName() {
        return name.orElseGet(() -> Names.readable(id));
    }
}

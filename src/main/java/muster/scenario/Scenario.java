package muster.scenario;

import java.time.LocalDate;
import java.util.List;
import java.util.Optional;

/** A whole scenario file as loaded: immutable, every value with its source position. */
public record Scenario(
        String id,
        String title,
        Optional<LocalDate> date,
        Optional<String> place,
        String ruleset,
        Optional<String> figureScale,
        int turns,
        String briefing,
        Table table,
        List<Terrain> terrain,
        List<Side> sides,
        List<Target> targets,
        List<Victory> victory,
        List<Note> specialRules,
        String file,
        Spans spans) {

    public Scenario {
        terrain = List.copyOf(terrain);
        sides = List.copyOf(sides);
        targets = List.copyOf(targets);
        victory = List.copyOf(victory);
        specialRules = List.copyOf(specialRules);
    }

    public Optional<Terrain> feature(String id) {
        return terrain.stream().filter(t -> t.id().equals(id)).findFirst();
    }

    public Optional<Side> side(String id) {
        return sides.stream().filter(s -> s.id().equals(id)).findFirst();
    }
}

package muster.scenario;

import java.time.LocalDate;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import muster.source.Span;

/**
 * A whole scenario file as loaded: immutable, every value with its source position. {@code startTime}
 * (the time of day turn 1 begins) and {@code turnMinutes} (how long a turn lasts) extend the design's
 * format; with both, the rosters' turn tracks give each turn's time of day.
 */
public record Scenario(
        String id,
        String title,
        Optional<LocalDate> date,
        Optional<String> place,
        String ruleset,
        Optional<String> figureScale,
        int turns,
        Optional<LocalTime> startTime,
        Optional<Integer> turnMinutes,
        String briefing,
        Optional<String> gmNotes,
        Table table,
        List<Terrain> terrain,
        List<Side> sides,
        List<Target> targets,
        List<Victory> victory,
        List<Note> specialRules,
        List<Option> options,
        String file,
        Spans spans) {

    public Scenario {
        terrain = List.copyOf(terrain);
        sides = List.copyOf(sides);
        targets = List.copyOf(targets);
        victory = List.copyOf(victory);
        specialRules = List.copyOf(specialRules);
        options = List.copyOf(options);
    }

    /** The same scenario with these features, targets, victory conditions and special rules (checking fills in what the file implies). */
    public Scenario with(List<Terrain> terrain, List<Target> targets, List<Victory> victory, List<Note> specialRules) {
        return new Scenario(id, title, date, place, ruleset, figureScale, turns, startTime, turnMinutes, briefing, gmNotes, table, terrain, sides, targets,
                victory, specialRules, options, file, spans);
    }

    /**
     * The scenario as every player may see it: without its hidden units and features. A formation keeps its place (an
     * activation deck still holds its card) though all its units are hidden.
     */
    public Scenario seenByAll() {
        List<Side> open = sides.stream().map(side -> new Side(side.id(), side.name(), side.nation(), side.briefing(), side.hq(),
                side.deploy(), side.formations().stream()
                        .map(f -> new Formation(f.id(), f.name(), f.orders(), f.units().stream().filter(u -> !u.hidden()).toList(), f.spans()))
                        .toList(), side.spans())).toList();
        return new Scenario(id, title, date, place, ruleset, figureScale, turns, startTime, turnMinutes, briefing, gmNotes, table,
                terrain.stream().filter(t -> !t.hidden()).toList(), open, targets, victory, specialRules, options, file, spans);
    }

    /** The time of day turn {@code turn} (1-based) begins, when the scenario gives a start time and a turn's length. */
    public Optional<LocalTime> timeOfTurn(int turn) {
        if (startTime.isEmpty() || turnMinutes.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(startTime.get().plusMinutes((long) (turn - 1) * turnMinutes.get()));
    }

    /** The value of a rule-set option the scenario sets, if it does. */
    public Optional<Option> option(String key) {
        return options.stream().filter(o -> o.key().equals(key)).findFirst();
    }

    public Optional<Terrain> feature(String id) {
        return terrain.stream().filter(t -> t.id().equals(id)).findFirst();
    }

    /** Whether some feature of the table is of this kind. */
    public boolean hasKind(String kind) {
        return terrain.stream().anyMatch(t -> t.kind().equals(kind));
    }

    /** Whether the scenario uses this word of its rule set's vocabulary: as a terrain kind, a unit's type, weapon or tag, or an option. */
    public boolean uses(String word) {
        return hasKind(word) || option(word).isPresent() || sides.stream().flatMap(s -> s.units().stream())
                .anyMatch(u -> u.type().equals(word) || u.weapon().filter(word::equals).isPresent() || u.tags().contains(word));
    }

    public Optional<Side> side(String id) {
        return sides.stream().filter(s -> s.id().equals(id)).findFirst();
    }

    /** Where the file gives a value the loader refused and left out, in any of its mappings. */
    public Set<Span> leftOut() {
        List<Spans> all = new ArrayList<>(List.of(spans, table.spans()));
        terrain.forEach(t -> all.add(t.spans()));
        for (Side s : sides) {
            all.add(s.spans());
            s.hq().ifPresent(h -> all.add(h.spans()));
            s.deploy().ifPresent(z -> all.add(z.spans()));
            for (Formation f : s.formations()) {
                all.add(f.spans());
                f.orders().ifPresent(o -> all.add(o.spans()));
                f.units().forEach(u -> all.add(u.spans()));
            }
        }
        targets.forEach(t -> all.add(t.spans()));
        victory.forEach(v -> all.add(v.spans()));
        specialRules.forEach(n -> all.add(n.spans()));
        return all.stream().flatMap(x -> x.leftOutSpans().stream()).collect(Collectors.toUnmodifiableSet());
    }
}

package muster.scenario;

import java.util.List;
import java.util.Optional;

/**
 * A unit as the scenario places it. {@code count} is what the rule set counts (bases, stands or
 * figures); {@code men} is an optional real strength the rule set may turn into a count.
 */
public record Unit(
        String id,
        Optional<String> name,
        String type,
        Optional<String> weapon,
        Optional<Integer> count,
        Optional<Integer> men,
        Optional<Point> at,
        Optional<Double> facing,
        List<String> tags,
        boolean hidden,
        Optional<String> shortLabel,
        Optional<String> aboard,
        Spans spans) {

    public Unit {
        tags = List.copyOf(tags);
    }

    public boolean hasTag(String tag) {
        return tags.contains(tag);
    }

    public String displayName() {
        return name.orElseGet(() -> Names.readable(id));
    }
}

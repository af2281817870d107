package muster.scenario.rulefile;

import java.time.LocalDate;
import java.util.List;
import java.util.Optional;
import muster.source.Span;

/**
 * How a unit of one type may be made up: how many its {@code count} may be (and whether it must
 * give one), the weapons it may carry, the tags it may and must carry, the ground it may not
 * stand on, the nations that field it (every nation when not given; none when given as an empty
 * list) and the dates between which it is fielded.
 */
public record Organisation(String type, Optional<CountRange> count, List<String> weapons, List<String> tags, List<String> requiredTags,
        List<String> notOn, Optional<List<String>> nations, Optional<LocalDate> from, Optional<LocalDate> until, Span span) {

    public Organisation {
        weapons = List.copyOf(weapons);
        tags = List.copyOf(tags);
        requiredTags = List.copyOf(requiredTags);
        notOn = List.copyOf(notOn);
        nations = nations.map(List::copyOf);
    }

    /** A unit's count from {@code min} to {@code max}; {@code required}: the unit must give it. */
    public record CountRange(int min, int max, boolean required, Span span) {
    }
}

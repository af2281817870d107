package muster.render.svg;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** Collects non-fatal problems (skipped elements, substituted glyphs), de-duplicated, in first-seen order. */
final class Warnings {

    private final Set<String> messages = new LinkedHashSet<>();
    private int dropped;

    void add(String message) {
        if (messages.size() < SvgLimits.MAX_WARNINGS) {
            messages.add(message);
        } else if (!messages.contains(message)) {
            dropped++;
        }
    }

    List<String> toList() {
        List<String> list = new ArrayList<>(messages);
        if (dropped > 0) {
            list.add(dropped + " further warnings not shown");
        }
        return List.copyOf(list);
    }
}

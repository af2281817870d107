package muster.scenario;

import java.util.List;
import java.util.Optional;

/** A brigade (or whatever the rule set groups units into), with its standing order. */
public record Formation(String id, Optional<String> name, Optional<Orders> orders, List<Unit> units, Spans spans) {

    public Formation {
        units = List.copyOf(units);
    }

    public String displayName() {
        return name.orElseGet(() -> Names.readable(id));
    }
}

package muster.rulesets.mexicanrevolution;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import muster.scenario.Option;
import muster.scenario.Scenario;
import muster.scenario.Side;

/**
 * Orders and who may change them. Every unit starts with an order tied to the ground; a general
 * within {@link #ORDER_RADIUS_INCHES} may change it, and so may a general with telegraph access
 * when the scenario grants it through the {@code telegraph} option: {@code true} for every side,
 * {@code false} for none, or the id of the one side that has it.
 */
public final class Command {

    public static final int ORDER_RADIUS_INCHES = 18;
    public static final String TELEGRAPH = "telegraph";
    public static final List<String> ORDER_TYPES = List.of("attack", "defend", "withdraw", "counter-march");

    private Command() {
    }

    /** What a value of the telegraph option means, if it is one the rule set knows. */
    public enum Telegraph { NONE, ALL, ONE_SIDE }

    public static Optional<Telegraph> telegraph(Option option, Scenario scenario) {
        String v = option.value().trim().toLowerCase(Locale.ROOT);
        if (List.of("true", "yes", "on").contains(v)) {
            return Optional.of(Telegraph.ALL);
        }
        if (List.of("false", "no", "off").contains(v)) {
            return Optional.of(Telegraph.NONE);
        }
        return scenario.side(option.value().trim()).isPresent() ? Optional.of(Telegraph.ONE_SIDE) : Optional.empty();
    }

    /** Whether the generals of {@code side} may change orders by telegraph in this scenario. */
    public static boolean hasTelegraph(Scenario scenario, Side side) {
        Optional<Option> o = scenario.option(TELEGRAPH);
        if (o.isEmpty()) {
            return false;
        }
        return telegraph(o.get(), scenario).map(t -> t == Telegraph.ALL
                || t == Telegraph.ONE_SIDE && o.get().value().trim().equals(side.id())).orElse(false);
    }
}

package muster.view;

import muster.scenario.Orders;
import muster.scenario.Scenario;

/** A standing order in words a player reads at a glance: "Attack Kettle Hill from turn 3". */
public final class OrderWords {

    private OrderWords() {
    }

    public static String describe(Scenario scenario, Orders o) {
        String verb = switch (o.type()) {
            case "attack" -> "Attack";
            case "defend" -> "Defend";
            case "withdraw" -> "Withdraw to";
            case "counter-march" -> "Counter-march to";
            default -> o.type();
        };
        String target = o.objective().flatMap(scenario::feature).map(t -> t.displayName()).orElse(o.objective().orElse(""));
        return verb + " " + target + o.fromTurn().map(t -> " from turn " + t).orElse("");
    }

    /**
     * The order after the formation's name on the map, as given: "1st Brigade (Hawkins): attack". An order, not a verb that
     * agrees with its name, so "Guerrilla marksmen" and "Village, church and blockhouses" read right too.
     */
    public static String given(String type) {
        return switch (type) {
            case "attack", "defend", "withdraw", "counter-march" -> type;
            default -> Words.plain(type);
        };
    }
}

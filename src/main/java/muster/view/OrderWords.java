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

    /** The order as what the formation does, after its name on the map: "attacks", "defends", "withdraws". */
    public static String doing(String type) {
        return switch (type) {
            case "attack" -> "attacks";
            case "defend" -> "defends";
            case "withdraw" -> "withdraws";
            case "counter-march" -> "counter-marches";
            default -> Words.plain(type);
        };
    }
}

package muster.rulesets.mexicanrevolution;

import java.util.List;

/** The order of play muster prints (house reading "Order of play": the seed does not list one). */
public final class TurnSequence {

    public static final List<String> STEPS = List.of(
            "Morale: every unit that lost a figure last turn rolls 2D6.",
            "Orders: a general within 18\" of a unit (or with telegraph access) may change its order.",
            "Actions: the sides take turns one unit at a time, the attacker first. Each figure of the acting unit moves or "
                    + "fires; figures in base contact fight instead. A train acts as a unit of its own, apart from its riders.",
            "Close combat: every figure in contact rolls one die, both sides at once.",
            "Fire spreads: each square touching a burning square of a building rolls.",
            "End of turn: infantry and crew figures that moved (and did not fire or serve a gun) may go prone.");

    private TurnSequence() {
    }
}

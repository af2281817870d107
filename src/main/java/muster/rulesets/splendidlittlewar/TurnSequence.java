package muster.rulesets.splendidlittlewar;

import java.util.List;

/** The order of a turn, step by step, in muster's words. */
public final class TurnSequence {

    public static final List<String> STEPS = List.of(
            "Shuffle every brigade card and both bonus cards into one deck.",
            "Turn cards one at a time, the players taking turns. The brigade named moves: each unit up to 6\", "
                    + "infantry may charge, routing units test to rally.",
            "A bonus card lets a brigade of its side that has moved this turn move once more; units that reached the "
                    + "enemy on their first move stay where they are. Turned as the first card, it instead pins one enemy brigade.",
            "When the deck is out, every gun and machine gun fires at once; then units that lost a stand test morale.",
            "Then every infantry unit fires at once (charged units only at their charger, chargers not at all); "
                    + "units that lost a stand test morale.",
            "Fight every hand-to-hand combat: losers rout.",
            "Begin the next turn.");

    private TurnSequence() {
    }
}

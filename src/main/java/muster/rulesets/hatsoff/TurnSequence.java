package muster.rulesets.hatsoff;

import java.util.List;

/** The seed's sequence of play: both sides act at once in each phase. */
public final class TurnSequence {

    public static final List<String> PHASES = List.of(
            "Write orders for every unit on the roster",
            "Commanders and couriers move",
            "Facing changes, reforming, flank marches",
            "Charges move",
            "All other moves",
            "Fire (every unit once, after movement)",
            "Morale tests, with the moves they call for",
            "Melees",
            "Finish routs; rally");

    private TurnSequence() {
    }
}

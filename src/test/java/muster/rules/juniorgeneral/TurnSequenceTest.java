package muster.rules.juniorgeneral;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Seed 003's turn: Spanish artillery, move, shoot, unpin, melee; then US shoot, move, unpin, melee. */
class TurnSequenceTest {

    @Test
    void nineStepsInTheSeedsOrder() {
        assertEquals(List.of("Spanish artillery", "Spanish move", "Spanish shoot", "Spanish unpin", "Melee", "US shoot", "US move",
                "US unpin", "Melee"), TurnSequence.PHASES.stream().map(TurnSequence.Phase::name).toList());
        for (int i = 0; i < TurnSequence.PHASES.size(); i++) {
            assertEquals(i + 1, TurnSequence.PHASES.get(i).number());
        }
    }

    @Test
    void spainActsFirstAndAmericansShootBeforeTheyMove() {
        // The seed lists the Spanish half first; in the American half shooting comes before moving.
        assertEquals(Figures.SPAIN, TurnSequence.PHASES.get(0).side());
        assertEquals(Figures.US, TurnSequence.PHASES.get(5).side());
        assertEquals("US shoot", TurnSequence.PHASES.get(5).name());
        assertEquals("US move", TurnSequence.PHASES.get(6).name());
    }
}

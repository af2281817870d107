package muster.rulesets.juniorgeneral;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Seed 003's turn: the Spanish half (guns, then moving, shooting, unpinning, melee), then the American half. */
class TurnSequenceTest {

    @Test
    void nineStepsInTheSeedsOrder() {
        List<String> names = TurnSequence.PHASES.stream().map(TurnSequence.Phase::name).toList();
        assertEquals(9, names.size());
        // checked one by one, in the seed's order
        assertEquals("Spanish artillery", names.get(0));
        assertEquals("Spanish move", names.get(1));
        assertEquals("Spanish shoot", names.get(2));
        assertEquals("Spanish unpin", names.get(3));
        assertEquals("Melee", names.get(4));
        assertEquals(List.of("US shoot", "US move", "US unpin", "Melee"), names.subList(5, 9), "the American half");
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

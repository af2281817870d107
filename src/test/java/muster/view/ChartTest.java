package muster.view;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class ChartTest {

    @Test
    void anInterpretationsTextStartsASentenceAfterItsTopic() {
        assertEquals("The -10% counts full tenths.", new Chart.Note("Morale and losses", "the -10% counts full tenths.").text());
        assertEquals("", new Chart.Note("Empty", "").text());
    }
}

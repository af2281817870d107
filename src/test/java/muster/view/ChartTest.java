package muster.view;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class ChartTest {

    @Test
    void anInterpretationsTextStartsASentenceAfterItsTopic() {
        assertEquals("The -10% counts full tenths.", new Chart.Note("Morale and losses", "the -10% counts full tenths.").text());
        assertEquals("", new Chart.Note("Empty", "").text());
    }

    @Test
    void terrainRowsThatSayTheSameAreOneRowNamingEachKind() {
        List<List<String>> rows = List.of(List.of("hill", "none", "normal"), List.of("road", "none", "fast"),
                List.of("track", "none", "fast"), List.of("woods", "cover", "rough"), List.of("crossroads", "none", "fast"));
        assertEquals(List.of(List.of("hill", "none", "normal"), List.of("road, track, crossroads", "none", "fast"),
                List.of("woods", "cover", "rough")), Chart.Table.alikeJoined(rows));
    }
}

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

    @Test
    void equalNeighboursAfterARowsNameAreOneCellSpanningTheirColumns() {
        Chart.Table t = new Chart.Table(List.of("Weapon", "Range", "Open", "Long", "Prone", "Hard"),
                List.of(List.of("Mauser", "18\"", "5-6 (33%)", "6 (17%)", "6 (17%)", "6 (17%)"),
                        List.of("Artillery", "48\"", "4-6 (50%)", "—", "5-6 (33%)", "6 (17%)"),
                        List.of("6 (17%)", "6 (17%)", "", "", "x", "x")), "");
        assertEquals(List.of(new Chart.Cell("Mauser", 1), new Chart.Cell("18\"", 1), new Chart.Cell("5-6 (33%)", 1), new Chart.Cell("6 (17%)", 3)),
                t.cells().get(0));
        assertEquals(6, t.cells().get(1).size(), "no two neighbours alike");
        // a row's name stands alone, blank cells are not joined, and two alike stay two
        assertEquals(List.of(new Chart.Cell("6 (17%)", 1), new Chart.Cell("6 (17%)", 1), new Chart.Cell("", 1), new Chart.Cell("", 1),
                new Chart.Cell("x", 1), new Chart.Cell("x", 1)), t.cells().get(2));
    }

    @Test
    void chancesAloneStayInTheirOwnColumns() {
        // El Caney's appendix at 42792e0 joined "10%" under three morale results, read as 10% in all
        Chart.Table t = new Chart.Table(List.of("Morale", "Suppressed", "Withdraws", "Disordered", "Routs"),
                List.of(List.of("70%", "10%", "10%", "10%", "0%")), "");
        assertEquals(5, t.cells().get(0).size());
    }
}

package muster.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A scenario's files start in an order that lets the handouts find the player aid laid out by the game master's pack. */
class StartOrderTest {

    private static Map<String, Pipeline.Job> jobs(String... names) {
        Map<String, Pipeline.Job> jobs = new LinkedHashMap<>();
        for (String name : names) {
            jobs.put(name, () -> null);
        }
        return jobs;
    }

    @Test
    void thePackFirstThenTheFilesWithoutAnAidThenTheHandouts() {
        assertEquals(List.of("x-gm.pdf", "x-table.pdf", "x-kit.pdf", "x-us.pdf", "x-spain.pdf", "x-map.png"),
                Pipeline.startOrder(jobs("x-gm.pdf", "x-us.pdf", "x-spain.pdf", "x-table.pdf", "x-kit.pdf", "x-map.png")));
    }

    @Test
    void handoutsAloneKeepTheirOrder() {
        assertEquals(List.of("x-us.pdf", "x-spain.pdf"), Pipeline.startOrder(jobs("x-us.pdf", "x-spain.pdf")));
    }
}

package muster.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A rule set's readings come from the readings.yaml beside its class, word for word and in order. */
class HouseReadingsTest {

    @Test
    void aReadingIsFoundByItsTopicAndOnlyByIt() {
        List<HouseReading> readings = List.of(new HouseReading("Fire arc", "45° either side.").appliedAs("each side of front"),
                new HouseReading("Figure scale", "As written."));
        assertEquals(List.of("each side of front"), HouseReadings.on(readings, "Fire arc").phrases());
        assertThrows(IllegalArgumentException.class, () -> HouseReadings.on(readings, "Fire Arc"));
    }

    @Test
    void aPackageWithoutReadingsIsAnError() {
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> HouseReadings.of(HouseReadingsTest.class));
        assertTrue(e.getMessage().contains("muster/rules/readings.yaml"), e.getMessage());
    }
}

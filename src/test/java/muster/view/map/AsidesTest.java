package muster.view.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import muster.rulesets.Checks;
import muster.scenario.load.ScenarioLoader;
import muster.view.Documents;
import muster.view.Paper;
import muster.view.Views;
import org.junit.jupiter.api.Test;

/** A crowded map tries a name's shorter wording, without its aside or by its aside alone, before it sends the name to the key. */
class AsidesTest {

    @Test
    void aNameWithoutItsAside() {
        assertEquals(Optional.of("San Juan ford"), Asides.without("San Juan ford (the bloody ford)"));
        assertEquals(Optional.of("San Juan Heights, level 2"), Asides.without("San Juan Heights (northern ridge), level 2"));
        assertEquals(Optional.empty(), Asides.without("Fork of the trail"));
        assertEquals(Optional.empty(), Asides.without("(northern ridge)"));
    }

    @Test
    void aBrigadeByItsBrigadier() {
        assertEquals(Optional.of("Carroll"), Asides.alone("1st Brigade (Carroll)"));
        assertEquals(Optional.empty(), Asides.alone("San Juan Heights (northern ridge), level 2"));
        assertEquals(Optional.empty(), Asides.alone("Cuban insurgents"));
    }

    @Test
    void sanJuansAmericanMapNamesCarrollsOrderRatherThanKeyingIt() {
        // at 42792e0 the US handout's map keyed "1st Brigade (Carroll): attack" and "3rd Brigade (Wikoff): attack" as 4 and 7
        Path file = Path.of("scenarios/san-juan-heights.yaml");
        Documents d = Views.documents(Checks.checked(ScenarioLoader.load(file, file.toString()).scenario().orElseThrow()), Paper.LETTER);
        MapView us = d.handout("us").map();
        List<String> keyed = us.captions().key().stream().map(MapView.KeyEntry::text).toList();
        assertFalse(keyed.contains("1st Brigade (Carroll): attack"), keyed.toString());
        List<String> words = PlacementTest.labels(us).stream().map(l -> (MapView.Words) l[0])
                .map(w -> String.join(" ", w.lines().stream().map(MapView.TextLine::text).toList())).toList();
        // the whole wording, where the placer finds it a place, names the order as well as the shorter one
        assertTrue(words.contains("Carroll: attack") || words.contains("1st Brigade (Carroll): attack"), words.toString());
    }
}

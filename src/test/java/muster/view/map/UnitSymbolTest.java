package muster.view.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import muster.view.kit.KitContent.Symbol;
import org.junit.jupiter.api.Test;

/** Unit signs are chosen once in view code and drawn by both the map and the kit's counters. */
class UnitSymbolTest {

    @Test
    void engineersByAnyOfTheirNamesGetTheEngineersSign() {
        for (String type : new String[] {"engineers", "engineer", "sappers", "sapper", "pioneers", "pioneer", "zapadores"}) {
            assertEquals(Symbol.ENGINEERS, Symbol.of(type), type);
        }
        assertEquals(Symbol.INFANTRY, Symbol.of("infantry"));
        assertEquals(Symbol.NONE, Symbol.of("balloon"));
    }

    @Test
    void everySignIsDrawnOnTheMapAndOnTheCounters() throws Exception {
        String map = Files.readString(Path.of("templates/map.svg.ftlx"));
        String kit = Files.readString(Path.of("templates/kit-page.svg.ftlx"));
        for (Symbol s : Symbol.values()) {
            if (s == Symbol.NONE || s == Symbol.CREW) {
                continue;
            }
            assertTrue(map.contains("u.symbol == \"" + s.word() + "\""), "the map draws no " + s.word() + " sign");
            assertTrue(kit.contains("c.symbol.kind == \"" + s.word() + "\""), "the kit draws no " + s.word() + " sign");
        }
    }

    /** A pre-spotted target under a column of units was lost (San Juan's T1 at the ford): its ring is drawn over them. */
    @Test
    void aTargetsRingIsDrawnOverTheUnitsOnIt() throws Exception {
        String map = Files.readString(Path.of("templates/map.svg.ftlx"));
        int ring = map.indexOf("<use href=\"#sym-target\"");
        assertTrue(ring > map.lastIndexOf("<#list map.pieces.units as u>"), "the target's ring is drawn before the units");
    }
}

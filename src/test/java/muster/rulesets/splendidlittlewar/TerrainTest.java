package muster.rulesets.splendidlittlewar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import muster.scenario.Point;
import muster.scenario.Scenario;
import muster.scenario.Terrain;
import org.junit.jupiter.api.Test;

/** Terrain effects, where the rough ground is, and what cover does, against seed 001 and its interpretations. */
class TerrainTest {

    @Test
    void roughKindsAndCover() {
        // Interpretation ROUGH: woods, jungle, rough ground and marsh are rough (the seed names only jungle).
        assertEquals(List.of("woods", "jungle", "rough", "marsh"), TerrainKinds.roughAreas());
        // Seed: roads matter only through jungle; tracks count as roads (interpretation ROUGH).
        assertTrue(TerrainKinds.isRoad("road") && TerrainKinds.isRoad("track") && TerrainKinds.isRoad("bridge"));
        assertFalse(TerrainKinds.isRoad("railway"));
        // Interpretation COVER: jungle and works are cover; hills, fields and marsh are not.
        assertTrue(TerrainKinds.cover().containsAll(List.of("jungle", "woods", "town", "building", "blockhouse", "trench", "earthworks")));
        assertFalse(TerrainKinds.cover().contains("hill") || TerrainKinds.cover().contains("field") || TerrainKinds.cover().contains("marsh"));
    }

    @Test
    void handToHandBonusForWorksAndBuildings() {
        // Seed: +1 for a unit defending earthworks or in a building (interpretation WORKS for the kinds).
        assertEquals(Works.EARTHWORKS, TerrainKinds.of("trench").orElseThrow().works());
        assertEquals(Works.EARTHWORKS, TerrainKinds.of("earthworks").orElseThrow().works());
        assertEquals(Works.BUILDING, TerrainKinds.of("blockhouse").orElseThrow().works());
        assertEquals(Works.BUILDING, TerrainKinds.of("town").orElseThrow().works());
        assertEquals(Works.NONE, TerrainKinds.of("jungle").orElseThrow().works());
        assertEquals(1, Works.BUILDING.handToHandBonus());
        assertEquals(0, Works.NONE.handToHandBonus());
        // Seed: one or two small built-up areas: towns and buildings, not blockhouses.
        assertTrue(TerrainKinds.of("town").orElseThrow().builtUp() && TerrainKinds.of("building").orElseThrow().builtUp());
        assertFalse(TerrainKinds.of("blockhouse").orElseThrow().builtUp());
    }

    @Test
    void aRoadThroughJungleCarriesGuns() {
        Scenario s = Scenarios.withTerrain("", """
                  - { id: bush, kind: jungle, outline: [[0,0],[20,0],[20,20],[0,20]] }
                  - { id: trail, kind: track, path: [[10,0],[10,20]] }
                """);
        // Seed: artillery may not enter rough terrain, but roads through jungle let it move.
        assertEquals(Optional.of("bush"), Ground.roughAt(s, Point.of(5, 5)).map(Terrain::id));
        assertEquals(Optional.empty(), Ground.roughAt(s, Point.of(10.9, 5)), "within 1\" of the trail");
        assertEquals(Optional.of("bush"), Ground.roughAt(s, Point.of(11.2, 5)).map(Terrain::id), "1.2\" off the trail");
        assertEquals(Optional.empty(), Ground.roughAt(s, Point.of(30, 5)), "outside the jungle");
        // A line along the trail is clear; one that leaves it into the bush is not.
        assertEquals(Optional.empty(), Ground.firstRough(s, List.of(Point.of(10, 25), Point.of(10, 1))));
        Optional<Ground.Hit> hit = Ground.firstRough(s, List.of(Point.of(30, 5), Point.of(15, 5), Point.of(10, 5)));
        assertEquals("bush", hit.orElseThrow().feature().id());
        assertEquals(1, hit.get().nearestPoint(), "the jungle starts at x = 20, nearer the second point");
    }

    @Test
    void streamsAreCrossedAtFordsOnly() {
        Scenario s = Scenarios.withTerrain("", """
                  - { id: creek, kind: stream, path: [[30,0],[30,48]] }
                  - { id: creek-ford, kind: ford, at: [30, 24] }
                """);
        // Interpretation ROUGH: a stream is rough to cross; guns cross at a ford, bridge or road.
        assertEquals("creek", Ground.firstRough(s, List.of(Point.of(20, 10), Point.of(40, 10))).orElseThrow().feature().id());
        assertEquals(Optional.empty(), Ground.firstRough(s, List.of(Point.of(20, 24), Point.of(40, 24))));
        assertEquals(Optional.empty(), Ground.firstRough(s, List.of(Point.of(20, 10), Point.of(28, 10))), "stops short of it");
    }

    @Test
    void coverProtectsEachNationAsTheSeedSays() {
        Scenario plain = Scenarios.withTerrain("", "  - { id: bush, kind: jungle, outline: [[0,0],[20,0],[20,20],[0,20]] }\n");
        // Seed: US units in cover are fired at but save each hit on 4-6; Spaniards in cover cannot be fired at.
        assertEquals(Protection.SAVE, Protection.of("us", plain));
        assertEquals(Protection.HIDDEN, Protection.of("spain", plain));
        assertEquals(4, Odds.SAVE_FROM);
        // Interpretation SAVES: Cubans and Filipinos save like US units unless the option says hidden.
        assertEquals(Protection.SAVE, Protection.of("cuba", plain));
        Scenario hidden = Scenarios.withTerrain("options:\n  insurgent-cover: hidden\n",
                "  - { id: bush, kind: jungle, outline: [[0,0],[20,0],[20,20],[0,20]] }\n");
        assertEquals(Protection.HIDDEN, Protection.of("cuba", hidden));
        assertEquals(Protection.HIDDEN, Protection.of("philippines", hidden));
        assertEquals(Protection.SAVE, Protection.of("us", hidden), "the option never touches US units");
    }
}

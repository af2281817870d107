package muster.rulesets.sawquickplay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import muster.rules.TerrainShapes;
import org.junit.jupiter.api.Test;

/** Terrain effects: what the seed says, and the house interpretations where it breaks off. */
class TerrainKindsTest {

    @Test
    void theFiveKnownPositionsOfTheSeed() {
        // Seed, spotting: artillery may always treat blockhouses, trenches, artillery emplacements,
        // towns and crossroads as spotted.
        assertTrue(TerrainKinds.knownPositions().containsAll(
                List.of("blockhouse", "trench", "artillery-emplacement", "town", "crossroads")), TerrainKinds.knownPositions().toString());
    }

    @Test
    void theKnownPositionsWidenedByInterpretation() {
        // Interpretation KNOWN_POSITIONS: the seed's "etc." is read as forts, buildings, earthworks, bridges and fords.
        assertEquals(List.of("town", "building", "fort", "ford", "bridge", "crossroads", "trench", "earthworks", "blockhouse",
                "artillery-emplacement"), TerrainKinds.knownPositions());
        for (String open : List.of("open", "hill", "woods", "jungle", "road", "river", "barbed-wire", "wall")) {
            assertFalse(TerrainKinds.knownPositions().contains(open), open);
        }
    }

    @Test
    void hillsBlockSightAndWoodsBlockItOnTheSameLevel() {
        // Seed, line of sight: hills block it; woods and buildings only between units on the same level.
        assertEquals(TerrainKind.Sight.HILL, TerrainKinds.of("hill").orElseThrow().sight());
        assertEquals(TerrainKind.Sight.SAME_LEVEL, TerrainKinds.of("woods").orElseThrow().sight());
        assertEquals(TerrainKind.Sight.SAME_LEVEL, TerrainKinds.of("building").orElseThrow().sight());
    }

    @Test
    void roadsAndTownsMoveDoubleAndWireIsAnObstacle() {
        // Seed, movement: roads double movement and towns count as roads; barbed wire costs the enemy a turn.
        assertEquals(Going.ROAD, TerrainKinds.of("road").orElseThrow().going());
        assertEquals(Going.ROAD, TerrainKinds.of("town").orElseThrow().going());
        assertEquals(Going.OBSTACLE, TerrainKinds.of("barbed-wire").orElseThrow().going());
    }

    @Test
    void coverByInterpretation() {
        // Interpretation TERRAIN: trenches and blockhouses hard cover (-2), woods and towns soft (-1).
        assertEquals(Cover.HARD, TerrainKinds.of("trench").orElseThrow().cover());
        assertEquals(Cover.HARD, TerrainKinds.of("blockhouse").orElseThrow().cover());
        assertEquals(Cover.SOFT, TerrainKinds.of("woods").orElseThrow().cover());
        assertEquals(Cover.SOFT, TerrainKinds.of("town").orElseThrow().cover());
        assertEquals(Cover.NONE, TerrainKinds.of("open").orElseThrow().cover());
        // Seed, fire modifiers: soft cover -1, hard cover -2.
        assertEquals(-1, Cover.SOFT.modifier());
        assertEquals(-2, Cover.HARD.modifier());
    }

    @Test
    void everyKindIsAWordOfTheSharedVocabularyWithAShape() {
        for (TerrainKind k : TerrainKinds.all()) {
            assertFalse(TerrainShapes.forms(k.word()).isEmpty(), k.word());
        }
        assertTrue(TerrainKinds.of("forest").isEmpty());
    }
}

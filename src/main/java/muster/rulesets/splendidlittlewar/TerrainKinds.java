package muster.rulesets.splendidlittlewar;

import java.util.List;
import java.util.Optional;
import muster.rules.Word;

/** The terrain kinds splendid-little-war accepts, with their effects. */
public final class TerrainKinds {

    static final List<TerrainKind> ALL = List.of(
            new TerrainKind("open", "open ground", Going.OPEN, false, Works.NONE, false),
            new TerrainKind("hill", "a hill (no effect on movement or fire)", Going.OPEN, false, Works.NONE, false),
            new TerrainKind("woods", "woods", Going.ROUGH, true, Works.NONE, false),
            new TerrainKind("jungle", "jungle and thick brush", Going.ROUGH, true, Works.NONE, false),
            new TerrainKind("rough", "broken, rocky or scrub-covered ground", Going.ROUGH, false, Works.NONE, false),
            new TerrainKind("marsh", "marsh and swamp", Going.ROUGH, false, Works.NONE, false),
            new TerrainKind("field", "crops, cane or tall grass", Going.OPEN, false, Works.NONE, false),
            new TerrainKind("town", "a small built-up area", Going.OPEN, true, Works.BUILDING, true),
            new TerrainKind("building", "a single building, ranch or farm", Going.OPEN, true, Works.BUILDING, true),
            new TerrainKind("fort", "a fort or walled strongpoint", Going.OPEN, true, Works.EARTHWORKS, false),
            new TerrainKind("road", "a road", Going.ROAD, false, Works.NONE, false),
            new TerrainKind("track", "a track or jungle trail, read as a road", Going.ROAD, false, Works.NONE, false),
            new TerrainKind("river", "a river, crossed only at fords and bridges", Going.IMPASSABLE, false, Works.NONE, false),
            new TerrainKind("stream", "a stream, crossed as rough ground", Going.STREAM, false, Works.NONE, false),
            new TerrainKind("ford", "a ford: crosses a river or stream at normal speed", Going.OPEN, false, Works.NONE, false),
            new TerrainKind("bridge", "a bridge, crossed as a road", Going.ROAD, false, Works.NONE, false),
            new TerrainKind("crossroads", "a crossroads", Going.ROAD, false, Works.NONE, false),
            new TerrainKind("trench", "a trench line", Going.OPEN, true, Works.EARTHWORKS, false),
            new TerrainKind("wall", "a wall, fence or hedge line", Going.OPEN, true, Works.NONE, false),
            new TerrainKind("earthworks", "earthworks, rifle pits and stone breastworks", Going.OPEN, true, Works.EARTHWORKS, false),
            new TerrainKind("blockhouse", "a blockhouse", Going.OPEN, true, Works.BUILDING, false),
            new TerrainKind("artillery-emplacement", "a dug-in gun position", Going.OPEN, true, Works.EARTHWORKS, false));

    private TerrainKinds() {
    }

    public static List<TerrainKind> all() {
        return ALL;
    }

    public static Optional<TerrainKind> of(String word) {
        return Word.find(ALL, word);
    }

    /** Kinds whose area is rough going. */
    public static List<String> roughAreas() {
        return ALL.stream().filter(k -> k.going() == Going.ROUGH).map(TerrainKind::word).toList();
    }

    /** Kinds that are cover. */
    public static List<String> cover() {
        return ALL.stream().filter(TerrainKind::cover).map(TerrainKind::word).toList();
    }

    public static boolean isRoughArea(String word) {
        return of(word).map(k -> k.going() == Going.ROUGH).orElse(false);
    }

    public static boolean isRoad(String word) {
        return of(word).map(k -> k.going() == Going.ROAD).orElse(false);
    }
}

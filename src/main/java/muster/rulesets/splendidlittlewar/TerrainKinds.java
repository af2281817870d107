package muster.rulesets.splendidlittlewar;

import java.util.List;
import java.util.Optional;

/** The terrain kinds splendid-little-war accepts, with their effects. */
public final class TerrainKinds {

    static final List<TerrainKind> ALL = List.of(
            kind("open", "open ground", Going.OPEN, false, Works.NONE, false),
            kind("hill", "a hill (no effect on movement or fire)", Going.OPEN, false, Works.NONE, false),
            kind("woods", "woods", Going.ROUGH, true, Works.NONE, false),
            kind("jungle", "jungle and thick brush", Going.ROUGH, true, Works.NONE, false),
            kind("rough", "broken, rocky or scrub-covered ground", Going.ROUGH, false, Works.NONE, false),
            kind("marsh", "marsh and swamp", Going.ROUGH, false, Works.NONE, false),
            kind("field", "crops, cane or tall grass", Going.OPEN, false, Works.NONE, false),
            kind("town", "a small built-up area", Going.OPEN, true, Works.BUILDING, true),
            kind("building", "a single building, ranch or farm", Going.OPEN, true, Works.BUILDING, true),
            kind("fort", "a fort or walled strongpoint", Going.OPEN, true, Works.EARTHWORKS, false),
            kind("road", "a road", Going.ROAD, false, Works.NONE, false),
            kind("track", "a track or jungle trail, read as a road", Going.ROAD, false, Works.NONE, false),
            kind("river", "a river, crossed only at fords and bridges", Going.IMPASSABLE, false, Works.NONE, false),
            kind("stream", "a stream, crossed as rough ground", Going.STREAM, false, Works.NONE, false),
            kind("ford", "a ford: crosses a river or stream at normal speed", Going.OPEN, false, Works.NONE, false),
            kind("bridge", "a bridge, crossed as a road", Going.ROAD, false, Works.NONE, false),
            kind("crossroads", "a crossroads", Going.ROAD, false, Works.NONE, false),
            kind("trench", "a trench line", Going.OPEN, true, Works.EARTHWORKS, false),
            kind("wall", "a wall, fence or hedge line", Going.OPEN, true, Works.NONE, false),
            kind("earthworks", "earthworks, rifle pits and stone breastworks", Going.OPEN, true, Works.EARTHWORKS, false),
            kind("blockhouse", "a blockhouse", Going.OPEN, true, Works.BUILDING, false),
            kind("artillery-emplacement", "a dug-in gun position", Going.OPEN, true, Works.EARTHWORKS, false));

    private TerrainKinds() {
    }

    private static TerrainKind kind(String word, String meaning, Going going, boolean cover, Works works, boolean builtUp) {
        return new TerrainKind(word, meaning, going, cover, works, builtUp);
    }

    public static List<TerrainKind> all() {
        return ALL;
    }

    public static Optional<TerrainKind> of(String word) {
        return ALL.stream().filter(k -> k.word().equals(word)).findFirst();
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

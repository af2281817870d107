package muster.rulesets.sawquickplay;

import java.util.List;
import java.util.Optional;
import muster.rules.Word;
import muster.rulesets.sawquickplay.TerrainKind.Sight;

/** The terrain kinds saw-quickplay accepts, with their effects on fire, movement and sight. */
public final class TerrainKinds {

    static final List<TerrainKind> ALL = List.of(
            kind("open", "open ground", Cover.NONE, Going.OPEN, Sight.CLEAR, false),
            kind("hill", "a hill of one or more levels, a ridge or a plateau", Cover.NONE, Going.OPEN, Sight.HILL, false),
            kind("woods", "woods", Cover.SOFT, Going.ROUGH, Sight.SAME_LEVEL, false),
            kind("jungle", "jungle and thick brush", Cover.SOFT, Going.ROUGH, Sight.SAME_LEVEL, false),
            kind("rough", "broken, rocky or scrub-covered ground", Cover.NONE, Going.ROUGH, Sight.CLEAR, false),
            kind("marsh", "marsh and swamp", Cover.NONE, Going.ROUGH, Sight.CLEAR, false),
            kind("field", "crops or tall grass", Cover.NONE, Going.OPEN, Sight.CLEAR, false),
            kind("town", "a town or village; moves as a road", Cover.SOFT, Going.ROAD, Sight.SAME_LEVEL, true),
            kind("building", "a single solid building", Cover.HARD, Going.OPEN, Sight.SAME_LEVEL, true),
            kind("fort", "a fort or walled strongpoint", Cover.HARD, Going.OPEN, Sight.SAME_LEVEL, true),
            kind("road", "a road", Cover.NONE, Going.ROAD, Sight.CLEAR, false),
            kind("track", "a track or jungle trail", Cover.NONE, Going.TRACK, Sight.CLEAR, false),
            kind("railway", "a railway line, crossed and followed as a track", Cover.NONE, Going.TRACK, Sight.CLEAR, false),
            kind("river", "a river, crossed only at fords and bridges", Cover.NONE, Going.IMPASSABLE, Sight.CLEAR, false),
            kind("stream", "a stream, crossed as rough ground", Cover.NONE, Going.ROUGH, Sight.CLEAR, false),
            kind("ford", "a ford, crossed as rough ground", Cover.NONE, Going.ROUGH, Sight.CLEAR, true),
            kind("bridge", "a bridge, crossed as a road", Cover.NONE, Going.ROAD, Sight.CLEAR, true),
            kind("crossroads", "a crossroads", Cover.NONE, Going.ROAD, Sight.CLEAR, true),
            kind("barbed-wire", "barbed wire: a whole turn to cross for the enemy, 1\" for its own side", Cover.NONE, Going.OBSTACLE,
                    Sight.CLEAR, false),
            kind("trench", "a trench line", Cover.HARD, Going.OPEN, Sight.CLEAR, true),
            kind("wall", "a wall, fence or hedge line", Cover.SOFT, Going.OPEN, Sight.CLEAR, false),
            kind("earthworks", "earthworks and breastworks", Cover.HARD, Going.OPEN, Sight.CLEAR, true),
            kind("blockhouse", "a blockhouse", Cover.HARD, Going.OPEN, Sight.SAME_LEVEL, true),
            kind("artillery-emplacement", "a dug-in gun position", Cover.HARD, Going.OPEN, Sight.CLEAR, true));

    private TerrainKinds() {
    }

    private static TerrainKind kind(String word, String meaning, Cover cover, Going going, Sight sight, boolean known) {
        return new TerrainKind(word, meaning, cover, going, sight, known);
    }

    public static List<TerrainKind> all() {
        return ALL;
    }

    public static Optional<TerrainKind> of(String word) {
        return Word.find(ALL, word);
    }

    /** Known positions artillery may always treat as spotted (seed), widened by interpretation. */
    public static List<String> knownPositions() {
        return ALL.stream().filter(TerrainKind::knownPosition).map(TerrainKind::word).toList();
    }
}

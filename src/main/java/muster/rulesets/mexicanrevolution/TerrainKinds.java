package muster.rulesets.mexicanrevolution;

import java.util.List;
import java.util.Optional;
import muster.rules.Word;

/** The terrain kinds mexican-revolution accepts, with their effects on fire, movement and sight. */
public final class TerrainKinds {

    static final List<TerrainKind> ALL = List.of(
            new TerrainKind("open", "open ground, the most of Mexico", Cover.NONE, Going.OPEN, false),
            new TerrainKind("hill", "a hill", Cover.NONE, Going.OPEN, true),
            new TerrainKind("woods", "woods or a thick mesquite grove", Cover.COVER, Going.ROUGH, true),
            new TerrainKind("rough", "broken ground with scattered bushes and rocks (one-figure cover)", Cover.COVER, Going.ROUGH,
                    false),
            new TerrainKind("marsh", "marsh", Cover.NONE, Going.ROUGH, false),
            new TerrainKind("field", "crops, cotton or pasture", Cover.NONE, Going.OPEN, false),
            new TerrainKind("town", "streets and yards of a town", Cover.COVER, Going.OPEN, true),
            new TerrainKind("building", "a building, gridded in 1\" squares that can burn", Cover.HARD, Going.ROUGH, true),
            new TerrainKind("fort", "a fort or fortín", Cover.HARD, Going.OPEN, true),
            new TerrainKind("road", "a road", Cover.NONE, Going.OPEN, false),
            new TerrainKind("track", "a track", Cover.NONE, Going.OPEN, false),
            new TerrainKind("railway", "a railway line, the only ground trains move on", Cover.NONE, Going.OPEN, false),
            new TerrainKind("river", "a river", Cover.NONE, Going.IMPASSABLE, false),
            new TerrainKind("stream", "a stream or irrigation ditch", Cover.NONE, Going.ROUGH, false),
            new TerrainKind("ford", "a ford", Cover.NONE, Going.ROUGH, false),
            new TerrainKind("bridge", "a bridge", Cover.NONE, Going.OPEN, false),
            new TerrainKind("crossroads", "a crossroads", Cover.NONE, Going.OPEN, false),
            new TerrainKind("barbed-wire", "barbed wire, for Carrancistas from 1915", Cover.NONE, Going.WIRE, false),
            new TerrainKind("trench", "a trench; the figures in it can be seen", Cover.HARD, Going.OPEN, false),
            new TerrainKind("wall", "a stone wall", Cover.HARD, Going.OPEN, false),
            new TerrainKind("earthworks", "earthworks and parapets", Cover.HARD, Going.OPEN, false),
            new TerrainKind("blockhouse", "a blockhouse", Cover.HARD, Going.OPEN, true),
            new TerrainKind("artillery-emplacement", "a dug-in gun position", Cover.HARD, Going.OPEN, false));

    private TerrainKinds() {
    }

    public static List<TerrainKind> all() {
        return ALL;
    }

    public static Optional<TerrainKind> of(String word) {
        return Word.find(ALL, word);
    }
}

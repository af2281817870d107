package muster.rulesets.juniorgeneral;

import java.util.List;
import java.util.Optional;
import muster.rules.Word;

/**
 * The terrain kinds junior-general accepts. The seed gives rules for two features only, barbed
 * wire and the blockhouse; the rest is scenery that neither slows figures nor stops shots, except
 * that rivers are crossed only at fords and bridges (see house reading "Terrain").
 */
public final class TerrainKinds {

    /** What a kind does in play: nothing, a rule of its own, or no entry except at crossings. */
    public enum Effect {
        SCENERY("scenery: no effect on moving or shooting"),
        WIRE("stops every figure; Americans cut a gap to pass"),
        BLOCKHOUSE("Spanish figures inside are safe from American fire; +1 to its defender in melee"),
        NO_ENTRY("figures cross only at a ford or bridge"),
        CROSSING("a place to cross a river");

        private final String label;

        Effect(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }
    }

    public record Kind(String word, String meaning, Effect effect) implements Word {
    }

    static final List<Kind> ALL = List.of(
            new Kind("open", "open ground", Effect.SCENERY),
            new Kind("hill", "a hill", Effect.SCENERY),
            new Kind("woods", "woods", Effect.SCENERY),
            new Kind("jungle", "jungle and brush", Effect.SCENERY),
            new Kind("rough", "rough or broken ground", Effect.SCENERY),
            new Kind("field", "crops or tall grass", Effect.SCENERY),
            new Kind("building", "a house or ranch building", Effect.SCENERY),
            new Kind("road", "a road", Effect.SCENERY),
            new Kind("track", "a track or trail", Effect.SCENERY),
            new Kind("trench", "a trench line, no cover in these rules", Effect.SCENERY),
            new Kind("river", "a river", Effect.NO_ENTRY),
            new Kind("stream", "a stream, crossed anywhere", Effect.SCENERY),
            new Kind("ford", "a ford", Effect.CROSSING),
            new Kind("bridge", "a bridge", Effect.CROSSING),
            new Kind("barbed-wire", "barbed wire", Effect.WIRE),
            new Kind("blockhouse", "the blockhouse", Effect.BLOCKHOUSE));

    private TerrainKinds() {
    }

    public static List<Kind> all() {
        return ALL;
    }

    public static Optional<Kind> of(String word) {
        return Word.find(ALL, word);
    }
}

package muster.rulesets.sawquickplay;

import muster.rules.Word;

/**
 * What one terrain kind means in saw-quickplay. Cover and going are house interpretations where
 * the seed lost its terrain definitions (see {@link Interpretations}); line of sight and known
 * positions follow the seed.
 */
public record TerrainKind(
        String word,
        String meaning,
        Cover cover,
        Going going,
        Sight sight,
        boolean knownPosition) implements Word {

    /** How a feature limits what units can see. */
    public enum Sight {
        CLEAR("does not block sight"),
        HILL("blocks sight to units beyond it on a lower level"),
        SAME_LEVEL("blocks sight between units on the same level; units see 1\" into or through it");

        private final String label;

        Sight(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }
    }
}

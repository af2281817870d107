package muster.rulesets.sawquickplay;

import muster.rules.Word;
import muster.view.Num;

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

    /** How a feature limits what units can see, and how far (in inches at 15mm) units see into or through it. */
    public enum Sight {
        CLEAR("does not block sight", 0),
        HILL("blocks sight to units beyond it on a lower level", 0),
        SAME_LEVEL("blocks sight between units on the same level", 1);

        private final String label;
        private final int seeIntoInches;

        Sight(String label, int seeIntoInches) {
            this.label = label;
            this.seeIntoInches = seeIntoInches;
        }

        /** What the feature does to sight at this figure scale: how far units see into it doubles at 25mm. */
        public String label(String figureScale) {
            return seeIntoInches == 0 ? label
                    : label + "; units see " + Num.inches(Scales.inches(seeIntoInches, figureScale)) + " into or through it";
        }
    }
}

package muster.rulesets.mexicanrevolution;

import muster.rules.Word;

/**
 * What one terrain kind means in mexican-revolution: the cover it gives against fire, how it moves
 * and whether it blocks sight. Sight follows the seed (everything solid blocks it, trenches and
 * walls do not); cover and going are house readings (see {@link Interpretations}).
 */
public record TerrainKind(String word, String meaning, Cover cover, Going going, boolean blocksSight) implements Word {
}

package muster.rulesets.splendidlittlewar;

import muster.rules.Word;

/**
 * What one terrain kind means in splendid-little-war: its going, whether it is cover, whether its
 * defenders get the hand-to-hand bonus, and whether it is a built-up area. The seed names only
 * jungle, roads, rough terrain, built-up areas, earthworks and buildings; the rest is
 * the house readings "Rough terrain" and "Cover".
 */
public record TerrainKind(String word, String meaning, Going going, boolean cover, Works works, boolean builtUp) implements Word {
}

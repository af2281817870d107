package muster.rulesets.hatsoff;

import java.util.List;
import java.util.Optional;
import muster.rules.Word;
import muster.rulesets.hatsoff.TerrainKind.Cover;
import muster.rulesets.hatsoff.TerrainKind.Going;

/**
 * The terrain kinds hatsoff accepts. Obstacles, woods, streams, rivers, works, buildings and
 * towns follow the seed; which kinds are cover and which are works is the
 * house reading "Cover and works".
 */
public final class TerrainKinds {

    static final List<TerrainKind> ALL = List.of(
            kind("open", "open ground", Cover.NONE, false, Going.OPEN),
            kind("hill", "a hill; its level decides who may fire over friends", Cover.NONE, false, Going.OPEN),
            kind("woods", "woods", Cover.COVER, false, Going.WOODS),
            kind("jungle", "jungle growth", Cover.COVER, false, Going.WOODS),
            kind("field", "crops or tall grass, open for fire", Cover.NONE, false, Going.OPEN),
            kind("town", "a town or village", Cover.COVER, true, Going.OPEN),
            kind("building", "a building", Cover.COVER, true, Going.OPEN),
            kind("fort", "a fort", Cover.WORKS, false, Going.OPEN),
            kind("road", "a road", Cover.NONE, false, Going.PATH),
            kind("track", "a track or path", Cover.NONE, false, Going.PATH),
            kind("river", "a river, forded at half speed", Cover.NONE, false, Going.RIVER),
            kind("stream", "a stream, forded as an obstacle", Cover.NONE, false, Going.OBSTACLE),
            kind("ford", "a ford of a stream, crossed as an obstacle", Cover.NONE, false, Going.OBSTACLE),
            kind("bridge", "a bridge", Cover.NONE, false, Going.PATH),
            kind("crossroads", "a crossroads", Cover.NONE, false, Going.PATH),
            kind("barbed-wire", "barbed wire or a wire fence", Cover.NONE, false, Going.OBSTACLE),
            kind("wall", "a wall, fence or ditch: cover behind it", Cover.COVER, false, Going.OBSTACLE),
            kind("trench", "a trench or rifle pits", Cover.WORKS, false, Going.OBSTACLE),
            kind("earthworks", "earthworks", Cover.WORKS, false, Going.OBSTACLE),
            kind("blockhouse", "a blockhouse", Cover.WORKS, false, Going.OPEN),
            kind("artillery-emplacement", "a dug-in gun position", Cover.WORKS, false, Going.OPEN));

    private TerrainKinds() {
    }

    private static TerrainKind kind(String word, String meaning, Cover cover, boolean buildings, Going going) {
        return new TerrainKind(word, meaning, cover, buildings, going);
    }

    public static List<TerrainKind> all() {
        return ALL;
    }

    public static Optional<TerrainKind> of(String word) {
        return Word.find(ALL, word);
    }
}

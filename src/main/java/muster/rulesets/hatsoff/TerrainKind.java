package muster.rulesets.hatsoff;

import muster.rules.Word;

/**
 * What one terrain kind means in hatsoff: the cover it gives (none, cover, works), whether shell
 * counts it as buildings, how it slows movement, and whether units in it have flanks.
 */
public record TerrainKind(String word, String meaning, Cover cover, boolean buildings, Going going) implements Word {

    /** Units in works, buildings, forts or towns have no flanks. */
    public boolean noFlanks() {
        return cover == Cover.WORKS || buildings;
    }

    /** Protection: the seed's "cover" (also called soft cover) and "works". */
    public enum Cover {
        NONE("none"),
        COVER("cover"),
        WORKS("works");

        private final String label;

        Cover(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }
    }

    /** Movement through or across a feature. */
    public enum Going {
        OPEN("no effect"),
        PATH("a path: columns keep full speed through woods"),
        WOODS("lines at half speed, columns at a third unless on a path; rifles fire at half ranges"),
        OBSTACLE("halt on reaching it; cross next turn with a quarter off the move (a morale test first if under fire)"),
        RIVER("half speed to ford");

        private final String label;

        Going(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }
    }
}

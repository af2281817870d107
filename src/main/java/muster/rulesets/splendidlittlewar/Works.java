package muster.rulesets.splendidlittlewar;

/** Whether a feature gives its defenders the hand-to-hand bonus (seed: +1 defending earthworks or a building). */
public enum Works {
    NONE(""),
    EARTHWORKS("earthworks"),
    BUILDING("building");

    private final String label;

    Works(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    public int handToHandBonus() {
        return this == NONE ? 0 : 1;
    }
}

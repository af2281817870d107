package muster.rulesets.mexicanrevolution;

/** How much a feature shields the figures in it from fire: each step is one pip harder to kill. */
public enum Cover {
    NONE("none", 0),
    COVER("cover", 1),
    HARD("hard cover", 2);

    private final String label;
    private final int pips;

    Cover(String label, int pips) {
        this.label = label;
        this.pips = pips;
    }

    public String label() {
        return label;
    }

    /** Pips added to the die needed to kill a figure in it. */
    public int pips() {
        return pips;
    }
}

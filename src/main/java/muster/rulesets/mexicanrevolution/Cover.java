package muster.rulesets.mexicanrevolution;

/** How much a feature shields the figures in it from fire: each step is one pip harder to kill. */
public enum Cover {
    NONE("none"),
    COVER("cover"),
    HARD("hard cover");

    private final String label;

    Cover(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    /** Pips added to the die needed to kill a figure in it: one a step. */
    public int pips() {
        return ordinal();
    }
}

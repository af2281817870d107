package muster.rulesets.sawquickplay;

/** How much a feature protects the units in it: each step is one off every fire die. */
public enum Cover {
    NONE("none", 0),
    SOFT("soft", -1),
    HARD("hard", -2);

    private final String label;
    private final int modifier;

    Cover(String label, int modifier) {
        this.label = label;
        this.modifier = modifier;
    }

    public String label() {
        return label;
    }

    public int modifier() {
        return modifier;
    }
}

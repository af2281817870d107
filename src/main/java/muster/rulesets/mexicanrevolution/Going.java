package muster.rulesets.mexicanrevolution;

/** What a feature does to movement across it. */
public enum Going {
    OPEN("normal"),
    ROUGH("rough"),
    WIRE("a whole turn to cross"),
    IMPASSABLE("impassable except at fords and bridges");

    private final String label;

    Going(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }
}

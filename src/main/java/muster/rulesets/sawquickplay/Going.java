package muster.rulesets.sawquickplay;

/** What a feature does to movement across it. */
public enum Going {
    OPEN("normal"),
    ROAD("road: moves double and ignores rough ground"),
    TRACK("track: normal speed, ignores rough ground"),
    ROUGH("rough: half speed"),
    OBSTACLE("obstacle (see its entry)"),
    IMPASSABLE("impassable except at fords and bridges");

    private final String label;

    Going(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }
}

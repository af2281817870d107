package muster.rulesets.splendidlittlewar;

/** What a terrain feature does to movement (seed: half speed in rough, no artillery; roads matter only in jungle). */
public enum Going {
    OPEN("normal", false),
    ROUGH("rough: infantry and machine guns at half speed, artillery may not enter", true),
    ROAD("road: no effect, except that through rough ground it gives full speed and lets artillery pass", false),
    STREAM("crossed as rough ground (artillery only at a ford, bridge or road)", true),
    IMPASSABLE("impassable except at fords and bridges", false);

    private final String label;
    private final boolean rough;

    Going(String label, boolean rough) {
        this.label = label;
        this.rough = rough;
    }

    public String label() {
        return label;
    }

    /** Rough going: half speed for infantry and machine guns, closed to artillery. */
    public boolean rough() {
        return rough;
    }
}

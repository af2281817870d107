package muster.rulesets.splendidlittlewar;

/**
 * The three kinds of unit the seed knows, with what it says of each: stands to a unit, what a
 * stand carries, its size, how far and how it fires, how many hits a stand takes, and what the
 * first hit does. Dismounted cavalry is infantry (see house reading "Cavalry").
 */
public enum UnitClass {
    INFANTRY("Infantry", 4, 6, "3 figures", 25, 12, 1, 5, 3,
            "",
            "rolls 1D6 a stand, hitting on 5-6"),
    MACHINE_GUN("Machine gun", 1, 1, "1 machine gun and 2 crew", 30, 24, 3, 5, 2,
            "half speed and one crewman left (3D6)",
            "rolls 3D6 for each crewman left (2 at the start), hitting on 5-6"),
    ARTILLERY("Artillery", 1, 1, "1 gun and 2 crew", 30, 48, 0, 0, 2,
            "stuck where it stands, though it may turn on the spot and fire",
            "picks a target point, rolls the drift die and 1D6 (2D6 beyond half range), then 1D6 hits to every unit within 1\"");

    /** A shell hits every unit within this many inches of where it lands (seed, firing). */
    public static final int BURST_INCHES = 1;
    /** Every unit moves this far a turn (seed, turn sequence). */
    public static final int MOVE = 6;
    /** Crew on a fresh machine-gun stand (seed, firing). */
    public static final int MG_CREW = 2;

    private final String label;
    private final int minStands;
    private final int maxStands;
    private final String figures;
    private final int standMm;
    private final int range;
    private final int dicePerShooter;
    private final int hitFrom;
    private final int hitsPerStand;
    private final String afterFirstHit;
    private final String fire;

    UnitClass(String label, int minStands, int maxStands, String figures, int standMm, int range, int dicePerShooter, int hitFrom,
            int hitsPerStand, String afterFirstHit, String fire) {
        this.label = label;
        this.minStands = minStands;
        this.maxStands = maxStands;
        this.figures = figures;
        this.standMm = standMm;
        this.range = range;
        this.dicePerShooter = dicePerShooter;
        this.hitFrom = hitFrom;
        this.hitsPerStand = hitsPerStand;
        this.afterFirstHit = afterFirstHit;
        this.fire = fire;
    }

    public String label() {
        return label;
    }

    public int minStands() {
        return minStands;
    }

    public int maxStands() {
        return maxStands;
    }

    /** What one stand carries. */
    public String figures() {
        return figures;
    }

    /** Stand frontage (square) in millimetres, "or whatever is convenient". */
    public int standMm() {
        return standMm;
    }

    /** Fire range in inches. */
    public int range() {
        return range;
    }

    /** Dice per firing stand (infantry) or per crewman (machine gun); artillery rolls differently. */
    public int dicePerShooter() {
        return dicePerShooter;
    }

    /** The lowest die that hits; 0 for artillery, which does not roll to hit. */
    public int hitFrom() {
        return hitFrom;
    }

    /** Hits a stand takes; the last one removes it. */
    public int hitsPerStand() {
        return hitsPerStand;
    }

    /** What the first hit on the stand does; empty for infantry. */
    public String afterFirstHit() {
        return afterFirstHit;
    }

    /** How it fires, in a line. */
    public String fire() {
        return fire;
    }

    public boolean isGun() {
        return this != INFANTRY;
    }

    /** Moving stops machine guns and artillery from firing that turn (seed, turn sequence). */
    public boolean movingStopsFire() {
        return this != INFANTRY;
    }

    /** Only infantry may charge. */
    public boolean mayCharge() {
        return this == INFANTRY;
    }
}

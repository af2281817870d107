package muster.rulesets.splendidlittlewar;

/** The seed's organisation and table facts: figure scale, brigades a side, a handful of units, stand sizes. */
public final class Organisation {

    /** The rules are written for 15mm figures. */
    public static final String FIGURE_SCALE = "15mm";
    /** Each side should field 3 or more brigades. */
    public static final int MIN_BRIGADES = 3;
    /** A handful of units to a brigade (interpretation HANDFUL). */
    public static final int HANDFUL_MIN = 2;
    public static final int HANDFUL_MAX = 6;
    /** Bonus cards each side puts in the deck. */
    public static final int BONUS_CARDS_PER_SIDE = 1;
    /** Millimetres to the inch, for stand sizes on the map and the kit. */
    public static final double MM_PER_INCH = 25.4;

    private Organisation() {
    }

    /** A stand's frontage in table inches. */
    public static double inches(int mm) {
        return mm / MM_PER_INCH;
    }
}

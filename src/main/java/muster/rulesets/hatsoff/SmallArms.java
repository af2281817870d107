package muster.rulesets.hatsoff;

import java.util.List;
import muster.rules.Fraction;

/**
 * Rifle and carbine fire. Roll one average die, add the modifiers (they accumulate), multiply by
 * the full fifties of men firing and by the range band's factor: that many men are lost,
 * rounded to the nearest man (a half up); a total of 0 or less kills nobody. Firing in woods
 * halves the bands.
 */
public final class SmallArms {

    public static final int MAX_RANGE = 36;

    /** A range band: over {@code from} up to {@code to} inches, losses multiplied by {@code factor}. */
    public record Band(String name, int from, int to, Fraction factor) {

        /** The band with its limits halved, for fire in woods. */
        public Band inWoods() {
            return new Band(name, from / 2, to / 2, factor);
        }
    }

    public static final Band SHORT = new Band("short", 0, 12, Fraction.ONE);
    public static final Band MEDIUM = new Band("medium", 12, 24, Fraction.of(1, 2));
    public static final Band LONG = new Band("long", 24, 36, Fraction.of(1, 4));
    public static final List<Band> BANDS = List.of(SHORT, MEDIUM, LONG);

    /** Arc: the front, and up to 30 degrees beyond each flank (house reading "Arcs of fire"). */
    public static final int ARC_BEYOND_FLANK_DEGREES = 30;
    /** Friendly units on a lower level may be fired over once they are more than this far off. */
    public static final int FIRE_OVER_LOWER_FRIENDS_BEYOND = 4;

    public static final List<Modifier> FIRER = List.of(
            new Modifier("firer suppressed", -1),
            new Modifier("firer in cover", 1),
            new Modifier("firer in works", 2));
    public static final List<Modifier> TARGET = List.of(
            new Modifier("target in cover or suppressed", -1),
            new Modifier("target in column or fired on in enfilade", 1),
            new Modifier("target in works", -2));

    private SmallArms() {
    }

    /** Men lost when the modified average-die score is {@code score}. */
    public static int losses(int score, int fifties, Band band) {
        if (score <= 0 || fifties <= 0) {
            return 0;
        }
        return (int) band.factor().times((long) score * fifties).roundHalfUp();
    }
}

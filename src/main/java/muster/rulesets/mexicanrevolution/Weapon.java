package muster.rulesets.mexicanrevolution;

import java.util.List;
import java.util.Optional;
import muster.rules.EnumWord;
import muster.rules.WeaponKinds;

/**
 * What a unit fires, with the seed's ranges and base kill number. Small arms and machine guns give
 * two ranges: {@code shortRange} and {@code longRange} (the long band is one pip harder, see
 * house reading "Range bands"). Guns have one range and kill every figure within
 * {@link #BURST_INCHES} of where the shell lands.
 */
public enum Weapon implements EnumWord {
    MAUSER("Mauser", "the standard infantry rifle", Fire.SMALL_ARMS, 18, 36, 5),
    OLDER_RIFLE("Older rifle", "an earlier-issue rifle", Fire.SMALL_ARMS, 12, 24, 5),
    WINCHESTER("Winchester", "the standard cavalry weapon, a lever-action carbine", Fire.SMALL_ARMS, 9, 18, 5),
    MACHINEGUN("Machine gun", "one model for four real guns, 2 crew", Fire.MACHINE_GUN, 12, 24, 5),
    FIELD_GUN("Artillery", "one model for four real field guns (the French 75mm and its like), 4 crew",
            Fire.ARTILLERY, 48, 48, 4),
    MOUNTAIN_GUN("Mountain or scratch-built gun",
            "a mountain gun, or a gun the revolutionaries built themselves; one model for four, 4 crew", Fire.ARTILLERY, 36, 36, 4);

    /** How the weapon delivers its fire. */
    public enum Fire {
        /** One die per firing figure at one target figure. */
        SMALL_ARMS,
        /** One die (or more, folding the arc) for every eligible figure in a 90° arc to the front. */
        MACHINE_GUN,
        /** A stated range and direction, no measuring first; every figure within 3" of the impact rolls. */
        ARTILLERY
    }

    /** Every figure, friend or foe, within this many inches of the point of impact is rolled for. */
    public static final int BURST_INCHES = 3;
    /** The arc a machine gun sweeps, in degrees. */
    public static final int MG_ARC = 90;
    /**
     * The arcs a machine gun may fold its fire into: index 0 is the whole arc rolled once, index n
     * is n + 1 narrower arcs each rolled n + 1 times, widths as the seed gives them (the last is 15°,
     * see house reading "Folding a machine gun's arc").
     */
    public static final List<Integer> MG_FOLD_DEGREES = List.of(90, 45, 30, 15);

    /**
     * The narrower arc of fold {@code n} (1 to 3) as print names it: "45° half", "30° third", "15° sector".
     * The gun fires into one such arc inside its 90°, so four rolls over 15° never read as four arcs.
     */
    public static String foldName(int n) {
        int degrees = MG_FOLD_DEGREES.get(n);
        String part = MG_ARC == 2 * degrees ? "half" : MG_ARC == 3 * degrees ? "third" : "sector";
        return degrees + "° " + part;
    }

    private final String label;
    private final String meaning;
    private final Fire fire;
    private final int shortRange;
    private final int longRange;
    private final int kill;

    Weapon(String label, String meaning, Fire fire, int shortRange, int longRange, int kill) {
        this.label = label;
        this.meaning = meaning;
        this.fire = fire;
        this.shortRange = shortRange;
        this.longRange = longRange;
        this.kill = kill;
    }

    public String label() {
        return label;
    }

    public String meaning() {
        return meaning;
    }

    public Fire fire() {
        return fire;
    }

    public boolean isGun() {
        return fire == Fire.ARTILLERY;
    }

    /** Short range in inches; for guns, their only range. */
    public int shortRange() {
        return shortRange;
    }

    /** Greatest range in inches. */
    public int longRange() {
        return longRange;
    }

    public boolean hasLongBand() {
        return longRange > shortRange;
    }

    /** The lowest die that kills before any modifier: 5 (a 5 or 6) for small arms and MGs, 4 for guns. */
    public int kill() {
        return kill;
    }

    /** "18\"/36\"" or "48\"". */
    public String ranges() {
        return hasLongBand() ? shortRange + "\"/" + longRange + "\"" : longRange + "\"";
    }

    /** The weapon {@code word} names here: this rule set's own, or the one it is a kind of ({@link WeaponKinds}). */
    public static Optional<Weapon> of(String word) {
        return WeaponKinds.read(List.of(values()), word);
    }
}

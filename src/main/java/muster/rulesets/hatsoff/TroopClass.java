package muster.rulesets.hatsoff;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * The six troop classes of the seed's morale table, each a tag read with the side's nation (a
 * {@code regular} of {@code spain} is a Spanish regular), with its morale percentage and whether
 * the seed names it among the black-powder troops.
 */
public enum TroopClass {
    FIRST_VOL_CAV("first-vol-cav", List.of("us"), "US 1st Volunteer Cavalry", 120, false),
    US_REGULAR("regular", List.of("us"), "US regular", 110, false),
    NATIONAL_GUARD("national-guard", List.of("us"), "US National Guard", 100, true),
    SPANISH_REGULAR("regular", List.of("spain"), "Spanish regular", 90, false),
    MILITIA("militia", List.of("spain"), "Spanish colonial militia", 80, true),
    INSURRECTO("insurrecto", List.of("cuba", "philippines"), "Insurrecto", 70, true);

    /** Every tag that names a troop class. */
    public static final List<String> TAGS = List.of("first-vol-cav", "regular", "national-guard", "militia", "insurrecto");

    private final String tag;
    private final List<String> nations;
    private final String label;
    private final int morale;
    private final boolean blackPowder;

    TroopClass(String tag, List<String> nations, String label, int morale, boolean blackPowder) {
        this.tag = tag;
        this.nations = nations;
        this.label = label;
        this.morale = morale;
        this.blackPowder = blackPowder;
    }

    public String tag() {
        return tag;
    }

    public List<String> nations() {
        return nations;
    }

    public String label() {
        return label;
    }

    /** Morale in per cent before modifiers. */
    public int morale() {
        return morale;
    }

    /** The seed lists National Guard, Spanish militia and insurrectos as black-powder troops. */
    public boolean blackPowder() {
        return blackPowder;
    }

    /**
     * The class a tag means for a side of {@code nation}: the nation's own, else the one class the
     * tag names anywhere (insurrectos serving with the Americans are insurrectos); empty only for
     * {@code regular} on a side that has no regulars of its own (see house reading "Classes wherever they serve").
     */
    public static Optional<TroopClass> of(String tag, String nation) {
        List<TroopClass> named = Arrays.stream(values()).filter(c -> c.tag.equals(tag)).toList();
        Optional<TroopClass> own = named.stream().filter(c -> c.nations.contains(nation)).findFirst();
        return own.isPresent() || named.size() != 1 ? own : Optional.of(named.get(0));
    }

    /** The nations for which a class tag means something ("regular": us and spain). */
    public static List<String> nationsOf(String tag) {
        return Arrays.stream(values()).filter(c -> c.tag.equals(tag)).flatMap(c -> c.nations.stream()).toList();
    }

    /**
     * The class gun and machine-gun crews take when the scenario tags none: their army's
     * regulars, or insurrectos for Cuban and Filipino crews (see house reading "Crews' morale").
     */
    public static Optional<TroopClass> crewDefault(String nation) {
        return switch (nation) {
            case "us" -> Optional.of(US_REGULAR);
            case "spain" -> Optional.of(SPANISH_REGULAR);
            case "cuba", "philippines" -> Optional.of(INSURRECTO);
            default -> Optional.empty();
        };
    }
}

package muster.rulesets.sawquickplay;

import java.util.List;
import java.util.Optional;
import muster.rules.EnumWord;
import muster.rules.WeaponKinds;

/**
 * What a unit fires with. Small arms roll {@code dice} dice against a target; artillery places a
 * sheaf and rolls one die for each unit under it. A die (after modifiers) in
 * {@code pinFrom..pinTo} pins the target; at {@code destroyFrom} or more it destroys it.
 */
public enum Weapon implements EnumWord {
    RIFLE("Rifle", 1, 18, 4, 5, 6, ""),
    CARBINE("Carbine", 1, 12, 4, 5, 6, ""),
    MACHINEGUN("Machine gun", 2, 18, 4, 5, 6, ""),
    FIELD_GUN("Field gun", 1, 36, 3, 4, 5, "1\" x 2\" rectangle"),
    SIEGE_GUN("Siege gun", 1, 48, 2, 3, 4, "four 1\" squares in any regular rectangle (2\" x 2\" or 1\" x 4\")");

    /** Fire reaches this many degrees either side of a unit's front (seed, fire). */
    public static final int ARC_EACH_SIDE = 45;

    private final String label;
    private final int dice;
    private final int baseRange;
    private final int pinFrom;
    private final int pinTo;
    private final int destroyFrom;
    private final String sheaf;

    Weapon(String label, int dice, int baseRange, int pinFrom, int pinTo, int destroyFrom, String sheaf) {
        this.label = label;
        this.dice = dice;
        this.baseRange = baseRange;
        this.pinFrom = pinFrom;
        this.pinTo = pinTo;
        this.destroyFrom = destroyFrom;
        this.sheaf = sheaf;
    }

    public String label() {
        return label;
    }

    /** Dice rolled per firing unit; artillery rolls one per unit under the sheaf instead. */
    public int dice() {
        return dice;
    }

    /** Range in inches at 15/20mm; {@link Scales} multiplies it for larger figures. */
    public int baseRange() {
        return baseRange;
    }

    public int pinFrom() {
        return pinFrom;
    }

    public int pinTo() {
        return pinTo;
    }

    public int destroyFrom() {
        return destroyFrom;
    }

    public boolean isArtillery() {
        return !sheaf.isEmpty();
    }

    /** The sheaf template at 15/20mm, empty for small arms. */
    public String sheaf() {
        return sheaf;
    }

    /**
     * The sheaf as a template at 15/20mm: width and depth in inches, and the size of the squares
     * it is made of (0 for a plain rectangle). The siege sheaf's four 1" squares are laid 2" x 2"
     * or in a line, 1" x 4" ({@code alsoInLine}): the text allows any regular rectangle of them.
     */
    public record Sheaf(double width, double depth, double square, boolean alsoInLine) {
    }

    public Optional<Sheaf> sheafSize() {
        return switch (this) {
            case FIELD_GUN -> Optional.of(new Sheaf(1, 2, 0, false));
            case SIEGE_GUN -> Optional.of(new Sheaf(2, 2, 1, true));
            default -> Optional.empty();
        };
    }

    /** The weapon {@code word} names here: this rule set's own, or the one it is a kind of ({@link WeaponKinds}). */
    public static Optional<Weapon> of(String word) {
        return WeaponKinds.read(List.of(values()), word);
    }
}

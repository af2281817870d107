package muster.rulesets.mexicanrevolution;

import java.util.List;
import java.util.Optional;
import muster.rules.StandardIssue;
import muster.rules.Word;

/**
 * A mexican-revolution unit type: the weapons it may carry, what {@code count} counts for it, how
 * many dice it moves (house interpretation: the seed names no numbers) and the die its figures kill
 * on in close combat. Troops that name no weapon carry the text's standard one, the first of
 * their list: the Mauser, the Winchester.
 */
public enum UnitType implements StandardIssue<Weapon> {
    INFANTRY("Infantry", 2, 5, 0, Weapon.MAUSER, Weapon.OLDER_RIFLE, Weapon.WINCHESTER),
    CAVALRY("Cavalry", 3, 3, 0, Weapon.WINCHESTER, Weapon.MAUSER, Weapon.OLDER_RIFLE),
    MACHINEGUN("Machine gun", 1, 6, 2, Weapon.MACHINEGUN),
    FIELD_ARTILLERY("Artillery", 1, 6, 4, Weapon.FIELD_GUN),
    MOUNTAIN_ARTILLERY("Mountain or scratch-built gun", 1, 6, 4, Weapon.MOUNTAIN_GUN),
    TRAIN("Train", 0, 0, 0),
    GENERAL("General", 3, 0, 0);

    /** The seed's usual size of an infantry or cavalry unit, in figures. */
    public static final int FEWEST_FIGURES = 10;
    public static final int MOST_FIGURES = 20;
    /** One figure stands for this many men (and one gun model for four guns). */
    public static final int MEN_PER_FIGURE = 10;
    /** An infantry figure's base, about this many inches square (seed, figures). */
    public static final int BASE_INCHES = 1;
    public static final int GUNS_PER_MODEL = 4;

    private final String label;
    private final int moveDice;
    private final int meleeKill;
    private final int crew;
    private final List<Weapon> weapons;

    UnitType(String label, int moveDice, int meleeKill, int crew, Weapon... weapons) {
        this.label = label;
        this.moveDice = moveDice;
        this.meleeKill = meleeKill;
        this.crew = crew;
        this.weapons = List.of(weapons);
    }

    public String label() {
        return label;
    }

    /** D6 rolled once for the whole unit to give its move in inches; a train sets its own speed. */
    public int moveDice() {
        return moveDice;
    }

    /** The lowest die that kills in close combat against a standing figure; 0 where the type does not fight. */
    public int meleeKill() {
        return meleeKill;
    }

    /** Crew figures of a gun or machine-gun model; 0 for other types. */
    public int crew() {
        return crew;
    }

    public boolean isGun() {
        return crew > 0;
    }

    /** Infantry and cavalry: units of 10-20 figures. */
    /** Units that fight, take casualties and test morale: everything but trains and generals. */
    public boolean fights() {
        return this != TRAIN && this != GENERAL;
    }

    @Override
    public List<Weapon> weapons() {
        return weapons;
    }

    public static Optional<UnitType> of(String word) {
        return Word.find(values(), word);
    }
}

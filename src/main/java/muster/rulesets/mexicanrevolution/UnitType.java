package muster.rulesets.mexicanrevolution;

import java.util.List;
import java.util.Optional;
import muster.rules.Armed;
import muster.rules.Word;

/**
 * A mexican-revolution unit type: the weapons it may carry, what {@code count} counts for it, how
 * many dice it moves (house interpretation: the seed names no numbers) and the die its figures kill
 * on in close combat.
 */
public enum UnitType implements Armed<Weapon> {
    INFANTRY("Infantry", List.of(Weapon.MAUSER, Weapon.OLDER_RIFLE, Weapon.WINCHESTER), 2, 5, 0),
    CAVALRY("Cavalry", List.of(Weapon.WINCHESTER, Weapon.MAUSER, Weapon.OLDER_RIFLE), 3, 3, 0),
    MACHINEGUN("Machine gun", List.of(Weapon.MACHINEGUN), 1, 6, 2),
    FIELD_ARTILLERY("Artillery", List.of(Weapon.FIELD_GUN), 1, 6, 4),
    MOUNTAIN_ARTILLERY("Mountain or scratch-built gun", List.of(Weapon.MOUNTAIN_GUN),
            1, 6, 4),
    TRAIN("Train", List.of(), 0, 0, 0),
    GENERAL("General", List.of(), 3, 0, 0);

    /** The seed's usual size of an infantry or cavalry unit, in figures. */
    public static final int FEWEST_FIGURES = 10;
    public static final int MOST_FIGURES = 20;
    /** One figure stands for this many men (and one gun model for four guns). */
    public static final int MEN_PER_FIGURE = 10;
    /** An infantry figure's base, about this many inches square (seed, figures). */
    public static final int BASE_INCHES = 1;
    public static final int GUNS_PER_MODEL = 4;

    private final String label;
    private final List<Weapon> weapons;
    private final int moveDice;
    private final int meleeKill;
    private final int crew;

    UnitType(String label, List<Weapon> weapons, int moveDice, int meleeKill, int crew) {
        this.label = label;
        this.weapons = weapons;
        this.moveDice = moveDice;
        this.meleeKill = meleeKill;
        this.crew = crew;
    }

    public String label() {
        return label;
    }

    @Override
    public List<Weapon> weapons() {
        return weapons;
    }

    @Override
    public boolean namesWeapon() {
        return isTroops();
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
    public boolean isTroops() {
        return this == INFANTRY || this == CAVALRY;
    }

    /** Units that fight, take casualties and test morale: everything but trains and generals. */
    public boolean fights() {
        return this != TRAIN && this != GENERAL;
    }

    public static Optional<UnitType> of(String word) {
        return Word.find(values(), word);
    }
}

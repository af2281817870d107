package muster.rulesets.juniorgeneral;

import java.util.List;
import java.util.Optional;
import muster.rules.EnumWord;
import muster.rules.Word;

/**
 * What a unit entry is in junior-general. Riflemen (infantry and cavalry alike) are single 54mm
 * figures, {@code count} of them; a machine gun or a Gatling is one model. Artillery is a word the
 * rule set knows only to refuse it: Spain's guns are the thrown balls and the seed gives the
 * Americans none (JRG-006).
 */
public enum FigureType implements EnumWord {
    INFANTRY("Infantry: single figures, count = figures", true, List.of(Weapon.RIFLE, Weapon.CARBINE, Weapon.MAUSER,
            Weapon.BLACK_POWDER_RIFLE), Weapon.RIFLE),
    CAVALRY("Cavalry: single figures fighting on foot, count = figures", true, List.of(Weapon.CARBINE, Weapon.RIFLE,
            Weapon.MAUSER, Weapon.BLACK_POWDER_RIFLE), Weapon.CARBINE),
    MACHINEGUN("Machine gun: one model, 3 dice, runs dry on a pair", false, List.of(Weapon.MACHINEGUN), Weapon.MACHINEGUN),
    GATLING("Gatling gun: one model, 6 dice, never runs dry", false, List.of(Weapon.GATLING), Weapon.GATLING),
    FIELD_ARTILLERY("refused: Spanish guns are the thrown balls; the rules give the Americans no guns", false,
            List.of(), null),
    MOUNTAIN_ARTILLERY("refused, as field-artillery", false, List.of(), null),
    SIEGE_ARTILLERY("refused, as field-artillery", false, List.of(), null);

    private final String meaning;
    private final boolean rifleman;
    private final List<Weapon> weapons;
    private final Weapon defaultWeapon;

    FigureType(String meaning, boolean rifleman, List<Weapon> weapons, Weapon defaultWeapon) {
        this.meaning = meaning;
        this.rifleman = rifleman;
        this.weapons = weapons;
        this.defaultWeapon = defaultWeapon;
    }

    public String meaning() {
        return meaning;
    }

    /** Infantry and cavalry: counted in figures, each with a die of its own. */
    public boolean rifleman() {
        return rifleman;
    }

    /** A machine gun or Gatling: a single model with its own dice. */
    public boolean gun() {
        return this == MACHINEGUN || this == GATLING;
    }

    /** Artillery of any kind: never a model on this table. */
    public boolean artillery() {
        return this == FIELD_ARTILLERY || this == MOUNTAIN_ARTILLERY || this == SIEGE_ARTILLERY;
    }

    public List<Weapon> weapons() {
        return weapons;
    }

    /** The weapon when the scenario names none; every small arm shoots alike, so a rifleman needs none. */
    public Optional<Weapon> defaultWeapon() {
        return Optional.ofNullable(defaultWeapon);
    }

    public static Optional<FigureType> of(String word) {
        return Word.find(values(), word);
    }
}

package muster.rulesets.juniorgeneral;

import java.util.List;
import java.util.Optional;
import muster.rules.StandardIssue;
import muster.rules.Word;

/**
 * What a unit entry is in junior-general. Riflemen (infantry and cavalry alike) are single 54mm
 * figures, {@code count} of them; a machine gun or a Gatling is one model. Artillery is a word the
 * rule set knows only to refuse it: Spain's guns are the thrown balls and the seed gives the
 * Americans none (JRG-006). Every small arm shoots alike, so a rifleman need not name one.
 */
public enum FigureType implements StandardIssue<Weapon> {
    INFANTRY("Infantry: single figures, count = figures", Weapon.RIFLE, Weapon.CARBINE, Weapon.MAUSER, Weapon.BLACK_POWDER_RIFLE),
    CAVALRY("Cavalry: single figures fighting on foot, count = figures", Weapon.CARBINE, Weapon.RIFLE, Weapon.MAUSER,
            Weapon.BLACK_POWDER_RIFLE),
    MACHINEGUN("Machine gun: one model, 3 dice, runs dry on a pair", Weapon.MACHINEGUN),
    GATLING("Gatling gun: one model, 6 dice, never runs dry", Weapon.GATLING),
    FIELD_ARTILLERY("refused: Spanish guns are the thrown balls; the rules give the Americans no guns"),
    MOUNTAIN_ARTILLERY("refused, as field-artillery"),
    SIEGE_ARTILLERY("refused, as field-artillery");

    private final String meaning;
    private final List<Weapon> weapons;

    FigureType(String meaning, Weapon... weapons) {
        this.meaning = meaning;
        this.weapons = List.of(weapons);
    }

    public String meaning() {
        return meaning;
    }

    /** Infantry and cavalry: counted in figures, each with a die of its own. */
    public boolean rifleman() {
        return isTroops();
    }

    /** A machine gun or Gatling: a single model with its own dice. */
    public boolean gun() {
        return this == MACHINEGUN || this == GATLING;
    }

    /** Artillery of any kind: never a model on this table. */
    public boolean artillery() {
        return this == FIELD_ARTILLERY || this == MOUNTAIN_ARTILLERY || this == SIEGE_ARTILLERY;
    }

    @Override
    public List<Weapon> weapons() {
        return weapons;
    }

    public static Optional<FigureType> of(String word) {
        return Word.find(values(), word);
    }
}

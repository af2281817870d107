package muster.rulesets.splendidlittlewar;

import java.util.List;
import java.util.Optional;
import muster.rules.EnumWord;
import muster.rules.WeaponKinds;

/**
 * The weapon words splendid-little-war accepts. The seed gives fire by unit class, not by weapon:
 * every infantry unit fires alike whatever it carries, so the word names the weapon on the cards
 * and decides nothing (see house reading "Weapons").
 */
public enum Weapon implements EnumWord {
    RIFLE("Rifle", UnitClass.INFANTRY),
    CARBINE("Carbine", UnitClass.INFANTRY),
    MAUSER("Mauser", UnitClass.INFANTRY),
    BLACK_POWDER_RIFLE("Black-powder rifle", UnitClass.INFANTRY),
    OLDER_RIFLE("Older rifle", UnitClass.INFANTRY),
    MACHINEGUN("Machine gun", UnitClass.MACHINE_GUN),
    GATLING("Gatling gun", UnitClass.MACHINE_GUN),
    FIELD_GUN("Field gun", UnitClass.ARTILLERY),
    MOUNTAIN_GUN("Mountain gun", UnitClass.ARTILLERY);

    private final String label;
    private final UnitClass unitClass;

    Weapon(String label, UnitClass unitClass) {
        this.label = label;
        this.unitClass = unitClass;
    }

    public String label() {
        return label;
    }

    /** The class of unit that carries it, whose fire it uses. */
    public UnitClass unitClass() {
        return unitClass;
    }

    /** The weapon {@code word} names here: this rule set's own, or the one it is a kind of ({@link WeaponKinds}). */
    public static Optional<Weapon> of(String word) {
        return WeaponKinds.read(List.of(values()), word);
    }
}

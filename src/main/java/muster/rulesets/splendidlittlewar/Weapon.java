package muster.rulesets.splendidlittlewar;

import java.util.Optional;
import muster.rules.ByWord;

/**
 * The weapon words splendid-little-war accepts. The seed gives fire by unit class, not by weapon:
 * every infantry unit fires alike whatever it carries, so the word names the weapon on the cards
 * and decides nothing (see {@link Interpretations#WEAPONS}).
 */
public enum Weapon {
    RIFLE("rifle", "Rifle", UnitClass.INFANTRY),
    CARBINE("carbine", "Carbine", UnitClass.INFANTRY),
    MAUSER("mauser", "Mauser", UnitClass.INFANTRY),
    BLACK_POWDER_RIFLE("black-powder-rifle", "Black-powder rifle", UnitClass.INFANTRY),
    OLDER_RIFLE("older-rifle", "Older rifle", UnitClass.INFANTRY),
    MACHINEGUN("machinegun", "Machine gun", UnitClass.MACHINE_GUN),
    GATLING("gatling", "Gatling gun", UnitClass.MACHINE_GUN),
    FIELD_GUN("field-gun", "Field gun", UnitClass.ARTILLERY),
    MOUNTAIN_GUN("mountain-gun", "Mountain gun", UnitClass.ARTILLERY);

    private final String word;
    private final String label;
    private final UnitClass unitClass;

    Weapon(String word, String label, UnitClass unitClass) {
        this.word = word;
        this.label = label;
        this.unitClass = unitClass;
    }

    public String word() {
        return word;
    }

    public String label() {
        return label;
    }

    /** The class of unit that carries it, whose fire it uses. */
    public UnitClass unitClass() {
        return unitClass;
    }

    public static Optional<Weapon> of(String word) {
        return ByWord.find(values(), Weapon::word, word);
    }
}

package muster.rulesets.juniorgeneral;

import java.util.List;
import java.util.Optional;
import muster.rules.EnumWord;
import muster.rules.WeaponKinds;

/**
 * What a figure or model shoots with. Every small arm is the same in these rules (one die a
 * figure, everything always in range); what a die does depends on the shooter's nation (see
 * {@link Fire}). Machine guns roll 3 dice and run out of ammunition when two match; Gatlings roll
 * 6 and never run out. Guns hit on a 6.
 */
public enum Weapon implements EnumWord {
    RIFLE("Rifle", 1),
    CARBINE("Carbine", 1),
    MAUSER("Mauser rifle", 1),
    BLACK_POWDER_RIFLE("Black-powder rifle", 1),
    MACHINEGUN("Machine gun", 3),
    GATLING("Gatling gun", 6);

    private final String label;
    private final int dice;

    Weapon(String label, int dice) {
        this.label = label;
        this.dice = dice;
    }

    public String label() {
        return label;
    }

    /** Dice rolled each time it shoots: one per figure for small arms, the gun's own for guns. */
    public int dice() {
        return dice;
    }

    /** A machine gun is out of ammunition for the rest of the game when two of its dice match. */
    public boolean runsDry() {
        return this == MACHINEGUN;
    }

    public boolean isGun() {
        return this == MACHINEGUN || this == GATLING;
    }

    /** The weapon {@code word} names here: this rule set's own, or the one it is a kind of ({@link WeaponKinds}). */
    public static Optional<Weapon> of(String word) {
        return WeaponKinds.read(List.of(values()), word);
    }
}

package muster.rulesets.hatsoff;

import java.util.List;
import java.util.Optional;
import muster.rules.EnumWord;
import muster.rules.WeaponKinds;

/**
 * What a hatsoff unit fires. Every rifle and carbine uses the same three range bands (the seed
 * gives one set); black-powder rifles differ only in their smoke. A plain rifle or carbine burns
 * the powder of its unit's class; a Mauser is smokeless whoever carries it. Machine guns reach 36" and guns
 * 72" with shell.
 */
public enum Weapon implements EnumWord {
    RIFLE("Rifle", Kind.SMALL_ARMS),
    CARBINE("Carbine", Kind.SMALL_ARMS),
    MAUSER("Mauser rifle (smokeless)", Kind.SMALL_ARMS),
    BLACK_POWDER_RIFLE("Black-powder rifle", Kind.SMALL_ARMS),
    MACHINEGUN("Machine gun", Kind.MACHINE_GUN),
    GATLING("Gatling gun", Kind.MACHINE_GUN),
    FIELD_GUN("Field gun", Kind.ARTILLERY),
    MOUNTAIN_GUN("Mountain gun", Kind.ARTILLERY);

    /** Which loss formula a weapon uses. */
    public enum Kind {
        SMALL_ARMS(SmallArms.MAX_RANGE),
        MACHINE_GUN(GunFire.MG_FAR.toInches()),
        ARTILLERY(GunFire.SHELL.toInches());

        private final int range;

        Kind(int range) {
            this.range = range;
        }

        /** Longest reach in inches. */
        public int range() {
            return range;
        }
    }

    private final String label;
    private final Kind kind;

    Weapon(String label, Kind kind) {
        this.label = label;
        this.kind = kind;
    }

    public String label() {
        return label;
    }

    public Kind kind() {
        return kind;
    }

    public boolean blackPowder() {
        return this == BLACK_POWDER_RIFLE;
    }

    /** The weapon {@code word} names here: this rule set's own, or the one it is a kind of ({@link WeaponKinds}). */
    public static Optional<Weapon> of(String word) {
        return WeaponKinds.read(List.of(values()), word);
    }
}

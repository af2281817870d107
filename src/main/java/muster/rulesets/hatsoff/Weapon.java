package muster.rulesets.hatsoff;

import java.util.Optional;
import muster.rules.ByWord;

/**
 * What a hatsoff unit fires. Every rifle and carbine uses the same three range bands (the seed
 * gives one set); black-powder rifles differ only in their smoke. Machine guns reach 36" and guns
 * 72" with shell.
 */
public enum Weapon {
    RIFLE("rifle", "Smokeless rifle", Kind.SMALL_ARMS, false),
    CARBINE("carbine", "Smokeless carbine", Kind.SMALL_ARMS, false),
    BLACK_POWDER_RIFLE("black-powder-rifle", "Black-powder rifle", Kind.SMALL_ARMS, true),
    MACHINEGUN("machinegun", "Machine gun", Kind.MACHINE_GUN, false),
    GATLING("gatling", "Gatling gun", Kind.MACHINE_GUN, false),
    FIELD_GUN("field-gun", "Field gun", Kind.ARTILLERY, false),
    MOUNTAIN_GUN("mountain-gun", "Mountain gun", Kind.ARTILLERY, false);

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

    private final String word;
    private final String label;
    private final Kind kind;
    private final boolean blackPowder;

    Weapon(String word, String label, Kind kind, boolean blackPowder) {
        this.word = word;
        this.label = label;
        this.kind = kind;
        this.blackPowder = blackPowder;
    }

    public String word() {
        return word;
    }

    public String label() {
        return label;
    }

    public Kind kind() {
        return kind;
    }

    public boolean blackPowder() {
        return blackPowder;
    }

    public static Optional<Weapon> of(String word) {
        return ByWord.find(values(), Weapon::word, word);
    }
}

package muster.rulesets.hatsoff;

import java.util.List;
import java.util.Optional;
import muster.rules.Armed;
import muster.rules.Word;

/**
 * A hatsoff unit type: the weapons it may carry and its move. The seed's table of move rates is
 * lost (section II has only its modifiers), so the moves are the house rates of the
 * house reading "Move rates": in line, and in column or limbered.
 */
public enum UnitType implements Armed<Weapon> {
    INFANTRY("Infantry", 6, 9, Weapon.RIFLE, Weapon.BLACK_POWDER_RIFLE, Weapon.MAUSER, Weapon.CARBINE),
    CAVALRY("Cavalry", 12, 15, Weapon.CARBINE, Weapon.RIFLE, Weapon.BLACK_POWDER_RIFLE, Weapon.MAUSER),
    MACHINEGUN("Machine-gun section", 6, 9, Weapon.MACHINEGUN, Weapon.GATLING),
    GATLING("Gatling section", 6, 9, Weapon.GATLING, Weapon.MACHINEGUN),
    FIELD_ARTILLERY("Field battery", 0, 9, Weapon.FIELD_GUN),
    MOUNTAIN_ARTILLERY("Mountain battery", 0, 6, Weapon.MOUNTAIN_GUN),
    /** A brigadier's or general's figure (see house reading "Commanders as figures"): fires nothing, counts no men. */
    GENERAL("Commander", 12, 15);

    /** Dismounted cavalry moves as infantry. */
    public static final int DISMOUNTED_LINE = 6;
    public static final int DISMOUNTED_COLUMN = 9;

    private final String label;
    private final int lineMove;
    private final int columnMove;
    private final List<Weapon> weapons;

    UnitType(String label, int lineMove, int columnMove, Weapon... weapons) {
        this.label = label;
        this.lineMove = lineMove;
        this.columnMove = columnMove;
        this.weapons = List.of(weapons);
    }

    public String label() {
        return label;
    }

    /** Inches a turn deployed (in line); 0 for guns, which move only limbered. */
    public int lineMove() {
        return lineMove;
    }

    /** Inches a turn in column, or limbered for guns. */
    public int columnMove() {
        return columnMove;
    }

    public boolean isCommander() {
        return this == GENERAL;
    }

    public boolean isMachineGun() {
        return this == MACHINEGUN || this == GATLING;
    }

    public boolean isArtillery() {
        return this == FIELD_ARTILLERY || this == MOUNTAIN_ARTILLERY;
    }

    @Override
    public List<Weapon> weapons() {
        return weapons;
    }

    public static Optional<UnitType> of(String word) {
        return Word.find(values(), word);
    }
}

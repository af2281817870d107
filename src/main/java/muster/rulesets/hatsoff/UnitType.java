package muster.rulesets.hatsoff;

import java.util.List;
import java.util.Optional;
import muster.rules.Armed;
import muster.rules.Word;

/**
 * A hatsoff unit type: the weapons it may carry and its move. The seed's table of move rates is
 * lost (section II has only its modifiers), so the moves are the house rates of
 * {@link Interpretations#MOVES}: in line, and in column or limbered.
 */
public enum UnitType implements Armed<Weapon> {
    INFANTRY("Infantry", List.of(Weapon.RIFLE, Weapon.BLACK_POWDER_RIFLE), 6, 9),
    CAVALRY("Cavalry", List.of(Weapon.CARBINE, Weapon.RIFLE, Weapon.BLACK_POWDER_RIFLE), 12, 15),
    MACHINEGUN("Machine-gun section", List.of(Weapon.MACHINEGUN, Weapon.GATLING), 6, 9),
    GATLING("Gatling section", List.of(Weapon.GATLING, Weapon.MACHINEGUN), 6, 9),
    FIELD_ARTILLERY("Field battery", List.of(Weapon.FIELD_GUN), 0, 9),
    MOUNTAIN_ARTILLERY("Mountain battery", List.of(Weapon.MOUNTAIN_GUN), 0, 6);

    /** Dismounted cavalry moves as infantry. */
    public static final int DISMOUNTED_LINE = 6;
    public static final int DISMOUNTED_COLUMN = 9;

    private final String label;
    private final List<Weapon> weapons;
    private final int lineMove;
    private final int columnMove;

    UnitType(String label, List<Weapon> weapons, int lineMove, int columnMove) {
        this.label = label;
        this.weapons = weapons;
        this.lineMove = lineMove;
        this.columnMove = columnMove;
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

    /** Inches a turn deployed (in line); 0 for guns, which move only limbered. */
    public int lineMove() {
        return lineMove;
    }

    /** Inches a turn in column, or limbered for guns. */
    public int columnMove() {
        return columnMove;
    }

    public boolean isTroops() {
        return this == INFANTRY || this == CAVALRY;
    }

    public boolean isMachineGun() {
        return this == MACHINEGUN || this == GATLING;
    }

    public boolean isArtillery() {
        return this == FIELD_ARTILLERY || this == MOUNTAIN_ARTILLERY;
    }

    public static Optional<UnitType> of(String word) {
        return Word.find(values(), word);
    }
}

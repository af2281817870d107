package muster.rulesets.sawquickplay;

import java.util.List;
import java.util.Optional;
import muster.rules.Armed;
import muster.rules.Word;

/**
 * A saw-quickplay unit type: which weapons it may carry, how far it moves (house interpretation,
 * the seed gives no rates) and whether it may start a close assault.
 */
public enum UnitType implements Armed<Weapon> {
    INFANTRY("Infantry", 6, 6, true, 0, Weapon.RIFLE, Weapon.CARBINE),
    CAVALRY("Cavalry", 12, 6, true, 0, Weapon.CARBINE, Weapon.RIFLE),
    MACHINEGUN("Machine gun", 6, 6, false, -1, Weapon.MACHINEGUN),
    FIELD_ARTILLERY("Field artillery", 6, 6, false, -1, Weapon.FIELD_GUN),
    SIEGE_ARTILLERY("Siege artillery", 3, 3, false, -1, Weapon.SIEGE_GUN);

    private final String label;
    private final int mountedMove;
    private final int footMove;
    private final boolean mayAssault;
    private final int assaultModifier;
    private final List<Weapon> weapons;

    UnitType(String label, int mountedMove, int footMove, boolean mayAssault, int assaultModifier, Weapon... weapons) {
        this.label = label;
        this.mountedMove = mountedMove;
        this.footMove = footMove;
        this.mayAssault = mayAssault;
        this.assaultModifier = assaultModifier;
        this.weapons = List.of(weapons);
    }

    public String label() {
        return label;
    }

    /** Base move in inches at 15/20mm; {@code mounted} matters for cavalry only. */
    public int move(boolean mounted) {
        return mounted ? mountedMove : footMove;
    }

    public boolean mayAssault() {
        return mayAssault;
    }

    /** Close-assault die modifier for the type itself (guns and machine guns fight badly). */
    public int assaultModifier() {
        return assaultModifier;
    }

    public boolean isGun() {
        return this == MACHINEGUN || this == FIELD_ARTILLERY || this == SIEGE_ARTILLERY;
    }

    @Override
    public List<Weapon> weapons() {
        return weapons;
    }

    public static Optional<UnitType> of(String word) {
        return Word.find(values(), word);
    }
}

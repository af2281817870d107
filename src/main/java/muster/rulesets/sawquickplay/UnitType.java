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
    INFANTRY("Infantry", List.of(Weapon.RIFLE, Weapon.CARBINE), 6, 6, true, 0),
    CAVALRY("Cavalry", List.of(Weapon.CARBINE, Weapon.RIFLE), 12, 6, true, 0),
    MACHINEGUN("Machine gun", List.of(Weapon.MACHINEGUN), 6, 6, false, -1),
    FIELD_ARTILLERY("Field artillery", List.of(Weapon.FIELD_GUN), 6, 6, false, -1),
    SIEGE_ARTILLERY("Siege artillery", List.of(Weapon.SIEGE_GUN), 3, 3, false, -1);

    private final String label;
    private final List<Weapon> weapons;
    private final int mountedMove;
    private final int footMove;
    private final boolean mayAssault;
    private final int assaultModifier;

    UnitType(String label, List<Weapon> weapons, int mountedMove, int footMove,
            boolean mayAssault, int assaultModifier) {
        this.label = label;
        this.weapons = weapons;
        this.mountedMove = mountedMove;
        this.footMove = footMove;
        this.mayAssault = mayAssault;
        this.assaultModifier = assaultModifier;
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
        return !isGun();
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

    public static Optional<UnitType> of(String word) {
        return Word.find(values(), word);
    }
}

package muster.rulesets.mexicanrevolution;

import java.util.Optional;
import muster.rules.Arms;
import muster.scenario.Unit;

/** How mexican-revolution reads a scenario unit: its type, weapon, figures and how it moves and fights. */
public final class Units {

    public static final String DISMOUNTED = "dismounted";
    public static final String EXPLOSIVES = "explosives";

    /** Its type and weapon read by their words (a unit that names no weapon has its type's own). */
    public static final Arms<UnitType, Weapon> ARMS = new Arms<>(UnitType.values(), Weapon.values());

    private Units() {
    }

    /**
     * Figures on the table: infantry and cavalry as counted; a gun or machine gun its crew (count,
     * else the full crew; the gun model is not a figure); a general one; a train none.
     */
    public static int figures(Unit unit) {
        Optional<UnitType> t = ARMS.type(unit);
        if (t.isEmpty()) {
            return unit.count().orElse(0);
        }
        return switch (t.get()) {
            case TRAIN -> 0;
            case GENERAL -> 1;
            case MACHINEGUN, FIELD_ARTILLERY, MOUNTAIN_ARTILLERY -> unit.count().orElse(t.get().crew());
            default -> unit.count().orElse(0);
        };
    }

    public static int moveDice(Unit unit) {
        if (unit.type().equals("cavalry") && !Arms.mounted(unit)) {
            return UnitType.INFANTRY.moveDice();
        }
        return ARMS.type(unit).map(UnitType::moveDice).orElse(0);
    }

    /** The die the unit's figures kill on in close combat against a standing enemy in the open. */
    public static int meleeKill(Unit unit) {
        if (unit.type().equals("cavalry") && !Arms.mounted(unit)) {
            return UnitType.INFANTRY.meleeKill();
        }
        return ARMS.type(unit).map(UnitType::meleeKill).orElse(0);
    }

    /** Cavalry's 3-6 drops to 5-6 in rough ground or against an enemy in cover or hard cover. */
    public static final int CAVALRY_HINDERED_KILL = 5;
}

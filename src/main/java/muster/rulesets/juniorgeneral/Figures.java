package muster.rulesets.juniorgeneral;

import java.util.Optional;
import muster.rules.Arms;
import muster.scenario.Side;
import muster.scenario.Unit;

/** How junior-general reads a scenario unit: its type, its weapon, how many figures it is. */
public final class Figures {

    public static final String US = "us";
    public static final String SPAIN = "spain";
    public static final String OFFICER = "officer";
    public static final String FLAG_BEARER = "flag-bearer";
    public static final String MOUNTED = "mounted";

    /** Single 54mm figures are about an inch across the base: the map draws each one that wide. */
    public static final double FRONTAGE_INCHES = 1.0;
    /** The only scale the rules were written for. */
    public static final String SCALE = "54mm";
    /** Every figure moves this far a turn (seed). */
    public static final int MOVE_INCHES = 6;

    private static final Arms<FigureType, Weapon> ARMS = new Arms<>(FigureType.values(), Weapon.values());

    private Figures() {
    }

    public static Optional<FigureType> type(Unit unit) {
        return ARMS.type(unit);
    }

    /** The named weapon, else the type's own. */
    public static Optional<Weapon> weapon(Unit unit) {
        return ARMS.weapon(unit);
    }

    /** Figures the unit puts on the table: its count, or one model for a gun that leaves count out. */
    public static int figures(Unit unit) {
        return unit.count().orElse(1);
    }

    public static int figures(Side side) {
        return side.units().stream().mapToInt(Figures::figures).sum();
    }

    /** An officer or a flag bearer: +1 in melee (seed). */
    public static boolean hero(Unit unit) {
        return unit.hasTag(OFFICER) || unit.hasTag(FLAG_BEARER);
    }

    public static boolean isGun(Unit unit) {
        return type(unit).map(FigureType::gun).orElse(false);
    }
}

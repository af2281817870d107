package muster.rulesets.splendidlittlewar;

import java.util.List;
import java.util.Optional;
import muster.rules.Arms;
import muster.scenario.Scenario;
import muster.scenario.Unit;

/** How splendid-little-war reads a scenario unit: its type and class, its weapon, its stands, its going. */
public final class Units {

    public static final String MORO = "moro";
    public static final String SCOUTS = "philippine-scouts";
    public static final String DISMOUNTED = "dismounted";

    private static final Arms<UnitType, Weapon> ARMS = new Arms<>(UnitType.values(), Weapon.values());

    private Units() {
    }

    public static Optional<UnitType> type(Unit unit) {
        return ARMS.type(unit);
    }

    public static Optional<UnitClass> unitClass(Unit unit) {
        return type(unit).map(UnitType::unitClass);
    }

    /** Every unit of the scenario whose class is infantry, dismounted cavalry included, side by side in order. */
    public static List<Unit> infantry(Scenario s) {
        return s.sides().stream().flatMap(side -> side.units().stream())
                .filter(u -> unitClass(u).filter(c -> c == UnitClass.INFANTRY).isPresent()).toList();
    }

    /** The named weapon, else the type's own. */
    public static Optional<Weapon> weapon(Unit unit) {
        return ARMS.weapon(unit);
    }

    /** Stands as the scenario gives them; a gun or machine gun that leaves 'count' out has its one stand. */
    public static int stands(Unit unit) {
        return unit.count().orElse(1);
    }

    /** Moro warriors and Philippine Scouts cross rough ground at full speed (infantry only; artillery never enters it). */
    public static boolean ignoresRough(Unit unit) {
        return (unit.hasTag(MORO) || unit.hasTag(SCOUTS)) && unitClass(unit).map(c -> c == UnitClass.INFANTRY).orElse(false);
    }

    /** The side of one of the unit's stands in inches: 25 mm for infantry, 30 mm for machine guns and guns. */
    public static double standInches(Unit unit) {
        return Organisation.inches(unitClass(unit).orElse(UnitClass.INFANTRY).standMm());
    }

    public static boolean isArtillery(Unit unit) {
        return unitClass(unit).map(c -> c == UnitClass.ARTILLERY).orElse(false);
    }
}

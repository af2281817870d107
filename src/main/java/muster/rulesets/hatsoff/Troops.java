package muster.rulesets.hatsoff;

import java.util.List;
import java.util.Optional;
import muster.rules.Arms;
import muster.scenario.Unit;

/** How hatsoff reads a scenario unit: its type, weapon, troop class, powder and morale. */
public final class Troops {

    public static final String OFFICER = "officer";
    public static final String BLACK_POWDER = "black-powder";

    private static final Arms<UnitType, Weapon> ARMS = new Arms<>(UnitType.values(), Weapon.values());

    private Troops() {
    }

    public static Optional<UnitType> type(Unit unit) {
        return ARMS.type(unit);
    }

    /** The named weapon, else the type's own (guns and machine guns need not name one). */
    public static Optional<Weapon> weapon(Unit unit) {
        return ARMS.weapon(unit);
    }

    /** The troop-class tags a unit carries, whatever its nation. */
    public static List<String> classTags(Unit unit) {
        return unit.tags().stream().filter(TroopClass.TAGS::contains).distinct().toList();
    }

    /** The unit's class: its tag read with the nation, else for guns their crews' default. */
    public static Optional<TroopClass> troopClass(Unit unit, String nation) {
        for (String tag : classTags(unit)) {
            Optional<TroopClass> c = TroopClass.of(tag, nation);
            if (c.isPresent()) {
                return c;
            }
        }
        boolean crew = type(unit).map(t -> !t.isTroops()).orElse(false);
        return crew && classTags(unit).isEmpty() ? TroopClass.crewDefault(nation) : Optional.empty();
    }

    /** Black powder: by tag, by weapon, by the class the seed names, or for US and insurrecto guns. */
    public static boolean blackPowder(Unit unit, String nation) {
        if (unit.hasTag(BLACK_POWDER) || weapon(unit).map(Weapon::blackPowder).orElse(false)) {
            return true;
        }
        if (type(unit).map(UnitType::isArtillery).orElse(false)) {
            return Batteries.smokes(nation, false);
        }
        if (weapon(unit).filter(w -> w == Weapon.MAUSER).isPresent() || weapon(unit).isEmpty()) {
            return false;
        }
        return troopClass(unit, nation).map(TroopClass::blackPowder).orElse(false);
    }

    /** Morale in per cent as the unit starts: its class, +10 with its brigadier. */
    public static Optional<Integer> morale(Unit unit, String nation) {
        return troopClass(unit, nation).map(c -> c.morale() + (unit.hasTag(OFFICER) ? Morale.BRIGADIER : 0));
    }

    public static boolean mounted(Unit unit) {
        return Arms.mounted(unit);
    }
}

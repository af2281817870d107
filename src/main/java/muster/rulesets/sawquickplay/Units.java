package muster.rulesets.sawquickplay;

import java.util.Locale;
import java.util.Optional;
import muster.rules.Arms;
import muster.rules.Guns;
import muster.scenario.Unit;

/** How saw-quickplay reads a scenario unit: its type, its weapon, whether it rides. */
public final class Units {

    private static final Arms<UnitType, Weapon> ARMS = new Arms<>(UnitType.values(), Weapon.values());

    private Units() {
    }

    public static Optional<UnitType> type(Unit unit) {
        return ARMS.type(unit);
    }

    /** The named weapon, else the type's own (guns and machine guns need not name one). */
    public static Optional<Weapon> weapon(Unit unit) {
        return ARMS.weapon(unit);
    }

    /** Cavalry rides unless tagged dismounted; nothing else rides. */
    public static boolean mounted(Unit unit) {
        return Arms.mounted(unit);
    }

    /** A unit firing {@code weapon}, placed on the table, as a gun when the weapon is artillery, with its range at this scale. */
    public static Optional<Guns.Gun> gun(Unit unit, Optional<Weapon> weapon, String figureScale) {
        return weapon.filter(Weapon::isArtillery).flatMap(w -> unit.at().map(at -> new Guns.Gun(unit, at,
                w.label().toLowerCase(Locale.ROOT), Scales.inches(w.baseRange(), figureScale))));
    }

    public static int move(Unit unit, String figureScale) {
        return type(unit).map(t -> Scales.inches(t.move(mounted(unit)), figureScale)).orElse(0);
    }
}

package muster.rulesets.sawquickplay;

import java.util.Locale;
import java.util.Optional;
import muster.rules.Arms;
import muster.rules.Guns;
import muster.scenario.Unit;

/** How saw-quickplay reads a scenario unit: its type and weapon, its gun and its move. */
public final class Units {

    /** Its type and weapon read by their words (a unit that names no weapon has its type's own). */
    public static final Arms<UnitType, Weapon> ARMS = new Arms<>(UnitType.values(), Weapon.values());

    private Units() {
    }

    /** A unit firing {@code weapon}, placed on the table, as a gun when the weapon is artillery, with its range at this scale. */
    public static Optional<Guns.Gun> gun(Unit unit, Optional<Weapon> weapon, String figureScale) {
        return weapon.filter(Weapon::isArtillery).flatMap(w -> unit.at().map(at -> new Guns.Gun(unit, at,
                w.label().toLowerCase(Locale.ROOT), Scales.inches(w.baseRange(), figureScale))));
    }

    public static int move(Unit unit, String figureScale) {
        return ARMS.type(unit).map(t -> Scales.inches(t.move(Arms.mounted(unit)), figureScale)).orElse(0);
    }
}

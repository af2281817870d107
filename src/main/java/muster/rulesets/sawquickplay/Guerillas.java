package muster.rulesets.sawquickplay;

import java.util.List;
import muster.scenario.Formation;
import muster.scenario.Unit;

/**
 * Who counts as a guerilla: units tagged guerilla or contra-guerilla, and the infantry and cavalry
 * of Cuba and the Philippines unless tagged {@code regular}. Guerillas leave play instead of
 * suffering fire or assault effects and are ignored for morale.
 */
public final class Guerillas {

    static final List<String> GUERILLA_NATIONS = List.of("cuba", "philippines");

    private Guerillas() {
    }

    public static boolean isGuerilla(Unit unit, String nation) {
        if (unit.hasTag("guerilla") || unit.hasTag("contra-guerilla")) {
            return true;
        }
        boolean footOrHorse = unit.type().equals("infantry") || unit.type().equals("cavalry");
        return footOrHorse && GUERILLA_NATIONS.contains(nation) && !unit.hasTag("regular");
    }

    /** A formation made only of guerillas does not count towards the army's break point. */
    public static boolean allGuerilla(Formation formation, String nation) {
        return !formation.units().isEmpty() && formation.units().stream().allMatch(u -> isGuerilla(u, nation));
    }
}

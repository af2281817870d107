package muster.rulesets.sawquickplay;

import java.util.ArrayList;
import java.util.List;
import muster.rules.UnitWords;
import muster.scenario.Formation;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.view.Labels;
import muster.view.OrderWords;
import muster.view.Roster.Box;
import muster.view.Roster;
import muster.view.TurnTrack;

/** A roster per side: each brigade's loss track with its 50% and 75% marks, and the army's. */
record SawRosters(Scenario scenario, UnitWords<UnitType, Weapon> words) {

    List<Roster> all() {
        return Labels.perSide(scenario, this::roster);
    }

    private Roster roster(Side side, String sideClass) {
        Morale.Army army = Morale.army(side);
        List<Roster.Brigade> brigades = new ArrayList<>();
        for (Formation f : side.formations()) {
            Morale.Brigade m = Morale.brigade(f, side.nation());
            boolean allGuerilla = Guerillas.allGuerilla(f, side.nation());
            List<Roster.Line> units = f.units().stream().map(u -> line(u, side)).toList();
            List<Box> track = new ArrayList<>();
            for (int n = 1; n <= m.bases(); n++) {
                track.add(new Box(n, n == m.fleesAt() ? "flee" : n == m.haltsAt() ? "halt" : ""));
            }
            String note = allGuerilla ? "All guerrillas: left out of the army's break point."
                    : m.bases() < f.units().stream().mapToInt(Morale::bases).sum() ? "Guerrilla bases are left out of the count." : "";
            brigades.add(new Roster.Brigade(f.displayName(), f.orders().map(o -> OrderWords.describe(scenario, o)).orElse("no order"),
                    SawCards.breakPoints(m), track, units, note, "Lost or pinned:", ""));
        }
        List<Box> armyTrack = new ArrayList<>();
        for (int n = 1; n <= army.brigades(); n++) {
            armyTrack.add(new Box(n, n == army.breaksAt() ? "break" : ""));
        }
        String armyBreak = army.brigades() == 0 ? "This army cannot break: every brigade is guerrillas."
                : "The army breaks when " + army.breaksAt() + " of its " + army.brigades() + " brigades "
                        + (army.breaksAt() == 1 ? "has" : "have") + " fled the table.";
        String hq = side.hq().map(h -> h.name()).orElse("none");
        List<String> notes = List.of(
                "Tick a box for each base destroyed, dispersed or pinned; clear it when a pinned base recovers.",
                "At the halt mark, the light box, the brigade may no longer attack or advance: it defends where it stands until new orders.",
                "At the flee mark, the dark box, the whole brigade leaves the table; tick the army track.");
        return new Roster(side.name(), sideClass, hq, armyBreak, armyTrack, brigades, notes, List.of(), "Brigades fled:")
                .withTurns(TurnTrack.of(scenario, side, "bases"));
    }

    private Roster.Line line(Unit u, Side side) {
        List<String> notes = new ArrayList<>();
        if (Guerillas.isGuerilla(u, side.nation())) {
            notes.add("guerrilla, not counted");
        }
        if (u.hidden()) {
            notes.add("hidden");
        }
        return new Roster.Line(u.displayName(), SawSheets.bases(u), String.join("; ", notes));
    }
}

package muster.rulesets.splendidlittlewar;

import java.util.ArrayList;
import java.util.List;
import muster.rules.UnitWords;
import muster.scenario.Formation;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.view.Chart;
import muster.view.Labels;
import muster.view.Num;
import muster.view.OrderWords;
import muster.view.Roster;
import muster.view.ShortLabels;
import muster.view.TurnTrack;
import muster.view.Words;

/**
 * A roster per side. The rules have no brigade or army break point, so a brigade's line gives its
 * strength in stands and hits; the record sheets keep each unit's losses and each turn's cards.
 */
record SlwRosters(Scenario scenario, UnitWords<UnitType, Weapon> words, SlwSheets sheets) {

    List<Roster> all() {
        return Labels.perSide(scenario, this::roster);
    }

    private Roster roster(Side side, String sideClass) {
        List<Roster.Brigade> brigades = new ArrayList<>();
        List<Unit> recorded = new ArrayList<>();
        for (Formation f : side.formations()) {
            int stands = 0;
            int hits = 0;
            List<Roster.Line> lines = new ArrayList<>();
            for (Unit u : f.units()) {
                int s = Units.stands(u);
                int perStand = words.type(u).map(UnitType::unitClass).map(UnitClass::hitsPerStand).orElse(0);
                stands += s;
                hits += s * perStand;
                lines.add(new Roster.Line(u.displayName(), sheets.strength(u) + ", " + s * perStand + " hits", notes(u, s)));
                recorded.add(u);
            }
            String summary = f.units().size() + (f.units().size() == 1 ? " unit, " : " units, ") + stands + " stands, " + hits
                    + " hits to destroy; one activation card";
            brigades.add(new Roster.Brigade(f.displayName(), f.orders().map(o -> OrderWords.describe(scenario, o)).orElse("no task set"),
                    summary, List.of(), lines, ""));
        }
        List<String> names = Labels.rowNames(recorded.stream().map(ShortLabels.of(scenario)::unit).toList(),
                recorded.stream().map(Unit::displayName).toList());
        List<List<String>> unitRows = new ArrayList<>();
        for (int i = 0; i < recorded.size(); i++) {
            unitRows.add(List.of(names.get(i), String.valueOf(Units.stands(recorded.get(i))), "", "", "", ""));
        }
        List<Chart.Table> sheetsOut = List.of(
                new Chart.Table(List.of("Unit", "Stands", "Hits (tally)", "Stands lost", "Routing since turn", "Gone (turn)"), unitRows,
                        "Unit record: the cards carry the hit boxes; keep the running tally here between turns."));
        Deck.Share share = Deck.share(side);
        String armyBreak = "These rules have no army break point: play to the scenario's victory conditions.";
        List<String> notes = List.of(
                side.name() + " puts " + Num.count(share.brigadeCards(), "brigade card", "brigade cards") + " and "
                        + Num.count(share.bonusCards(), "bonus card", "bonus cards") + " in the deck.",
                "Units test morale each time they lose a stand; brigades never break as a whole.",
                "A routing unit tests to rally whenever its brigade's card is turned.");
        return new Roster(side.name(), sideClass, side.hq().map(h -> h.name()).orElse(""), armyBreak, List.of(), brigades, notes,
                sheetsOut).withTurns(TurnTrack.of(scenario, side, "stands", List.of("Our bonus card: pinned or moved again",
                        "Brigade pinned by the enemy")));
    }

    private static String notes(Unit u, int stands) {
        List<String> out = new ArrayList<>(u.tags().stream().map(Words::plain).toList());
        if (u.hidden()) {
            out.add("hidden");
        }
        return String.join("; ", out);
    }
}

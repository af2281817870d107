package muster.rulesets.juniorgeneral;

import java.util.ArrayList;
import java.util.List;
import muster.rules.UnitWords;
import muster.scenario.Formation;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Terrain;
import muster.scenario.Unit;
import muster.view.Chart;
import muster.view.Labels;
import muster.view.MapNames;
import muster.view.OrderWords;
import muster.view.Roster.Box;
import muster.view.Forces;
import muster.view.Roster;
import muster.view.TurnTrack;

/**
 * A roster per side: a box for every figure of each group (the rules have no morale, so no break
 * points), and record sheets for what the game tracks: the balls thrown each turn for Spain, the
 * wire and the machine guns' ammunition for the Americans.
 */
record JrgRosters(Scenario scenario, UnitWords<FigureType, Weapon> words, JrgSheets sheets) {

    List<Roster> all() {
        return Labels.perSide(scenario, this::roster);
    }

    private Roster roster(Side side, String sideClass) {
        boolean spanish = side.nation().equals(Figures.SPAIN);
        List<Roster.Brigade> groups = new ArrayList<>();
        for (Formation f : side.formations()) {
            int figures = f.units().stream().mapToInt(Figures::figures).sum();
            List<Box> track = new ArrayList<>();
            for (int n = 1; n <= figures; n++) {
                track.add(new Box(n, ""));
            }
            List<Roster.Line> lines = f.units().stream().map(u -> line(u)).toList();
            groups.add(new Roster.Brigade(f.displayName(), f.orders().map(o -> OrderWords.describe(scenario, o)).orElse(""),
                    figures + " figures · no morale test: fight on", track, lines, ""));
        }
        int total = Figures.figures(side);
        List<String> notes = new ArrayList<>();
        notes.add("Tick a box for each figure lost. Pinned figures just lie down on the table.");
        // the record sheets follow the turn track in the handout under captions of their own; the game master's pack has none
        List<Chart.Table> records = spanish ? spanishRecords() : americanRecords(side);
        // an officer figure the scenario fields for the commander is his figure; else he has none on the table
        String hq = side.hq().map(h -> h.name() + Forces.hqFigure(side).map(u -> " (his officer figure, on the roster below)")
                .orElse(" (no figure on the table)")).orElse("none");
        return new Roster(side.name(), sideClass, hq,
                total + " figures. No army morale: play to the victory conditions.", List.of(), groups, notes, records)
                .withTurns(TurnTrack.of(scenario, side, "figures"));
    }

    private Roster.Line line(Unit u) {
        List<String> notes = new ArrayList<>();
        if (u.hasTag(Figures.OFFICER)) {
            notes.add("officer, +1 in melee");
        }
        if (u.hasTag(Figures.FLAG_BEARER)) {
            notes.add("flag bearer, +1 in melee");
        }
        for (Terrain b : Blockhouse.all(scenario)) {
            if (Blockhouse.inside(u, b)) {
                // as JRG-011's note says: past its seats, figures that start there stand outside it; said on the first line there
                int there = scenario.sides().stream().mapToInt(side -> Blockhouse.figuresInside(side, b)).sum();
                boolean first = scenario.sides().stream().flatMap(side -> side.units().stream()).filter(x -> Blockhouse.inside(x, b))
                        .findFirst().map(u::equals).orElse(false);
                notes.add(there <= Blockhouse.CAPACITY ? "in the blockhouse" : first ? "at the blockhouse, which seats "
                        + Blockhouse.CAPACITY + " of the " + there + " figures there" : "at the blockhouse");
                break;
            }
        }
        if (words.weapon(u).filter(Weapon::runsDry).isPresent()) {
            notes.add("runs dry on a pair");
        }
        if (u.hidden()) {
            notes.add("hidden");
        }
        return new Roster.Line(u.displayName(), sheets.strength(u), String.join("; ", notes));
    }

    /** Spain: balls thrown and figures hit, turn by turn. */
    private List<Chart.Table> spanishRecords() {
        if (!SpanishArtillery.throwing(scenario)) {
            return List.of();
        }
        List<List<String>> rows = new ArrayList<>();
        for (int t = 1; t <= scenario.turns(); t++) {
            rows.add(List.of(String.valueOf(t), "", "", ""));
        }
        return List.of(new Chart.Table(List.of("Turn", "Balls thrown (" + SpanishArtillery.balls(scenario) + ")", "Americans out",
                "Spaniards out"), rows, "Artillery record: the thrower stands " + SpanishArtillery.STAND_BACK_INCHES + "\" or more behind the "
                + SpanishArtillery.edge(scenario).orElseThrow().word() + " edge."));
    }

    /** The Americans: when each wire line is reached, cut and open; when each machine gun runs dry. */
    private List<Chart.Table> americanRecords(Side side) {
        List<Chart.Table> out = new ArrayList<>();
        List<List<String>> wire = new ArrayList<>();
        MapNames names = new MapNames(scenario);
        for (Terrain t : scenario.terrain()) {
            if (t.kind().equals("barbed-wire")) {
                wire.add(List.of(names.of(t), "", "", ""));
            }
        }
        if (!wire.isEmpty()) {
            out.add(new Chart.Table(List.of("Wire", "Reached on turn", "Cut on turn", "Gap open from turn"), wire,
                    Wire.FIRST_SHOTS));
        }
        List<List<String>> guns = new ArrayList<>();
        for (Unit u : side.units()) {
            if (words.weapon(u).filter(Weapon::runsDry).isPresent()) {
                guns.add(List.of(u.displayName(), ""));
            }
        }
        if (!guns.isEmpty()) {
            out.add(new Chart.Table(List.of("Machine gun", "Out of ammo on turn"), guns, "A pair on its 3 dice empties it for good."));
        }
        return out;
    }
}

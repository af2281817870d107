package muster.rulesets.hatsoff;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import muster.rules.UnitWords;
import muster.rulesets.hatsoff.TerrainKind.Cover;
import muster.scenario.Formation;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.view.Chart;
import muster.view.Labels;
import muster.view.Num;
import muster.view.OrderWords;
import muster.view.Roster;
import muster.view.TurnTrack;

/**
 * A roster per side. Each formation lists its units with strength, morale and the losses at
 * which morale steps down; its record sheet gives every unit two columns (the written order and
 * the men lost) and a row for every turn, after a start row with men, figures and morale. Brigades
 * small enough share a sheet; a side of one unit writes its orders on its turn track instead.
 */
record HatRosters(Scenario scenario, UnitWords<UnitType, Weapon> words) {

    /** Units side by side on one record sheet; more go on the next sheet of the formation. */
    static final int UNITS_PER_SHEET = 3;
    static final String START = "Start";

    List<Roster> all() {
        return Labels.perSide(scenario, this::roster);
    }

    private Roster roster(Side side, String sideClass) {
        List<Roster.Brigade> brigades = new ArrayList<>();
        List<Chart.Table> sheets = new ArrayList<>();
        List<String> sharedTitles = new ArrayList<>();
        List<HatUnit> shared = new ArrayList<>();
        Optional<String> sideRatio = sideRatio(side);
        for (Formation f : side.formations()) {
            List<HatUnit> units = f.units().stream().map(u -> HatUnit.of(scenario, words, side, u)).toList();
            String order = f.orders().map(o -> OrderWords.describe(scenario, o)).orElse("____________ (no orders given: write them in)");
            brigades.add(new Roster.Brigade(f.displayName(), order, brigadier(f), List.of(), units.stream().map(h -> line(h, sideRatio)).toList(),
                    ""));
            // a commander's figure goes with a unit's orders and is hit as a figure, not by men: no column of its own
            List<HatUnit> ordered = units.stream().filter(h -> !h.commander()).toList();
            List<Integer> shares = shares(ordered.size(), shared.isEmpty() ? 0 : UNITS_PER_SHEET - shared.size());
            for (int p = 0, from = 0; p < shares.size(); p++) {
                List<HatUnit> chunk = ordered.subList(from, from + shares.get(p));
                from += shares.get(p);
                String part = shares.size() > 1 ? " (" + (p + 1) + " of " + shares.size() + ")" : "";
                // small brigades share a sheet, a page each being mostly empty
                if (shared.size() + chunk.size() > UNITS_PER_SHEET) {
                    sheets.add(sheet(String.join(" and ", sharedTitles), shared));
                    sharedTitles = new ArrayList<>();
                    shared = new ArrayList<>();
                }
                sharedTitles.add(f.displayName() + part);
                shared.addAll(chunk);
            }
        }
        if (!shared.isEmpty()) {
            sheets.add(sheet(String.join(" and ", sharedTitles), shared));
        }
        // a side of one unit writes its orders on its turn track, which already counts its men lost
        List<String> ordersOnTrack = List.of();
        if (sheets.size() == 1 && shared.size() == 1) {
            sheets.clear();
            ordersOnTrack = List.of(shared.get(0).unit().displayName() + ": order");
        }
        String hq = side.hq().map(h -> h.name()).orElse("none");
        String armyBreak = "The rules set no break point for an army: the scenario's victory conditions decide.";
        List<String> notes = new ArrayList<>();
        sideRatio.ifPresent(r -> notes.add("Figures of foot and horse are " + r + "; crews 1:10."));
        notes.addAll(List.of(
                "Before anyone moves, write each unit's order for the turn in its box on the side's record sheet. An arrow will do if the enemy "
                        + "could follow it; a unit may split into companies, one short order each.",
                "After fire and melee, write the men each unit lost that turn; take off a figure for each full figure's worth.",
                "Morale tests: percentile dice at or under the unit's morale pass. Morale falls 10% at each step boxed with each unit below. "
                        + "A unit's morale at the start counts the cover or works it begins in (within " + Num.fmt(HatUnit.START_COVER_REACH, 1)
                        + "\")."));
        // a side with no headquarters and no general has no commander to lose
        if (side.hq().isPresent() || side.units().stream().anyMatch(u -> u.type().equals("general"))) {
            notes.add("If the commander is hit (" + Odds.officerHit().percent() + " a time his unit is fired on), every unit counts −10%.");
        }
        return new Roster(side.name(), sideClass, hq, armyBreak, List.of(), brigades, notes, sheets).withTurns(TurnTrack.of(scenario, side, "men", ordersOnTrack));
    }

    /** How many of a brigade's {@code units} go on each of its sheets: evenly, so 4 are 2 and 2, not 3 and a lone column. */
    /**
     * A brigade's units shared out over sheets, as {@link #shares(int)}, but its first part filling the {@code room} left on the
     * sheet before it where that takes a sheet fewer (El Caney's village, four units, after El Viso's two: three and three, not
     * two, two and two).
     */
    static List<Integer> shares(int units, int room) {
        if (room > 0 && units > room && shares(units - room).size() < shares(units).size()) {
            List<Integer> out = new ArrayList<>(List.of(room));
            out.addAll(shares(units - room));
            return out;
        }
        return shares(units);
    }

    static List<Integer> shares(int units) {
        int parts = (units + UNITS_PER_SHEET - 1) / UNITS_PER_SHEET;
        List<Integer> out = new ArrayList<>();
        for (int p = 0; p < parts; p++) {
            out.add(units / parts + (p < units % parts ? 1 : 0));
        }
        return out;
    }

    private static String brigadier(Formation f) {
        return f.units().stream().filter(u -> u.hasTag(Troops.OFFICER)).findFirst()
                .map(u -> "brigadier with " + u.displayName() + " (+10% to its morale)")
                .orElse("each unit tests morale on its own");
    }

    /** The figure scale the roster's heading gives for the side's foot and horse: its first unit's. */
    private Optional<String> sideRatio(Side side) {
        return side.units().stream().filter(u -> words.type(u).map(t -> t.isTroops()).orElse(false)).findFirst()
                .map(u -> HatUnit.of(scenario, words, side, u).ratioText());
    }

    /** A unit's line; its figure scale only where it is not the one the heading gives. */
    private static Roster.Line line(HatUnit h, Optional<String> sideRatio) {
        List<String> notes = new ArrayList<>();
        if (h.commander()) {
            return new Roster.Line(h.unit().displayName(), h.strength().describe(), "+10% to the unit it stands with");
        }
        notes.add("Morale " + h.moraleText() + (h.startCover() == Cover.NONE ? "" : ", " + h.startMoraleText() + " at the start"));
        Roster.Steps steps = Roster.Steps.NONE;
        if (h.troops()) {
            steps = new Roster.Steps("Morale −10% at men lost:",
                    h.ladderSteps().stream().map(men -> new Roster.Box(men, "step")).toList());
            if (!sideRatio.equals(Optional.of(h.ratioText()))) {
                notes.add(h.figureText());
            }
            notes.add(h.weapon().isPresent() ? h.rounds() + " rounds" : "no firearms");
        } else {
            notes.add(h.strength().guns() + " guns, 5 men each to fire");
        }
        if (h.blackPowder()) {
            notes.add("black powder");
        }
        if (h.unit().hidden()) {
            notes.add("hidden");
        }
        return new Roster.Line(h.unit().displayName(), h.strength().describe(), String.join("; ", notes), steps);
    }

    /** Turn rows for writing, after a start row that gives each unit's men, figures and morale. */
    private Chart.Table sheet(String title, List<HatUnit> units) {
        List<String> header = new ArrayList<>();
        header.add("Turn");
        for (HatUnit h : units) {
            header.add(h.unit().displayName() + ": order");
            header.add("Lost");
        }
        List<List<String>> rows = new ArrayList<>();
        List<String> start = new ArrayList<>();
        start.add(START);
        for (HatUnit h : units) {
            start.add(h.commander() ? h.strength().describe() : h.strength().men() + " men · "
                    + (h.troops() ? h.strength().figures() + " figures · " : h.strength().guns() + " guns · ") + h.startMoraleText());
            start.add("0");
        }
        rows.add(start);
        for (int turn = 1; turn <= scenario.turns(); turn++) {
            List<String> row = new ArrayList<>();
            row.add(String.valueOf(turn));
            for (int i = 0; i < units.size(); i++) {
                row.add("");
                row.add("");
            }
            rows.add(row);
        }
        return new Chart.Table(header, rows, title + ": written orders and men lost, turn by turn");
    }
}

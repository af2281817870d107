package muster.rulesets.mexicanrevolution;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import muster.rules.UnitWords;
import muster.scenario.Formation;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.view.ShortLabels;
import muster.view.Chart;
import muster.view.Forces;
import muster.view.Labels;
import muster.view.OrderWords;
import muster.view.Roster;
import muster.view.TurnTrack;

/**
 * A roster per side. Morale is tested unit by unit, so brigades carry no loss track: each unit's
 * line gives its class and loss steps, and the record sheets hold the losses turn by turn, the
 * prisoners taken and the table that settles their fate.
 */
record MxrRosters(Scenario scenario, UnitWords<UnitType, Weapon> words, MxrSheets sheets) {

    /** Turn columns on the losses sheet; longer games continue on a second copy. */
    static final int MOST_TURN_COLUMNS = 12;
    static final int PRISONER_ROWS = 6;

    List<Roster> all() {
        return Labels.perSide(scenario, this::roster);
    }

    private Roster roster(Side side, String sideClass) {
        List<Roster.Brigade> brigades = new ArrayList<>();
        for (Formation f : side.formations()) {
            List<Roster.Line> units = f.units().stream().map(u -> new Roster.Line(u.displayName(), sheets.strength(u), notes(u))).toList();
            boolean onlyGenerals = f.units().stream().allMatch(u -> u.type().equals("general"));
            brigades.add(new Roster.Brigade(f.displayName(),
                    f.orders().map(o -> OrderWords.describe(scenario, o)).orElse(onlyGenerals ? "generals: free of orders" : "no order"),
                    "morale is tested unit by unit", List.of(), units, ""));
        }
        List<String> generals = new ArrayList<>();
        side.hq().filter(h -> Forces.hqFigure(side).isEmpty()).ifPresent(h -> generals.add(h.name()));
        side.units().stream().filter(u -> u.type().equals("general")).map(Unit::displayName).forEach(generals::add);
        String hq = (generals.isEmpty() ? "none" : String.join(", ", generals))
                + (Command.hasTelegraph(scenario, side) ? " (orders also by telegraph where the scenario allows)" : "");
        String armyBreak = "The rules give no army break point: the scenario's victory conditions decide the game.";
        List<String> notes = List.of(
                "On the figures-lost sheet, mark each figure lost in its turn's column: a unit with a mark tests morale at the start of the "
                        + "next turn.",
                "Draftees moved into a gun crew leave one unit and join another; they are not losses.",
                "When a unit breaks, write its remaining figures on the enemy's prisoners sheet.");
        return new Roster(side.name(), sideClass, hq, armyBreak, List.of(), brigades, notes,
                // the small prisoners' table first: after the figures-lost table, which fills a page, it was left alone on the next
                List.of(prisonersTaken(side), losses(side))).withTurns(TurnTrack.losslessOf(scenario, side,
                // each unit's losses a turn are on the figures-lost sheet, and its total on its card: a third count would be one too many
                "Each unit's losses go on the figures-lost sheet."));
    }

    private String notes(Unit u) {
        List<String> out = new ArrayList<>();
        boolean fights = words.type(u).map(UnitType::fights).orElse(false);
        MoraleClass.of(u).map(MoraleClass::word).or(() -> Optional.of(MoraleClass.toCircle()).filter(x -> fights)).ifPresent(out::add);
        if (fights) {
            out.add(MxrCards.losses(Units.figures(u)));
        }
        u.aboard().ifPresent(t -> out.add("aboard " + scenario.sides().stream().flatMap(s -> s.units().stream())
                .filter(x -> x.id().equals(t)).map(Unit::displayName).findFirst().orElse(t)));
        if (u.hasTag(Units.EXPLOSIVES)) {
            out.add("explosives");
        }
        if (u.hidden()) {
            out.add("hidden");
        }
        return String.join("; ", out);
    }

    private Chart.Table losses(Side side) {
        int turns = Math.max(1, Math.min(scenario.turns(), MOST_TURN_COLUMNS));
        List<String> header = new ArrayList<>(List.of("Unit", "Start"));
        for (int t = 1; t <= turns; t++) {
            header.add(String.valueOf(t)); // not "T1": the maps mark pre-spotted targets T1, T2 ...
        }
        List<Unit> fighting = side.units().stream().filter(u -> words.type(u).map(UnitType::fights).orElse(false)).toList();
        List<String> names = Labels.rowNames(fighting.stream().map(ShortLabels.of(scenario)::unit).toList(),
                fighting.stream().map(Unit::displayName).toList());
        List<List<String>> rows = new ArrayList<>();
        for (int i = 0; i < fighting.size(); i++) {
            List<String> row = new ArrayList<>(List.of(names.get(i), String.valueOf(Units.figures(fighting.get(i)))));
            for (int t = 1; t <= turns; t++) {
                row.add("");
            }
            rows.add(row);
        }
        // the side's whole count, which a victory condition may weigh ("more than half the Villista figures")
        List<String> total = new ArrayList<>(List.of("All units", String.valueOf(fighting.stream().mapToInt(Units::figures).sum())));
        for (int t = 1; t <= turns; t++) {
            total.add("");
        }
        rows.add(total);
        String more = scenario.turns() > turns ? " Turns after " + turns + " go on a second copy." : "";
        return new Chart.Table(header, rows, side.name() + ": figures lost, a column for each turn." + more);
    }

    private Chart.Table prisonersTaken(Side side) {
        List<List<String>> rows = new ArrayList<>();
        for (int i = 0; i < PRISONER_ROWS; i++) {
            rows.add(List.of("", "", "", ""));
        }
        return new Chart.Table(List.of("Enemy unit that broke", "Turn", "Figures captured", "After the game: dice rolled and fate"), rows,
                "Prisoners taken by " + side.name() + ". Their fate after the game: the prisoners' table of the player aid.");
    }
}

package muster.rulesets.data;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import muster.rules.UnitWords;
import muster.scenario.Formation;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.scenario.rulefile.Profiles;
import muster.scenario.rulefile.RuleWords;
import muster.view.Chart;
import muster.view.Forces;
import muster.view.Labels;
import muster.view.OrderWords;
import muster.view.Roster;
import muster.view.Roster.Box;
import muster.view.TurnTrack;
import muster.view.Words;

/**
 * A roster per side: each formation with a box for every figure (base, stand) it counts, a line per unit with its count, and,
 * where the file gives morale steps by losses, the losses at which each comes for that unit.
 */
record DataRosters(Scenario scenario, FileFacts facts, UnitWords<String, String> words, DataSheets sheets) {

    List<Roster> all() {
        return Labels.perSide(scenario, this::roster);
    }

    private Roster roster(Side side, String sideClass) {
        List<Roster.Brigade> groups = new ArrayList<>();
        for (Formation f : side.formations()) {
            int total = f.units().stream().mapToInt(DataSheets::count).sum();
            List<Box> track = new ArrayList<>();
            for (int n = 1; n <= total; n++) {
                track.add(new Box(n, ""));
            }
            groups.add(new Roster.Brigade(f.displayName(), f.orders().map(o -> OrderWords.describe(scenario, o)).orElse(""),
                    total + " " + (total == 1 ? facts.one() : facts.many()) + (noMorale() ? " · no morale test: fight on" : ""), track,
                    f.units().stream().map(this::line).toList(), ""));
        }
        int all = side.units().stream().mapToInt(DataSheets::count).sum();
        List<String> notes = new ArrayList<>();
        notes.add("Tick a box for each " + facts.one() + " lost.");
        // a pin the file shows on the table is no loss to tick: said where losses are kept (profiles.pinned's shown)
        facts.file().profiles().play().pinned().flatMap(p -> p.shown()).ifPresent(s -> notes.add("A pin is not a loss: " + s + "."));
        if (side.units().stream().anyMatch(u -> !steps(u).boxes().isEmpty())) {
            notes.add("Under a unit, the boxed numbers are the " + facts.many() + " lost at which its morale steps come, in the order the "
                    + "player aid lists them.");
        }
        // the record sheets follow the handout's turn track under captions of their own; the game master's pack has none
        List<Chart.Table> records = new ArrayList<>(new OffTableFire(scenario, facts).records(side));
        records.addAll(new Crossings(scenario, facts).records(side));
        return new Roster(side.name(), sideClass, side.hq().map(h -> h.name() + headquarters(side)).orElse("none"), all + " " + facts.many() + " in all."
                + (noMorale() ? " No army morale: play to the victory conditions." : ""),
                List.of(), groups, notes, records).withTurns(TurnTrack.of(scenario, side, facts.many()));
    }

    /** Whether the rules have no morale at all ({@code profiles.noMorale}): the rosters say so, and give no break points. */
    private boolean noMorale() {
        return facts.file().profiles().play().noMorale();
    }

    private Roster.Line line(Unit u) {
        List<String> notes = new ArrayList<>();
        String weapon = sheets.weapon(u);
        Optional<String> weaponRoster = words.weapon(u).flatMap(w -> roster(facts.file().vocabulary().weapons(), w));
        if (!weapon.isEmpty()) {
            notes.add(weaponRoster.orElse(weapon));
        }
        u.tags().forEach(t -> notes.add(roster(facts.file().vocabulary().tags(), t).orElse(Words.plain(t))));
        notes.addAll(new PlayFacts(scenario, facts).rosterNotes(u));
        notes.removeIf(String::isBlank);
        if (u.hidden()) {
            notes.add("hidden");
        }
        return new Roster.Line(u.displayName(), sheets.strength(u), String.join("; ", notes), steps(u));
    }

    /** What a roster line says for a tag or weapon that gives it ({@code roster}; blank: nothing). */
    private static Optional<String> roster(List<RuleWords.Word> words, String word) {
        return words.stream().filter(w -> w.word().equals(word)).findFirst().flatMap(RuleWords.Word::roster);
    }

    /** The losses at which the unit's morale steps come, for its count. */
    private Roster.Steps steps(Unit u) {
        Optional<Profiles.Morale> m = new TagEffects(facts).morale(u);
        if (m.isEmpty() || m.get().steps().isEmpty()) {
            return Roster.Steps.NONE;
        }
        int count = DataSheets.count(u);
        List<Box> boxes = m.get().steps().stream().map(s -> lostAt(count, s.percentLost())).filter(n -> n <= count)
                .map(n -> new Box(n, "step")).toList();
        return new Roster.Steps("Morale steps at " + facts.many() + " lost:", boxes);
    }

    /** The first loss that reaches {@code percent} of a unit of {@code count}: 25% of 10 is reached at 3 lost; at least 1. */
    static int lostAt(int count, int percent) {
        return Math.max(1, (count * percent + 99) / 100);
    }

    /**
     * With no headquarters on the table (profiles.noHeadquarters), where the commander stands: as a unit of the side that is his
     * figure ({@link Forces#hqFigure}: "his officer figure, on the roster below"), else nowhere; with headquarters, nothing.
     */
    private String headquarters(Side side) {
        if (!facts.file().profiles().play().noHeadquarters()) {
            return "";
        }
        return Forces.hqFigure(side).map(u -> " (his " + (u.hasTag("officer") ? "officer " : "") + facts.one() + ", on the roster below)")
                .orElse(" (no " + facts.one() + " on the table)");
    }
}

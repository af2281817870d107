package muster.view;

import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import muster.rules.common.SharedSecrets;
import muster.scenario.Formation;
import muster.scenario.Note;
import muster.scenario.Orders;
import muster.scenario.Scenario;
import muster.scenario.Side;

/**
 * A side's turn track for its roster: a row per turn with its time of day (when the scenario
 * gives a start time and a turn's length), what happens on it for this side (orders that start,
 * the special rules that name the turn, the last turn), and empty columns for a pencil: what was lost that turn and the
 * running total.
 * Only the side's own orders, so a handout gives nothing of the enemy's plans away.
 */
public final class TurnTrack {

    private static final DateTimeFormatter CLOCK = DateTimeFormatter.ofPattern("HH:mm");

    private TurnTrack() {
    }

    /** The track, its loss columns counting {@code lost} ("bases", "men"...). */
    public static Roster.Turns of(Scenario scenario, Side side, String lost) {
        return of(scenario, side, lost, List.of());
    }

    /** As above, with further empty columns a rule set keeps turn by turn (a card drawn, a brigade pinned). */
    public static Roster.Turns of(Scenario scenario, Side side, String lost, List<String> extra) {
        return new Roster.Turns(caption(scenario, "Turn track", "Write each turn's losses and add them to the total so far."),
                scenario.timeOfTurn(1).isPresent(), extra, lost, rows(scenario, List.of(side)));
    }

    /** A side's track whose losses are kept elsewhere ({@code where}: "Losses go on the figures-lost sheet."): a notes column. */
    public static Roster.Turns losslessOf(Scenario scenario, Side side, String where) {
        return new Roster.Turns(caption(scenario, "Turn track", where), scenario.timeOfTurn(1).isPresent(), List.of(), "",
                rows(scenario, List.of(side)));
    }

    /**
     * The game master's one track for the whole game: each turn's events for every side, once each, and a column for notes;
     * the sides' losses are kept on their own rosters.
     */
    public static Roster.Turns game(Scenario scenario) {
        return new Roster.Turns(caption(scenario, "Turn track of the game, every side's events",
                "Each side keeps its losses on its own record sheets, in its handout."), scenario.timeOfTurn(1).isPresent(), List.of(), "",
                rows(scenario, scenario.sides()));
    }

    /** A row a turn: its time of day, and what happens on it for {@code sides}, each event once. */
    private static List<Roster.Turn> rows(Scenario scenario, List<Side> sides) {
        List<Roster.Turn> rows = new ArrayList<>();
        for (int turn = 1; turn <= scenario.turns(); turn++) {
            Set<String> events = new LinkedHashSet<>();
            for (Side side : sides) {
                events.addAll(events(scenario, side, turn));
            }
            // a side that reads an arrival without the arriving brigade's orders says it once with them
            Set<String> all = Set.copyOf(events);
            events.removeIf(e -> all.stream().anyMatch(other -> other.startsWith(e + ", orders: ")));
            rows.add(new Roster.Turn(turn, scenario.timeOfTurn(turn).map(CLOCK::format).orElse(""), List.copyOf(events)));
        }
        return rows;
    }

    /** "{@code title}: each turn is 30 minutes, from 06:30. {@code then}", the clock left out when the scenario has none. */
    private static String caption(Scenario scenario, String title, String then) {
        return title + (scenario.timeOfTurn(1).isPresent() ? ": each turn is " + scenario.turnMinutes().get() + " minutes, from "
                + CLOCK.format(scenario.startTime().get()) : "") + ". " + then;
    }

    /** What happens on {@code turn} for this side: orders that start, special rules that name it, the first and last turns. */
    static List<String> events(Scenario scenario, Side side, int turn) {
        List<String> out = new ArrayList<>();
        if (turn == 1) {
            out.add("The game begins");
        }
        Map<Formation, String> starts = new LinkedHashMap<>();
        for (Formation f : side.formations()) {
            Orders o = f.orders().orElse(null);
            if (o != null && o.fromTurn().isPresent() && o.fromTurn().get() == turn) {
                starts.put(f, lower(OrderWords.describe(scenario, withoutTurn(o))));
            }
        }
        List<String> rules = new ArrayList<>();
        for (Note rule : scenario.specialRules()) {
            RuleTurns.marks(rule.text(), scenario.turns()).stream().filter(m -> m.turn() == turn).findFirst()
                    .filter(m -> rule.side().map(s -> s.equals(side.id()) || s.equals(side.nation()))
                            .orElseGet(() -> SharedSecrets.owners(scenario, rule.text()).stream().allMatch(side.id()::equals)))
                    .ifPresent(m -> rules.add(m.ended() ? RuleTurns.ended(rule.text()) : RuleTurns.on(rule.text(), turn)));
        }
        // a brigade that arrives on the turn its orders start is one event: "Arrives: Bates' Independent Brigade, orders: attack ..."
        starts.forEach((f, order) -> {
            for (int i = 0; i < rules.size(); i++) {
                if (rules.get(i).startsWith(ARRIVES) && sameWords(rules.get(i).substring(ARRIVES.length()), f.displayName())) {
                    rules.set(i, rules.get(i) + ", orders: " + order);
                    return;
                }
            }
            out.add(f.displayName() + ": " + order + " from this turn");
        });
        out.addAll(rules);
        if (turn == scenario.turns()) {
            out.add("Last turn: the game ends with it, and the victory conditions decide");
        }
        return out;
    }

    private static final String ARRIVES = "Arrives: ";

    /** Whether every word of {@code name} is a word of {@code formation}, whatever their order ("Bates' Independent Brigade"). */
    private static boolean sameWords(String name, String formation) {
        Set<String> of = words(formation);
        Set<String> named = words(name);
        return !named.isEmpty() && of.containsAll(named);
    }

    private static Set<String> words(String s) {
        Set<String> out = new LinkedHashSet<>();
        for (String w : s.toLowerCase(Locale.ROOT).replaceAll("'s\\b|'", "").split("[^\\p{L}\\p{N}]+")) {
            if (!w.isEmpty()) {
                out.add(w);
            }
        }
        return out;
    }

    private static Orders withoutTurn(Orders o) {
        return new Orders(o.type(), o.objective(), Optional.empty(), o.path(), o.spans());
    }

    private static String lower(String s) {
        return s.isEmpty() ? s : Character.toLowerCase(s.charAt(0)) + s.substring(1);
    }
}

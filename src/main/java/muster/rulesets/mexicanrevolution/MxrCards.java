package muster.rulesets.mexicanrevolution;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import muster.rules.Arms;
import muster.rules.UnitWords;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.view.Card;
import muster.view.Card.Fact;
import muster.view.Forces;
import muster.view.Labels;

/** One card per unit, general and train, with what a player needs for it. */
record MxrCards(Scenario scenario, UnitWords<UnitType, Weapon> words) {

    /** Tick boxes per track row: eleven 11pt boxes fit the card's width beside a short label. */
    static final int BOXES_PER_ROW = 10;

    List<Card> all() {
        List<Card> out = new ArrayList<>();
        for (Forces.SideOf s : Forces.sides(scenario)) {
            s.hqCard("Commanding general", "General", generalFacts(s.side(), UnitType.GENERAL.moveDice())).ifPresent(out::add);
            for (Forces.UnitOf u : Forces.units(s)) {
                out.add(card(u));
            }
        }
        return out;
    }

    private Card card(Forces.UnitOf placed) {
        Optional<UnitType> type = words.type(placed.unit());
        if (type.filter(t -> t == UnitType.GENERAL).isPresent()) {
            return general(placed);
        }
        if (type.filter(t -> t == UnitType.TRAIN).isPresent()) {
            return train(placed);
        }
        return fighter(placed, type);
    }

    private Card fighter(Forces.UnitOf placed, Optional<UnitType> type) {
        Side side = placed.side();
        Unit u = placed.unit();
        Optional<Weapon> weapon = words.weapon(u);
        Optional<MoraleClass> morale = MoraleClass.of(u);
        boolean gun = type.map(UnitType::isGun).orElse(false);
        int figures = Units.figures(u);
        List<Fact> facts = new ArrayList<>();
        facts.add(new Fact(gun ? "Crew" : "Figures", gun ? figures + " figures and the " + (type.get() == UnitType.MACHINEGUN ? "MG" : "gun")
                + " model" : figures + u.men().map(m -> " (" + m + " men)").orElse("")));
        facts.add(new Fact("Move", move(u, gun)));
        weapon.ifPresent(w -> facts.add(new Fact("Fire", fire(w))));
        facts.add(new Fact("Melee", melee(u, gun)));
        // the roll, not its odds: a card is read at a glance (the odds are in the game master's appendix)
        morale.ifPresentOrElse(c -> facts.add(new Fact("Morale", c.word() + ": 2D6, fails on " + c.failsAtOrBelow() + " or less, removed on "
                + c.removedAtOrBelow() + " or less")),
                () -> facts.add(new Fact("Morale", MoraleClass.toCircle())));
        facts.add(new Fact("Losses", losses(figures)));
        List<String> notes = new ArrayList<>();
        u.aboard().flatMap(this::unit).ifPresent(t -> notes.add("On " + Labels.inText(t.displayName()) + ": in cover; acts as in rough ground; "
                + "gets off only if the train did not move."));
        if (u.hasTag(Units.EXPLOSIVES)) {
            notes.add("Explosives: a move to plant on the track; another, within " + Trains.DETONATE_WITHIN_INCHES
                    + "\" and not in melee, to fire them as a train passes.");
        }
        if (type.filter(t -> t == UnitType.MACHINEGUN).isPresent()) {
            notes.add("Needs a gunner not prone; draftees may crew it.");
        } else if (gun) {
            notes.add("Needs one of its own gunners to fire; draftees alone cannot.");
        }
        if (u.type().equals("cavalry")) {
            notes.add(Arms.mounted(u) ? "Mounted." : "Dismounted: moves and fights as infantry.");
        }
        String kind = type.map(UnitType::label).orElse(u.type())
                + weapon.filter(w -> !w.isGun() && w != Weapon.MACHINEGUN).map(w -> " · " + w.label()).orElse("")
                + morale.map(c -> " · " + c.word()).orElse("");
        return placed.card(kind, facts, notes, tracks(gun ? "Crew lost:" : "Lost:", figures));
    }

    /** "morale −1 at 4 lost, −2 at 8, −3 at 12; from 8 lost, a failed test removes it". */
    static String losses(int figures) {
        if (figures <= 0) {
            return "";
        }
        List<String> steps = new ArrayList<>();
        int last = 0;
        for (int lost = 1; lost < figures; lost++) {
            int mod = Morale.lossModifier(figures, lost);
            if (mod != last) {
                steps.add((steps.isEmpty() ? "morale " : "") + Words.signed(mod) + " at " + lost + (steps.isEmpty() ? " lost" : ""));
                last = mod;
            }
        }
        String half = "from " + Morale.thresholds(figures).half() + " lost, a failed test removes it";
        return steps.isEmpty() ? half : String.join(", ", steps) + "; " + half;
    }

    private static String move(Unit u, boolean gun) {
        String dice = "roll " + Words.dice(Units.moveDice(u)) + " once for the unit: up to that many inches";
        if (gun) {
            return dice + ", with its crew; rough ground costs double";
        }
        // infantry and crews may go prone after moving; mounted cavalry may not
        boolean rides = u.type().equals("cavalry") && Arms.mounted(u);
        return dice + "; rough ground costs double" + (rides ? "" : "; may go prone after");
    }

    /** The faces that lose a rider in a wreck at {@code speedDice}: "on a 1", "on 1-3". */
    private static String wreckLost(int speedDice) {
        int top = speedDice - 1;
        return top == 1 ? "on a 1" : "on 1-" + top;
    }

    /** In plain words, without odds (the player aid gives them): "1 die a figure, kills on 5-6 to 18", on 6 to 36"". */
    private static String fire(Weapon w) {
        if (w.isGun()) {
            return "call a range up to " + w.longRange() + "\" unmeasured; kills on " + Odds.faces(Odds.fireNeed(w, false, false, Cover.NONE))
                    + " all within " + Weapon.BURST_INCHES + "\"";
        }
        String lead = w == Weapon.MACHINEGUN ? "over a 90° arc, 1 die a figure" : "1 die a figure";
        return lead + ", kills on " + Odds.faces(Odds.fireNeed(w, false, false, Cover.NONE)) + " to " + w.shortRange() + "\", on "
                + Odds.faces(Odds.fireNeed(w, true, false, Cover.NONE)) + " to " + w.longRange() + "\""
                + (w == Weapon.MACHINEGUN ? "; over 45°, 30° or 15°, 2, 3 or 4 dice a figure" : "");
    }

    private static String melee(Unit u, boolean gun) {
        int kill = Units.meleeKill(u);
        if (gun) {
            return "crew kill on " + Odds.faces(kill) + " (prone foe " + Odds.faces(Odds.meleeNeed(kill, true)) + "); never start it";
        }
        if (Arms.mounted(u)) {
            return "kill on " + Odds.faces(kill) + "; " + Odds.faces(Units.CAVALRY_HINDERED_KILL)
                    + " in rough or against cover; prone foe one easier";
        }
        return "kill on " + Odds.faces(kill) + " (prone foe " + Odds.faces(Odds.meleeNeed(kill, true)) + ")";
    }

    private Card general(Forces.UnitOf placed) {
        Unit u = placed.unit();
        List<String> notes = new ArrayList<>();
        u.aboard().flatMap(this::unit).ifPresent(t -> notes.add("Rides " + t.displayName() + "."));
        return placed.card("General", generalFacts(placed.side(), Units.moveDice(u)), notes, List.of());
    }

    /** What a general figure does, whether the scenario gives it as the side's 'hq:' or as a unit. */
    private List<Fact> generalFacts(Side side, int moveDice) {
        boolean telegraph = Command.hasTelegraph(scenario, side);
        return List.of(new Fact("Figure", "1; never killed, never a target"),
                new Fact("Move", "roll " + Words.dice(moveDice) + ": up to that many inches; needs no orders"),
                new Fact("Orders", "changes the order of any unit within " + Command.ORDER_RADIUS_INCHES + "\""
                        + (telegraph ? ", or by telegraph where the scenario allows" : "")),
                new Fact("Attached", "+" + Morale.GENERAL_ATTACHED + " on the unit's morale dice; not taken when it breaks"),
                new Fact("Contacted", "moves clear at once, as if it had never stood there"));
    }

    private Card train(Forces.UnitOf placed) {
        Unit u = placed.unit();
        int cars = Trains.cars(scenario, u);
        List<String> riders = scenario.sides().stream().flatMap(s -> s.units().stream())
                .filter(r -> u.id().equals(r.aboard().orElse(""))).map(r -> Labels.inText(r.displayName())).toList();
        List<Fact> facts = new ArrayList<>();
        facts.add(new Fact("Cars", "locomotive + " + cars + "; riding: " + (riders.isEmpty() ? "none" : String.join(", ", riders))));
        facts.add(new Fact("Speed", Trains.STARTING_DICE + "D6\" to start, ±" + Trains.CHANGE_PER_TURN + " die a turn, at most "
                + Trains.MOST_DICE + "D6; reverses after a turn stopped"));
        facts.add(new Fact("Riders", "in cover; may fire from anywhere on its move; on or off only if it did not move"));
        facts.add(new Fact("Wreck", "each rider, gun, MG rolls a die and is lost under the speed dice (" + wreckLost(2) + " at 2D6, "
                + wreckLost(Trains.MOST_DICE) + " at " + Trains.MOST_DICE + "D6); a shell on it wrecks on 6"));
        facts.add(new Fact("Jump on", "while it moves: lost on a die no higher than the speed dice"));
        return placed.card("Train", facts, List.of(), List.of(new Card.Track("Speed dice:", Trains.MOST_DICE)));
    }

    private Optional<Unit> unit(String id) {
        return scenario.sides().stream().flatMap(s -> s.units().stream()).filter(x -> x.id().equals(id)).findFirst();
    }

    /** Tick boxes for {@code n} figures, ten to a row. */
    static List<Card.Track> tracks(String label, int n) {
        List<Card.Track> out = new ArrayList<>();
        for (int start = 0; start < n; start += BOXES_PER_ROW) {
            out.add(new Card.Track(start == 0 ? label : "", Math.min(BOXES_PER_ROW, n - start)));
        }
        return out;
    }

    static String lower(String s) {
        return s.toLowerCase(Locale.ROOT);
    }
}

package muster.rulesets.juniorgeneral;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import muster.rules.Fraction;
import muster.rules.TableEdge;
import muster.rules.UnitWords;
import muster.scenario.Point;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Terrain;
import muster.view.Chart;
import muster.view.Chart.Block;
import muster.view.Chart.Bullets;
import muster.view.Chart.Para;
import muster.view.Chart.Section;
import muster.view.Chart.Table;
import muster.view.HouseInterpretations;
import muster.view.MapNames;
import muster.view.Num;
import muster.view.Words;

/** The sections of the Junior General player aid and appendix: few words, big tables, odds counted exactly. */
record JrgChart(Scenario scenario, UnitWords<FigureType, Weapon> words) {

    /** American volleys the chart lists. */
    static final int[] VOLLEYS = {1, 2, 3, 4, 6, 8, 12};
    /** Modifier differences (US minus Spain) the melee table lists. */
    static final int[] DIFFERENCES = {2, 1, 0, -1, -2, -3};

    /** How the wire table names the turns counted from the one the wire is reached. */
    static final List<String> WHEN = List.of("the turn you reach it", "the next turn", "the turn after");

    Section turn() {
        List<List<String>> rows = new ArrayList<>();
        for (TurnSequence.Phase p : TurnSequence.PHASES) {
            rows.add(List.of(String.valueOf(p.number()), p.name(), p.what()));
        }
        return new Section("The turn", List.of(new Table(List.of("#", "Phase", "What happens"), rows,
                "Spain goes first every turn. Melee is fought twice a turn.")));
    }

    /** How figures move; the river line only where the table has a river (an author's El Caney had none and printed it). */
    Section moving() {
        List<String> lines = new ArrayList<>(List.of(
                "Every figure moves up to " + Figures.MOVE_INCHES + "\". Hills and woods do not slow it.",
                "Pinned figures do not move."));
        if (scenario.terrain().stream().anyMatch(t -> t.kind().equals("river"))) {
            lines.add("Cross rivers only at a ford or bridge.");
        }
        return new Section("Moving", List.of(new Bullets(lines)));
    }

    Section wire() {
        List<List<String>> rows = new ArrayList<>();
        for (Wire.Step s : Wire.STEPS) {
            rows.add(List.of(WHEN.get(s.turnAfterReaching()), s.what()));
        }
        return new Section("Barbed wire", List.of(
                new Table(List.of("Turn", "Americans at the wire"), rows, ""),
                new Bullets(List.of(
                        Wire.FIRST_SHOTS,
                        "Each figure cutting opens a gap " + Wire.GAP_INCHES_PER_CUTTER + "\" wide in front of it."))));
    }

    /** Whether a machine gun or Gatling takes part: the aid explains them only then. */
    boolean hasGuns() {
        return scenario.sides().stream().flatMap(s -> s.units().stream()).anyMatch(u -> words.type(u).map(FigureType::gun).orElse(false));
    }

    Section artillery() {
        Optional<TableEdge> edge = SpanishArtillery.edge(scenario);
        List<Block> blocks = new ArrayList<>();
        if (edge.isEmpty() || edge.get() == TableEdge.NONE) {
            blocks.add(new Para("No Spanish artillery in this battle."));
            return new Section("Spanish artillery", blocks);
        }
        blocks.add(new Bullets(List.of(
                "Each turn Spain throws " + SpanishArtillery.balls(scenario) + " balls of crumpled paper.",
                "The thrower stands at least " + SpanishArtillery.STAND_BACK_INCHES + "\" back from the " + edge.get().word()
                        + " edge of the table.",
                "When a ball stops, every figure touching it or within " + JrgCards.reach() + " is out. Spaniards too!",
                "A figure knocked over on the way is not hurt.")));
        List<List<String>> rows = throwRows(edge.get());
        if (!rows.isEmpty()) {
            blocks.add(new Table(List.of("Target", "Shortest throw"), rows, "From the thrower's line to the nearest point."));
        }
        return new Section("Spanish artillery", blocks);
    }

    /** How far the thrower must toss to reach each wire line, the blockhouse and the Americans at the start. */
    List<List<String>> throwRows(TableEdge edge) {
        List<Terrain> works = scenario.terrain().stream()
                .filter(t -> t.kind().equals("barbed-wire") || t.kind().equals(Blockhouse.KIND))
                .sorted(Comparator.comparingDouble(t -> nearest(edge, t)))
                .toList();
        List<List<String>> rows = new ArrayList<>();
        MapNames names = new MapNames(scenario);
        for (Terrain t : works) {
            rows.add(List.of(names.of(t), Num.inches(Math.round(SpanishArtillery.STAND_BACK_INCHES + nearest(edge, t)))));
        }
        List<Point> americans = new ArrayList<>();
        for (Side side : scenario.sides()) {
            if (side.nation().equals(Figures.US)) {
                side.units().forEach(u -> u.at().ifPresent(americans::add));
            }
        }
        if (!americans.isEmpty()) {
            double near = americans.stream().mapToDouble(p -> edge.distance(p, scenario.table())).min().orElse(0);
            double far = americans.stream().mapToDouble(p -> edge.distance(p, scenario.table())).max().orElse(0);
            rows.add(List.of("Americans at the start", Num.inches(Math.round(SpanishArtillery.STAND_BACK_INCHES + near)) + " to "
                    + Num.inches(Math.round(SpanishArtillery.STAND_BACK_INCHES + far))));
        }
        return rows;
    }

    private double nearest(TableEdge edge, Terrain t) {
        return t.shape().points().stream().mapToDouble(p -> edge.distance(p, scenario.table())).min().orElse(0);
    }

    Section shooting() {
        Odds.SpanishDie die = Odds.spanishDie();
        List<String> hits = new ArrayList<>(List.of("US hits"));
        List<String> pins = new ArrayList<>(List.of("Pins"));
        List<String> kills = new ArrayList<>(List.of("Kills"));
        for (int h = 1; h <= 6; h++) {
            hits.add(String.valueOf(h));
            pins.add(String.valueOf(Fire.usPins(h)));
            kills.add(String.valueOf(Fire.usKills(h)));
        }
        List<List<String>> volleys = new ArrayList<>();
        for (int n : VOLLEYS) {
            Odds.Volley v = Odds.usVolley(n);
            volleys.add(List.of(String.valueOf(n), v.anyPin().percent(), v.anyKill().percent()));
        }
        return new Section("Shooting", List.of(
                new Bullets(List.of(
                        "Everything is always in range. Roll 1 die for each standing figure.",
                        "Spain: a " + Fire.SPANISH_PIN + " pins one American (" + die.pin().percent() + "), a " + Fire.SPANISH_KILL
                                + " kills one (" + die.kill().percent() + ").",
                        "USA: each " + Fire.HIT + " is a hit. Add up the hits: half, rounded up, pin; the rest kill.",
                        "The side that is hit picks which of its front figures fall.")),
                new Table(hits, List.of(pins, kills), ""),
                new Table(List.of("Americans shooting", "At least 1 pin", "At least 1 kill"), volleys,
                        "Chance for one volley, counted over every way the dice can fall.")));
    }

    Section guns() {
        List<List<String>> rows = new ArrayList<>();
        for (Weapon w : List.of(Weapon.MACHINEGUN, Weapon.GATLING)) {
            rows.add(List.of(w.label(), String.valueOf(w.dice()), Fire.HIT + "s", Odds.anyHit(w.dice()).percent(),
                    w.runsDry() ? Odds.machineGunRunsDry().percent() : "never"));
        }
        List<List<String>> bursts = new ArrayList<>();
        for (Odds.Burst b : Odds.machineGunBurst()) {
            bursts.add(List.of(String.valueOf(b.hits()), b.keepsFiring().percent(), b.runsDry().percent()));
        }
        List<List<String>> loaded = new ArrayList<>();
        for (int k = 1; k <= 5; k++) {
            loaded.add(List.of(String.valueOf(k), Odds.machineGunStillLoaded(k).percent()));
        }
        Fraction dry = Odds.machineGunRunsDry();
        return new Section("Machine guns and Gatlings", List.of(
                new Bullets(List.of(
                        "A machine gun rolls 3 dice. If any two match, it is out of ammo for the rest of the game ("
                                + dry.numerator() + " in " + dry.denominator() + " bursts).",
                        "A Gatling rolls 6 dice and never runs out.")),
                new Table(List.of("Gun", "Dice", "Hits on", "At least 1 hit", "Runs out"), rows, ""),
                new Table(List.of("Machine-gun hits", "and still firing", "and now empty"), bursts, ""),
                new Table(List.of("Bursts fired", "Machine gun still loaded"), loaded, "")));
    }

    Section melee() {
        List<List<String>> mods = new ArrayList<>();
        for (Melee.Modifier m : Melee.MODIFIERS) {
            mods.add(List.of(Words.capitalized(m.when()), "+" + m.value()));
        }
        List<List<String>> odds = new ArrayList<>();
        for (int d : DIFFERENCES) {
            Fraction us = Odds.usWinsMelee(d);
            odds.add(List.of(d > 0 ? "USA +" + d : d < 0 ? "Spain +" + (-d) : "even", us.percent(), us.complement().percent()));
        }
        List<List<String>> series = new ArrayList<>();
        for (int attackers = 1; attackers <= 3; attackers++) {
            series.add(List.of(String.valueOf(attackers), Odds.defenderFalls(attackers, 0, 0).percent(),
                    Odds.defenderFalls(attackers, 0, Melee.BLOCKHOUSE.value()).percent(),
                    Odds.defenderFalls(attackers, 0, Melee.BLOCKHOUSE.value() + Melee.HERO.value()).percent()));
        }
        return new Section("Melee", List.of(
                new Bullets(List.of(
                        // how a melee starts is said with the melee, where the text says it
                        "Move into contact with an enemy figure to fight a melee.",
                        "Each figure rolls 1 die and adds its pluses. Higher wins; the loser is out.",
                        "A tie is a Spanish win.",
                        "Several figures on one enemy: fight one at a time.",
                        "A winner does not go on to attack another figure.",
                        "Pinned figures cannot attack, but they defend.")),
                new Table(List.of("When", "Add"), mods, ""),
                new Table(List.of("Pluses ahead", "US wins", "Spain wins"), odds, "One on one, ties to Spain."),
                new Table(List.of("Americans in turn", "Spaniard in the open falls", "in the blockhouse", "blockhouse officer"),
                        series, "Chance one of them beats a lone defender, each American fighting on his own die.")));
    }

    Section blockhouse() {
        return new Section("Blockhouse", List.of(new Bullets(List.of(
                "Spanish figures inside cannot be hurt by American shooting.",
                "Americans must win a melee to take it; its defender adds " + Melee.BLOCKHOUSE.value() + ".",
                "It holds " + Blockhouse.CAPACITY + " figures: those within " + Num.inches(Blockhouse.RADIUS_INCHES)
                        + " of the marker."))));
    }

    Section pins() {
        return new Section("Pins", List.of(new Bullets(List.of(
                "Lay a pinned figure on its side.",
                "It may not move or shoot, and may not start a melee.",
                "It stands up again in its side's unpin phase.",
                "An enemy fighting a pinned figure adds " + Melee.PINNED_OPPONENT.value() + "."))));
    }

    Section interpretations() {
        return HouseInterpretations.section("Where the rules say nothing, or are unclear, we play them like this.",
                Interpretations.ALL, scenario);
    }
}

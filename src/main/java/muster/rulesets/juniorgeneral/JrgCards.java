package muster.rulesets.juniorgeneral;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import muster.rules.TableEdge;
import muster.rules.UnitWords;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.view.Card;
import muster.view.Card.Fact;
import muster.view.Forces;
import muster.view.Num;

/**
 * A card per unit with three to five short facts a student can read across the table, and three
 * rule cards: the Spanish ball thrower's, the wire (for the Americans) and the blockhouse.
 */
record JrgCards(Scenario scenario, UnitWords<FigureType, Weapon> words) {

    List<Card> all() {
        List<Card> out = new ArrayList<>();
        for (Forces.UnitOf u : Forces.units(scenario)) {
            out.add(unit(u));
        }
        artillery().ifPresent(out::add);
        wire().ifPresent(out::add);
        blockhouse().ifPresent(out::add);
        return out;
    }

    /** Half an inch as a student reads it. */
    static String reach() {
        return SpanishArtillery.REACH_INCHES == 0.5 ? "1/2\"" : Num.inches(SpanishArtillery.REACH_INCHES);
    }

    static String move() {
        return Figures.MOVE_INCHES + "\"";
    }

    static String melee(boolean spanish, boolean hero) {
        return "1 die" + (hero ? " +" + Melee.HERO.value() : "") + (spanish ? " · you win ties" : " · Spain wins ties");
    }

    private Card unit(Forces.UnitOf placed) {
        Side side = placed.side();
        Unit u = placed.unit();
        boolean spanish = side.nation().equals(Figures.SPAIN);
        Optional<Weapon> weapon = words.weapon(u);
        boolean gun = weapon.map(Weapon::isGun).orElse(false);
        boolean hero = Figures.hero(u);
        boolean inBlockhouse = Blockhouse.inAny(scenario, u);
        int figures = Figures.figures(u);
        List<Fact> facts = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        List<Card.Track> tracks = new ArrayList<>();
        facts.add(new Fact("Move", move() + (u.hasTag(Figures.MOUNTED) ? " (on horseback)" : "")));
        if (gun) {
            Weapon w = weapon.get();
            facts.add(new Fact("Shoot", w.dice() + " dice: each " + Fire.HIT + " hits"));
            facts.add(new Fact("Ammo", w.runsDry() ? "a pair: empty (" + Odds.machineGunRunsDry().percent() + ")" : "never runs out"));
            facts.add(new Fact("Melee", "1 die; never attacks"));
            if (w.runsDry()) {
                tracks.add(new Card.Track("Empty:", 1));
            }
            tracks.add(new Card.Track("Lost:", 1));
        } else {
            facts.add(new Fact("Shoot", spanish ? "1 die each: " + Fire.SPANISH_PIN + " pins, " + Fire.SPANISH_KILL + " kills"
                    : "1 die each: " + Fire.HIT + " hits"));
            facts.add(new Fact("Melee", melee(spanish, hero)));
            if (!spanish) {
                facts.add(new Fact("Wire", "stop, then cut, then pass"));
            }
            tracks.add(new Card.Track("Lost:", figures));
        }
        if (inBlockhouse) {
            facts.add(new Fact("Inside", spanish ? "safe from US fire; +" + Melee.BLOCKHOUSE.value() + " in melee"
                    : "+" + Melee.BLOCKHOUSE.value() + " in melee"));
        }
        if (!spanish) {
            // the text's fact as the card says it; that the first shots come a turn later is the aid's reading
            notes.add("No shooting till one of yours reaches the barbed wire.");
            if (!gun) {
                notes.add("Hits: half (rounded up) pin, the rest kill.");
            }
        } else if (!inBlockhouse) {
            notes.add("Paper balls hit Spaniards too.");
        }
        String kind = gun ? "1 model · " + weapon.get().label().toLowerCase(Locale.ROOT)
                : Num.count(figures, "figure", "figures") + " · " + role(u);
        return placed.card(kind, facts, notes, tracks);
    }

    private static String role(Unit u) {
        if (u.hasTag(Figures.OFFICER)) {
            return "officer";
        }
        if (u.hasTag(Figures.FLAG_BEARER)) {
            return "flag bearer";
        }
        return u.type();
    }

    /** The Spanish thrower's card, when Spain throws in this scenario. */
    private Optional<Card> artillery() {
        Optional<TableEdge> edge = SpanishArtillery.edge(scenario).filter(e -> e != TableEdge.NONE);
        Optional<Side> spain = JrgSheets.firstOf(scenario, Figures.SPAIN);
        if (edge.isEmpty() || spain.isEmpty()) {
            return Optional.empty();
        }
        List<Fact> facts = List.of(
                new Fact("Balls", SpanishArtillery.balls(scenario) + " every turn"),
                new Fact("Stand", SpanishArtillery.STAND_BACK_INCHES + "\" or more behind the " + edge.get().word() + " edge"),
                new Fact("Hits", "every figure within " + reach()),
                new Fact("Also", "Spanish figures!"));
        return Optional.of(new Card("Spanish artillery", "Thrown paper balls", spain.get().name(),
                JrgSheets.sideClassOf(scenario, Figures.SPAIN).orElseThrow(), "Thrown first, every turn", facts,
                List.of("Only where the ball stops counts."), List.of(new Card.Track("Thrown:", SpanishArtillery.balls(scenario))),
                false));
    }

    /** The wire card for the Americans, when there is wire. */
    private Optional<Card> wire() {
        Optional<Side> us = JrgSheets.firstOf(scenario, Figures.US);
        boolean anyWire = scenario.terrain().stream().anyMatch(t -> t.kind().equals("barbed-wire"));
        if (us.isEmpty() || !anyWire) {
            return Optional.empty();
        }
        List<Fact> facts = new ArrayList<>();
        for (Wire.Step step : Wire.STEPS) {
            facts.add(new Fact(stepLabel(step), shortStep(step)));
        }
        facts.add(new Fact("Shoot", "once an American is at wire"));
        return Optional.of(new Card("Barbed wire", "Getting through", us.get().name(),
                JrgSheets.sideClassOf(scenario, Figures.US).orElseThrow(), "Rules for the American move", facts,
                List.of("Each cutter opens " + Wire.GAP_INCHES_PER_CUTTER + "\" of wire."), List.of(), false));
    }

    private static String stepLabel(Wire.Step step) {
        return switch (step.turnAfterReaching()) {
            case 0 -> "Reach";
            case 1 -> "Cut";
            default -> "Pass";
        };
    }

    private static String shortStep(Wire.Step step) {
        return switch (step.turnAfterReaching()) {
            case 0 -> "stop at the wire";
            case 1 -> "next turn: no moving";
            default -> "turn after: through the gap";
        };
    }

    /** The blockhouse card for the Spanish, when there is a blockhouse. */
    private Optional<Card> blockhouse() {
        Optional<Side> spain = JrgSheets.firstOf(scenario, Figures.SPAIN);
        if (spain.isEmpty() || Blockhouse.all(scenario).isEmpty()) {
            return Optional.empty();
        }
        String name = Blockhouse.all(scenario).get(0).displayName();
        List<Fact> facts = List.of(
                new Fact("Inside", "safe from US fire"),
                new Fact("Melee", "+" + Melee.BLOCKHOUSE.value() + " for its defender"),
                new Fact("Holds", Blockhouse.CAPACITY + " figures"),
                new Fact("Balls", "still hit inside"));
        return Optional.of(new Card(name, "Blockhouse", spain.get().name(), JrgSheets.sideClassOf(scenario, Figures.SPAIN).orElseThrow(),
                "Rules for melee", facts, List.of("Americans must take it hand to hand."), List.of(), false));
    }
}

package muster.rulesets.data;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import muster.rules.Fraction;
import muster.rules.HouseReading;
import muster.rules.UnitWords;
import muster.rules.dice.DiceOdds;
import muster.rules.dice.Odds;
import muster.scenario.Scenario;
import muster.scenario.Unit;
import muster.scenario.rulefile.Chart;
import muster.scenario.rulefile.Dice;
import muster.scenario.rulefile.Profiles;
import muster.view.Chart.Block;
import muster.view.Chart.Para;
import muster.view.Chart.Section;
import muster.view.Chart.Table;
import muster.view.HouseInterpretations;

/**
 * The game master's appendix of a rule-set file: the exact odds of every roll the scenario's sheets print (and, for dice that
 * count hits, the chance of each number of hits), and the file's readings that bear on the scenario.
 */
record DataAppendix(Scenario scenario, FileFacts facts, UnitWords<String, String> words) {

    muster.view.Chart chart() {
        List<Section> sections = new ArrayList<>();
        sections.add(new Section("About this appendix", List.of(new Para("The odds behind the player aid and the cards, counted "
                + "exactly over every way the dice can fall, and how these rules are read where they say nothing or are unclear. "
                + "The players need only the aid."))));
        Map<String, Dice> rolls = rolls();
        List<List<String>> chances = new ArrayList<>();
        List<Block> counts = new ArrayList<>();
        // a pool counted once: a chart's "6d6, each 6 hits" is the band's roll without its doubles clause, whose table has it;
        // and not at all where the sheets already give its hits' chances: a split chart's row, a weapon's burst table
        Set<String> counted = toldElsewhere();
        for (Dice d : rolls.values()) {
            Odds odds = DiceOdds.of(d);
            if (odds instanceof Odds.Chance c) {
                chances.add(List.of(Rolls.words(d), c.chance().percent(), c.chance().inWords()));
            } else if (odds instanceof Odds.Counted c && counted.add(key((Dice.Count) d))) {
                counts.add(counted((Dice.Count) d, c));
            }
        }
        if (!chances.isEmpty()) {
            sections.add(new Section("Rolls: the odds", List.of(new Table(List.of("Roll", "Chance", "Exactly"), chances, ""))));
        }
        if (!counts.isEmpty()) {
            sections.add(new Section("Dice that count hits: the odds", counts));
        }
        sections.addAll(new AidSections(scenario, facts, words).charts(true));
        List<Table> loaded = new StillLoaded(facts, words).tables();
        if (!loaded.isEmpty()) {
            sections.add(new Section("Running dry: the odds", new ArrayList<Block>(loaded)));
        }
        new LoneDefender(scenario, facts).table().ifPresent(t -> sections.add(new Section("Melee: the odds", List.of(t))));
        List<HouseReading> readings = facts.file().readings().stream()
                .map(r -> new HouseReading(r.topic(), r.text(), r.phrases(), r.when())).toList();
        if (!HouseInterpretations.printed(readings, scenario).isEmpty()) {
            sections.add(HouseInterpretations.section("Where the rules say nothing, or are unclear, we play them like this.", readings, scenario));
        }
        return new muster.view.Chart("Game master's appendix: " + facts.file().title(), sections);
    }

    /**
     * The pools of dice that count hits whose chances the sheets already give by the hits they score, so that the appendix does
     * not table them again: each row of a chart whose hits split (the aid prints its chance of each effect of the split), and the
     * roll of a fielded weapon with a burst table (the appendix's running-dry table splits each number of hits it scores).
     */
    Set<String> toldElsewhere() {
        Set<String> told = new HashSet<>();
        for (Chart c : facts.file().charts()) {
            if (SplitChances.of(c, facts).isPresent()) {
                c.rows().forEach(r -> r.cells().stream().filter(Chart.DiceCell.class::isInstance).map(x -> ((Chart.DiceCell) x).dice())
                        .filter(Dice.Count.class::isInstance).forEach(d -> told.add(key((Dice.Count) d))));
            }
        }
        for (String w : InPlay.weapons(facts.file(), words)) {
            facts.weapon(w).filter(p -> p.runsDry() && p.burstTable()).ifPresent(p -> p.bands().forEach(b -> b.fire().stream()
                    .map(Profiles.Fire::roll).filter(Dice.Count.class::isInstance).forEach(d -> told.add(key((Dice.Count) d)))));
        }
        return told;
    }

    private static String key(Dice.Count d) {
        return d.pool() + ", " + Rolls.each(d);
    }

    /** Every roll of the fielded types' morale, the fielded weapons' bands and the aid's charts, once each, in that order. */
    Map<String, Dice> rolls() {
        Map<String, Dice> out = new LinkedHashMap<>();
        for (String type : InPlay.types(scenario, facts.file())) {
            facts.type(type).flatMap(Profiles.TypeProfile::morale).flatMap(Profiles.Morale::test).ifPresent(t -> out.putIfAbsent(t.text(), t));
        }
        // a unit whose tags change its morale number tests against its own number
        TagEffects own = new TagEffects(facts);
        for (Unit u : InPlay.units(scenario)) {
            own.morale(u).flatMap(Profiles.Morale::test).ifPresent(t -> out.putIfAbsent(t.text(), t));
        }
        for (String w : InPlay.weapons(facts.file(), words)) {
            facts.weapon(w).ifPresent(p -> p.bands().forEach(b -> b.fire().forEach(f -> out.putIfAbsent(f.roll().text(), f.roll()))));
        }
        // an appendix chart prints its rolls' odds itself
        for (Chart c : facts.file().charts().stream().filter(c -> !c.appendix()).toList()) {
            for (Chart.Row r : c.rows()) {
                r.cells().stream().filter(Chart.DiceCell.class::isInstance).map(x -> ((Chart.DiceCell) x).dice())
                        .forEach(d -> out.putIfAbsent(d.text(), d));
            }
        }
        return out;
    }

    /** The chance of each number of hits a count of dice scores, and, with a doubles clause, of that number with doubles. */
    static Table counted(Dice.Count d, Odds.Counted c) {
        boolean doubles = d.doubles().isPresent();
        List<String> header = new ArrayList<>(List.of(d.pool() + ", " + Rolls.each(d), "Exactly", "At least"));
        if (doubles) {
            header.add("And any two alike");
        }
        List<List<String>> rows = new ArrayList<>();
        Fraction atLeast = Fraction.ONE;
        for (int h = 0; h < c.exactly().size(); h++) {
            List<String> row = new ArrayList<>(List.of(h + " " + (h == 1 ? "die" : "dice"), c.exactly().get(h).percent(), atLeast.percent()));
            if (doubles) {
                row.add(c.exactlyWithDoubles().get(h).percent());
            }
            rows.add(row);
            atLeast = atLeast.minus(c.exactly().get(h));
        }
        String caption = "On average " + c.mean().decimal() + (doubles ? "; any two alike " + c.doubles().orElseThrow().percent() + " of the time: "
                + d.doubles().get() : "") + ".";
        return new Table(header, rows, caption);
    }
}

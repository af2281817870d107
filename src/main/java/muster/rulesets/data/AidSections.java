package muster.rulesets.data;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import muster.rules.UnitWords;
import muster.scenario.Scenario;
import muster.scenario.rulefile.Chart;
import muster.scenario.rulefile.Dice;
import muster.scenario.rulefile.Play;
import muster.scenario.rulefile.Profiles;
import muster.scenario.rulefile.RuleWords;
import muster.view.Chart.Bullets;
import muster.view.Chart.Block;
import muster.view.Chart.Section;
import muster.view.Chart.Table;
import muster.view.Words;

/** The sections of a rule-set file's player aid, each made from one part of the file, for what the scenario fields. */
record AidSections(Scenario scenario, FileFacts facts, UnitWords<String, String> words) {

    /** How far each fielded type moves, by ground; types that move alike share a row; and whose moves a tagged unit takes. */
    Optional<Section> moving() {
        Moves moves = new Moves(facts);
        List<Profiles.TagProfile> moveAs = InPlay.tags(scenario, facts.file()).stream().filter(t -> t.moveAs().isPresent()).toList();
        List<List<String>> rows = new ArrayList<>();
        for (String type : InPlay.movers(scenario, facts.file())) {
            moves.of(type).ifPresent(m -> rows.add(List.of(facts.typeName(type), m)));
        }
        if (rows.isEmpty()) {
            return Optional.empty();
        }
        List<Block> blocks = new ArrayList<>();
        List<List<String>> joined = Table.alikeJoined(rows);
        List<String> lines = new ArrayList<>();
        // every type moving alike is said in a line, not a table of one row
        if (joined.size() == 1 && rows.size() > 1) {
            lines.add("Every unit moves up to " + joined.get(0).get(1) + ".");
        } else {
            blocks.add(new Table(List.of("Type", "Move a turn"), joined, ""));
        }
        lines.addAll(moveAs.stream().map(t -> "A unit tagged " + Words.plain(t.tag()) + " moves as "
                + facts.typeName(t.moveAs().get()).toLowerCase(Locale.ROOT) + ".").toList());
        // a pin that stops moving is said where moves are read, as well as under Pins
        if (facts.file().profiles().play().pinned().filter(p -> p.cannot().contains(Play.Pinned.Deed.MOVE)).isPresent()) {
            lines.add("Pinned " + facts.many() + " do not move.");
        }
        if (!lines.isEmpty()) {
            blocks.add(new Bullets(lines));
        }
        return Optional.of(new Section("Moving", blocks));
    }

    /** What each kind of ground on this table does, in the file's words. */
    Optional<Section> ground() {
        List<List<String>> rows = new ArrayList<>();
        for (RuleWords.Ground g : facts.file().vocabulary().terrain()) {
            if (scenario.hasKind(g.word())) {
                rows.add(List.of(Words.capitalized(Words.plain(g.word())), g.effect()));
            }
        }
        if (rows.isEmpty()) {
            return Optional.empty();
        }
        List<Block> blocks = new ArrayList<>(List.of(new Table(List.of("Ground", "Effect"), Table.alikeJoined(rows), "")));
        List<String> works = new PlayFacts(scenario, facts).works();
        if (!works.isEmpty()) {
            blocks.add(new Bullets(works));
        }
        return Optional.of(new Section("Ground on this table", blocks));
    }

    /** The range column of a band that reaches every distance. */
    private static final String EVERYWHERE = "any range";

    /** Every fielded weapon's bands and rolls, each roll with its odds, and what doubles do. */
    Optional<Section> shooting() {
        Shooting shooting = new Shooting(facts);
        List<List<String>> rows = new ArrayList<>();
        Set<String> doubles = new LinkedHashSet<>();
        for (String w : InPlay.weapons(facts.file(), words)) {
            Optional<Profiles.WeaponProfile> p = facts.weapon(w);
            if (p.isEmpty()) {
                continue;
            }
            String who = shooting.who(p.get().rolls());
            for (Profiles.Band b : p.get().bands()) {
                String range = Shooting.everywhere(b) ? EVERYWHERE : Words.capitalized(b.name()) + ", " + shooting.range(b);
                for (Profiles.Fire f : b.fire()) {
                    rows.add(List.of(facts.weaponName(w), range, Shooting.roll(f.roll(), who), result(f)));
                    Rolls.doubles(f.roll()).ifPresent(d -> doubles.add(facts.weaponName(w) + ": " + d + "."));
                }
            }
            if (p.get().neverRunsOut()) {
                doubles.add(facts.weaponName(w) + ": never runs out of ammunition.");
            }
        }
        if (rows.isEmpty()) {
            return Optional.empty();
        }
        List<Block> blocks = new ArrayList<>();
        // weapons that fire alike share their rows: "Rifle, Carbine, Mauser rifle"; a range column that says "any range" on
        // every row is said once, above the table
        if (rows.stream().allMatch(r -> r.get(1).equals(EVERYWHERE))) {
            blocks.add(new Bullets(List.of("Every shot is in range.")));
            blocks.add(new Table(List.of("Weapon", "Roll", "Result"), Table.alikeJoined(rows.stream()
                    .map(r -> List.of(r.get(0), r.get(2), r.get(3))).toList()), ""));
        } else {
            blocks.add(new Table(List.of("Weapon", "Range", "Roll", "Result"), Table.alikeJoined(rows), ""));
        }
        doubles.addAll(new PlayFacts(scenario, facts).shooting());
        if (!doubles.isEmpty()) {
            blocks.add(new Bullets(List.copyOf(doubles)));
        }
        blocks.addAll(new PlayFacts(scenario, facts).splitTables());
        return Optional.of(new Section("Shooting", blocks));
    }

    /** Melee: the roll, who wins ties, and what the fielded tags add. */
    Optional<Section> melee() {
        List<String> lines = new PlayFacts(scenario, facts).melee();
        return lines.isEmpty() ? Optional.empty() : Optional.of(new Section("Melee", List.of(new Bullets(lines))));
    }

    /** Pins: what a pinned figure may not do, and what an enemy fighting it adds. */
    Optional<Section> pins() {
        List<String> lines = new PlayFacts(scenario, facts).pinned();
        return lines.isEmpty() ? Optional.empty() : Optional.of(new Section("Pins", List.of(new Bullets(lines))));
    }

    /** A roll's result and odds, for the shooters' nation when it differs by army: "Spain: pin (17%)". */
    private String result(Profiles.Fire f) {
        String who = f.nation().map(n -> facts.nationName(n) + ": ").orElse("");
        String odds = Rolls.odds(f.roll());
        return f.roll() instanceof Dice.Count ? who + odds : who + f.effect() + " (" + odds + ")";
    }

    /** Each fielded type's morale number and test, and what losses do. */
    Optional<Section> morale() {
        List<List<String>> rows = new ArrayList<>();
        Map<String, List<String>> stepsOf = new LinkedHashMap<>();
        for (String type : InPlay.types(scenario, facts.file())) {
            Optional<Profiles.Morale> m = facts.type(type).flatMap(Profiles.TypeProfile::morale);
            if (m.isEmpty()) {
                continue;
            }
            rows.add(List.of(facts.typeName(type), m.get().number().map(String::valueOf).orElse("—"),
                    m.get().test().map(t -> Rolls.words(t) + " (" + Rolls.odds(t) + ")").orElse("—")));
            stepsOf.put(facts.typeName(type), m.get().steps().stream().map(s -> "at " + s.percentLost() + "% lost: " + s.effect() + ".").toList());
        }
        // steps every type shares are said once; where types differ, each type's are named
        boolean alike = stepsOf.values().stream().distinct().count() <= 1;
        List<String> steps = new ArrayList<>();
        stepsOf.forEach((type, own) -> own.forEach(x -> steps.add(alike ? Words.capitalized(x) : type + " " + x)));
        if (rows.isEmpty()) {
            return Optional.empty();
        }
        List<Block> blocks = new ArrayList<>();
        blocks.add(new Table(List.of("Type", "Morale", "Test passes on"), Table.alikeJoined(rows), ""));
        blocks.addAll(new TagMorale(scenario, facts).blocks());
        if (!steps.isEmpty()) {
            blocks.add(new Bullets(steps.stream().distinct().toList()));
        }
        return Optional.of(new Section("Morale", blocks));
    }

    /** The file's charts for the players (not those for the appendix), each dice cell with its exact odds. */
    List<Section> charts() {
        return charts(false);
    }

    /** The file's charts for the appendix ({@code appendix: true}) or for the aid, each dice cell with its exact odds. */
    List<Section> charts(boolean appendix) {
        return facts.file().charts().stream().filter(c -> c.appendix() == appendix).map(c -> chart(c, SplitChances.of(c, facts))).toList();
    }

    /** A chart as printed; with {@code split}, each row followed by the chances of at least one of each effect of a hit split. */
    static Section chart(Chart c, Optional<SplitChances> split) {
        List<String> header = new ArrayList<>();
        header.add("For");
        header.addAll(c.columns().stream().map(Words::capitalized).toList());
        split.ifPresent(s -> header.addAll(s.header()));
        List<List<String>> rows = new ArrayList<>();
        for (Chart.Row r : c.rows()) {
            List<String> row = new ArrayList<>();
            row.add(r.label());
            r.cells().forEach(cell -> row.add(cell(cell)));
            split.ifPresent(s -> row.addAll(s.cells(r)));
            rows.add(row);
        }
        return new Section(c.title(), List.of(new Table(header, rows, "")));
    }

    /** A cell as printed: dice with their odds, a number as written, a dash where the column does not apply. */
    static String cell(Chart.Cell cell) {
        if (cell instanceof Chart.DiceCell d) {
            return Rolls.withOdds(d.dice());
        }
        if (cell instanceof Chart.NumberCell n) {
            return n.text();
        }
        return "—";
    }
}

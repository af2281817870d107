package muster.rulesets.data;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import muster.rules.TableEdge;
import muster.scenario.Point;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.rulefile.Play;
import muster.scenario.rulefile.RuleWords;
import muster.view.Card;
import muster.view.Chart.Block;
import muster.view.Chart.Bullets;
import muster.view.Chart.Section;
import muster.view.Chart.Table;
import muster.view.MapNames;
import muster.view.Num;
import muster.view.Forces;
import muster.view.RuleSetSheets.EdgeNote;
import muster.view.Words;
import muster.view.kit.KitContent.Circle;
import muster.view.kit.KitContent.Line;
import muster.view.kit.KitContent.Template;

/**
 * A rule-set file's fire from off the table ({@code profiles.offTable}) in this scenario: the shots a turn, the edge it comes
 * from (the scenario's option, else the nation's own edge read from the map; none: no fire), and what the sheets print of it:
 * a rule card, a note on the map's edge, and the kit's line to stand behind and the gauge of a shot's reach.
 */
record OffTableFire(Scenario scenario, FileFacts facts) {

    /** An off-table fire that is on in this scenario: its nation takes part and its edge is a table edge. */
    record Fire(Play.OffTable rule, Forces.SideOf side, TableEdge edge, int shots) {
    }

    List<Fire> all() {
        List<Fire> out = new ArrayList<>();
        for (Play.OffTable f : facts.file().profiles().play().offTable()) {
            Optional<Forces.SideOf> side = Forces.sides(scenario).stream().filter(s -> s.side().nation().equals(f.nation())).findFirst();
            Optional<TableEdge> edge = edge(f).filter(e -> e != TableEdge.NONE);
            if (side.isPresent() && edge.isPresent()) {
                out.add(new Fire(f, side.get(), edge.get(), shots(f)));
            }
        }
        return out;
    }

    /** The edge the scenario's option names, or, left out, the nation's own edge as the map shows it. */
    private Optional<TableEdge> edge(Play.OffTable f) {
        List<String> enemies = facts.file().vocabulary().nations().stream().map(RuleWords.Word::word).filter(n -> !n.equals(f.nation())).toList();
        return TableEdge.named(scenario, f.edge(), f.nation(), enemies);
    }

    /** The shots a turn: the option's value when it is a number it takes, else its default, else the rule's {@code shots}. */
    private int shots(Play.OffTable f) {
        return f.option().flatMap(o -> facts.file().vocabulary().option(o))
                .flatMap(o -> o.number(scenario.option(o.word()).map(v -> v.value()))).orElse(f.shots());
    }

    /** A shot's reach as a card says it: "every figure within 1/2"". */
    private String reach(Fire f) {
        return "every " + facts.one() + " within " + facts.inches(f.rule().reach());
    }

    private String standBack(Fire f) {
        return facts.inches(f.rule().standBack()) + " or more behind the " + f.edge().word() + " edge";
    }

    /** What a shot does on its way when only where it stops counts (offTable's onlyAtRest). */
    static final String AT_REST = "Only where it stops counts: a figure knocked over on the way is unhurt.";

    /** A rule card per fire, in its nation's colours. */
    List<Card> cards() {
        List<Card> out = new ArrayList<>();
        for (Fire f : all()) {
            String shots = f.rule().shotsName().map(Words::capitalized).orElse("Shots");
            String made = f.rule().made().map(Words::capitalized).orElse("Fired");
            // the sequence opens with the fire's own phase: it is made first
            boolean first = !this.facts.file().sequence().isEmpty()
                    && this.facts.file().sequence().get(0).name().equalsIgnoreCase(f.rule().name());
            String when = f.rule().made().map(m -> Words.capitalized(m) + (first ? " first" : "") + ", every turn").orElse("Rule card");
            List<Card.Fact> facts = new ArrayList<>(List.of(new Card.Fact(shots, f.shots() + " every turn"),
                    new Card.Fact("Stand", standBack(f)), new Card.Fact("Hits", reach(f) + " of where it stops")));
            if (f.rule().hitsOwn()) {
                facts.add(new Card.Fact("Also", "your own " + this.facts.many()));
            }
            out.add(new Card(f.rule().name(), Words.capitalized(f.rule().what()), f.side().side().name(), f.side().sideClass(), when,
                    facts, f.rule().onlyAtRest() ? List.of(AT_REST) : List.of(), List.of(new Card.Track(made + ":", f.shots())), false));
        }
        return out;
    }

    /**
     * The lines on a unit card of the nation: for each fire on this table that hits its own figures, the file's
     * {@code ownNote}, or "Thrown paper balls hit your own figures too."
     */
    List<String> ownNotes(String nation) {
        return all().stream().filter(f -> f.rule().hitsOwn() && f.rule().nation().equals(nation))
                .map(f -> f.rule().ownNote().orElse(Words.capitalized(f.rule().what().isEmpty() ? f.rule().name() : f.rule().what())
                        + " hit your own " + facts.many() + " too.")).toList();
    }

    /**
     * The side's record of each of its nation's fires that the file gives a {@code record} heading: a row per turn, the shots
     * made, and the {@link FileFacts#many() figures} out on each side (its own only when the fire hits them).
     */
    List<Table> records(Side side) {
        List<Table> out = new ArrayList<>();
        for (Fire f : all()) {
            if (f.rule().record().isEmpty() || !f.rule().nation().equals(side.nation())) {
                continue;
            }
            List<String> header = new ArrayList<>(List.of("Turn", f.rule().record().get() + " (" + f.shots() + ")"));
            scenario.sides().stream().map(Side::nation).distinct().filter(n -> !n.equals(f.rule().nation()))
                    .forEach(n -> header.add(facts.people(n) + " out"));
            if (f.rule().hitsOwn()) {
                header.add(facts.people(f.rule().nation()) + " out");
            }
            List<List<String>> rows = new ArrayList<>();
            for (int t = 1; t <= scenario.turns(); t++) {
                List<String> row = new ArrayList<>(List.of(String.valueOf(t)));
                while (row.size() < header.size()) {
                    row.add("");
                }
                rows.add(row);
            }
            out.add(new Table(header, rows, f.rule().name() + " record: stand " + standBack(f) + "."));
        }
        return out;
    }

    /**
     * An aid section per fire: its shots, where they are made from and what they take, and how far a shot must go to reach each
     * work and obstacle of the file on the table and the other nations' units at the start, from the line behind the edge to
     * the nearest point, rounded to the inch.
     */
    List<Section> aid() {
        List<Section> out = new ArrayList<>();
        for (Fire f : all()) {
            List<String> lines = new ArrayList<>(List.of("Up to " + perTurn(f) + " from " + standBack(f) + ".",
                    Words.capitalized(reach(f)) + " of where one stops is out" + (f.rule().hitsOwn() ? ", your own too." : ".")));
            if (f.rule().onlyAtRest()) {
                lines.add(AT_REST);
            }
            List<Block> blocks = new ArrayList<>(List.of(new Bullets(lines)));
            List<List<String>> rows = reaches(f);
            if (!rows.isEmpty()) {
                blocks.add(new Table(List.of("Target", "Shortest shot"), rows, "From the line behind the edge to the nearest point."));
            }
            out.add(new Section(f.rule().name(), blocks));
        }
        return out;
    }

    private List<List<String>> reaches(Fire f) {
        Play p = facts.file().profiles().play();
        List<String> kinds = new ArrayList<>(p.crossings().stream().map(Play.Crossing::kind).toList());
        p.works().forEach(w -> kinds.add(w.kind()));
        double back = f.rule().standBack() * facts.factor();
        MapNames names = new MapNames(scenario);
        List<List<String>> rows = new ArrayList<>(scenario.terrain().stream().filter(t -> kinds.contains(t.kind()))
                .sorted(Comparator.comparingDouble(t -> nearest(f.edge(), t.shape().points())))
                .map(t -> List.of(names.of(t), Num.inches(Math.round(back + nearest(f.edge(), t.shape().points()))))).toList());
        for (String nation : scenario.sides().stream().map(Side::nation).distinct().filter(n -> !n.equals(f.rule().nation())).toList()) {
            List<Double> at = scenario.sides().stream().filter(s -> s.nation().equals(nation)).flatMap(s -> s.units().stream())
                    .flatMap(u -> u.at().stream()).map(pt -> f.edge().distance(pt, scenario.table())).toList();
            if (!at.isEmpty()) {
                rows.add(List.of(facts.people(nation) + " at the start", Num.inches(Math.round(back + Collections.min(at))) + " to "
                        + Num.inches(Math.round(back + Collections.max(at)))));
            }
        }
        return rows;
    }

    private double nearest(TableEdge edge, List<Point> points) {
        return points.stream().mapToDouble(pt -> edge.distance(pt, scenario.table())).min().orElse(0);
    }

    /**
     * A note on each fire's edge, its shots named and how they are made where the file says so: "Spanish artillery: 4 balls a
     * turn, thrown from 12" or more behind this edge" (else "4 a turn, from").
     */
    List<EdgeNote> edgeNotes() {
        return all().stream().map(f -> new EdgeNote(f.edge().word(), f.rule().name() + ": " + perTurn(f) + " from "
                + facts.inches(f.rule().standBack()) + " or more behind this edge")).toList();
    }

    /** "4 balls a turn, thrown" with the shots' name and how one is made, "4 a turn," without. */
    private static String perTurn(Fire f) {
        return f.shots() + f.rule().shotsName().map(n -> " " + n).orElse("") + " a turn," + f.rule().made().map(m -> " " + m).orElse("");
    }

    /** The kit's line to stand behind, square to the edge, and a gauge of a shot's reach, for each fire. */
    List<Template> templates() {
        List<Template> out = new ArrayList<>();
        for (Fire f : all()) {
            if (f.rule().standBack() > 0) {
                out.add(new Line(f.rule().name() + ": line", "lay square to the " + f.edge().word() + " edge; stand at its far end or farther",
                        f.rule().standBack() * facts.factor(), 1));
            }
            out.add(new Circle(f.rule().name() + ": reach", reach(f) + " of a shot at rest is out", f.rule().reach() * facts.factor(),
                    List.of()));
        }
        return out;
    }
}

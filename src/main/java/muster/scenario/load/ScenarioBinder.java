package muster.scenario.load;

import static muster.source.StageCode.LOAD_CONFLICTING_KEYS;
import static muster.source.StageCode.LOAD_WRONG_TYPE;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import muster.scenario.Formation;
import muster.scenario.Hq;
import muster.scenario.Note;
import muster.scenario.Option;
import muster.scenario.Orders;
import muster.scenario.Point;
import muster.scenario.Scenario;
import muster.scenario.Shape;
import muster.scenario.Side;
import muster.scenario.Spans;
import muster.scenario.Table;
import muster.scenario.Target;
import muster.scenario.Terrain;
import muster.scenario.Unit;
import muster.scenario.Victory;
import muster.scenario.Zone;
import muster.source.Diagnostics;
import muster.source.Quote;

/** Binds the positioned YAML tree to the scenario records, key by key. */
final class ScenarioBinder {

    private final Diagnostics diagnostics;
    private final String file;

    ScenarioBinder(String file, Diagnostics diagnostics) {
        this.file = file;
        this.diagnostics = diagnostics;
    }

    Scenario scenario(Node.MapNode root) {
        Fields f = new Fields(root, "scenario", Keys.SCENARIO, diagnostics);
        String id = f.text("id");
        String title = f.text("title");
        var date = f.optDate("date");
        var place = f.optText("place");
        String ruleset = f.text("ruleset");
        var figureScale = f.optText("figureScale");
        int turns = f.integer("turns", 0);
        var startTime = Clock.time(f, "startTime", diagnostics);
        var turnMinutes = Clock.minutes(f, "turnMinutes", diagnostics);
        String briefing = f.optText("briefing").orElse("");
        Optional<String> gmNotes = f.optText("gmNotes");
        Table table = f.optMap("table", "the table size").map(this::table).orElseGet(() -> {
            f.missingUnlessGiven("table");
            return new Table(0, 0, new Spans(f.span(), Map.of()));
        });
        List<Terrain> terrain = f.mappings("terrain", "terrain feature", this::terrain);
        f.missingUnlessGiven("sides");
        List<Side> sides = f.mappings("sides", "side", this::side);
        List<Target> targets = f.mappings("targets", "target", this::target);
        List<Victory> victory = f.mappings("victory", "victory condition", this::victory);
        List<Note> special = f.textItems("specialRules", Keys.SPECIAL_RULE).stream().map(this::specialRule).toList();
        List<Option> options = f.optMap("options", "the rule set's options").map(this::options).orElse(List.of());
        return new Scenario(id, title, date, place, ruleset, figureScale, turns, startTime, turnMinutes, briefing, gmNotes, table, terrain, sides, targets,
                victory, special, options, file, f.spans());
    }

    /** Options are plain key: value pairs; which keys exist is the rule set's business (COM-014). */
    private List<Option> options(Node.MapNode node) {
        List<Option> out = new ArrayList<>();
        for (Node.Entry e : node.entries().values()) {
            if (e.value() instanceof Node.Scalar s && s.type() != Node.ScalarType.NULL) {
                Node.Scalar key = new Node.Scalar(e.key(), Node.ScalarType.TEXT, e.keySpan());
                out.add(new Option(TextLimits.limited("option", key, diagnostics), TextLimits.limited("option", s, diagnostics), s.span()));
            } else {
                diagnostics.report(LOAD_WRONG_TYPE, e.value().span(), "the option " + Quote.of(e.key()) + " must be a single value, found "
                        + e.value().describe(), "write it as 'key: value', e.g. 'telegraph: true'");
            }
        }
        return out;
    }

    private Table table(Node.MapNode node) {
        Fields f = new Fields(node, "table", Keys.TABLE, diagnostics);
        return new Table(f.decimal("width", 0), f.decimal("depth", 0), f.spans());
    }

    private Terrain terrain(Node.MapNode node) {
        Fields f = new Fields(node, "terrain feature", Keys.TERRAIN, diagnostics);
        String id = f.text("id");
        String kind = f.text("kind");
        int shapes = (f.has("outline") ? 1 : 0) + (f.has("path") ? 1 : 0) + (f.has("at") ? 1 : 0);
        if (shapes != 1) {
            diagnostics.report(LOAD_CONFLICTING_KEYS, f.span(),
                    shapes == 0 ? "the terrain feature " + Quote.of(id) + " has no place on the table"
                            : "the terrain feature " + Quote.of(id) + " gives more than one of 'outline', 'path' and 'at'",
                    "give exactly one: 'outline' for an area, 'path' for a line, 'at' for a spot");
        }
        Shape shape;
        if (f.has("outline")) {
            shape = new Shape.Outline(f.points("outline"));
        } else if (f.has("path")) {
            shape = new Shape.Path(f.points("path"));
        } else {
            shape = new Shape.Spot(f.optPoint("at").orElse(new Point(0, 0, f.span())));
        }
        return new Terrain(id, kind, f.optText("name"), shape, f.optInteger("level"), f.optText("form"), f.points("crest"),
                f.optText("side"), f.flag("hidden"), f.spans());
    }

    private Side side(Node.MapNode node) {
        Fields f = new Fields(node, "side", Keys.SIDE, diagnostics);
        String id = f.text("id");
        String name = f.text("name");
        String nation = f.text("nation");
        Optional<String> briefing = f.optText("briefing");
        Optional<Hq> hq = f.optMap("hq", "the headquarters").map(this::hq);
        Optional<Zone> deploy = f.optMap("deploy", "the deployment zone").map(this::zone);
        f.missingUnlessGiven("formations");
        List<Formation> formations = f.mappings("formations", "formation", this::formation);
        return new Side(id, name, nation, briefing, hq, deploy, formations, f.spans());
    }

    private Hq hq(Node.MapNode node) {
        Fields f = new Fields(node, "headquarters", Keys.HQ, diagnostics);
        return new Hq(f.text("name"), f.optPoint("at"), f.spans());
    }

    private Zone zone(Node.MapNode node) {
        Fields f = new Fields(node, "deployment zone", Keys.DEPLOY, diagnostics);
        if (!f.has("outline")) {
            f.missing("outline");
        }
        return new Zone(f.points("outline"), f.spans());
    }

    private Formation formation(Node.MapNode node) {
        Fields f = new Fields(node, "formation", Keys.FORMATION, diagnostics);
        String id = f.text("id");
        var name = f.optText("name");
        Optional<Orders> orders = f.optMap("orders", "the standing order").map(this::orders);
        f.missingUnlessGiven("units");
        List<Unit> units = f.mappings("units", "unit", this::unit);
        return new Formation(id, name, orders, units, f.spans());
    }

    private Orders orders(Node.MapNode node) {
        Fields f = new Fields(node, "order", Keys.ORDERS, diagnostics);
        return new Orders(f.text("type"), f.optText("objective"), f.optInteger("fromTurn"), f.points("path"), f.spans());
    }

    private Unit unit(Node.MapNode node) {
        Fields f = new Fields(node, "unit", Keys.UNIT, diagnostics);
        return new Unit(f.text("id"), f.optText("name"), f.text("type"), f.optText("weapon"), f.optInteger("count"),
                f.optInteger("men"), f.optPoint("at"), f.optDecimal("facing"), f.texts("tags"), f.flag("hidden"),
                f.optText("short"), f.optText("aboard"), f.spans());
    }

    private Target target(Node.MapNode node) {
        Fields f = new Fields(node, "target", Keys.TARGET, diagnostics);
        String side = f.text("side");
        if (f.has("feature") == f.has("at")) {
            diagnostics.report(LOAD_CONFLICTING_KEYS, f.span(), "a target gives either 'feature' or 'at', and only one of them",
                    "name a terrain feature ('feature: blockhouse') or give a point ('at: [30, 29]' with a 'label')");
        }
        return new Target(side, f.optText("feature"), f.optPoint("at"), f.optText("label"), f.spans());
    }

    private Victory victory(Node.MapNode node) {
        Fields f = new Fields(node, "victory condition", Keys.VICTORY, diagnostics);
        return new Victory(f.text("side"), f.text("text"), f.optText("feature"), f.optPoint("at"), f.flag("hidden"), f.spans());
    }

    /** A special rule: a line, or a mapping of its text and the side that reads it. */
    private Note specialRule(Node item) {
        if (item instanceof Node.Scalar s) {
            return new Note(s.text(), s.span());
        }
        Fields f = new Fields((Node.MapNode) item, "special rule", Keys.SPECIAL_RULE, diagnostics);
        return new Note(f.text("text"), f.optText("side"), f.spans());
    }
}

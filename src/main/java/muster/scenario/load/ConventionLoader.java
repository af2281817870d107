package muster.scenario.load;

import static muster.source.StageCode.CONV_NO_TABLES;
import static muster.source.StageCode.CONV_PAPER;
import static muster.source.StageCode.CONV_PLAYERS;
import static muster.source.StageCode.CONV_TABLE_ID;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import muster.scenario.Convention;
import muster.source.Diagnostics;
import muster.source.Span;

/**
 * Loads a convention's manifest ({@code muster convention FILE}) the way scenarios are loaded: its
 * bytes checked, read into the same positioned tree, then bound key by key, so every unknown or
 * missing key, bad paper, table id or players count is reported at its line. Whether each table's
 * scenario exists and has the sides named is for the caller, which loads the scenarios.
 */
public final class ConventionLoader {

    /** The name of the event's print list, which no table may take. */
    public static final String PRINT_LIST = "print-list";

    private static final Pattern SLUG = Pattern.compile("[a-z0-9]+(-[a-z0-9]+)*");

    /**
     * The manifest when it loaded without error, every finding, and the manifest as read whenever
     * it was YAML at all, so its tables can still be checked against their scenarios in the same run.
     */
    public record Loaded(Optional<Convention> convention, Diagnostics diagnostics, Optional<Convention> checkable) {
    }

    private ConventionLoader() {
    }

    public static Loaded load(Path path, String label) {
        Diagnostics diagnostics = new Diagnostics();
        return bind(label, ScenarioLoader.tree(path, label, diagnostics), diagnostics);
    }

    /** Parses manifest bytes; {@code label} is the file name printed in diagnostics. */
    public static Loaded parse(String label, byte[] bytes) {
        Diagnostics diagnostics = new Diagnostics();
        return bind(label, ScenarioLoader.tree(label, bytes, diagnostics), diagnostics);
    }

    private static Loaded bind(String label, Optional<Node.MapNode> root, Diagnostics diagnostics) {
        if (root.isEmpty()) {
            return new Loaded(Optional.empty(), diagnostics, Optional.empty());
        }
        Convention convention = new Binder(diagnostics).convention(root.get(), label);
        return new Loaded(diagnostics.hasErrors() ? Optional.empty() : Optional.of(convention), diagnostics, Optional.of(convention));
    }

    /** Binds one manifest, remembering the table ids it has seen. */
    private static final class Binder {
        private final Diagnostics diagnostics;
        private final Map<String, Span> ids = new HashMap<>();

        Binder(Diagnostics diagnostics) {
            this.diagnostics = diagnostics;
        }

        Convention convention(Node.MapNode root, String label) {
            Fields f = new Fields(root, "convention", Keys.CONVENTION, diagnostics);
            String event = f.text("event");
            // written as --paper takes it: A4 and Letter are the papers' own names
            String paper = f.optText("paper").orElse("letter").toLowerCase(Locale.ROOT);
            if (!paper.equals("letter") && !paper.equals("a4")) {
                diagnostics.report(CONV_PAPER, f.spans().of("paper"), "'paper' is '" + paper + "'; muster prints on letter or a4",
                        "write 'paper: letter' or 'paper: a4'");
            }
            List<Convention.Table> tables = f.optNode("tables").map(n -> Fields.mappings(n, "table", diagnostics, this::table))
                    .orElseGet(() -> {
                        f.missingUnlessGiven("tables");
                        return List.of();
                    });
            if (tables.isEmpty() && f.optNode("tables").filter(n -> n instanceof Node.ListNode l && l.items().isEmpty()).isPresent()) {
                diagnostics.report(CONV_NO_TABLES, f.spans().of("tables"), "the convention has no tables",
                        "add a table: '- { id: table-1, scenario: scenarios/san-juan-heights.yaml, players: { us: 2, spain: 2 } }'");
            }
            return new Convention(event, paper, print(f), tables, label, f.spans());
        }

        private Convention.Table table(Node.MapNode node) {
            Fields f = new Fields(node, "table", Keys.CONVENTION_TABLE, diagnostics);
            String id = f.text("id");
            Span idSpan = f.spans().of("id");
            if (f.has("id") && !SLUG.matcher(id).matches()) {
                diagnostics.report(CONV_TABLE_ID, idSpan, "the table id '" + id + "' is not a lower-case slug",
                        "use lower-case letters, digits and single hyphens, e.g. table-1: it names the table's PDF");
            } else if (id.equals(PRINT_LIST)) {
                diagnostics.report(CONV_TABLE_ID, idSpan, "the table id '" + id + "' is the name of the event's print list",
                        "call the table something else, e.g. table-1");
            } else if (f.has("id")) {
                Span first = ids.putIfAbsent(id, idSpan);
                if (first != null) {
                    diagnostics.report(CONV_TABLE_ID, idSpan, "the table id '" + id + "' is used twice",
                            "the first is at line " + first.line() + "; give each table its own id");
                }
            }
            String scenario = f.text("scenario");
            List<Convention.Players> players = f.optMap("players", "the players of each side").map(this::players).orElseGet(() -> {
                f.missingUnlessGiven("players");
                return List.of();
            });
            return new Convention.Table(id, scenario, players, f.flag("kit"), print(f), f.spans());
        }

        /** The print choices a mapping gives, as written: their values are judged where the command's own are. */
        private static Convention.Print print(Fields f) {
            Optional<String> scale = f.has("mapScale") ? f.optText("mapScale") : Optional.empty();
            Optional<Boolean> tableMap = f.has("tableMap") ? Optional.of(f.flag("tableMap")) : Optional.empty();
            Optional<String> tablePaper = f.has("tablePaper") ? f.optText("tablePaper") : Optional.empty();
            Optional<Boolean> skipBlank = f.has("skipBlank") ? Optional.of(f.flag("skipBlank")) : Optional.empty();
            Optional<Double> bleed = f.has("bleed") ? f.optDecimal("bleed") : Optional.empty();
            Optional<List<Double>> offset = f.has("duplexOffset") ? f.optPoint("duplexOffset").map(p -> List.of(p.x(), p.y()))
                    : Optional.empty();
            return new Convention.Print(scale, tableMap, tablePaper, skipBlank, bleed, offset, f.spans());
        }

        private List<Convention.Players> players(Node.MapNode node) {
            List<Convention.Players> out = new ArrayList<>();
            if (node.entries().isEmpty()) {
                diagnostics.report(CONV_PLAYERS, node.span(), "no side has players at this table",
                        "give each side its number of players, e.g. '{ us: 3, spain: 2 }'");
            }
            for (Node.Entry e : node.entries().values()) {
                Optional<Integer> count = count(e.value());
                if (count.isEmpty()) {
                    diagnostics.report(CONV_PLAYERS, e.value().span(), "the players of '" + e.key() + "' must be a whole number from 1 to "
                            + Convention.MAX_PLAYERS + ", found " + e.value().describe(),
                            "each player gets a handout; write the number of players, e.g. '" + e.key() + ": 2'");
                } else {
                    out.add(new Convention.Players(e.key(), count.get(), e.keySpan(), e.value().span()));
                }
            }
            return out;
        }

        private static Optional<Integer> count(Node node) {
            if (node instanceof Node.Scalar s && s.type() == Node.ScalarType.NUMBER && s.text().strip().matches("\\d{1,3}")) {
                int n = Integer.parseInt(s.text().strip());
                return n >= 1 && n <= Convention.MAX_PLAYERS ? Optional.of(n) : Optional.empty();
            }
            return Optional.empty();
        }
    }
}

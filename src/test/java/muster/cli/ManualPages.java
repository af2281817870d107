package muster.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.StreamSupport;
import muster.rules.RuleSet;
import muster.rulesets.RuleSets;
import picocli.CommandLine;

/**
 * The manual's generated pages, by their path under docs/: one page per rule set (from the registry), the page of
 * every command and option (picocli's help of each command), and the reference of every scenario key (from the
 * schema). ManualTest fails when a page in docs/ differs, and writes them with -Dmuster.golden.update=true.
 */
final class ManualPages {

    static final String MADE = "<!-- made from muster itself by ManualTest (mvn test -Dtest=ManualTest -Dmuster.golden.update=true); "
            + "a test fails when it is out of date, so edit what it is made from -->\n\n";

    private ManualPages() {
    }

    static Map<Path, String> all(Path schema) throws IOException {
        Map<Path, String> pages = new LinkedHashMap<>();
        for (RuleSet r : RuleSets.all()) {
            pages.put(Path.of("rulesets", r.id() + ".md"), RuleSetPage.markdown(r));
        }
        pages.put(Path.of("commands.md"), commands());
        pages.put(Path.of("keys.md"), keys(new ObjectMapper().readTree(schema.toFile())));
        return pages;
    }

    static String commands() {
        StringWriter sink = new StringWriter();
        CommandLine cl = new Main(new PrintWriter(sink), new PrintWriter(sink)).commandLine(null);
        StringBuilder out = new StringBuilder("# Commands\n\n").append(MADE);
        out.append("""
                Run muster from the folder you unzipped it into (or give the full path to it): `bin/muster COMMAND ...` on \
                macOS, Linux and other Unix systems, `bin\\muster.cmd COMMAND ...` in a Windows Command Prompt. \
                `java -jar lib/muster.jar COMMAND ...` works anywhere, only slower to start. `muster help COMMAND` prints a \
                command's part of this page.

                A `PATH` is a scenario file (`.yaml` or `.yml`) or a folder, of which every scenario file is read; relative \
                paths are from the folder you run muster in. Every command ends with an exit code: 0 when all is well, 1 when a \
                scenario has errors or could not be printed, 2 for a mistake on the command line (an unknown option, a path \
                that is not there), which is told in a line or two with what muster thinks you meant.

                """);
        for (Map.Entry<String, CommandLine> c : cl.getSubcommands().entrySet()) {
            if (c.getKey().equals("help")) {
                continue;
            }
            out.append("- [muster ").append(c.getKey()).append("](#muster-").append(c.getKey()).append(")\n");
        }
        for (Map.Entry<String, CommandLine> c : cl.getSubcommands().entrySet()) {
            if (c.getKey().equals("help")) {
                continue;
            }
            out.append("\n## muster ").append(c.getKey()).append("\n\n```\n")
                    .append(c.getValue().getUsageMessage(CommandLine.Help.Ansi.OFF).stripTrailing()).append("\n```\n");
        }
        return out.toString();
    }

    /** The mappings of a scenario, in the order a file is written, each with what holds it. */
    static final Map<String, String> MAPPINGS = mappings();

    private static Map<String, String> mappings() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("table", "the value of `table:`");
        m.put("terrain", "each item of `terrain:`");
        m.put("side", "each item of `sides:`");
        m.put("hq", "a side's `hq:`");
        m.put("deploy", "a side's `deploy:`");
        m.put("formation", "each item of a side's `formations:`");
        m.put("orders", "a formation's `orders:`");
        m.put("unit", "each item of a formation's `units:`");
        m.put("target", "each item of `targets:`");
        m.put("victory", "each item of `victory:`");
        return m;
    }

    static String keys(JsonNode schema) {
        StringBuilder out = new StringBuilder("# Every key of a scenario file\n\n").append(MADE);
        out.append("""
                A scenario file is YAML. This page lists every key it may hold, mapping by mapping, as the JSON Schema \
                `scenarios/scenario.schema.json` gives them (`muster schema` prints it; editors read it to complete and check \
                keys and show these descriptions on hover). [format.md](format.md) explains the format with a worked example. \
                A key marked *required* must be there; any key not listed is an error (LOAD-008). Where a key takes the words \
                of the rule set, [rulesets/](rulesets/) lists them for each rule set.

                Points are `[x, y]` in inches from the table's south-west corner (x east, y north); a list of points is \
                `[[x, y], [x, y], ...]`. Ids are lower-case slugs (letters, digits and single hyphens), unique in the file.

                """);
        out.append("## The scenario (the top of the file)\n\n").append(schema.get("description").asText()).append("\n\n");
        table(out, schema, schema.get("definitions"));
        MAPPINGS.forEach((name, where) -> {
            JsonNode def = schema.get("definitions").get(name);
            out.append("\n## ").append(name).append(" (").append(where).append(")\n\n")
                    .append(def.path("description").asText()).append("\n\n");
            table(out, def, schema.get("definitions"));
        });
        return out.toString();
    }

    private static void table(StringBuilder out, JsonNode mapping, JsonNode definitions) {
        List<String> required = StreamSupport.stream(mapping.path("required").spliterator(), false).map(JsonNode::asText).toList();
        out.append("| key | type | what it is | example |\n|---|---|---|---|\n");
        mapping.get("properties").fields().forEachRemaining(e -> {
            JsonNode p = e.getValue();
            out.append("| `").append(e.getKey()).append('`').append(required.contains(e.getKey()) ? " *required*" : "").append(" | ")
                    .append(type(p, definitions)).append(" | ").append(cell(p.path("description").asText())).append(" | ")
                    .append(p.has("examples") ? "`" + cell(e.getKey() + ": " + flow(p.get("examples").get(0))) + "`" : "")
                    .append(" |\n");
        });
    }

    /** The type of a key in words: "text", "whole number", "one of: a, b", "list of units", ... */
    static String type(JsonNode p, JsonNode definitions) {
        if (p.has("$ref")) {
            String name = p.get("$ref").asText().replace("#/definitions/", "");
            return switch (name) {
                case "slug" -> "id";
                case "point" -> "point";
                case "points" -> "list of points";
                default -> MAPPINGS.containsKey(name) ? "mapping ([" + name + "](#" + name + "-" + anchor(MAPPINGS.get(name)) + "))"
                        : name;
            };
        }
        if (p.has("anyOf") && p.get("anyOf").get(0).has("enum") && p.get("anyOf").get(1).has("pattern")) {
            return type(p.get("anyOf").get(0), definitions) + ", or a rule-set file's path";
        }
        if (p.has("enum")) {
            List<String> words = StreamSupport.stream(p.get("enum").spliterator(), false).map(JsonNode::asText).toList();
            return words.size() > 6 ? "a word of the rule set" : "one of: " + String.join(", ", words);
        }
        String type = p.path("type").asText();
        return switch (type) {
            case "string" -> p.has("pattern") && p.path("description").asText().contains("year-month-day") ? "date (YYYY-MM-DD)"
                    : p.has("pattern") ? "text (\"HH:MM\")" : "text";
            case "integer" -> "whole number" + range(p);
            case "number" -> "number" + range(p);
            case "boolean" -> "true or false";
            case "object" -> "mapping of names to values";
            case "array" -> "list of " + plural(type(p.get("items"), definitions));
            default -> type;
        };
    }

    private static String plural(String type) {
        if (type.startsWith("mapping (")) {
            return type.replace("mapping (", "mappings (");
        }
        return type.equals("text") ? "texts" : type.startsWith("a word") ? "words of the rule set" : type + "s";
    }

    private static String range(JsonNode p) {
        String low = p.has("minimum") ? p.get("minimum").asText() : p.has("exclusiveMinimum") ? "more than " + p.get("exclusiveMinimum").asText() : null;
        String high = p.has("maximum") ? p.get("maximum").asText() : p.has("exclusiveMaximum") ? "under " + p.get("exclusiveMaximum").asText() : null;
        if (low == null && high == null) {
            return "";
        }
        return ", " + (low == null ? "at most " + high : high == null ? low + " or more"
                : low.startsWith("more") ? low + ", at most " + high : low + " to " + high);
    }

    /** A value as it is written in a scenario, in YAML's flow style: [x, y], { key: value }, plain words unquoted. */
    static String flow(JsonNode v) {
        if (v.isArray()) {
            List<String> items = StreamSupport.stream(v.spliterator(), false).map(ManualPages::flow).toList();
            return "[" + String.join(", ", items) + "]";
        }
        if (v.isObject()) {
            List<String> items = new java.util.ArrayList<>();
            v.fields().forEachRemaining(e -> items.add(e.getKey() + ": " + flow(e.getValue())));
            return "{ " + String.join(", ", items) + " }";
        }
        if (v.isTextual()) {
            String t = v.asText();
            boolean plain = t.matches("[A-Za-z][A-Za-z0-9 .,'()-]*") && !t.matches("(?i)true|false|yes|no|null|on|off");
            return plain ? t : v.toString();
        }
        return v.asText();
    }

    /** GitHub's anchor for a heading's text after the name: lower case, punctuation out, spaces to hyphens. */
    private static String anchor(String text) {
        return text.toLowerCase(java.util.Locale.ROOT).replaceAll("[^a-z0-9 -]", "").replace(' ', '-');
    }

    private static String cell(String text) {
        return text.replace("|", "\\|").replace("\n", " ");
    }
}

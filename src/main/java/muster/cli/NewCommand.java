package muster.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import muster.rules.common.SlugIds;
import muster.rulesets.RuleSets;
import muster.scenario.Names;
import muster.view.RuleSetModule;
import picocli.CommandLine;

@CommandLine.Command(name = "new", mixinStandardHelpOptions = true,
        description = "Writes a starting scenario for a rule set: a small battle that passes every check, to edit into your own.")
final class NewCommand implements Callable<Integer> {

    @CommandLine.Parameters(paramLabel = "ID", description = "the new scenario's id, a lower-case slug such as 'kettle-hill'")
    String id;

    @CommandLine.Option(names = "--ruleset", paramLabel = "RULESET", required = true, description = "the rule set it is played with")
    String ruleset;

    @CommandLine.Option(names = "--title", paramLabel = "TITLE", description = "its title (default: the id in words)")
    String title;

    @CommandLine.Option(names = {"-o", "--output"}, paramLabel = "DIR", description = "where to write ID.yaml (default: scenarios)")
    Path dir = Path.of("scenarios");

    /** The schema a starter's first line names, as a path beside the scenario. */
    static final String SCHEMA = "scenario.schema.json";

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    private final PrintWriter out;

    NewCommand(PrintWriter out) {
        this.out = out;
    }

    @Override
    public Integer call() throws IOException {
        if (!SlugIds.isSlug(id)) {
            throw usage("'" + id + "' is not a slug: use lower-case letters, digits and single hyphens");
        }
        RuleSetModule module = RuleSets.find(ruleset)
                .orElseThrow(() -> usage("unknown rule set '" + ruleset + "'; known: " + String.join(", ", RuleSets.ids())));
        Path file = dir.resolve(id + ".yaml");
        if (Files.exists(file)) {
            throw usage(Scenarios.label(file) + " already exists; muster never overwrites a scenario");
        }
        String text = replaceLine(replaceLine(module.starter(), "id", id), "title", quoted(title == null ? Names.readable(id) : title));
        Files.createDirectories(dir);
        Files.writeString(file, text, StandardCharsets.UTF_8);
        out.println("wrote " + Scenarios.label(file) + "; check it with `muster validate " + Scenarios.label(file) + "`");
        // its first line names scenario.schema.json beside it, for editors: put one there unless the folder has one
        Path schema = dir.resolve(SCHEMA);
        if (!Files.exists(schema)) {
            Files.writeString(schema, SchemaCommand.text(), StandardCharsets.UTF_8);
            out.println("wrote " + Scenarios.label(schema) + ", which editors read to complete and check the keys as you type");
        }
        return 0;
    }

    /** The starter's top-level {@code key:} line with a new value. */
    static String replaceLine(String text, String key, String value) {
        Matcher m = Pattern.compile("(?m)^" + key + ": .*$").matcher(text);
        if (!m.find()) {
            throw new IllegalStateException("the starter has no top-level '" + key + "'");
        }
        return text.substring(0, m.start()) + key + ": " + value + text.substring(m.end());
    }

    /** A title written as a YAML string that needs no escaping rules from the user. */
    static String quoted(String title) {
        return "\"" + title.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }

    private CommandLine.ParameterException usage(String message) {
        return new CommandLine.ParameterException(spec.commandLine(), message);
    }
}

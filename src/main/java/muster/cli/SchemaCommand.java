package muster.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.function.Function;
import muster.rules.Term;
import muster.rules.Vocabulary;
import muster.rulesets.RuleSets;
import muster.view.RuleSetModule;
import picocli.CommandLine;

@CommandLine.Command(name = "schema", mixinStandardHelpOptions = true,
        description = "Prints the JSON Schema of scenario files, for editors that complete and check keys.")
final class SchemaCommand implements Callable<Integer> {

    /** The schema without its word lists: each {@code ["{name}"]} is filled from the registry. */
    static final String BASE = "/muster/scenario.schema.base.json";
    /** The schema of rule-set files, printed as it is: a rule-set file declares its own words. */
    static final String RULE_SET = "/muster/ruleset.schema.json";

    @CommandLine.Option(names = "--ruleset", description = "print the schema of rule-set files (a rule set written as data) instead")
    boolean ruleSet;

    /** Each placeholder of the base and the words of every rule set it stands for. */
    static final Map<String, Function<Vocabulary, List<Term>>> WORD_LISTS = Map.of(
            "figureScales", Vocabulary::figureScales,
            "kinds", Vocabulary::kinds,
            "types", Vocabulary::types,
            "weapons", Vocabulary::weapons,
            "nations", Vocabulary::nations,
            "tags", Vocabulary::tags,
            "orderTypes", Vocabulary::orderTypes);

    private final PrintWriter out;

    SchemaCommand(PrintWriter out) {
        this.out = out;
    }

    @Override
    public Integer call() {
        out.print(ruleSet ? ruleSetText() : text());
        out.flush();
        return 0;
    }

    /** The schema with the rule-set ids and, for each word list, every rule set's words in registry order. */
    static String text() {
        String text = base().replace("[\"{ruleSets}\"]", array(RuleSets.ids()));
        for (Map.Entry<String, Function<Vocabulary, List<Term>>> list : WORD_LISTS.entrySet()) {
            Set<String> words = new LinkedHashSet<>();
            for (RuleSetModule r : RuleSets.all()) {
                list.getValue().apply(r.vocabulary()).forEach(t -> words.add(t.word()));
            }
            text = text.replace("[\"{" + list.getKey() + "}\"]", array(List.copyOf(words)));
        }
        return text;
    }

    private static String array(List<String> words) {
        return "[" + String.join(", ", words.stream().map(w -> "\"" + w + "\"").toList()) + "]";
    }

    /** The JSON Schema of rule-set files. */
    static String ruleSetText() {
        return resource(RULE_SET);
    }

    private static String base() {
        return resource(BASE);
    }

    private static String resource(String name) {
        try (InputStream in = SchemaCommand.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("the schema is missing from the jar: " + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

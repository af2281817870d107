package muster.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import muster.rules.Engine;
import muster.rules.Rule;
import muster.rules.RuleSet;
import muster.rules.Term;
import muster.rulesets.RuleSets;
import muster.view.RuleSetModule;
import picocli.CommandLine;

@CommandLine.Command(name = "rulesets", mixinStandardHelpOptions = true,
        description = "Lists the rule sets; with an ID, its words (terrain kinds, unit types, weapons, nations, tags) and checks.")
final class RulesetsCommand implements Callable<Integer> {

    @CommandLine.Parameters(paramLabel = "ID", arity = "0..1", description = "a rule set id")
    String id;

    @CommandLine.Option(names = "--format", paramLabel = "FORMAT",
            description = "text (default) or json: every fact the engine encodes, to audit against the seed")
    String format = "text";

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    private final PrintWriter out;

    RulesetsCommand(PrintWriter out) {
        this.out = out;
    }

    @Override
    public Integer call() {
        if (id == null) {
            for (RuleSetModule r : RuleSets.all()) {
                out.printf("%-22s %s%n", r.id(), r.title());
            }
            return 0;
        }
        Optional<RuleSetModule> found = RuleSets.find(id);
        if (found.isEmpty()) {
            throw new CommandLine.ParameterException(spec.commandLine(),
                    "unknown rule set '" + id + "'; known: " + String.join(", ", RuleSets.ids()));
        }
        RuleSet r = found.get();
        if (format.equals("json")) {
            out.println(RuleSetJson.of(r));
            return 0;
        }
        if (!format.equals("text")) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--format must be text or json, not '" + format + "'");
        }
        out.println(r.id() + ": " + r.title() + " (from seed " + r.source() + ")");
        section("figure scales", r.vocabulary().figureScales());
        section("terrain kinds", r.vocabulary().kinds());
        section("unit types", r.vocabulary().types());
        section("weapons", r.vocabulary().weapons());
        section("nations", r.vocabulary().nations());
        section("tags", r.vocabulary().tags());
        section("orders", r.vocabulary().orderTypes());
        if (!r.vocabulary().options().isEmpty()) {
            section("options", r.vocabulary().options());
        }
        out.println();
        out.println("checks:");
        for (Rule rule : Engine.rules(r)) {
            out.printf("  %-8s %-7s %s%n", rule.id(), rule.severity().label(), rule.summary());
            out.printf("  %-8s %-7s why: %s%n", "", "", rule.reason());
        }
        return 0;
    }

    private void section(String title, List<Term> terms) {
        out.println();
        out.println(title + ":");
        for (Term t : terms) {
            out.printf("  %-22s %s%n", t.word(), t.meaning());
        }
    }
}

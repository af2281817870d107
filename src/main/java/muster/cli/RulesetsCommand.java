package muster.cli;

import java.io.PrintWriter;
import java.util.Optional;
import java.util.concurrent.Callable;
import muster.rules.RuleSet;
import muster.rulesets.RuleSets;
import muster.view.RuleSetModule;
import picocli.CommandLine;

@CommandLine.Command(name = "rulesets", mixinStandardHelpOptions = true,
        description = "Lists the rule sets; with an ID, its words (terrain kinds, unit types, weapons, nations, tags) and checks.")
final class RulesetsCommand implements Callable<Integer> {

    @CommandLine.Parameters(paramLabel = "ID", arity = "0..1", description = "a rule set id")
    String id;

    @CommandLine.Option(names = "--format", paramLabel = "FORMAT",
            description = "text (default); markdown, the manual's page on the rule set; or json: every fact muster reads from "
                    + "the rules (ranges, dice, tables, readings), to check against your copy of them")
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
        if (!format.equals("text") && !format.equals("markdown")) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--format must be text, markdown or json, not '" + format + "'");
        }
        out.print(format.equals("markdown") ? RuleSetPage.markdown(r) : RuleSetPage.text(r));
        return 0;
    }
}

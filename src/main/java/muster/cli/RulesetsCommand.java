package muster.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Optional;
import muster.rules.RuleSet;
import muster.rules.data.DataRuleSet;
import muster.rulesets.RuleSets;
import muster.scenario.load.RuleSetLoader;
import muster.scenario.load.ScenarioRuleSet;
import muster.view.RuleSetModule;
import picocli.CommandLine;

@CommandLine.Command(name = "rulesets", mixinStandardHelpOptions = true,
        description = "Lists the rule sets; with an ID, or the path of a rule-set file, its words (terrain kinds, unit types, weapons, "
                + "nations, tags) and checks.")
final class RulesetsCommand extends PrintingCommand {

    @CommandLine.Parameters(paramLabel = "ID", arity = "0..1", description = "a rule set id, or a rule-set file (./house-rules.yaml)")
    String id;

    @CommandLine.Option(names = "--format", paramLabel = "FORMAT",
            description = "text (default); markdown, the manual's page on the rule set; or json: every fact muster reads from "
                    + "the rules (ranges, dice, tables, readings), to check against your copy of them")
    String format = "text";

    RulesetsCommand(PrintWriter out, PrintWriter err) {
        super(out, err);
    }

    @Override
    public Integer call() {
        if (id == null) {
            for (RuleSetModule r : RuleSets.all()) {
                out.printf("%-22s %s%n", r.id(), r.title());
            }
            return 0;
        }
        if (!format.equals("text") && !format.equals("markdown") && !format.equals("json")) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--format must be text, markdown or json, not '" + format + "'");
        }
        if (ScenarioRuleSet.isPath(id)) {
            return describeFile(Path.of(id));
        }
        Optional<RuleSetModule> found = RuleSets.find(id);
        if (found.isEmpty()) {
            throw new CommandLine.ParameterException(spec.commandLine(),
                    "unknown rule set '" + id + "'; known: " + String.join(", ", RuleSets.ids()) + ", or the path of a rule-set file");
        }
        describe(found.get(), id);
        return 0;
    }

    /** A rule-set file described as a built-in rule set is, once it loads; its mistakes, at their lines, when it does not. */
    private int describeFile(Path file) {
        RuleSetLoader.Loaded loaded = RuleSetLoader.load(file, Scenarios.label(file));
        Reporting.print(loaded.diagnostics(), err);
        if (loaded.ruleSet().isEmpty()) {
            err.println(Reporting.summary(Scenarios.label(file), loaded.diagnostics()));
            return 1;
        }
        describe(DataRuleSet.of(loaded.ruleSet().get()), id);
        if (format.equals("text")) {
            out.print(ChartOdds.text(loaded.ruleSet().get()));
        }
        return 0;
    }

    private void describe(RuleSet r, String named) {
        if (format.equals("json")) {
            out.println(RuleSetJson.of(r));
        } else {
            out.print(format.equals("markdown") ? RuleSetPage.markdown(r, named) : RuleSetPage.text(r));
        }
    }
}

package muster.scenario.load;

import static muster.source.StageCode.RULESET_PATH;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;
import muster.scenario.Scenario;
import muster.source.Diagnostics;
import muster.source.Quote;
import muster.source.Span;

/**
 * A rule-set file a scenario names by its path ({@code ruleset: ./house-rules.yaml}): found relative to
 * the scenario, and read only from the scenario's own folder or a folder within it, so a scenario from
 * a stranger cannot make muster open any other file. Its mistakes are reported in the rule-set file,
 * at their own lines; a path muster will not follow, at the scenario's {@code ruleset:}.
 */
public final class ScenarioRuleSet {

    private ScenarioRuleSet() {
    }

    /** Whether {@code ruleset} names a file rather than a built-in rule set: it starts with ./ or ../, or ends in .yaml or .yml. */
    public static boolean isPath(String ruleset) {
        String r = ruleset.trim().toLowerCase(Locale.ROOT);
        return r.startsWith("./") || r.startsWith("../") || r.startsWith(".\\") || r.startsWith("..\\") || r.endsWith(".yaml")
                || r.endsWith(".yml");
    }

    /** The rule-set file the scenario at {@code scenarioFile} names, loaded; {@code label} names a file in diagnostics. */
    public static RuleSetLoader.Loaded load(Path scenarioFile, Scenario scenario, Function<Path, String> label) {
        Diagnostics diagnostics = new Diagnostics();
        Span at = scenario.spans().of("ruleset");
        Path folder = scenarioFile.toAbsolutePath().normalize().getParent();
        Optional<Path> file = inside(folder, scenario.ruleset().trim());
        if (file.isEmpty()) {
            diagnostics.report(RULESET_PATH, at, "the rule-set file " + Quote.of(scenario.ruleset()) + " is outside the scenario's folder",
                    "put the rule-set file beside the scenario (or in a folder within its folder) and write its path from there, "
                            + "e.g. ./house-rules.yaml");
            return new RuleSetLoader.Loaded(Optional.empty(), diagnostics);
        }
        Path written = scenarioFile.resolveSibling(scenario.ruleset().trim()).normalize();
        if (!Files.isRegularFile(file.get())) {
            diagnostics.report(RULESET_PATH, at, "there is no rule-set file " + Quote.of(label.apply(written)),
                    "the path is read from the scenario's folder: ./house-rules.yaml is the file beside the scenario");
            return new RuleSetLoader.Loaded(Optional.empty(), diagnostics);
        }
        try {
            if (!file.get().toRealPath().startsWith(folder.toRealPath())) {
                diagnostics.report(RULESET_PATH, at, "the rule-set file " + Quote.of(scenario.ruleset()) + " links to a file outside the "
                        + "scenario's folder", "copy the rule-set file itself beside the scenario");
                return new RuleSetLoader.Loaded(Optional.empty(), diagnostics);
            }
        } catch (IOException e) {
            diagnostics.report(RULESET_PATH, at, "the rule-set file " + Quote.of(scenario.ruleset()) + " cannot be read: " + e.getMessage(),
                    "check that the file exists and can be read");
            return new RuleSetLoader.Loaded(Optional.empty(), diagnostics);
        }
        return RuleSetLoader.load(file.get(), label.apply(written));
    }

    /** The path within {@code folder}, or empty when it leads out of it (or is no path). */
    private static Optional<Path> inside(Path folder, String written) {
        try {
            Path p = Path.of(written);
            Path resolved = folder.resolve(p).normalize();
            return p.isAbsolute() || !resolved.startsWith(folder) || resolved.equals(folder) ? Optional.empty() : Optional.of(resolved);
        } catch (InvalidPathException e) {
            return Optional.empty();
        }
    }
}

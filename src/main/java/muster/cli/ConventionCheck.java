package muster.cli;

import static muster.source.StageCode.CONV_NO_SCENARIO;
import static muster.source.StageCode.CONV_SCENARIO_ERRORS;
import static muster.source.StageCode.CONV_SIDE_WITHOUT_PLAYERS;
import static muster.source.StageCode.CONV_UNKNOWN_SIDE;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import muster.rules.Checked;
import muster.scenario.Convention;
import muster.scenario.Side;
import muster.scenario.load.ConventionLoader;
import muster.source.Diagnostics;
import muster.source.DidYouMean;
import muster.source.Severity;
import muster.view.Paper;
import muster.view.RuleSetModule;

/**
 * Everything {@code muster convention} checks before it renders anything: the manifest, then each
 * scenario it names once (however many tables use it), then each table against its scenario (the
 * file exists, its sides are the ones given players). Every finding names its line: the manifest's
 * for the table, the scenario's for what is wrong in it.
 */
final class ConventionCheck {

    /** A table with its checked scenario and how it prints. */
    record Table(Convention.Table table, String scenarioLabel, Checked<RuleSetModule> checked, TablePrint print) {
    }

    /** A manifest that passed: its tables in print order, and each scenario once, in first use. */
    record Plan(Convention convention, List<Table> tables, Map<String, Checked<RuleSetModule>> scenarios) {
    }

    /** What checking found, and the plan when nothing was an error. */
    record Result(Diagnostics diagnostics, Optional<Plan> plan) {
    }

    private ConventionCheck() {
    }

    static Result check(Path manifest) {
        return check(manifest, Convention.Print.NONE);
    }

    /** As above, with the print choices the command line gives, under the manifest's own. */
    static Result check(Path manifest, Convention.Print commandLine) {
        Diagnostics all = new Diagnostics();
        ConventionLoader.Loaded loaded = ConventionLoader.load(manifest, Scenarios.label(manifest));
        all.addAll(loaded.diagnostics());
        if (loaded.checkable().isEmpty()) {
            return new Result(all, Optional.empty());
        }
        Convention convention = loaded.checkable().get();
        boolean clean = loaded.convention().isPresent();
        TablePrint.check(convention.print(), "the event", all);
        Paper paper = Paper.of(convention.paper()).orElse(Paper.LETTER);
        Path folder = manifest.toAbsolutePath().getParent();
        Path relative = manifest.getParent() == null ? Path.of("") : manifest.getParent();
        Map<String, Pipeline.Result> checked = new LinkedHashMap<>();
        List<Table> tables = new ArrayList<>();
        for (Convention.Table t : convention.tables()) {
            if (t.scenario().isEmpty()) {
                continue; // reported as missing
            }
            Path file = relative.resolve(t.scenario()).normalize();
            String label = Scenarios.label(file);
            if (!Files.isRegularFile(folder.resolve(t.scenario()))) {
                String near = DidYouMean.phrase(Path.of(t.scenario()).getFileName().toString(), yamlFiles(folder.resolve(t.scenario()).getParent()));
                all.report(CONV_NO_SCENARIO, t.spans().of("scenario"), "table '" + t.id() + "': no scenario file " + label
                        + (near.isEmpty() ? "" : "; " + near), "a scenario's path is relative to the manifest's folder");
                continue;
            }
            Pipeline.Result result = checked.computeIfAbsent(label, l -> {
                Pipeline.Result r = Pipeline.check(file);
                all.addAll(r.diagnostics());
                return r;
            });
            if (result.checked().isEmpty()) {
                all.report(CONV_SCENARIO_ERRORS, t.spans().of("scenario"), "table '" + t.id() + "': its scenario " + label + " has "
                        + result.diagnostics().count(Severity.ERROR) + " error(s)", "they are listed at their lines in " + label
                        + "; nothing is printed for the convention until every scenario passes");
                continue;
            }
            Checked<RuleSetModule> scenario = result.checked().get();
            sides(t, scenario, clean, all);
            TablePrint.check(t.print(), "table '" + t.id() + "'", all);
            tables.add(new Table(t, label, scenario, TablePrint.of(t.print().over(convention.print()).over(commandLine), paper)));
        }
        if (all.hasErrors()) {
            return new Result(all, Optional.empty());
        }
        Map<String, Checked<RuleSetModule>> scenarios = new LinkedHashMap<>();
        tables.forEach(t -> scenarios.putIfAbsent(t.scenarioLabel(), t.checked()));
        return new Result(all, Optional.of(new Plan(convention, tables, scenarios)));
    }

    /**
     * Every side given players is one of the scenario's; a side of the scenario without players is a
     * warning, made only when the manifest is clean (a players count refused above would read as none).
     */
    private static void sides(Convention.Table t, Checked<RuleSetModule> scenario, boolean clean, Diagnostics all) {
        List<String> ids = scenario.scenario().sides().stream().map(Side::id).toList();
        for (Convention.Players p : t.players()) {
            if (!ids.contains(p.side())) {
                String near = DidYouMean.phrase(p.side(), ids);
                all.report(CONV_UNKNOWN_SIDE, p.sideSpan(), "table '" + t.id() + "': the scenario " + scenario.scenario().id()
                        + " has no side '" + p.side() + "'" + (near.isEmpty() ? "" : "; " + near), "its sides are " + String.join(", ", ids));
            }
        }
        for (String id : ids) {
            if (clean && t.players().stream().noneMatch(p -> p.side().equals(id))) {
                all.report(CONV_SIDE_WITHOUT_PLAYERS, t.spans().of("players"), "table '" + t.id() + "': the side '" + id
                        + "' has no players, so its handout is not printed", "add '" + id + ": 1' to 'players' if someone plays it");
            }
        }
    }

    private static List<String> yamlFiles(Path folder) {
        if (folder == null || !Files.isDirectory(folder)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(folder)) {
            return files.map(f -> f.getFileName().toString()).filter(n -> n.endsWith(".yaml") || n.endsWith(".yml")).sorted().toList();
        } catch (IOException e) {
            return List.of();
        }
    }
}

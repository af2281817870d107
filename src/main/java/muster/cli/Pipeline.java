package muster.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import muster.render.RenderException;
import muster.render.Renderer;
import muster.render.ScenarioPrint;
import muster.rules.Checked;
import muster.rules.Verdict;
import muster.rulesets.RuleSets;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.load.LoadResult;
import muster.scenario.load.ScenarioLoader;
import muster.scenario.load.ScenarioRuleSet;
import muster.source.Diagnostics;
import muster.view.Documents;
import muster.view.RuleSetModule;
import muster.view.kit.KitOptions;
import muster.view.kit.KitView;
import muster.view.table.TablePaper;
import muster.write.OutputWriter;

/** One scenario through the stages: load, check, derive, render, write. */
final class Pipeline {

    /** A scenario file as far as it got: its findings, and the checked scenario when it had no errors. */
    record Result(String label, Diagnostics diagnostics, Optional<Checked<RuleSetModule>> checked) {
    }

    private Pipeline() {
    }

    /** A scenario file loaded and checked, to be printed. */
    static Result check(Path file) {
        return validate(file);
    }

    /**
     * A scenario file loaded and checked with the rule set it names, built in or a rule-set file beside it; the checked
     * scenario when it has no errors.
     */
    static Result validate(Path file) {
        String label = Scenarios.label(file);
        LoadResult loaded = ScenarioLoader.load(file, label);
        Diagnostics all = new Diagnostics();
        all.addAll(loaded.diagnostics());
        if (loaded.checkable().isEmpty()) {
            return new Result(label, all, Optional.empty());
        }
        Scenario scenario = loaded.checkable().get();
        Verdict<RuleSetModule> verdict = ScenarioRuleSet.isPath(scenario.ruleset()) ? RuleSetFileCheck.check(file, scenario)
                : RuleSets.check(scenario);
        all.addAll(verdict.diagnostics());
        return new Result(label, all, all.hasErrors() ? Optional.empty() : verdict.checked());
    }

    /** Resolution of the PNG previews: sharp enough to read every label when posted online. */
    static final int PREVIEW_DPI = 150;

    /** One file to make. */
    interface Job {
        Renderer.Rendered make() throws RenderException;
    }

    /** The kinds of file a build makes of a scenario, in the order they are written. */
    enum Output {
        /** {@code <id>-gm.pdf}, the game master's pack. */
        GM_PACK,
        /** {@code <id>-<side>.pdf}, one per side. */
        HANDOUTS,
        /** {@code <id>-table.pdf}, the map at true scale on sheets of paper. */
        TABLE,
        /** {@code <id>-kit.pdf}, the paper-play kit. */
        KIT,
        /** {@code <id>[-<side>]-map.png}, a picture of each pack's map. */
        PREVIEWS;

        /** What {@code build} writes: every file, the pictures only when asked. */
        static Set<Output> build(boolean preview) {
            EnumSet<Output> all = EnumSet.allOf(Output.class);
            if (!preview) {
                all.remove(PREVIEWS);
            }
            return all;
        }
    }

    /** As {@link #jobs(ScenarioPrint, Documents.TableChoice, KitOptions, Set, PrintTally)} for every file {@code build} writes. */
    static Map<String, Job> jobs(ScenarioPrint print, int mapScale, boolean preview, KitOptions kit) {
        TablePaper sheets = TablePaper.of(print.documents().paper());
        return jobs(print, new Documents.TableChoice(sheets, mapScale, true), kit, Output.build(preview), new PrintTally());
    }

    /**
     * The files of a scenario of the kinds in {@code outputs}, each as a job that renders it from the scenario's documents, in
     * the order they are written: the table map as {@code table} chooses, the paper-play kit with {@code kit}'s bleed and duplex
     * offset. Each document is derived once, by the first job that needs it (a pack's PDF or its map's picture), so asking for
     * the game master's pack alone derives nothing else; the jobs may run on any threads in any order. The table map tells
     * {@code tally} how many plain sheets it left out, the kit how many of its pages are backs.
     */
    static Map<String, Job> jobs(ScenarioPrint print, Documents.TableChoice table, KitOptions kit, Set<Output> outputs,
            PrintTally tally) {
        Documents documents = print.documents();
        Scenario scenario = documents.scenario();
        Map<String, Job> jobs = new LinkedHashMap<>();
        if (outputs.contains(Output.GM_PACK)) {
            jobs.put(scenario.id() + "-gm.pdf", print::gameMaster);
        }
        if (outputs.contains(Output.HANDOUTS)) {
            for (Side side : scenario.sides()) {
                jobs.put(scenario.id() + "-" + side.id() + ".pdf", () -> print.handout(side.id()));
            }
        }
        if (outputs.contains(Output.TABLE)) {
            String name = scenario.id() + "-table.pdf";
            jobs.put(name, () -> {
                if (table.skipBlank()) {
                    tally.plain(name, documents.table(table).plain());
                }
                return print.table(table);
            });
        }
        if (outputs.contains(Output.KIT)) {
            String name = scenario.id() + "-kit.pdf";
            jobs.put(name, () -> {
                tally.backs(name, (int) documents.kit(kit).pages().stream().filter(KitView.Page::back).count());
                return print.kit(kit);
            });
        }
        if (outputs.contains(Output.PREVIEWS)) {
            jobs.put(scenario.id() + "-map.png", () -> print.mapPicture(documents.gameMaster(), PREVIEW_DPI));
            for (Side side : scenario.sides()) {
                jobs.put(scenario.id() + "-" + side.id() + "-map.png", () -> print.mapPicture(documents.handout(side.id()), PREVIEW_DPI));
            }
        }
        return jobs;
    }

    /**
     * The order to start {@code jobs} in (they are written in their own order): the game master's pack first, as it lays
     * out the player aid that every handout places; then the files without an aid (table map, kit), so that the handouts,
     * started last, find the aid laid out instead of waiting for it on a thread that could be working.
     */
    static List<String> startOrder(Map<String, Job> jobs) {
        List<String> first = new ArrayList<>();
        List<String> next = new ArrayList<>();
        List<String> last = new ArrayList<>();
        for (String name : jobs.keySet()) {
            (name.endsWith("-gm.pdf") ? first : name.endsWith("-table.pdf") || name.endsWith("-kit.pdf") ? next : last).add(name);
        }
        first.addAll(next);
        first.addAll(last);
        return first;
    }

    static List<Path> write(Path outputRoot, String id, Map<String, Renderer.Rendered> files) throws IOException {
        Map<String, byte[]> bytes = new LinkedHashMap<>();
        files.forEach((name, r) -> bytes.put(name, r.bytes()));
        return new OutputWriter(outputRoot).write(id, bytes);
    }
}

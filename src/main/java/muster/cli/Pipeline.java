package muster.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import muster.render.RenderException;
import muster.render.Renderer;
import muster.rules.Checked;
import muster.rules.Verdict;
import muster.rulesets.RuleSets;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.load.LoadResult;
import muster.scenario.load.ScenarioLoader;
import muster.source.Diagnostics;
import muster.view.Pack;
import muster.view.Paper;
import muster.view.RuleSetModule;
import muster.view.Views;
import muster.view.kit.KitLayout;
import muster.view.kit.KitOptions;
import muster.write.OutputWriter;

/** One scenario through the stages: load, check, derive, render, write. */
final class Pipeline {

    /** A scenario file as far as it got: its findings, and the checked scenario when it had no errors. */
    record Result(String label, Diagnostics diagnostics, Optional<Checked<RuleSetModule>> checked) {
    }

    private Pipeline() {
    }

    static Result check(Path file) {
        String label = Scenarios.label(file);
        LoadResult loaded = ScenarioLoader.load(file, label);
        Diagnostics all = new Diagnostics();
        all.addAll(loaded.diagnostics());
        if (loaded.checkable().isEmpty()) {
            return new Result(label, all, Optional.empty());
        }
        Verdict<RuleSetModule> verdict = RuleSets.check(loaded.checkable().get());
        all.addAll(verdict.diagnostics());
        return new Result(label, all, all.hasErrors() ? Optional.empty() : verdict.checked());
    }

    /** Resolution of the PNG previews: sharp enough to read every label when posted online. */
    static final int PREVIEW_DPI = 150;

    /** One file to make. */
    interface Job {
        Renderer.Rendered make() throws RenderException;
    }

    /**
     * Every file of a checked scenario as a job that renders it, in the order they are written, printing the
     * paper-play kit with {@code kit}'s bleed and duplex offset; each pack is derived once. The jobs share
     * nothing but the renderer, so they may run on any threads in any order.
     */
    static Map<String, Job> jobs(Checked<RuleSetModule> checked, Paper paper, int mapScale, boolean preview, Renderer renderer,
            KitOptions kit) {
        return jobs(checked, paper, mapScale, false, preview, renderer, kit);
    }

    /** As above; with {@code skipBlank} the table map leaves out the sheets that hold only open ground. */
    static Map<String, Job> jobs(Checked<RuleSetModule> checked, Paper paper, int mapScale, boolean skipBlank, boolean preview,
            Renderer renderer, KitOptions kit) {
        Scenario scenario = checked.scenario();
        Map<String, Pack> packs = new LinkedHashMap<>();
        packs.put("", Views.pack(checked, paper));
        for (Side side : scenario.sides()) {
            packs.put("-" + side.id(), Views.handout(checked, paper, side.id()));
        }
        Map<String, Job> jobs = new LinkedHashMap<>();
        jobs.put(scenario.id() + "-gm.pdf", () -> renderer.pack(packs.get("")));
        for (Side side : scenario.sides()) {
            jobs.put(scenario.id() + "-" + side.id() + ".pdf", () -> renderer.pack(packs.get("-" + side.id())));
        }
        jobs.put(scenario.id() + "-table.pdf", () -> renderer.table(Views.table(checked, paper, mapScale, skipBlank)));
        jobs.put(scenario.id() + "-kit.pdf", () -> renderer.kit(KitLayout.layout(checked, kit)));
        if (preview) {
            packs.forEach((suffix, pack) -> jobs.put(scenario.id() + suffix + "-map.png", () -> renderer.preview(pack.map(), PREVIEW_DPI)));
        }
        return jobs;
    }

    static List<Path> write(Path outputRoot, String id, Map<String, Renderer.Rendered> files) throws IOException {
        Map<String, byte[]> bytes = new LinkedHashMap<>();
        files.forEach((name, r) -> bytes.put(name, r.bytes()));
        return new OutputWriter(outputRoot).write(id, bytes);
    }
}

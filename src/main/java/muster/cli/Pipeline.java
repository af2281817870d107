package muster.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import muster.render.RenderException;
import muster.render.Renderer;
import muster.rules.Engine;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.load.LoadResult;
import muster.scenario.load.ScenarioLoader;
import muster.source.Diagnostics;
import muster.view.Paper;
import muster.view.Views;
import muster.view.kit.KitLayout;
import muster.view.kit.KitOptions;
import muster.write.OutputWriter;

/** One scenario through the stages: load, check, derive, render, write. */
final class Pipeline {

    /** A scenario as far as it got: its findings, and the scenario when it had no errors. */
    record Checked(String label, Diagnostics diagnostics, Optional<Scenario> scenario) {
    }

    private Pipeline() {
    }

    static Checked check(Path file) {
        String label = Scenarios.label(file);
        LoadResult loaded = ScenarioLoader.load(file, label);
        Diagnostics all = new Diagnostics();
        all.addAll(loaded.diagnostics());
        if (loaded.checkable().isEmpty()) {
            return new Checked(label, all, Optional.empty());
        }
        all.addAll(Engine.check(loaded.checkable().get()));
        return new Checked(label, all, all.hasErrors() ? Optional.empty() : loaded.checkable());
    }

    /** Resolution of the PNG previews: sharp enough to read every label when posted online. */
    static final int PREVIEW_DPI = 150;

    /** One file to make. */
    interface Job {
        Renderer.Rendered make() throws RenderException;
    }

    /** Every file of a checked scenario, rendered in memory before anything is written. */
    static Map<String, Renderer.Rendered> render(Scenario scenario, Paper paper, int mapScale, boolean preview, Renderer renderer)
            throws RenderException {
        return render(scenario, paper, mapScale, preview, renderer, KitOptions.plain(paper, mapScale));
    }

    /** As above, printing the paper-play kit with {@code kit}'s bleed and duplex offset. */
    static Map<String, Renderer.Rendered> render(Scenario scenario, Paper paper, int mapScale, boolean preview, Renderer renderer,
            KitOptions kit) throws RenderException {
        Map<String, Job> jobs = new LinkedHashMap<>();
        jobs.put(scenario.id() + "-gm.pdf", () -> renderer.pack(Views.pack(scenario, paper)));
        for (Side side : scenario.sides()) {
            jobs.put(scenario.id() + "-" + side.id() + ".pdf", () -> renderer.pack(Views.handout(scenario, paper, side.id())));
        }
        jobs.put(scenario.id() + "-table.pdf", () -> renderer.table(Views.table(scenario, paper, mapScale)));
        jobs.put(scenario.id() + "-kit.pdf", () -> renderer.kit(KitLayout.layout(scenario, Views.sheets(scenario.ruleset()), kit)));
        if (preview) {
            jobs.put(scenario.id() + "-map.png", () -> renderer.preview(Views.pack(scenario, paper).map(), PREVIEW_DPI));
            for (Side side : scenario.sides()) {
                jobs.put(scenario.id() + "-" + side.id() + "-map.png",
                        () -> renderer.preview(Views.handout(scenario, paper, side.id()).map(), PREVIEW_DPI));
            }
        }
        Map<String, Renderer.Rendered> files = new LinkedHashMap<>();
        for (Map.Entry<String, Job> job : jobs.entrySet()) {
            files.put(job.getKey(), job.getValue().make());
        }
        return files;
    }

    static List<Path> write(Path outputRoot, String id, Map<String, Renderer.Rendered> files) throws IOException {
        Map<String, byte[]> bytes = new LinkedHashMap<>();
        files.forEach((name, r) -> bytes.put(name, r.bytes()));
        return new OutputWriter(outputRoot).write(id, bytes);
    }
}

package muster.cli;

import static muster.source.StageCode.RENDER_FAILED;
import static muster.source.StageCode.RENDER_SKIPPED;
import static muster.source.StageCode.RENDER_TOO_LARGE;
import static muster.source.StageCode.WRITE_FAILED;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.Future;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import muster.cli.watch.Builder;
import muster.render.RenderException;
import muster.render.Renderer;
import muster.render.ScenarioPrint;
import muster.rules.Checked;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.source.Diagnostic;
import muster.source.Diagnostics;
import muster.source.Quote;
import muster.source.Span;
import muster.view.Documents;
import muster.view.Once;
import muster.view.Paper;
import muster.view.RuleSetModule;
import muster.view.Views;
import muster.view.kit.KitOptions;

/**
 * The watch's view of the pipeline: {@link Pipeline#check}, then, when asked, the maps of the game
 * master's pack and of each handout as their SVG, and {@link Pipeline#jobs} written as
 * {@code build} writes them. Findings go to the console as {@code build} prints them, and to the
 * page in the same words.
 */
final class WatchBuild implements Builder {

    private final Path output;
    private final Paper paper;
    private final Renderer renderer;
    private final PrintWriter out;
    private final PrintWriter err;
    private final int threads;

    WatchBuild(Path output, Paper paper, Renderer renderer, PrintWriter out, PrintWriter err) {
        this.output = output;
        this.paper = paper;
        this.renderer = renderer;
        this.out = out;
        this.err = err;
        // one core is left to the next check, so the page follows a save while the last one prints
        this.threads = Math.max(1, Runtime.getRuntime().availableProcessors() - 1);
    }

    @Override
    public Look look(Path file) {
        Pipeline.Result result = Pipeline.check(file);
        Diagnostics found = result.diagnostics();
        Optional<Clean> clean = result.checked().map(checked -> clean(checked, result.label()));
        synchronized (this) {
            Reporting.print(found, err);
            out.println(Reporting.summary(result.label(), found));
            err.flush();
            out.flush();
        }
        return new Look(result.label(), Reporting.summary(result.label(), found), findings(found), clean);
    }

    /**
     * The maps are drawn when the page first asks for one: a save is checked at once, and only the view on show waits to be drawn.
     * The files printed next come from the same documents.
     */
    private Clean clean(Checked<RuleSetModule> checked, String label) {
        Scenario scenario = checked.scenario();
        ScenarioPrint print = renderer.print(Views.documents(checked, paper));
        Documents documents = print.documents();
        List<MapSvg> maps = new ArrayList<>();
        maps.add(new MapSvg("gm", "Game master", svg(() -> print.mapSvg(documents.gameMaster()))));
        for (Side side : scenario.sides()) {
            maps.add(new MapSvg(side.id(), side.name(), svg(() -> print.mapSvg(documents.handout(side.id())))));
        }
        return new Clean(scenario.id(), scenario.title(), maps, stale -> print(print, label, stale));
    }

    /** A map's SVG, drawn the first time it is asked for and kept. */
    private static Supplier<String> svg(Callable<String> draw) {
        return new Once<>(() -> {
            try {
                return draw.call();
            } catch (Exception e) {
                throw new IllegalStateException("could not draw the map: " + e.getMessage(), e);
            }
        });
    }

    /** Findings in the order and words {@link Reporting} prints them, one headline and hint each. */
    static List<Finding> findings(Diagnostics found) {
        List<Finding> out = new ArrayList<>();
        for (Diagnostic d : found.sorted()) {
            out.add(new Finding(d.severity().label(), d.format().replace(System.lineSeparator(), "\n")));
        }
        return out;
    }

    private Printed print(ScenarioPrint print, String label, BooleanSupplier stale) {
        Scenario scenario = print.documents().scenario();
        Span whole = Span.wholeFile(label);
        Diagnostics found = new Diagnostics();
        List<String> names = new ArrayList<>();
        try (Batch batch = new Batch(threads)) {
            Map<String, Future<Renderer.Rendered>> planned = new LinkedHashMap<>();
            Pipeline.jobs(print, 1, false, KitOptions.plain(paper, 1))
                    .forEach((name, job) -> planned.put(name, batch.submit(job::make)));
            Map<String, Renderer.Rendered> made = new LinkedHashMap<>();
            for (Map.Entry<String, Future<Renderer.Rendered>> f : planned.entrySet()) {
                if (stale.getAsBoolean()) {
                    return Printed.given();
                }
                made.put(f.getKey(), batch.result(f.getValue(), RenderException.class));
            }
            made.forEach((name, r) -> r.warnings().forEach(w -> found.report(RENDER_SKIPPED, whole, name + ": " + w, "")));
            if (stale.getAsBoolean()) {
                return Printed.given();
            }
            for (Path written : Pipeline.write(output, scenario.id(), made)) {
                names.add(scenario.id() + "/" + written.getFileName());
                synchronized (this) {
                    out.println(Quote.line(label) + " -> " + Scenarios.label(output.resolve(scenario.id()).resolve(written.getFileName()))
                            + " (" + Files.size(written) / 1024 + " KB)");
                }
            }
        } catch (RenderException e) {
            found.add(new Diagnostic(e.overBudget() ? RENDER_TOO_LARGE : RENDER_FAILED, whole, e.getMessage(),
                    "nothing was written for this scenario; check the templates folder if you gave one"));
        } catch (IOException e) {
            found.add(new Diagnostic(WRITE_FAILED, whole, "could not write " + Scenarios.label(output) + ": " + e.getMessage(),
                    "nothing new was written for this scenario; check that the output folder can be created and written to"));
        }
        synchronized (this) {
            Reporting.print(found, err);
            out.flush();
            err.flush();
        }
        return new Printed(false, names, findings(found));
    }
}

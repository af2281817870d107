package muster.cli;

import static muster.source.StageCode.BUILD_DUPLICATE_ID;
import static muster.source.StageCode.RENDER_FAILED;
import static muster.source.StageCode.RENDER_SKIPPED;
import static muster.source.StageCode.RENDER_TOO_LARGE;
import static muster.source.StageCode.WRITE_FAILED;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.Future;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import muster.render.RenderException;
import muster.render.Renderer;
import muster.render.ScenarioPrint;
import muster.render.TemplateEngine;
import muster.scenario.Scenario;
import muster.source.Diagnostic;
import muster.source.Diagnostics;
import muster.source.Quote;
import muster.source.Span;
import muster.view.Documents;
import muster.view.Num;
import muster.view.Paper;
import muster.view.Views;
import muster.view.kit.KitOptions;
import muster.view.table.TablePaper;
import picocli.CommandLine;

@CommandLine.Command(name = "build", mixinStandardHelpOptions = true,
        description = "Checks each scenario and prints its files into DIR/<id>/: the game master's pack (<id>-gm.pdf), a handout "
                + "per side (<id>-<side>.pdf), the map at true scale on sheets of paper (<id>-table.pdf) and the paper-play kit "
                + "(<id>-kit.pdf). A scenario with errors gets no files. Ends with what there is to print: the pages of each file, "
                + "and pages and sheets in all.")
final class BuildCommand extends PrintingCommand {

    @CommandLine.Mixin
    ScenarioFolders folders = new ScenarioFolders();

    @CommandLine.Mixin
    PaperChoice paper = new PaperChoice();

    @CommandLine.Option(names = "--templates", paramLabel = "DIR", description = "a folder of templates overriding the bundled ones")
    Path templates;

    @CommandLine.Option(names = "--map-scale", paramLabel = "1:N",
            description = "scale of the table map for play on paper: 1:1 (default, true scale) to 1:8")
    String mapScale = "1:1";

    @CommandLine.Option(names = "--skip-blank",
            description = "table map: leave out the sheets that hold only grid and open ground or one ground alone (jungle, a field), "
                    + "the index marking their places "
                    + "(the default)")
    boolean skipBlank;

    @CommandLine.Option(names = "--all-sheets", description = "table map: print every sheet, those of open ground or one ground alone too")
    boolean allSheets;

    @CommandLine.Option(names = "--table-paper", paramLabel = "SIZE",
            description = "table map: the paper its sheets print on, " + TablePaper.WORDS + " (default: the --paper)")
    String tablePaper;

    @CommandLine.Option(names = "--bleed", paramLabel = "MM",
            description = "paper-play kit: how far colour runs past every cut, in millimetres (0 to 6, default 0); sets the trim and bleed boxes")
    double bleed;

    @CommandLine.Option(names = "--duplex-offset", paramLabel = "X,Y",
            description = "paper-play kit: millimetres to move every back page, right and down, as its duplex calibration sheet reads them (default 0,0)")
    String duplexOffset = "0,0";

    @CommandLine.Option(names = "--preview", paramLabel = "WHAT", arity = "0..1", fallbackValue = "maps",
            description = "also write pictures (PNG) to look at or post online without printing: --preview or --preview=maps, "
                    + "the map of the game master's pack and of each side's handout (<id>[-<side>]-map.png); --preview=pages, "
                    + "every page of every PDF (<file>-page-01.png and on)")
    String preview;

    @CommandLine.Option(names = "--preview-dpi", paramLabel = "N",
            description = "resolution of the pictures of pages --preview=pages writes, in dots per inch (" + PagePictures.MIN_DPI + " to "
                    + PagePictures.MAX_DPI + ", default " + Pipeline.PREVIEW_DPI + ")")
    int previewDpi = Pipeline.PREVIEW_DPI;

    @CommandLine.Option(names = "--jobs", hidden = true, paramLabel = "N",
            description = "threads to render on (default: one a core); the files are the same bytes whatever it is")
    int jobs;

    @CommandLine.Option(names = "--only", hidden = true, split = ",", paramLabel = "KIND",
            description = "only these files: ${COMPLETION-CANDIDATES} (default: all); a scenario's folder then holds only them")
    Set<Pipeline.Output> only;

    private final PrintTally tally = new PrintTally();
    private Progress progress;

    BuildCommand(PrintWriter out, PrintWriter err) {
        super(out, err);
    }

    static Optional<Integer> mapScale(String text) {
        Matcher m = Pattern.compile("1:([1-8])").matcher(text.strip());
        return m.matches() ? Optional.of(Integer.parseInt(m.group(1))) : Optional.empty();
    }

    /** "X,Y" in millimetres, each within the kit's limit. */
    static Optional<double[]> duplexOffset(String text) {
        Matcher m = Pattern.compile("\\s*([-+]?\\d+(?:\\.\\d+)?)\\s*,\\s*([-+]?\\d+(?:\\.\\d+)?)\\s*")
                .matcher(text);
        if (!m.matches()) {
            return Optional.empty();
        }
        double[] xy = {Double.parseDouble(m.group(1)), Double.parseDouble(m.group(2))};
        boolean within = Math.abs(xy[0]) <= KitOptions.MAX_OFFSET_MM && Math.abs(xy[1]) <= KitOptions.MAX_OFFSET_MM;
        return within ? Optional.of(xy) : Optional.empty();
    }

    @Override
    public Integer call() {
        Paper size = paper.size(spec);
        int scale = mapScale(mapScale).orElseThrow(() -> new CommandLine.ParameterException(spec.commandLine(),
                "--map-scale must be 1:1 to 1:8, e.g. 1:2, not '" + mapScale + "'"));
        if (!(bleed >= 0 && bleed <= KitOptions.MAX_BLEED_MM)) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--bleed must be 0 to " + Num.fmt(KitOptions.MAX_BLEED_MM, 1)
                    + " millimetres, not " + Num.fmt(bleed, 2));
        }
        double[] offset = duplexOffset(duplexOffset).orElseThrow(() -> new CommandLine.ParameterException(spec.commandLine(),
                "--duplex-offset must be X,Y in millimetres, each -" + Num.fmt(KitOptions.MAX_OFFSET_MM, 1) + " to "
                        + Num.fmt(KitOptions.MAX_OFFSET_MM, 1) + ", e.g. 0.5,-1, not '" + duplexOffset + "'"));
        KitOptions kit = new KitOptions(size, scale, bleed, offset[0], offset[1]);
        TablePaper sheets = tablePaper == null ? TablePaper.of(size) : TablePaper.parse(tablePaper).orElseThrow(() ->
                new CommandLine.ParameterException(spec.commandLine(), "--table-paper must be " + TablePaper.WORDS + ", not '" + tablePaper + "'"));
        if (preview != null && !preview.equals("maps") && !preview.equals("pages")) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--preview is maps (the default) or pages, not '" + preview + "'");
        }
        if (previewDpi < PagePictures.MIN_DPI || previewDpi > PagePictures.MAX_DPI) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--preview-dpi must be " + PagePictures.MIN_DPI + " to "
                    + PagePictures.MAX_DPI + ", not " + previewDpi);
        }
        List<Path> files = Inputs.files(folders.paths, spec);
        TemplateEngine engine = Inputs.templates(templates, spec);
        Renderer renderer = new Renderer(engine);
        Map<String, String> builtFrom = new HashMap<>();
        List<String> written = new ArrayList<>();
        List<String> notWritten = new ArrayList<>();
        progress = Progress.after(err, files.size(), files.size());
        try (Batch batch = new Batch(jobs > 0 ? jobs : Runtime.getRuntime().availableProcessors())) {
            List<Future<Planned>> plans = new ArrayList<>(Collections.nCopies(files.size(), null));
            for (int i = 0; i < files.size(); i++) {
                for (int j = i; j < Math.min(files.size(), i + batch.ahead()); j++) {
                    if (plans.get(j) == null) {
                        Path file = files.get(j);
                        plans.set(j, batch.submit(() -> plan(file, batch, size, sheets, scale, renderer, kit)));
                    }
                }
                Planned plan = batch.result(plans.set(i, null), RuntimeException.class);
                (printAndWrite(plan, batch, builtFrom) ? written : notWritten).add(plan.checked().label());
            }
        } finally {
            progress.finish();
        }
        out.println(Reporting.outcome(written, notWritten));
        if (!tally.total().isEmpty()) {
            out.println(tally.total());
        }
        return notWritten.isEmpty() ? 0 : 1;
    }

    /** A job that tells the progress line when it starts and ends. */
    private Callable<Renderer.Rendered> shown(String what, Pipeline.Job job) {
        return () -> {
            progress.start(what);
            Renderer.Rendered made = job.make();
            progress.done(1);
            return made;
        };
    }

    /** {@code --preview=pages}: every page of each PDF in {@code made} as a picture, drawn on the batch's threads. */
    private Map<String, Renderer.Rendered> pictures(Map<String, Renderer.Rendered> made, Batch batch) throws RenderException {
        Map<String, Future<Map<String, byte[]>>> drawn = new LinkedHashMap<>();
        made.forEach((name, r) -> {
            if (name.endsWith(".pdf")) {
                String base = name.substring(0, name.length() - ".pdf".length());
                progress.more(1, 1);
                drawn.put(name, batch.submit(() -> {
                    progress.start(base + ": pictures of its pages");
                    Map<String, byte[]> pngs = PagePictures.of(base, r.bytes(), previewDpi);
                    progress.done(1);
                    return pngs;
                }));
            }
        });
        Map<String, Renderer.Rendered> out = new LinkedHashMap<>();
        for (Future<Map<String, byte[]>> f : drawn.values()) {
            batch.result(f, RenderException.class).forEach((png, bytes) -> out.put(png, new Renderer.Rendered(bytes, List.of())));
        }
        return out;
    }

    /** A scenario file checked and, when it may be printed, its files planned on the batch's threads in the order they are written. */
    private record Planned(Pipeline.Result checked, Map<String, Future<Renderer.Rendered>> files) {
    }

    private Planned plan(Path file, Batch batch, Paper size, TablePaper sheets, int scale, Renderer renderer, KitOptions kit) {
        progress.start(Scenarios.label(file) + ": checking");
        Pipeline.Result checked = Pipeline.check(file);
        progress.done(1);
        Map<String, Future<Renderer.Rendered>> files = new LinkedHashMap<>();
        if (checked.checked().isPresent()) {
            Set<Pipeline.Output> outputs = only == null ? Pipeline.Output.build("maps".equals(preview)) : only;
            ScenarioPrint print = renderer.print(Views.documents(checked.checked().get(), size));
            Map<String, Pipeline.Job> jobs = Pipeline.jobs(print, new Documents.TableChoice(sheets, scale, !allSheets), kit, outputs, tally);
            progress.more(jobs.size(), jobs.size());
            jobs.keySet().forEach(name -> files.put(name, null));
            Pipeline.startOrder(jobs).forEach(name -> files.put(name, batch.submit(shown(name, jobs.get(name)))));
        }
        return new Planned(checked, files);
    }

    /** Prints a scenario's findings and writes its files, as a serial build would; false when it failed. */
    private boolean printAndWrite(Planned plan, Batch batch, Map<String, String> builtFrom) {
        Pipeline.Result checked = plan.checked();
        progress.above(() -> Reporting.print(checked.diagnostics(), err));
        if (checked.checked().isEmpty()) {
            progress.above(() -> out.println(Reporting.summary(checked.label(), checked.diagnostics()) + "; nothing written"));
            return false;
        }
        Scenario scenario = checked.checked().get().scenario();
        String first = builtFrom.putIfAbsent(scenario.id(), checked.label());
        if (first != null) {
            plan.files().values().forEach(f -> f.cancel(false));
            progress.above(() -> Reporting.print(new Diagnostic(BUILD_DUPLICATE_ID, scenario.spans().of("id"), "the scenario id '" + scenario.id()
                    + "' is already used by " + first + " in this build", "give each scenario its own id; both would be written to "
                    + Scenarios.label(folders.output.resolve(scenario.id()))), err));
            return false;
        }
        Span whole = Span.wholeFile(checked.label());
        try {
            Map<String, Renderer.Rendered> made = new LinkedHashMap<>();
            try {
                for (Map.Entry<String, Future<Renderer.Rendered>> f : plan.files().entrySet()) {
                    made.put(f.getKey(), batch.result(f.getValue(), RenderException.class));
                }
            } finally {
                plan.files().values().forEach(f -> f.cancel(false));
            }
            if ("pages".equals(preview)) {
                made.putAll(pictures(made, batch));
            }
            Diagnostics warnings = new Diagnostics();
            made.forEach((name, r) -> r.warnings().forEach(w -> warnings.report(RENDER_SKIPPED, whole, name + ": " + w, "")));
            progress.above(() -> Reporting.print(warnings, err));
            Path folder = folders.output.resolve(scenario.id());
            List<String> lines = new ArrayList<>();
            int pictures = 0;
            for (Path written : Pipeline.write(folders.output, scenario.id(), made)) {
                String name = written.getFileName().toString();
                if (name.matches(".*-page-\\d+\\.png")) {
                    pictures++;
                    continue;
                }
                String holds = name.endsWith(".pdf") ? ", " + tally.count(name, made.get(name)) : "";
                lines.add(Quote.line(checked.label()) + " -> " + Scenarios.label(folder.resolve(name)) + " ("
                        + Files.size(written) / 1024 + " KB" + holds + ")");
            }
            if (pictures > 0) {
                lines.add(Quote.line(checked.label()) + " -> " + Scenarios.label(folder) + "/*-page-*.png (" + pictures
                        + " pictures of pages at " + previewDpi + " dpi)");
            }
            progress.above(() -> lines.forEach(out::println));
            return true;
        } catch (RenderException e) {
            progress.above(() -> Reporting.print(new Diagnostic(e.overBudget() ? RENDER_TOO_LARGE : RENDER_FAILED, whole,
                    e.getMessage(), "nothing was written for this scenario; check the templates folder if you gave one"), err));
        } catch (IOException e) {
            progress.above(() -> Reporting.print(new Diagnostic(WRITE_FAILED, whole, "could not write " + Scenarios.label(folders.output)
                    + ": " + e.getMessage(), "nothing new was written for this scenario; check that the output folder can be created "
                    + "and written to"), err));
        }
        return false;
    }
}

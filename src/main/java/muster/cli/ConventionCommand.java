package muster.cli;

import static muster.source.StageCode.RENDER_FAILED;
import static muster.source.StageCode.WRITE_FAILED;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import muster.render.RenderException;
import muster.render.Renderer;
import muster.render.TemplateEngine;
import muster.scenario.Convention;
import muster.scenario.Spans;
import muster.source.Diagnostic;
import muster.source.Span;
import muster.view.convention.PrintList;
import muster.view.kit.KitOptions;
import muster.view.table.TablePaper;
import muster.write.OutputWriter;
import picocli.CommandLine;

@CommandLine.Command(name = "convention", mixinStandardHelpOptions = true,
        description = "Prints a whole convention from its manifest: one print-ready PDF per table (cover sheet, game master's pack, "
                + "a handout per player, the kit where asked) and the print list. Every scenario is checked first; "
                + "if anything has errors, nothing is written.")
final class ConventionCommand extends PrintingCommand {

    @CommandLine.Parameters(paramLabel = "FILE", description = "the convention's manifest (YAML; see convention.schema.json)")
    Path manifest;

    @CommandLine.Option(names = {"-o", "--output"}, paramLabel = "DIR", description = "output folder (default: output/convention)")
    Path output = Path.of("output", "convention");

    @CommandLine.Option(names = "--templates", paramLabel = "DIR", description = "a folder of templates overriding the bundled ones")
    Path templates;

    @CommandLine.Option(names = "--table-map", description = "also print each table's map at true scale, a file of its own beside the "
            + "table's (the manifest's tableMap: per event or table says so too)")
    Boolean tableMap;

    @CommandLine.Option(names = "--map-scale", paramLabel = "1:N", description = "scale of the table maps and kits: 1:1 (default) to 1:8")
    String mapScale;

    @CommandLine.Option(names = "--table-paper", paramLabel = "SIZE", description = "paper the table maps tile: "
            + TablePaper.WORDS + " (default: the convention's paper)")
    String tablePaper;

    @CommandLine.Option(names = "--skip-blank", description = "table maps leave out the sheets that hold only open ground or one ground alone (the default)")
    Boolean skipBlank;

    @CommandLine.Option(names = "--all-sheets", description = "table maps print every sheet, those of open ground too")
    boolean allSheets;

    @CommandLine.Option(names = "--bleed", paramLabel = "MM", description = "kits: how far colour runs past every cut, 0 to 6 mm")
    Double bleed;

    @CommandLine.Option(names = "--duplex-offset", paramLabel = "X,Y", description = "kits: millimetres to move every back page, "
            + "right and down, as the kit's duplex calibration sheet reads them")
    String duplexOffset;

    ConventionCommand(PrintWriter out, PrintWriter err) {
        super(out, err);
    }

    /** The print choices given on the command line, checked as `build` checks them; the manifest's own come first. */
    private Convention.Print commandLine() {
        if (mapScale != null && BuildCommand.mapScale(mapScale).isEmpty()) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--map-scale must be 1:1 to 1:8, e.g. 1:2, not '" + mapScale + "'");
        }
        if (tablePaper != null && TablePaper.parse(tablePaper).isEmpty()) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--table-paper must be " + TablePaper.WORDS
                    + ", not '" + tablePaper + "'");
        }
        if (bleed != null && !(bleed >= 0 && bleed <= KitOptions.MAX_BLEED_MM)) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--bleed must be 0 to 6 millimetres, not " + bleed);
        }
        Optional<List<Double>> offset = Optional.empty();
        if (duplexOffset != null) {
            double[] xy = BuildCommand.duplexOffset(duplexOffset).orElseThrow(() -> new CommandLine.ParameterException(spec.commandLine(),
                    "--duplex-offset must be X,Y in millimetres, each -10 to 10, e.g. 0.5,-1, not '" + duplexOffset + "'"));
            offset = Optional.of(List.of(xy[0], xy[1]));
        }
        return new Convention.Print(Optional.ofNullable(mapScale), Optional.ofNullable(tableMap),
                Optional.ofNullable(tablePaper), allSheets ? Optional.of(false) : Optional.ofNullable(skipBlank), Optional.ofNullable(bleed),
                offset, Spans.NONE);
    }

    @Override
    public Integer call() {
        if (!Files.isRegularFile(manifest)) {
            throw new Inputs.PathMistake(spec.commandLine(), "no such manifest file: " + Scenarios.label(manifest),
                    PathHints.missing(manifest).map(m -> "did you mean " + Scenarios.label(m) + "?").orElse(""));
        }
        TemplateEngine engine = Inputs.templates(templates, spec);
        ConventionCheck.Result checked = ConventionCheck.check(manifest, commandLine());
        Reporting.print(checked.diagnostics(), err);
        if (checked.plan().isEmpty()) {
            err.println(Scenarios.label(manifest) + ": the convention has errors; nothing written");
            return 1;
        }
        ConventionCheck.Plan plan = checked.plan().get();
        double[] work = ConventionBuild.work(plan);
        Progress progress = Progress.after(err, (int) work[0], work[1]);
        Span whole = Span.wholeFile(Scenarios.label(manifest));
        try {
            ConventionBuild.Made made = new ConventionBuild(plan, new Renderer(engine), progress).make();
            progress.finish();
            for (Path written : new OutputWriter(output).writeHere(made.files())) {
                out.println(Scenarios.label(manifest) + " -> " + Scenarios.label(output.resolve(written.getFileName())) + " ("
                        + Files.size(written) / 1024 + " KB)");
            }
            PrintList.Row total = made.printList().total();
            out.println(plan.tables().size() + " tables, " + plan.scenarios().size() + " scenarios: " + total.pages() + " pages on "
                    + total.sheets() + " sheets of " + total.paper() + ", printed " + total.sides());
            return 0;
        } catch (RenderException e) {
            progress.finish();
            Reporting.print(new Diagnostic(RENDER_FAILED, whole, e.getMessage(),
                    "nothing was written for the convention; check the templates folder if you gave one"), err);
            return 1;
        } catch (IOException e) {
            Reporting.print(new Diagnostic(WRITE_FAILED, whole, "could not write " + Scenarios.label(output) + ": " + e.getMessage(),
                    "check that the output folder can be created and written to"), err);
            return 1;
        }
    }
}

package muster.cli;

import static muster.source.StageCode.RENDER_FAILED;
import static muster.source.StageCode.RENDER_SKIPPED;
import static muster.source.StageCode.WRITE_FAILED;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import muster.render.Binding;
import muster.render.RenderException;
import muster.render.Renderer;
import muster.render.TemplateEngine;
import muster.rules.Checked;
import muster.source.Diagnostic;
import muster.source.Diagnostics;
import muster.source.Span;
import muster.view.Paper;
import muster.view.RuleSetModule;
import muster.write.OutputWriter;
import picocli.CommandLine;

@CommandLine.Command(name = "booklet", mixinStandardHelpOptions = true,
        description = "Binds the game master's packs of several scenarios into one book: title and contents pages, each pack, a colophon; "
                + "trimmed with crop marks for a print shop (--trim, --bleed) or imposed for saddle stitching (--impose saddle). "
                + "If any scenario has errors, nothing is written.")
final class BookletCommand extends PrintingCommand {

    @CommandLine.Parameters(paramLabel = "PATH", arity = "0..*", description = "scenario files or folders, in book order (default: scenarios)")
    List<Path> paths = List.of(Path.of("scenarios"));

    @CommandLine.Option(names = {"-o", "--output"}, paramLabel = "FILE", description = "the book to write (default: output/booklet.pdf)")
    Path output = Path.of("output", "booklet.pdf");

    @CommandLine.Option(names = "--title", paramLabel = "TITLE", description = "the book's title (default: Scenarios)")
    String title = "Scenarios";

    @CommandLine.Mixin
    PaperChoice paper = new PaperChoice();

    @CommandLine.Option(names = "--templates", paramLabel = "DIR", description = "a folder of templates overriding the bundled ones")
    Path templates;

    @CommandLine.Option(names = "--trim", paramLabel = "SIZE",
            description = "for a print shop: the trimmed page, letter, a4, a5, half-letter or 6x9in, each laid out at its own size; "
                    + "every page gets crop marks and trim and bleed boxes")
    String trim;

    @CommandLine.Option(names = "--bleed", paramLabel = "MM", description = "with --trim: how far the bleed box runs past the trim, "
            + "0 to " + BookletPrint.MAX_BLEED_MM + " millimetres (default 0)")
    double bleed;

    @CommandLine.Option(names = "--impose", paramLabel = "saddle",
            description = "for a home or club printer: half-size pages (half-letter on letter, a5 on a4) two to a side of a --paper "
                    + "sheet in saddle-stitch order, padded to a multiple of four; with --trim, pages of that size on sheets twice as wide")
    String impose;

    BookletCommand(PrintWriter out, PrintWriter err) {
        super(out, err);
    }

    @Override
    public Integer call() {
        Paper size = paper.size(spec);
        if (!output.toString().endsWith(".pdf")) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--output must name a .pdf file, not '" + output + "'");
        }
        List<Path> files = Inputs.files(paths, spec);
        TemplateEngine engine = Inputs.templates(templates, spec);
        List<Checked<RuleSetModule>> scenarios = new ArrayList<>();
        int failed = 0;
        Progress progress = Progress.after(err, files.size() + 1, files.size() + 2.0 * files.size());
        for (Path file : files) {
            progress.start(Scenarios.label(file) + ": checking");
            Pipeline.Result checked = Pipeline.check(file);
            progress.done(1);
            progress.above(() -> Reporting.print(checked.diagnostics(), err));
            if (checked.checked().isEmpty()) {
                progress.above(() -> out.println(Reporting.summary(checked.label(), checked.diagnostics())));
                failed++;
            } else {
                scenarios.add(checked.checked().get());
            }
        }
        if (failed > 0) {
            progress.finish();
            err.println((failed == 1 ? "1 scenario has" : failed + " scenarios have") + " errors; no booklet written");
            return 1;
        }
        BookletPrint print = BookletPrint.of(trim, bleed, impose, size, spec);
        Span book = Span.wholeFile(Scenarios.label(output));
        try {
            progress.start("laying out the book");
            Renderer.Rendered made = print.make(title, scenarios, files, new Renderer(engine));
            progress.done(2.0 * files.size());
            progress.finish();
            Diagnostics warnings = new Diagnostics();
            made.warnings().forEach(w -> warnings.report(RENDER_SKIPPED, book, w, ""));
            Reporting.print(warnings, err);
            Path written = OutputWriter.writeFile(output, made.bytes(), "pdf");
            PrintTally tally = new PrintTally();
            int pages = Binding.pages(made.bytes());
            if (print.saddle()) {
                tally.backs(output.getFileName().toString(), pages / 2);
            }
            tally.count(output.getFileName().toString(), made);
            out.println(scenarios.size() + (scenarios.size() == 1 ? " scenario -> " : " scenarios -> ") + Scenarios.label(output) + " (" + Files.size(written) / 1024 + " KB"
                    + print.describe(pages) + ")");
            out.println(tally.total());
            return 0;
        } catch (RenderException e) {
            progress.finish();
            Reporting.print(new Diagnostic(RENDER_FAILED, book, e.getMessage(), ""), err);
            return 1;
        } catch (IOException e) {
            Reporting.print(new Diagnostic(WRITE_FAILED, book, e.getMessage(), ""), err);
            return 1;
        }
    }
}

package muster.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.geom.Rectangle2D;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import muster.render.Renderer;
import muster.render.TemplateEngine;
import muster.rulesets.Checks;
import muster.scenario.Scenario;
import muster.view.Paper;
import muster.view.Views;
import muster.view.kit.KitContent;
import muster.view.kit.KitOptions;
import muster.view.kit.KitScenarios;
import muster.view.kit.KitView;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every bundled and authors' scenario's kit renders on Letter and A4: every page, every counter's
 * label, no warnings, and nothing drawn past a page's edge (measured in the PDF, every stroke, fill
 * and glyph). {@code -Dmuster.kit.more=DIR,DIR} adds the scenarios of further folders (strangers'
 * files that may not all be valid: those with errors are skipped).
 */
class KitScenariosTest {

    static final Renderer RENDERER = new Renderer(TemplateEngine.bundled());

    @TestFactory
    Stream<DynamicTest> everyScenarioPrintsItsKitWithinThePage() {
        return KitScenarios.all().stream().flatMap(file -> Stream.of(Paper.LETTER, Paper.A4).map(paper -> DynamicTest.dynamicTest(
                file + " " + paper.word(), () -> check(file, paper))));
    }

    private static void check(Path file, Paper paper) throws Exception {
        Scenario s = KitScenarios.scenario(file);
        // the t... files at 1:2 with a bleed, the others at true scale
        KitOptions options = file.getFileName().toString().startsWith("t") ? new KitOptions(paper, 2, 2, 0, 0)
                : KitOptions.plain(paper, 1);
        KitView view = Views.documents(Checks.checked(s), Paper.LETTER).kit(options);
        Renderer.Rendered pdf = RENDERER.kit(view);
        assertTrue(pdf.warnings().isEmpty(), () -> file + ": " + pdf.warnings());
        KitContent content = Checks.sheets(s).kit();
        try (PDDocument doc = Loader.loadPDF(pdf.bytes())) {
            assertEquals(view.pages().size(), doc.getNumberOfPages());
            String text = Packs.flat(String.join("\n", Packs.pageTexts(doc)));
            for (KitView.Page p : view.pages()) {
                for (KitView.CounterFace f : p.drawing().counters()) {
                    for (KitView.Text line : f.label()) {
                        assertTrue(text.contains(line.text()), file + ": no counter labelled " + line.text());
                    }
                }
            }
            assertEquals(content.counters().size(), view.pages().stream().filter(p -> !p.back()).mapToLong(p -> p.drawing().counters().size())
                    .sum(), file + ": every counter printed");
            List<String> off = new ArrayList<>();
            for (int i = 0; i < doc.getNumberOfPages(); i++) {
                PDPage page = doc.getPage(i);
                double edge = 0.12 * 72 - 0.5;
                Rectangle2D media = new Rectangle2D.Double(edge, edge, page.getMediaBox().getWidth() - 2 * edge, page.getMediaBox().getHeight() - 2 * edge);
                for (Rectangle2D mark : PageDrawing.of(page).marks) {
                    if (!media.contains(mark)) {
                        off.add("page " + (i + 1) + " (" + view.pages().get(i).kind() + "): " + mark);
                    }
                }
            }
            assertEquals(List.of(), off, file + " " + paper.word() + ": drawn past the page's edge");
        }
    }
}

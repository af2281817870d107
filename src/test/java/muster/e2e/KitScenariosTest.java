package muster.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import muster.render.Renderer;
import muster.render.TemplateEngine;
import muster.rulesets.Checks;
import muster.scenario.Scenario;
import muster.scenario.load.ScenarioLoader;
import muster.view.Paper;
import muster.view.kit.KitContent;
import muster.view.kit.KitLayout;
import muster.view.kit.KitOptions;
import muster.view.kit.KitView;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/** Every bundled scenario's kit renders: every page, every counter's label, the same bytes twice, no warnings. */
class KitScenariosTest {

    static final Renderer RENDERER = new Renderer(TemplateEngine.bundled());

    @TestFactory
    Stream<DynamicTest> everyBundledScenarioPrintsItsKit() throws IOException {
        try (Stream<Path> files = Files.list(Packs.ROOT.resolve("scenarios"))) {
            return files.filter(p -> p.toString().endsWith(".yaml")).sorted().toList().stream()
                    .map(file -> DynamicTest.dynamicTest(file.getFileName().toString(), () -> check(file)));
        }
    }

    private static void check(Path file) throws Exception {
        Scenario s = ScenarioLoader.load(file, file.toString()).scenario().orElseThrow();
        KitOptions options = file.getFileName().toString().startsWith("t") ? new KitOptions(Paper.A4, 2, 2, 0, 0)
                : KitOptions.plain(Paper.LETTER, 1);
        KitView view = KitLayout.layout(Checks.checked(s), options);
        Renderer.Rendered pdf = RENDERER.kit(view);
        assertTrue(pdf.warnings().isEmpty(), () -> file + ": " + pdf.warnings());
        KitContent content = Checks.sheets(s).kit();
        try (PDDocument doc = Loader.loadPDF(pdf.bytes())) {
            assertEquals(view.pages().size(), doc.getNumberOfPages());
            String text = String.join("\n", Packs.pageTexts(doc));
            for (KitContent.Counter c : content.counters()) {
                assertTrue(text.contains(c.label()), file + ": no counter labelled " + c.label());
            }
        }
    }
}

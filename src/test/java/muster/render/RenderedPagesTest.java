package muster.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import muster.rulesets.Checks;
import muster.scenario.load.ScenarioLoader;
import muster.view.Documents;
import muster.view.Paper;
import muster.view.Views;
import muster.view.kit.KitOptions;
import muster.view.table.TablePaper;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.junit.jupiter.api.Test;

/** The pages a rendered PDF says it has, and their sizes, are those the PDF itself holds (the build's tally counts them). */
class RenderedPagesTest {

    @Test
    void everyFileOfABuildCarriesThePagesItsPdfHolds() throws Exception {
        Path file = Path.of("scenarios/el-caney.yaml");
        Documents d = Views.documents(Checks.checked(ScenarioLoader.load(file, file.toString()).scenario().orElseThrow()), Paper.A4);
        ScenarioPrint print = new Renderer(TemplateEngine.bundled()).print(d);
        List<Renderer.Rendered> made = new ArrayList<>(List.of(print.gameMaster(), print.table(new Documents.TableChoice(TablePaper.of(Paper.A4),
                1, true)), print.kit(KitOptions.plain(Paper.A4, 1))));
        for (var side : d.scenario().sides()) {
            made.add(print.handout(side.id()));
        }
        for (Renderer.Rendered r : made) {
            List<Renderer.PageSize> read = new ArrayList<>();
            try (PDDocument doc = Loader.loadPDF(r.bytes())) {
                for (PDPage p : doc.getPages()) {
                    read.add(new Renderer.PageSize(p.getMediaBox().getWidth(), p.getMediaBox().getHeight()));
                }
            }
            assertFalse(read.isEmpty());
            assertEquals(read, r.pages());
        }
    }
}

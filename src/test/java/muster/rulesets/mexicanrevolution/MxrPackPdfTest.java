package muster.rulesets.mexicanrevolution;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import muster.cli.Main;
import muster.scenario.Scenario;
import muster.scenario.load.ScenarioLoader;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Torreón 1914 built end to end through the command line, and its game master's pack read back. */
class MxrPackPdfTest {

    @TempDir
    Path out;

    @Test
    void torreonBuildsCleanlyAndPrintsItsSheets() throws IOException {
        StringWriter o = new StringWriter();
        StringWriter e = new StringWriter();
        int code = new Main(new PrintWriter(o), new PrintWriter(e)).run(
                new String[] {"build", MxrSheetsTest.TORREON.toString(), "-o", out.toString()});
        assertEquals(0, code, () -> o + "\n" + e);
        assertEquals("", e.toString(), "no error, warning or hint for the bundled scenario");
        Path pdf = out.resolve("torreon-1914").resolve("torreon-1914-gm.pdf");
        assertTrue(Files.isRegularFile(pdf), o::toString);
        Scenario s = ScenarioLoader.load(MxrSheetsTest.TORREON, "torreon-1914.yaml").scenario().orElseThrow();
        try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
            String text = new PDFTextStripper().getText(doc).replaceAll("\\s+", " ");
            for (String heading : new String[] {"Mexican Revolution 1910-1920 quick-play rules", "Game master's appendix", "Machine guns", "Trains",
                    "Buildings and fire", "Prisoners", "House interpretations", "Destroying a gun.", "Setting a building alight.",
                    "The prisoner is", "Speed dice:"}) {
                assertTrue(text.contains(heading), heading);
            }
            s.sides().forEach(side -> side.units().forEach(u -> assertTrue(text.contains(u.displayName().split(" \\(")[0]),
                    u.displayName())));
        }
    }
}

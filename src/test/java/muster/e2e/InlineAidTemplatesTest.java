package muster.e2e;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A publisher's templates folder written before the player aid was laid out once for all of a scenario's packs: its
 * pack-body.ftlx (a copy of the bundled one of that time) defines its own chart macro and sets the aid in the page. The
 * build still prints the aid there, on one sheet both sides, in every pack.
 */
class InlineAidTemplatesTest {

    @Test
    void anOlderPackBodyStillPrintsTheAid(@TempDir Path out) throws Exception {
        Path templates = Packs.ROOT.resolve("src/test/resources/templates-inline-aid");
        Packs.build(out, "--templates", templates.toString());
        for (String file : List.of(Packs.ID + "-gm.pdf", Packs.ID + "-us.pdf")) {
            try (PDDocument doc = Loader.loadPDF(out.resolve(Packs.ID).resolve(file).toFile())) {
                List<String> pages = Packs.pageTexts(doc);
                int front = -1;
                for (int i = 0; i < pages.size(); i++) {
                    if (pages.get(i).contains(PlayerAidTest.FRONT)) {
                        front = i;
                    }
                }
                assertTrue(front >= 0, file + ": no aid");
                assertTrue(pages.get(front + 1).contains(PlayerAidTest.BACK), file + ": no reverse after the front");
                assertTrue(pages.get(front).contains("Sequence of play"), file + ": " + pages.get(front));
            }
        }
    }
}

package muster.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import muster.cli.Main;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A card whose scenario gives it more to say than fits at the usual size: its facts and notes are set smaller and all
 * print; past what fits at the smallest size, the build says which card is too full instead of clipping it silently.
 */
class CardFitTest {

    private static final String LAST = "  - { side: us, at: [22.8, 17], label: Trenches south of the blockhouse }\n";

    /** San Juan Heights with {@code n} more pre-spotted targets for the American guns, each with a long name. */
    static Path withTargets(Path dir, int n) throws IOException {
        String yaml = Files.readString(Packs.SAN_JUAN, StandardCharsets.UTF_8);
        assertTrue(yaml.contains(LAST), "san-juan-heights.yaml no longer has the target line this test adds after");
        StringBuilder extra = new StringBuilder();
        for (int i = 0; i < n; i++) {
            extra.append("  - { side: us, at: [").append(20 + i % 20).append(", ").append(10 + i % 20)
                    .append("], label: Registered point ").append(i).append(" on the far slope beyond the ridge }\n");
        }
        Path file = dir.resolve("san-juan-heights.yaml");
        Files.writeString(file, yaml.replace(LAST, LAST + extra), StandardCharsets.UTF_8);
        return file;
    }

    static String[] build(Path scenario, Path out) {
        StringWriter o = new StringWriter();
        StringWriter e = new StringWriter();
        int code = new Main(new PrintWriter(o), new PrintWriter(e)).run("build", scenario.toString(), "-o", out.toString());
        assertEquals(0, code, () -> o + "\n" + e);
        return new String[] {o.toString(), e.toString()};
    }

    @Test
    void aBatteryWithFourteenMoreTargetsPrintsThemAllOnItsCard(@TempDir Path dir) throws IOException {
        String[] printed = build(withTargets(dir, 14), dir.resolve("out"));
        assertFalse(printed[1].contains("too full"), printed[1]);
        try (PDDocument gm = Loader.loadPDF(dir.resolve("out/san-juan-heights/san-juan-heights-gm.pdf").toFile())) {
            List<String> pages = Packs.pageTexts(gm);
            String card = pages.stream().map(Packs::flat).filter(p -> p.contains("the distance from the gun): T4")).findFirst().orElseThrow();
            for (int i = 0; i < 14; i++) {
                assertTrue(card.contains("Registered point " + i + " on the far slope beyond the ridge"), "target " + i + " lost:\n" + card);
            }
        }
    }

    @Test
    void aCardThatCannotHoldItAllIsNamedInAWarning(@TempDir Path dir) throws IOException {
        String[] printed = build(withTargets(dir, 60), dir.resolve("out"));
        assertTrue(printed[1].contains("the card for Grimes' battery (4 x 3.2-inch guns) is too full"), printed[1]);
        assertTrue(printed[1].contains("give it less to say"), printed[1]);
    }
}

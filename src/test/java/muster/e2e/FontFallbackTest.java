package muster.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import muster.cli.Main;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.text.PDFTextStripper;
import org.apache.pdfbox.text.TextPosition;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Documents are set in faces cut down to Western European text; a character beyond them is printed from the whole
 * face, in the same weight, on the page (by openhtmltopdf) and on the map (by the SVG painter).
 */
class FontFallbackTest {

    private static final String HILL = "Λόφος Ελ Βίσο";
    private static final String HEADING = "Эль-Каней";

    @Test
    void charactersBeyondTheCommonCutArePrintedFromTheWholeFace(@TempDir Path dir) throws IOException {
        String yaml = Files.readString(Packs.ROOT.resolve("scenarios/el-caney.yaml"), StandardCharsets.UTF_8);
        String changed = yaml.replace("name: El Viso hill", "name: " + HILL)
                .replace("  ## El Caney, 1 July 1898\n", "  ## El Caney, 1 July 1898, " + HEADING + "\n");
        assertTrue(changed.contains(HILL) && changed.contains(HEADING), "el-caney.yaml no longer has the lines replaced");
        String err = build(dir, changed);
        assertTrue(!err.contains("no glyph") && !err.contains("printed as '#'"), err);

        try (PDDocument gm = Loader.loadPDF(dir.resolve("out/el-caney/el-caney-gm.pdf").toFile())) {
            List<String> lines = new ArrayList<>();
            List<List<TextPosition>> glyphs = new ArrayList<>();
            PDFTextStripper stripper = new PDFTextStripper() {
                @Override
                protected void writeString(String text, List<TextPosition> positions) throws IOException {
                    lines.add(text);
                    glyphs.add(List.copyOf(positions));
                    super.writeString(text, positions);
                }
            };
            stripper.getText(gm);
            int heading = lines.indexOf("El Caney, 1 July 1898, " + HEADING);
            assertTrue(heading >= 0, () -> "no heading line among " + lines.size());
            PDFont latin = fontOf(glyphs.get(heading), "C");
            PDFont cyrillic = fontOf(glyphs.get(heading), "Э");
            assertEquals(baseName(latin), baseName(cyrillic), "the heading's Cyrillic is not in the heading's face");
            assertTrue(latin != cyrillic, "the Cyrillic came from the common cut, which has no Cyrillic");
            // the map may set a long name on two lines
            assertTrue(java.util.stream.Stream.of(HILL.split(" ")).allMatch(w -> lines.stream().anyMatch(l -> l.contains(w))),
                    "the hill's label lost its Greek");
        }
    }

    /** A character no DejaVu face has prints as '#' (openhtmltopdf's choice): the build says which, file by file. */
    @Test
    void aCharacterNoFaceHasIsNamedInAWarning(@TempDir Path dir) throws IOException {
        String yaml = Files.readString(Packs.ROOT.resolve("scenarios/el-caney.yaml"), StandardCharsets.UTF_8);
        String changed = yaml.replace("  ## El Caney, 1 July 1898\n", "  ## El Caney, 1 July 1898, \u6F22\u5B57 \u0416\n");
        assertTrue(changed.contains("\u6F22"), "el-caney.yaml no longer has the line replaced");
        String err = build(dir, changed);
        assertTrue(err.contains("warning[RENDER-002]: el-caney-gm.pdf: 2 characters no face muster prints with has "
                + "(\u5B57\u6F22: U+5B57, U+6F22) printed as '#'"), err);
    }

    /** Builds {@code yaml} as el-caney.yaml into DIR/out, which must succeed; what it printed on the error stream. */
    private static String build(Path dir, String yaml) throws IOException {
        Path scenario = dir.resolve("el-caney.yaml");
        Files.writeString(scenario, yaml, StandardCharsets.UTF_8);
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = new Main(new PrintWriter(out), new PrintWriter(err)).run(
                new String[] {"build", scenario.toString(), "-o", dir.resolve("out").toString()});
        assertEquals(0, code, () -> out + "\n" + err);
        return err.toString();
    }

    private static PDFont fontOf(List<TextPosition> glyphs, String unicode) {
        return glyphs.stream().filter(g -> g.getUnicode().equals(unicode)).findFirst().orElseThrow().getFont();
    }

    private static String baseName(PDFont font) {
        return font.getName().replaceFirst("^[A-Z]{6}\\+", "");
    }

    /**
     * The bundled scenarios never need a whole face: each face is embedded once per document, and once more at most for
     * the pages of the player aid, which is laid out once for all of a scenario's packs and brings its own cut.
     */
    @Test
    void aBundledScenarioEmbedsEachFaceOnce() throws IOException {
        Packs.Built built = Packs.shared();
        for (String file : List.of(Packs.ID + "-gm.pdf", Packs.ID + "-us.pdf", Packs.ID + "-table.pdf")) {
            try (PDDocument doc = Loader.loadPDF(built.file(file).toFile())) {
                Map<String, java.util.Set<Object>> own = new TreeMap<>();
                Map<String, java.util.Set<Object>> all = new TreeMap<>();
                boolean hasAid = false;
                PDFTextStripper text = new PDFTextStripper();
                for (int i = 1; i <= doc.getNumberOfPages(); i++) {
                    text.setStartPage(i);
                    text.setEndPage(i);
                    String words = text.getText(doc);
                    boolean aidPage = words.contains("Player aid ·") || words.contains("player aid, reverse");
                    hasAid |= aidPage;
                    for (PDFont font : Packs.fonts(doc.getPage(i - 1))) {
                        all.computeIfAbsent(baseName(font), k -> new java.util.HashSet<>()).add(font.getCOSObject());
                        if (!aidPage) {
                            own.computeIfAbsent(baseName(font), k -> new java.util.HashSet<>()).add(font.getCOSObject());
                        }
                    }
                }
                assertTrue(own.size() >= 2, file + ": " + own.keySet());
                assertEquals(!file.endsWith("-table.pdf"), hasAid, file);
                own.forEach((name, fonts) -> assertEquals(1, fonts.size(), file + " embeds " + name + " " + fonts.size() + " times"));
                int most = hasAid ? 2 : 1;
                all.forEach((name, fonts) -> assertTrue(fonts.size() <= most, file + " embeds " + name + " " + fonts.size()
                        + " times, its player aid's pages included"));
            }
        }
    }
}

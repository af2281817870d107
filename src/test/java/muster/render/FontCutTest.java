package muster.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.apache.fontbox.ttf.CmapLookup;
import org.apache.fontbox.ttf.TrueTypeFont;
import org.junit.jupiter.api.Test;

/** The common cut of each face prints like the whole face and covers what muster's own files write. */
class FontCutTest {

    private static final Path ROOT = Path.of(System.getProperty("basedir", "")).toAbsolutePath();

    @Test
    void everyCharacterOfTheCommonCutHasTheWholeFacesAdvance() throws IOException {
        for (FontFace face : FontFace.values()) {
            TrueTypeFont common = face.parsed(FontFace.Cut.COMMON);
            TrueTypeFont whole = face.parsed(FontFace.Cut.WHOLE);
            assertEquals(whole.getUnitsPerEm(), common.getUnitsPerEm(), face.name());
            CmapLookup commonMap = common.getUnicodeCmapLookup();
            CmapLookup wholeMap = whole.getUnicodeCmapLookup();
            int checked = 0;
            for (int c = 0x20; c < 0x10000; c++) {
                int cp = c;
                int gid = commonMap.getGlyphId(cp);
                if (gid != 0) {
                    assertEquals(whole.getAdvanceWidth(wholeMap.getGlyphId(cp)), common.getAdvanceWidth(gid),
                            () -> face + " U+" + Integer.toHexString(cp));
                    checked++;
                }
            }
            assertTrue(checked > 500, face + " has only " + checked + " characters");
            for (int lig = 0xFB00; lig <= 0xFB04; lig++) {
                assertTrue(commonMap.getGlyphId(lig) != 0, face + " lacks the ligature Ligatures sets: " + Integer.toHexString(lig));
            }
            assertTrue(common.getGsub() == null, face + ": PDFBox would apply a substitution table again");
            assertTrue(common.getNumberOfGlyphs() * 2 < whole.getNumberOfGlyphs(), face + " is hardly cut");
        }
    }

    /**
     * A character of the templates, the bundled or the authors' scenarios or muster's own words that a whole face
     * has but its common cut lacks would load the whole face into almost every document, which is what the cut
     * is there to avoid: src/fonts/trim.sh must keep it.
     */
    @Test
    void theCommonCutsHoldEveryCharacterMustersOwnFilesUse() throws IOException {
        TreeSet<Integer> used = new TreeSet<>();
        for (String dir : List.of("templates", "scenarios", "src/test/resources/authors", "src/main/java", "src/main/resources/muster")) {
            try (Stream<Path> files = Files.walk(ROOT.resolve(dir))) {
                for (Path f : files.filter(p -> p.toString().matches(".*\\.(ftlx|ftl|css|yaml|java|properties|md)$")).toList()) {
                    Files.readString(f, StandardCharsets.UTF_8).codePoints().filter(cp -> cp >= 0x20).forEach(used::add);
                }
            }
        }
        assertTrue(used.contains((int) 'ñ') && used.contains(0x2212), "the files were not read");
        Map<String, List<String>> lacking = new TreeMap<>();
        for (FontFace face : FontFace.values()) {
            CmapLookup common = face.parsed(FontFace.Cut.COMMON).getUnicodeCmapLookup();
            CmapLookup whole = face.parsed(FontFace.Cut.WHOLE).getUnicodeCmapLookup();
            for (int cp : used) {
                if (whole.getGlyphId(cp) != 0 && common.getGlyphId(cp) == 0) {
                    lacking.computeIfAbsent(face.name(), k -> new ArrayList<>()).add(String.format("U+%04X", cp));
                }
            }
        }
        assertEquals(Map.of(), lacking);
    }

    /** A page held by the common cuts gets no whole face in its font lists, where openhtmltopdf would load it. */
    @Test
    void aPageNeedsTheWholeFacesOnlyForACharacterBeyondTheCommonCuts() {
        assertTrue(FontFace.commonCutsHold("Guantánamo — ½ mile, 3×2 ▶ ﬁre −1\n\t"));
        assertTrue(!FontFace.commonCutsHold("Λόφος"));
        assertTrue(!FontFace.commonCutsHold("Эль-Каней"));
        assertTrue(!FontFace.commonCutsHold("漢"));
        assertTrue(!FontFace.commonCutsHold("\uD83D\uDE00"));
    }
}

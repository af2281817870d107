package muster.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * docs/gallery holds a picture of every page muster prints today of the gallery's scenario (its game master's pack,
 * one handout and its kit) and of the first pages of its table map, and docs/gallery.md shows each of them once.
 * When the pages change, src/docs/gallery.sh makes it again.
 */
class GalleryTest {

    static final Path GALLERY = ManualTest.DOCS.resolve("gallery");
    static final String ID = "san-juan-heights";

    @Test
    void theGalleryHasAPictureOfEveryPage(@TempDir Path out) throws IOException {
        MainTest.Run r = MainTest.run("build", MainTest.SAN_JUAN.toString(), "-o", out.toString(), "--only", "GM_PACK,HANDOUTS,KIT");
        assertEquals(0, r.code(), r::describe);
        List<String> expected = new ArrayList<>();
        for (String part : List.of("gm", "us", "kit")) {
            try (PDDocument doc = Loader.loadPDF(out.resolve(ID).resolve(ID + "-" + part + ".pdf").toFile())) {
                for (int i = 1; i <= doc.getNumberOfPages(); i++) {
                    expected.add(String.format("%s-%s-page-%02d.png", ID, part, i));
                }
            }
        }
        for (int i = 1; i <= 3; i++) {
            expected.add(String.format("%s-table-page-%02d.png", ID, i));
        }
        List<String> pictures;
        try (Stream<Path> s = Files.list(GALLERY)) {
            pictures = s.map(p -> p.getFileName().toString()).sorted().toList();
        }
        assertEquals(expected.stream().sorted().toList(), pictures, "docs/gallery is out of date: run sh src/docs/gallery.sh");
        List<String> shown = new ArrayList<>();
        Matcher m = Pattern.compile("!\\[[^]]*\\]\\(gallery/([^)]+)\\)")
                .matcher(Files.readString(ManualTest.DOCS.resolve("gallery.md"), StandardCharsets.UTF_8));
        while (m.find()) {
            shown.add(m.group(1));
        }
        assertEquals(expected, shown, "docs/gallery.md shows each picture once, in print order");
    }
}

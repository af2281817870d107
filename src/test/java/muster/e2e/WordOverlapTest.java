package muster.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * No two words print over each other on any page of any PDF of the bundled scenarios and of the
 * strangers' scenarios (src/test/resources/authors), measured from PDFBox's text positions ({@link WordBoxes}). With {@code -Dmuster.overlap.dir=DIR} it
 * reads the PDFs already built under DIR instead (a corpus, or the output before a change), and prints each one's count;
 * else it reads the build the other printed-page tests share ({@link PrintedCorpus}).
 */
class WordOverlapTest {

    static Path root;

    @BeforeAll
    static void build() {
        String dir = System.getProperty("muster.overlap.dir", "");
        if (!dir.isEmpty()) {
            root = Path.of(dir);
            return;
        }
        root = PrintedCorpus.root();
    }

    static List<Path> pdfs() throws IOException {
        try (Stream<Path> files = Files.walk(root)) {
            return files.filter(p -> p.toString().endsWith(".pdf")).sorted().toList();
        }
    }

    @TestFactory
    Stream<DynamicTest> noWordPrintsOverAnother() {
        return Stream.of(0).flatMap(x -> {
            try {
                return pdfs().stream();
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }).map(pdf -> DynamicTest.dynamicTest(pdf.getFileName().toString(), () -> {
            List<String> found = new ArrayList<>();
            try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
                for (int p = 1; p <= doc.getNumberOfPages(); p++) {
                    for (WordBoxes.Pair pair : WordBoxes.overlaps(doc, p)) {
                        found.add("page " + p + ": " + pair.a() + " over " + pair.b());
                    }
                }
            }
            if (!System.getProperty("muster.overlap.dir", "").isEmpty()) {
                System.out.println("overlaps " + pdf.getFileName() + " " + found.size());
            }
            assertEquals(List.of(), found, pdf.getFileName() + ": " + found.size() + " pairs of words overlap");
        }));
    }
}

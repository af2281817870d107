import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;

/** Bench helper: prints the number of pages of every PDF under the folders given. Run with the jar on the class path. */
public final class PageCount {
    public static void main(String[] args) throws IOException {
        long pages = 0;
        for (String dir : args) {
            List<Path> pdfs;
            try (Stream<Path> s = Files.walk(Path.of(dir))) {
                pdfs = s.filter(p -> p.toString().endsWith(".pdf")).toList();
            }
            for (Path p : pdfs) {
                try (PDDocument doc = Loader.loadPDF(p.toFile())) {
                    pages += doc.getNumberOfPages();
                }
            }
        }
        System.out.println(pages);
    }
}

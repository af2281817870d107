package muster.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import muster.cli.Main;
import org.apache.pdfbox.contentstream.operator.Operator;
import org.apache.pdfbox.cos.COSBase;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdfparser.PDFStreamParser;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDResources;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.graphics.PDXObject;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;
import org.apache.pdfbox.pdmodel.graphics.pattern.PDAbstractPattern;
import org.apache.pdfbox.pdmodel.graphics.pattern.PDTilingPattern;
import org.apache.pdfbox.text.PDFTextStripper;
import org.apache.pdfbox.text.TextPosition;

/** Builds packs through the command line and reads them back with PDFBox, for the end-to-end tests. */
final class Packs {

    static final Path ROOT = Path.of(System.getProperty("basedir", "")).toAbsolutePath();
    static final Path SAN_JUAN = ROOT.resolve("scenarios/san-juan-heights.yaml");
    static final String ID = "san-juan-heights";

    private Packs() {
    }

    /** What one build printed: its standard output and its diagnostics. */
    record Printed(String out, String err) {
    }

    /** A build made once per test run and shared by the classes that only read it. */
    record Built(Path root, Printed printed) {
        Path file(String name) {
            return root.resolve(ID).resolve(name);
        }

        Path gm() {
            return file(ID + "-gm.pdf");
        }
    }

    private static final java.util.Map<String, Built> SHARED = new java.util.concurrent.ConcurrentHashMap<>();

    /**
     * {@code muster build SAN_JUAN extra...} into a folder kept for the whole test run: building the
     * bundled scenario takes seconds, and several test classes read the same files.
     */
    static synchronized Built shared(String... extra) {
        return SHARED.computeIfAbsent(String.join(" ", extra), key -> {
            try {
                Path root = Files.createTempDirectory("muster-e2e-");
                Runtime.getRuntime().addShutdownHook(new Thread(() -> deleteTree(root)));
                Printed[] printed = new Printed[1];
                build(root, printed, extra);
                return new Built(root, printed[0]);
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
    }

    private static void deleteTree(Path root) {
        try (java.util.stream.Stream<Path> walk = Files.walk(root)) {
            walk.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (java.io.IOException e) {
            // a leftover temporary folder is harmless
        }
    }

    /** Runs {@code muster build SAN_JUAN -o out extra...}, demands exit 0, returns the GM pack. */
    static Path build(Path out, String... extra) {
        return build(out, new Printed[1], extra);
    }

    /** As {@link #build(Path, String...)}, keeping what the command printed in {@code printed[0]}. */
    static Path build(Path out, Printed[] printed, String... extra) {
        List<String> args = new ArrayList<>(List.of("build", SAN_JUAN.toString(), "-o", out.toString()));
        args.addAll(List.of(extra));
        StringWriter o = new StringWriter();
        StringWriter e = new StringWriter();
        int code = new Main(new PrintWriter(o), new PrintWriter(e)).run(args.toArray(String[]::new));
        printed[0] = new Printed(o.toString(), e.toString());
        assertEquals(0, code, () -> "build failed\n" + o + "\n" + e);
        Path pdf = out.resolve(ID).resolve(ID + "-gm.pdf");
        assertTrue(Files.isRegularFile(pdf), () -> "no " + pdf + "\n" + o + "\n" + e);
        return pdf;
    }

    /** The text of each page (index 0 is page 1), with overlapping duplicates kept so no letter is lost. */
    static List<String> pageTexts(PDDocument doc) throws IOException {
        List<String> out = new ArrayList<>();
        for (int i = 1; i <= doc.getNumberOfPages(); i++) {
            PDFTextStripper s = new PDFTextStripper();
            s.setSuppressDuplicateOverlappingText(false);
            s.setStartPage(i);
            s.setEndPage(i);
            out.add(s.getText(doc));
        }
        return out;
    }

    /** Text with line breaks undone: runs of white space become one space, and a hyphen at a break joins. */
    static String flat(String text) {
        return text.replaceAll("-\\s*\\R\\s*", "-").replaceAll("\\s+", " ");
    }

    /** A run of text as the stripper writes it, with where its first glyph sits (points from the top left). */
    record Run(String text, float x, float y, float fontSize, String font) {
    }

    /** Every run of text on one page, in the order the stripper reports them. */
    static List<Run> runs(PDDocument doc, int pageNumber) throws IOException {
        List<Run> runs = new ArrayList<>();
        PDFTextStripper s = new PDFTextStripper() {
            @Override
            protected void writeString(String text, List<TextPosition> positions) throws IOException {
                if (!positions.isEmpty()) {
                    TextPosition first = positions.get(0);
                    runs.add(new Run(text, first.getXDirAdj(), first.getYDirAdj(), first.getFontSizeInPt(),
                            first.getFont() == null ? "" : first.getFont().getName()));
                }
                super.writeString(text, positions);
            }
        };
        s.setSuppressDuplicateOverlappingText(false);
        s.setStartPage(pageNumber);
        s.setEndPage(pageNumber);
        s.getText(doc);
        return runs;
    }

    /** Visits the resources of a page and, recursively, of every form XObject and tiling pattern they use. */
    static void walkResources(PDResources resources, Consumer<PDResources> visit) throws IOException {
        walk(resources, visit, new HashSet<>());
    }

    private static void walk(PDResources r, Consumer<PDResources> visit, Set<COSBase> seen) throws IOException {
        if (r == null || !seen.add(r.getCOSObject())) {
            return;
        }
        visit.accept(r);
        for (COSName n : r.getXObjectNames()) {
            PDXObject x = r.getXObject(n);
            if (x instanceof PDFormXObject form) {
                walk(form.getResources(), visit, seen);
            }
        }
        for (COSName n : r.getPatternNames()) {
            PDAbstractPattern p = r.getPattern(n);
            if (p instanceof PDTilingPattern tiling) {
                walk(tiling.getResources(), visit, seen);
            }
        }
    }

    /** The fonts of a page, those of its forms and patterns included. */
    static List<PDFont> fonts(PDPage page) throws IOException {
        List<PDFont> fonts = new ArrayList<>();
        List<IOException> failures = new ArrayList<>();
        walkResources(page.getResources(), r -> {
            for (COSName n : r.getFontNames()) {
                try {
                    fonts.add(r.getFont(n));
                } catch (IOException e) {
                    failures.add(e);
                }
            }
        });
        if (!failures.isEmpty()) {
            throw failures.get(0);
        }
        return fonts;
    }

    /** Whether a content stream holds an inline image ({@code BI ... ID ... EI}). */
    static boolean hasInlineImage(PDFStreamParser parser) throws IOException {
        for (Object token = parser.parseNextToken(); token != null; token = parser.parseNextToken()) {
            if (token instanceof Operator op && op.getName().equals("BI")) {
                return true;
            }
        }
        return false;
    }
}

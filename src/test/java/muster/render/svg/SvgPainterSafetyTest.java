package muster.render.svg;

import static muster.render.svg.SvgTestSupport.svg;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Hostile or broken input fails cleanly with SvgException; unknown content is skipped, not fatal. */
class SvgPainterSafetyTest {

    private static SvgException rejected(String svg) {
        return assertThrows(SvgException.class, () -> {
            try (PDDocument doc = new PDDocument()) {
                new SvgPainter(new SvgTestSupport.DejaVuFonts(doc)).paint(doc, svg);
            }
        });
    }

    @Test
    void externalEntityIsRejected(@TempDir Path dir) throws IOException {
        Path secret = dir.resolve("secret.txt");
        Files.writeString(secret, "TOP-SECRET");
        SvgException e = rejected("<?xml version='1.0'?><!DOCTYPE svg [<!ENTITY xxe SYSTEM '" + secret.toUri() + "'>]>"
                + "<svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'><text>&xxe;</text></svg>");
        assertTrue(e.getMessage().contains("DOCTYPE"), e.getMessage());
        assertTrue(!e.getMessage().contains("TOP-SECRET"));
    }

    @Test
    void internalEntityExpansionIsRejected() {
        rejected("<!DOCTYPE svg [<!ENTITY a 'aaaaaaaaaa'><!ENTITY b '&a;&a;&a;&a;&a;&a;&a;&a;'>]>"
                + "<svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'><text>&b;</text></svg>");
    }

    @Test
    void xincludeIsNotProcessed() throws IOException {
        try (PDDocument doc = new PDDocument()) {
            SvgPainter painter = new SvgPainter(new SvgTestSupport.DejaVuFonts(doc));
            SvgTestSupport.paintOnPage(doc, painter, "<svg xmlns='http://www.w3.org/2000/svg' "
                    + "xmlns:xi='http://www.w3.org/2001/XInclude' width='50' height='50'>"
                    + "<xi:include href='file:///etc/passwd' parse='text'/><text y='20'>ok</text></svg>");
            assertEquals("ok", textOf(doc));
            assertTrue(painter.warnings().stream().anyMatch(w -> w.contains("xi:include")), painter.warnings().toString());
        }
    }

    @Test
    void useCycleIsRejected() {
        SvgException e = rejected(svg(50, 50, "<g id='a'><rect width='5' height='5'/><use href='#a' x='10'/></g>"));
        assertTrue(e.getMessage().contains("cycle") && e.getMessage().contains("use"), e.getMessage());
        SvgException indirect = rejected(svg(50, 50, "<defs><g id='a'><use href='#b'/></g><g id='b'><use "
                + "xmlns:xlink='http://www.w3.org/1999/xlink' xlink:href='#a'/></g></defs><use href='#a'/>"));
        assertTrue(indirect.getMessage().contains("cycle"), indirect.getMessage());
    }

    @Test
    void useFanOutIsCapped() {
        // each level uses the previous 10 times: 10^7 rects if expanded
        StringBuilder defs = new StringBuilder("<defs><rect id='l0' width='1' height='1'/>");
        for (int level = 1; level <= 7; level++) {
            defs.append("<g id='l").append(level).append("'>");
            for (int i = 0; i < 10; i++) {
                defs.append("<use href='#l").append(level - 1).append("'/>");
            }
            defs.append("</g>");
        }
        defs.append("</defs><use href='#l7'/>");
        SvgException e = rejected(svg(10, 10, defs.toString()));
        assertTrue(e.getMessage().contains("more than"), e.getMessage());
    }

    @Test
    void externalUseReferenceIsRejected() {
        SvgException e = rejected(svg(50, 50, "<use href='http://example.invalid/evil.svg#x'/>"));
        assertTrue(e.getMessage().contains("only local references"), e.getMessage());
        rejected(svg(50, 50, "<rect width='5' height='5' fill='url(http://example.invalid/p.svg#x)'/>"));
    }

    @Test
    void depthIsCapped() {
        String svg = svg(10, 10, "<g>".repeat(150) + "</g>".repeat(150));
        SvgException e = rejected(svg);
        assertTrue(e.getMessage().contains("deeper than 100"), e.getMessage());
    }

    @Test
    void elementCountIsCapped() {
        String svg = svg(10, 10, "<g>" + "<rect/>".repeat(200_001) + "</g>");
        SvgException e = rejected(svg);
        assertTrue(e.getMessage().contains("200000"), e.getMessage());
    }

    @Test
    void unknownElementsAreSkippedAndReported() throws IOException {
        try (PDDocument doc = new PDDocument()) {
            SvgPainter painter = new SvgPainter(new SvgTestSupport.DejaVuFonts(doc));
            SvgTestSupport.paintOnPage(doc, painter, svg(50, 50,
                    "<title>Map</title><desc>d</desc><metadata><x:y xmlns:x='urn:x'/></metadata><!-- c -->"
                            + "<foreignObject><p>html</p></foreignObject><linearGradient id='g'/>"
                            + "<image href='file:///etc/passwd' width='5' height='5'/>"
                            + "<text y='20'>still here</text>"));
            assertEquals("still here", textOf(doc));
            assertTrue(painter.warnings().stream().anyMatch(w -> w.contains("<foreignObject>")), painter.warnings().toString());
            assertTrue(painter.warnings().stream().anyMatch(w -> w.contains("<image>")), painter.warnings().toString());
            assertTrue(painter.warnings().stream().noneMatch(w -> w.contains("title") || w.contains("metadata")),
                    painter.warnings().toString());
        }
    }

    @Test
    void malformedInputFailsWithAClearMessage() {
        assertTrue(rejected("<svg xmlns='http://www.w3.org/2000/svg'><rect></svg>").getMessage().contains("line 1"));
        assertTrue(rejected("<svg xmlns='http://www.w3.org/2000/svg'/>").getMessage().contains("width and height"));
        assertTrue(rejected("<html/>").getMessage().contains("<svg>"));
        SvgException bad = rejected(svg(10, 10, "<path id='river' d='M0 0 L 5'/>"));
        assertTrue(bad.getMessage().contains("river"), bad.getMessage());
    }

    /** The text of the document saved and read back: before it is saved, its fonts have no program yet. */
    private static String textOf(PDDocument doc) throws IOException {
        try (PDDocument back = Loader.loadPDF(SvgTestSupport.save(doc))) {
            return new PDFTextStripper().getText(back).trim();
        }
    }
}

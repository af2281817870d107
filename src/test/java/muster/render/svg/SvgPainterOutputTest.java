package muster.render.svg;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;

/** A map-like sample using everything: written to target/svg-sample.pdf, and byte-for-byte reproducible. */
class SvgPainterOutputTest {

    static final String SAMPLE = """
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"
                 width="6in" height="4in" viewBox="0 0 600 400">
              <title>Sample map</title>
              <style><![CDATA[
                /* terrain */
                .terrain { stroke: #555; stroke-width: 1 }
                polygon.woods { fill: url(#woods) }
                .marsh { fill: url(#marsh); fill-opacity: .8 }
                .road { fill: none; stroke: #8b4513; stroke-width: 4; stroke-linecap: round; stroke-dasharray: 12 6 }
                text { font-family: "DejaVu Sans", sans-serif; font-size: 14px }
                .label { text-anchor: middle; fill: #222 }
                .title { font-weight: bold; font-size: 22px }
              ]]></style>
              <defs>
                <pattern id="woods" patternUnits="userSpaceOnUse" width="12" height="12" patternTransform="rotate(45)">
                  <rect width="12" height="12" fill="#cde8b5"/>
                  <line x1="0" y1="0" x2="0" y2="12" stroke="darkgreen" stroke-width="2"/>
                </pattern>
                <pattern id="marsh" patternUnits="userSpaceOnUse" width="16" height="8">
                  <path d="M2 5 h5 M10 2 h4" stroke="steelblue" stroke-width="1.2"/>
                </pattern>
                <g id="hex"><polygon points="0,-30 26,-15 26,15 0,30 -26,15 -26,-15" fill="none" stroke="#999"/></g>
                <symbol id="unit" viewBox="0 0 20 14">
                  <rect width="20" height="14" fill="#4a6fa5" stroke="black"/>
                  <line x1="0" y1="0" x2="20" y2="14" stroke="white"/><line x1="20" y1="0" x2="0" y2="14" stroke="white"/>
                </symbol>
                <clipPath id="frame"><rect x="10" y="10" width="580" height="380" rx="20"/></clipPath>
              </defs>
              <g clip-path="url(#frame)">
                <rect width="600" height="400" fill="#f4efe1"/>
                <polygon class="terrain woods" points="60,60 220,40 260,150 120,190"/>
                <ellipse class="terrain marsh" cx="420" cy="280" rx="120" ry="60"/>
                <path class="road" d="M20 380 C 150 300, 250 360, 330 250 S 520 120 580 60"/>
                <path d="M300 20 q 40 60 0 120 t 0 120 a 40 40 0 0 0 40 60" fill="none" stroke="#3a7bd5" stroke-width="6"/>
                <g transform="translate(460 110)" opacity="0.6">
                  <use href="#hex"/><use href="#hex" x="52"/><use xlink:href="#hex" x="26" y="45"/>
                </g>
                <use href="#unit" x="150" y="230" width="40" height="28"/>
                <use href="#unit" x="200" y="230" width="40" height="28" transform="rotate(-10 220 244)"/>
                <circle cx="470" cy="60" r="12" fill="red" stroke="black" stroke-width="2" opacity=".5"/>
              </g>
              <text class="title" x="300" y="34" text-anchor="middle">Battle of Sample Ridge</text>
              <text class="label" x="160" y="125">Dark Woods</text>
              <text class="label" x="420" y="285" font-style="italic">Fen &amp; Marsh</text>
              <text x="30" y="370" font-size="11">Turn <tspan font-weight="bold">1</tspan> — Reinforcements <tspan x="30" dy="14">arrive at dawn</tspan></text>
              <text x="590" y="395" font-size="9" text-anchor="end" fill="gray">1 hex = 200 m</text>
            </svg>
            """;

    private static byte[] build() throws IOException {
        try (PDDocument doc = new PDDocument()) {
            // PDFBox derives the trailer /ID from the clock unless the document has an id of its own
            doc.setDocumentId(1L);
            SvgPainter painter = new SvgPainter(new SvgTestSupport.DejaVuFonts(doc));
            PDFormXObject form = painter.paint(doc, SAMPLE);
            assertEquals(432, form.getBBox().getWidth(), 1e-3);
            assertEquals(288, form.getBBox().getHeight(), 1e-3);
            assertTrue(painter.warnings().isEmpty(), painter.warnings().toString());
            PDPage page = new PDPage(PDRectangle.LETTER);
            doc.addPage(page);
            try (PDPageContentStream cs = new PDPageContentStream(doc, page)) {
                cs.saveGraphicsState();
                cs.transform(org.apache.pdfbox.util.Matrix.getTranslateInstance(90, 400));
                cs.drawForm(form);
                cs.restoreGraphicsState();
            }
            return SvgTestSupport.save(doc);
        }
    }

    @Test
    void sampleIsWrittenAndTextIsExtractable() throws IOException {
        byte[] pdf = build();
        Path out = Path.of("target", "svg-sample.pdf");
        Files.createDirectories(out.getParent());
        Files.write(out, pdf);
        try (PDDocument doc = Loader.loadPDF(pdf)) {
            String text = new PDFTextStripper().getText(doc);
            assertTrue(text.contains("Battle of Sample Ridge"), text);
            assertTrue(text.contains("Fen & Marsh"), text);
            assertTrue(text.contains("Turn 1 — Reinforcements"), text);
            PDFormXObject form = (PDFormXObject) doc.getPage(0).getResources()
                    .getXObject(doc.getPage(0).getResources().getXObjectNames().iterator().next());
            assertTrue(form.getResources().getPatternNames().iterator().hasNext(), "tiling patterns present");
            for (COSName name : form.getResources().getFontNames()) {
                // PDFBox only subsets fonts set through its own content streams; see FontSubsetRegistry
                assertTrue(form.getResources().getFont(name).isEmbedded(), "font embedded: " + name);
            }
            for (COSName name : form.getResources().getXObjectNames()) {
                assertTrue(form.getResources().getXObject(name) instanceof PDFormXObject, "never an image: " + name);
            }
        }
    }

    @Test
    void sameSvgGivesIdenticalBytes() throws IOException {
        assertArrayEquals(build(), build());
    }
}

package muster.render.svg;

import static muster.render.svg.SvgTestSupport.svg;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;
import org.apache.pdfbox.pdmodel.graphics.pattern.PDAbstractPattern;
import org.apache.pdfbox.pdmodel.graphics.pattern.PDTilingPattern;
import org.junit.jupiter.api.Test;

/** {@code <pattern>} fills become PDF tiling patterns; clip paths clip. */
class SvgPainterPatternTest {

    /** Vertical 2pt red bars every 10pt. */
    private static final String HATCH = "<defs><pattern id='hatch' patternUnits='userSpaceOnUse' width='10' height='10'>"
            + "<rect x='0' y='0' width='2' height='10' fill='red'/></pattern></defs>";

    private static List<PDAbstractPattern> patterns(PDFormXObject form) throws IOException {
        List<PDAbstractPattern> result = new ArrayList<>();
        for (COSName name : form.getResources().getPatternNames()) {
            result.add(form.getResources().getPattern(name));
        }
        return result;
    }

    @Test
    void patternFillProducesATilingPatternResource() throws IOException {
        try (PDDocument doc = new PDDocument()) {
            PDFormXObject form = new SvgPainter(new SvgTestSupport.DejaVuFonts(doc)).paint(doc, svg(100, 100,
                    HATCH + "<rect width='100' height='100' fill='url(#hatch)'/>"));
            List<PDAbstractPattern> patterns = patterns(form);
            assertEquals(1, patterns.size());
            PDTilingPattern tiling = assertInstanceOf(PDTilingPattern.class, patterns.get(0));
            assertEquals(PDTilingPattern.PAINT_COLORED, tiling.getPaintType());
            assertEquals(10, tiling.getXStep(), 1e-6);
            assertEquals(10, tiling.getYStep(), 1e-6);
            assertEquals(10, tiling.getBBox().getWidth(), 1e-6);
            String ops = String.join(" ", SvgTestSupport.tokens(form));
            assertTrue(ops.contains("/Pattern cs /" + form.getResources().getPatternNames().iterator().next().getName()
                    + " scn"), ops);
        }
    }

    @Test
    void patternTilesRenderAsHatchingInTheRightPlace() throws IOException {
        BufferedImage img = SvgTestSupport.paintAndRender(svg(100, 100,
                HATCH + "<rect x='0' y='0' width='60' height='100' fill='url(#hatch)' stroke='none'/>"), 2);
        // bars at x = 0..2, 10..12, ...; rendered at scale 2
        assertTrue(SvgTestSupport.near(img, 2 * 21, 2 * 50, 0xFF0000), SvgTestSupport.rgb(img, 42, 100));
        assertTrue(SvgTestSupport.near(img, 2 * 25, 2 * 50, 0xFFFFFF), SvgTestSupport.rgb(img, 50, 100));
        assertTrue(SvgTestSupport.near(img, 2 * 41, 2 * 10, 0xFF0000), SvgTestSupport.rgb(img, 82, 20));
        assertTrue(SvgTestSupport.near(img, 2 * 81, 2 * 50, 0xFFFFFF), "outside the filled rect: "
                + SvgTestSupport.rgb(img, 162, 100));
    }

    @Test
    void patternFromCssAndUnderTransformsIsOnePatternPerTransform() throws IOException {
        try (PDDocument doc = new PDDocument()) {
            PDFormXObject form = new SvgPainter(new SvgTestSupport.DejaVuFonts(doc)).paint(doc, svg(100, 100,
                    HATCH + "<style>.woods { fill: url(#hatch) }</style>"
                            + "<polygon class='woods' points='0,0 50,0 50,50'/>"
                            + "<polygon class='woods' points='0,0 40,0 40,40'/>"
                            + "<g transform='translate(50 50)'><rect class='woods' width='10' height='10'/></g>"));
            List<PDAbstractPattern> patterns = patterns(form);
            assertEquals(2, patterns.size(), "same transform shares a pattern, the translated group gets its own");
            // the pattern matrix includes the SVG-to-PDF flip: y axis points down
            assertEquals(-1, patterns.get(0).getMatrix().getScaleY(), 1e-6);
            assertEquals(100, patterns.get(0).getMatrix().getTranslateY(), 1e-6);
            assertEquals(50, patterns.get(1).getMatrix().getTranslateX(), 1e-6);
        }
    }

    @Test
    void objectBoundingBoxPatternScalesWithTheShape() throws IOException {
        try (PDDocument doc = new PDDocument()) {
            PDFormXObject form = new SvgPainter(new SvgTestSupport.DejaVuFonts(doc)).paint(doc, svg(100, 100,
                    "<pattern id='p' width='0.25' height='0.5'><circle r='2' fill='blue'/></pattern>"
                            + "<rect x='20' y='20' width='40' height='60' fill='url(#p)'/>"));
            PDTilingPattern tiling = (PDTilingPattern) patterns(form).get(0);
            assertEquals(10, tiling.getXStep(), 1e-6);
            assertEquals(30, tiling.getYStep(), 1e-6);
        }
    }

    @Test
    void missingPatternFallsBackWithAWarning() throws IOException {
        try (PDDocument doc = new PDDocument()) {
            SvgPainter painter = new SvgPainter(new SvgTestSupport.DejaVuFonts(doc));
            SvgTestSupport.paintOnPage(doc, painter, svg(50, 50, "<rect width='50' height='50' fill='url(#nope) red'/>"));
            assertTrue(painter.warnings().stream().anyMatch(w -> w.contains("#nope")), painter.warnings().toString());
            assertEquals("#ff0000", SvgTestSupport.rgb(SvgTestSupport.render(doc, 1), 25, 25));
        }
    }

    @Test
    void patternUsingItselfIsRejected() {
        SvgException e = org.junit.jupiter.api.Assertions.assertThrows(SvgException.class, () ->
                SvgTestSupport.paintAndRender(svg(50, 50,
                        "<pattern id='p' patternUnits='userSpaceOnUse' width='10' height='10'>"
                                + "<rect width='5' height='5' fill='url(#p)'/></pattern>"
                                + "<rect width='50' height='50' fill='url(#p)'/>"), 1));
        assertTrue(e.getMessage().contains("pattern id=\"p\""), e.getMessage());
    }

    @Test
    void clipPathClipsAGroup() throws IOException {
        BufferedImage img = SvgTestSupport.paintAndRender(svg(100, 100,
                "<defs><clipPath id='c'><circle cx='50' cy='50' r='30'/></clipPath></defs>"
                        + "<g clip-path='url(#c)'><rect width='100' height='100' fill='blue'/></g>"), 1);
        assertEquals("#0000ff", SvgTestSupport.rgb(img, 50, 50));
        assertEquals("#ffffff", SvgTestSupport.rgb(img, 10, 10));
        assertEquals("#ffffff", SvgTestSupport.rgb(img, 50, 85));
    }
}

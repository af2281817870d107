package muster.render.svg;

import static muster.render.svg.SvgTestSupport.near;
import static muster.render.svg.SvgTestSupport.paintAndRender;
import static muster.render.svg.SvgTestSupport.rgb;
import static muster.render.svg.SvgTestSupport.svg;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;
import org.junit.jupiter.api.Test;

/** Shapes land where SVG says, in PDF points, checked by rendering the page (72 dpi: 1 pixel = 1 pt). */
class SvgPainterGeometryTest {

    private static final int WHITE = 0xFFFFFF;
    private static final int RED = 0xFF0000;
    private static final int BLUE = 0x0000FF;
    private static final int GREEN = 0x008000;

    @Test
    void rectLandsAtItsSvgCoordinatesWithTopLeftOrigin() throws IOException {
        BufferedImage img = paintAndRender(svg(200, 100,
                "<rect x='20' y='10' width='50' height='30' fill='red'/>"), 1);
        assertEquals(200, img.getWidth());
        assertEquals(100, img.getHeight());
        assertTrue(near(img, 45, 25, RED), "inside rect: " + rgb(img, 45, 25));
        assertTrue(near(img, 22, 12, RED), "near top-left corner inside: " + rgb(img, 22, 12));
        assertTrue(near(img, 68, 38, RED), "near bottom-right corner inside: " + rgb(img, 68, 38));
        assertTrue(near(img, 17, 25, WHITE), "left of rect: " + rgb(img, 17, 25));
        assertTrue(near(img, 45, 7, WHITE), "above rect: " + rgb(img, 45, 7));
        assertTrue(near(img, 45, 43, WHITE), "below rect: " + rgb(img, 45, 43));
        assertTrue(near(img, 45, 80, WHITE), "mirror position (y not flipped would land here): " + rgb(img, 45, 80));
    }

    @Test
    void lineAndPolygonLandWhereExpected() throws IOException {
        BufferedImage img = paintAndRender(svg(200, 200,
                "<line x1='10' y1='150' x2='190' y2='150' stroke='blue' stroke-width='6'/>"
                        + "<polygon points='100,20 140,100 60,100' fill='green'/>"), 1);
        assertTrue(near(img, 100, 150, BLUE), "on line: " + rgb(img, 100, 150));
        assertTrue(near(img, 15, 150, BLUE), "line start: " + rgb(img, 15, 150));
        assertTrue(near(img, 100, 156, WHITE), "below the 6pt line: " + rgb(img, 100, 156));
        assertTrue(near(img, 100, 80, GREEN), "inside triangle: " + rgb(img, 100, 80));
        assertTrue(near(img, 70, 40, WHITE), "outside triangle, left of apex: " + rgb(img, 70, 40));
        assertTrue(near(img, 100, 105, WHITE), "below triangle base: " + rgb(img, 100, 105));
    }

    @Test
    void trueScaleBBoxIsWidthByHeightInPoints() throws IOException {
        try (PDDocument doc = new PDDocument()) {
            SvgPainter painter = new SvgPainter(new SvgTestSupport.DejaVuFonts(doc));
            PDFormXObject form = painter.paint(doc, svg(432, 432,
                    "<line x1='0' y1='216' x2='432' y2='216' stroke='black'/>"));
            PDRectangle box = form.getBBox();
            assertEquals(0, box.getLowerLeftX(), 1e-6);
            assertEquals(0, box.getLowerLeftY(), 1e-6);
            assertEquals(432, box.getWidth(), 1e-6);
            assertEquals(432, box.getHeight(), 1e-6);
        }
    }

    @Test
    void unitsOnRootSizeConvertToPoints() throws IOException {
        try (PDDocument doc = new PDDocument()) {
            SvgPainter painter = new SvgPainter(new SvgTestSupport.DejaVuFonts(doc));
            PDFormXObject form = painter.paint(doc,
                    "<svg xmlns='http://www.w3.org/2000/svg' width='6in' height='152.4mm'/>");
            assertEquals(432, form.getBBox().getWidth(), 1e-3);
            assertEquals(432, form.getBBox().getHeight(), 1e-3);
            form = painter.paint(doc, "<svg xmlns='http://www.w3.org/2000/svg' width='100pt' height='50'/>");
            assertEquals(100, form.getBBox().getWidth(), 1e-6);
            assertEquals(50, form.getBBox().getHeight(), 1e-6);
        }
    }

    @Test
    void viewBoxScalesByTen() throws IOException {
        String svg = "<svg xmlns='http://www.w3.org/2000/svg' width='720' height='480' viewBox='0 0 72 48'>"
                + "<rect x='10' y='10' width='20' height='10' fill='red'/></svg>";
        try (PDDocument doc = new PDDocument()) {
            PDFormXObject form = SvgTestSupport.paintOnPage(doc, new SvgPainter(new SvgTestSupport.DejaVuFonts(doc)), svg);
            assertEquals(720, form.getBBox().getWidth(), 1e-6);
            assertEquals(480, form.getBBox().getHeight(), 1e-6);
            BufferedImage img = SvgTestSupport.render(doc, 1);
            // the rect covers 100..300 x 100..200 in points
            assertTrue(near(img, 105, 105, RED), rgb(img, 105, 105));
            assertTrue(near(img, 295, 195, RED), rgb(img, 295, 195));
            assertTrue(near(img, 305, 150, WHITE), rgb(img, 305, 150));
            assertTrue(near(img, 200, 205, WHITE), rgb(img, 200, 205));
            assertTrue(near(img, 95, 150, WHITE), rgb(img, 95, 150));
        }
    }

    @Test
    void viewBoxWithOtherAspectIsCentredByDefault() throws IOException {
        // 100x100 viewBox into 200x100: scale 1 (meet), centred with 50pt on either side
        BufferedImage img = paintAndRender("<svg xmlns='http://www.w3.org/2000/svg' width='200' height='100' "
                + "viewBox='0 0 100 100'><rect width='100' height='100' fill='blue'/></svg>", 1);
        assertTrue(near(img, 45, 50, WHITE), rgb(img, 45, 50));
        assertTrue(near(img, 55, 50, BLUE), rgb(img, 55, 50));
        assertTrue(near(img, 145, 50, BLUE), rgb(img, 145, 50));
        assertTrue(near(img, 155, 50, WHITE), rgb(img, 155, 50));
    }

    @Test
    void transformsOnGroupsAndShapesCompose() throws IOException {
        BufferedImage img = paintAndRender(svg(200, 200,
                "<g transform='translate(100 0)'>"
                        + "<rect transform='scale(2)' x='0' y='10' width='10' height='10' fill='red'/>"
                        + "<rect transform='rotate(90 50 50)' x='40' y='40' width='10' height='5' fill='blue'/>"
                        + "</g>"
                        + "<rect transform='matrix(1 0 0 1 10 150) skewX(0)' width='10' height='10' fill='green'/>"), 1);
        // scale(2) then translate: covers x 100..120, y 20..40
        assertTrue(near(img, 110, 30, RED), rgb(img, 110, 30));
        assertTrue(near(img, 125, 30, WHITE), rgb(img, 125, 30));
        // rotate 90 about (50,50): (40..50, 40..45) -> x 55..60, y 40..50; plus translate 100
        assertTrue(near(img, 157, 45, BLUE), rgb(img, 157, 45));
        assertTrue(near(img, 145, 42, WHITE), rgb(img, 145, 42));
        assertTrue(near(img, 15, 155, GREEN), rgb(img, 15, 155));
    }

    @Test
    void circlesEllipsesPathsAndRoundedRectsFill() throws IOException {
        BufferedImage img = paintAndRender(svg(300, 100,
                "<circle cx='50' cy='50' r='40' fill='red'/>"
                        + "<ellipse cx='150' cy='50' rx='40' ry='20' fill='blue'/>"
                        + "<path d='M210 10 h80 v80 h-80 z' fill='green'/>"
                        + "<rect x='0' y='0' width='100' height='100' rx='30' fill='none' stroke='black'/>"), 1);
        assertTrue(near(img, 50, 50, RED), rgb(img, 50, 50));
        assertTrue(near(img, 50, 88, RED), rgb(img, 50, 88));
        assertTrue(near(img, 15, 15, WHITE), "outside circle corner: " + rgb(img, 15, 15));
        assertTrue(near(img, 150, 40, BLUE), rgb(img, 150, 40));
        assertTrue(near(img, 150, 25, WHITE), "above ellipse: " + rgb(img, 150, 25));
        assertTrue(near(img, 250, 50, GREEN), rgb(img, 250, 50));
    }

    @Test
    void evenOddLeavesAHole() throws IOException {
        String ring = "M10 10 h80 v80 h-80 z M30 30 h40 v40 h-40 z";
        BufferedImage img = paintAndRender(svg(200, 100,
                "<path d='" + ring + "' fill='red' fill-rule='evenodd'/>"
                        + "<path transform='translate(100 0)' d='" + ring + "' fill='red'/>"), 1);
        assertTrue(near(img, 20, 50, RED));
        assertTrue(near(img, 50, 50, WHITE), "hole with evenodd: " + rgb(img, 50, 50));
        assertTrue(near(img, 150, 50, RED), "no hole with nonzero (same winding): " + rgb(img, 150, 50));
    }

    @Test
    void nestedSvgClipsAndMapsItsViewBox() throws IOException {
        BufferedImage img = paintAndRender(svg(200, 100,
                "<svg x='100' y='0' width='100' height='100' viewBox='0 0 10 10'>"
                        + "<rect x='5' y='0' width='20' height='5' fill='red'/></svg>"), 1);
        assertTrue(near(img, 175, 25, RED), rgb(img, 175, 25));
        assertTrue(near(img, 175, 75, WHITE), rgb(img, 175, 75));
        assertTrue(near(img, 140, 25, WHITE), rgb(img, 140, 25));
    }

    @Test
    void useAndSymbolPlaceTheirTarget() throws IOException {
        BufferedImage img = paintAndRender("<svg xmlns='http://www.w3.org/2000/svg' "
                + "xmlns:xlink='http://www.w3.org/1999/xlink' width='200' height='100'>"
                + "<defs><g id='box'><rect width='10' height='10'/></g>"
                + "<symbol id='sym' viewBox='0 0 10 10'><rect width='10' height='5' fill='blue'/></symbol></defs>"
                + "<use href='#box' x='20' y='20' fill='red'/>"
                + "<use xlink:href='#box' transform='translate(50 0)' x='10' y='20' fill='green'/>"
                + "<use href='#sym' x='100' y='0' width='80' height='80'/></svg>", 1);
        assertTrue(near(img, 25, 25, RED), "use x/y, fill inherited from use: " + rgb(img, 25, 25));
        assertTrue(near(img, 15, 15, WHITE), rgb(img, 15, 15));
        assertTrue(near(img, 65, 25, GREEN), "transform then x/y: " + rgb(img, 65, 25));
        assertTrue(near(img, 140, 30, BLUE), "symbol viewBox scaled by 8: " + rgb(img, 140, 30));
        assertTrue(near(img, 140, 50, WHITE), rgb(img, 140, 50));
    }
}

package muster.render.svg;

import static muster.render.svg.SvgTestSupport.near;
import static muster.render.svg.SvgTestSupport.paintAndRender;
import static muster.render.svg.SvgTestSupport.rgb;
import static muster.render.svg.SvgTestSupport.svg;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.util.List;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;
import org.junit.jupiter.api.Test;

/** The cascade: presentation attribute < CSS (type < class < id) < style attribute; inheritance; opacity. */
class SvgPainterStyleTest {

    private static final int WHITE = 0xFFFFFF;
    private static final int RED = 0xFF0000;
    private static final int BLUE = 0x0000FF;
    private static final int GREEN = 0x008000;

    /** Renders four 40x40 squares in a row (ids a..d); returns their centre colours. */
    private static int[] squares(String css, String... attributes) throws IOException {
        StringBuilder body = new StringBuilder("<style>").append(css).append("</style>");
        for (int i = 0; i < attributes.length; i++) {
            body.append("<rect x='").append(i * 50).append("' y='0' width='40' height='40' ")
                    .append(attributes[i]).append("/>");
        }
        BufferedImage img = paintAndRender(svg(200, 40, body.toString()), 1);
        int[] colours = new int[attributes.length];
        for (int i = 0; i < attributes.length; i++) {
            colours[i] = img.getRGB(i * 50 + 20, 20) & 0xFFFFFF;
        }
        return colours;
    }

    @Test
    void classRuleAppliesAndStyleAttributeOverridesIt() throws IOException {
        int[] c = squares(".woods { fill: green } ",
                "class='woods'",
                "class='woods' style='fill: blue'",
                "class='woods' fill='red'",
                "fill='red'");
        assertEquals(GREEN, c[0], "class rule");
        assertEquals(BLUE, c[1], "style attribute beats CSS");
        assertEquals(GREEN, c[2], "CSS beats presentation attribute");
        assertEquals(RED, c[3], "presentation attribute alone");
    }

    /** The style cache keys elements by all the cascade reads: alike but for one input, they must not share a style. */
    @Test
    void elementsAlikeButForOneInputKeepTheirOwnStyles() throws IOException {
        int[] c = squares("#b { fill: blue } .woods { fill: green }",
                "id='a' fill='red'",
                "id='b' fill='red'",
                "id='c' fill='red' class='woods'",
                "id='d' fill='red' style='fill: blue'");
        assertEquals(RED, c[0], "id no selector names");
        assertEquals(BLUE, c[1], "id a selector names");
        assertEquals(GREEN, c[2], "class");
        assertEquals(BLUE, c[3], "style attribute");
        int[] d = squares("", "fill='red'", "fill='blue'", "fill='red' stroke='blue'", "fill='green'");
        assertEquals(RED, d[0], "first presentation value");
        assertEquals(BLUE, d[1], "other presentation value");
        assertEquals(RED, d[2], "same fill, another property");
        assertEquals(GREEN, d[3], "third value");
    }

    @Test
    void specificityAndSourceOrderDecide() throws IOException {
        int[] c = squares("""
                        /* type, then class, then id; later wins among equals */
                        rect { fill: red }
                        .terrain.woods { fill: green }
                        rect.woods { fill: blue }
                        #d { fill: blue } .x, .y { fill: green }
                        """,
                "class='terrain woods'",
                "class='woods'",
                "",
                "id='d' class='terrain woods'");
        assertEquals(GREEN, c[0], ".terrain.woods (2 classes) beats rect.woods (1 class + type)");
        assertEquals(BLUE, c[1], "rect.woods beats rect");
        assertEquals(RED, c[2], "type selector");
        assertEquals(BLUE, c[3], "id beats classes");
    }

    @Test
    void selectorListsAndUnsupportedRulesAreHandledGracefully() throws IOException {
        int[] c = squares("""
                        @import url(http://example.invalid/x.css);
                        @media print { rect { fill: red } }
                        g > rect, .b:hover { fill: red }
                        .a, .b { fill: blue; unknown-property: whatever }
                        """,
                "class='a'", "class='b'", "fill='green'");
        assertEquals(BLUE, c[0]);
        assertEquals(BLUE, c[1]);
        assertEquals(GREEN, c[2], "nested @media rule and unsupported selectors ignored");
    }

    @Test
    void groupStyleIsInheritedByChildren() throws IOException {
        BufferedImage img = paintAndRender(svg(200, 100,
                "<style>g.units { fill: blue }</style>"
                        + "<g class='units'><rect x='0' y='0' width='40' height='40'/>"
                        + "<g fill='red'><rect x='50' y='0' width='40' height='40'/></g></g>"
                        + "<rect x='100' y='0' width='40' height='40' fill='none' stroke='green' stroke-width='10'/>"), 1);
        assertEquals("#0000ff", rgb(img, 20, 20));
        assertEquals("#ff0000", rgb(img, 70, 20));
        assertTrue(near(img, 102, 20, GREEN), "stroke: " + rgb(img, 102, 20));
        assertEquals("#ffffff", rgb(img, 120, 20), "no fill");
    }

    @Test
    void coloursInAllForms() throws IOException {
        int[] c = squares("", "fill='#f00'", "fill='rgb(0, 0, 255)'", "fill='#008000'", "fill='grey'");
        assertEquals(RED, c[0]);
        assertEquals(BLUE, c[1]);
        assertEquals(GREEN, c[2]);
        assertEquals(0x808080, c[3]);
    }

    @Test
    void opacityBlendsWithWhatIsBelow() throws IOException {
        BufferedImage img = paintAndRender(svg(200, 50,
                "<rect x='0' y='0' width='40' height='40' fill='blue' fill-opacity='0.5'/>"
                        + "<g opacity='0.5'><rect x='50' y='0' width='40' height='40' fill='red'/>"
                        + "<rect x='70' y='0' width='40' height='40' fill='red'/></g>"), 1);
        assertTrue(near(img, 20, 20, 0x8080FF), rgb(img, 20, 20));
        // group opacity: the overlap of the two red squares is no darker than the rest
        assertEquals(rgb(img, 60, 20), rgb(img, 80, 20));
        assertTrue(near(img, 80, 20, 0xFF8080), rgb(img, 80, 20));
    }

    @Test
    void opacityUsesExtendedGraphicsState() throws IOException {
        try (PDDocument doc = new PDDocument()) {
            PDFormXObject form = new SvgPainter(new SvgTestSupport.DejaVuFonts(doc)).paint(doc, svg(50, 50,
                    "<rect width='10' height='10' fill='red' fill-opacity='0.25' stroke='blue' stroke-opacity='.5'/>"));
            List<COSName> names = iterable(form.getResources().getExtGStateNames());
            assertEquals(1, names.size());
            var gs = form.getResources().getExtGState(names.get(0));
            assertEquals(0.25f, gs.getNonStrokingAlphaConstant(), 1e-6);
            assertEquals(0.5f, gs.getStrokingAlphaConstant(), 1e-6);
        }
    }

    private static List<COSName> iterable(Iterable<COSName> it) {
        List<COSName> list = new java.util.ArrayList<>();
        it.forEach(list::add);
        return list;
    }

    @Test
    void strokePropertiesReachTheContentStream() throws IOException {
        try (PDDocument doc = new PDDocument()) {
            PDFormXObject form = new SvgPainter(new SvgTestSupport.DejaVuFonts(doc)).paint(doc, svg(50, 50,
                    "<style>.road { stroke: black; stroke-width: 2.5; stroke-dasharray: 4 2 1;"
                            + " stroke-dashoffset: 1; stroke-linecap: round; stroke-linejoin: bevel;"
                            + " stroke-miterlimit: 7 }</style>"
                            + "<polyline class='road' fill='none' points='0,0 10,10 20,0'/>"));
            String ops = String.join(" ", SvgTestSupport.tokens(form));
            assertTrue(ops.contains("2.5 w"), ops);
            assertTrue(ops.contains("1 J"), ops);
            assertTrue(ops.contains("2 j"), ops);
            assertTrue(ops.contains("7 M"), ops);
            assertTrue(ops.contains("[4 2 1 4 2 1] 1 d"), ops);
            assertTrue(ops.contains(" S"), ops);
        }
    }

    @Test
    void invalidValueForAKnownPropertyNamesTheElement() {
        SvgException e = assertThrows(SvgException.class, () -> paintAndRender(svg(50, 50,
                "<rect id='hex0101' width='10' height='10' fill='gren'/>"), 1));
        assertTrue(e.getMessage().contains("gren") && e.getMessage().contains("hex0101"), e.getMessage());
    }
}

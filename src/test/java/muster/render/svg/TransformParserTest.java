package muster.render.svg;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.awt.geom.AffineTransform;
import java.awt.geom.Point2D;
import org.junit.jupiter.api.Test;

class TransformParserTest {

    private static double[] apply(String transform, double x, double y) {
        AffineTransform t = TransformParser.parse(transform, "test");
        Point2D p = t.transform(new Point2D.Double(x, y), null);
        return new double[] {p.getX(), p.getY()};
    }

    @Test
    void listsApplyRightToLeftToPoints() {
        // translate(10) scale(2): the point is scaled first, then moved
        assertArrayEquals(new double[] {12, 2}, apply("translate(10) scale(2)", 1, 1), 1e-9);
        assertArrayEquals(new double[] {22, 2}, apply("scale(2),translate(10)", 1, 1), 1e-9);
    }

    @Test
    void everyFunction() {
        assertArrayEquals(new double[] {7, 10}, apply("matrix(1 0 0 1 5 8)", 2, 2), 1e-9);
        assertArrayEquals(new double[] {3, 4}, apply("scale(1.5 2)", 2, 2), 1e-9);
        assertArrayEquals(new double[] {0, 1}, apply("rotate(90)", 1, 0), 1e-9);
        assertArrayEquals(new double[] {10, 0}, apply("rotate(180 5 0)", 0, 0), 1e-9);
        assertArrayEquals(new double[] {2, 1}, apply("skewX(45)", 1, 1), 1e-9);
        assertArrayEquals(new double[] {1, 2}, apply("skewY(45)", 1, 1), 1e-9);
        assertArrayEquals(new double[] {1, 6}, apply("translate(0,5)", 1, 1), 1e-9);
    }

    @Test
    void badTransformsAreRejected() {
        assertThrows(SvgException.class, () -> TransformParser.parse("rotate(1 2)", "t"));
        assertThrows(SvgException.class, () -> TransformParser.parse("spin(3)", "t"));
        assertThrows(SvgException.class, () -> TransformParser.parse("translate(3", "t"));
    }
}

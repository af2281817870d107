package muster.render.svg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.geom.AffineTransform;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.util.List;
import muster.render.svg.PathSegment.CubicTo;
import muster.render.svg.PathSegment.LineTo;
import muster.render.svg.PathSegment.MoveTo;
import org.junit.jupiter.api.Test;

/** Path data: every command, relative forms, arcs, number syntax. */
class PathDataParserTest {

    private static PathData parse(String d) {
        return PathDataParser.parse(d, "test");
    }

    private static void assertPoint(double x, double y, Point2D p) {
        assertEquals(x, p.getX(), 1e-9, "x of " + p);
        assertEquals(y, p.getY(), 1e-9, "y of " + p);
    }

    @Test
    void relativeCommandsAccumulate() {
        PathData p = parse("m10 20 l5 5 h10 v-3 c1 1 2 2 3 3 s4 4 5 5 q1 1 2 2 t3 3");
        // 10,20 -> 15,25 -> 25,25 -> 25,22 -> 28,25 -> 33,30 -> 35,32 -> 38,35
        assertPoint(38, 35, p.endPoint());
    }

    @Test
    void absoluteCommandsAndImplicitLinetoAfterMoveto() {
        PathData p = parse("M1,1 2,2 3,3 H10 V20 Z");
        List<PathSegment> s = p.segments();
        assertInstanceOf(MoveTo.class, s.get(0));
        assertInstanceOf(LineTo.class, s.get(1));
        assertInstanceOf(LineTo.class, s.get(2));
        assertPoint(1, 1, p.endPoint()); // close returns to the subpath start
        assertPoint(3, 3, new PathData(s.subList(0, 3)).endPoint());
        PathData rel = parse("m1 1 2 2 3 3");
        assertPoint(6, 6, rel.endPoint()); // implicit relative linetos
    }

    @Test
    void numbersInEveryForm() {
        PathData p = parse("M1e1-.5L.5.5l1.5.5e1,-2E-1-1");
        List<PathSegment> s = p.segments();
        assertEquals(new MoveTo(10, -0.5), s.get(0));
        assertEquals(new LineTo(0.5, 0.5), s.get(1));
        LineTo third = (LineTo) s.get(2);
        assertEquals(0.5 + 1.5, third.x(), 1e-12);
        assertEquals(0.5 + 5, third.y(), 1e-12);
        LineTo last = (LineTo) s.get(3);
        assertEquals(2 - 0.2, last.x(), 1e-12);
        assertEquals(5.5 - 1, last.y(), 1e-12);
    }

    @Test
    void smoothCurvesReflectThePreviousControlPoint() {
        CubicTo s = (CubicTo) parse("M0 0 C0 10 10 10 10 0 S20 -10 20 0").segments().get(2);
        assertEquals(10, s.x1(), 1e-12);
        assertEquals(-10, s.y1(), 1e-12);
        CubicTo noReflect = (CubicTo) parse("M0 0 L5 5 S20 -10 20 0").segments().get(2);
        assertEquals(5, noReflect.x1(), 1e-12, "S after L uses the current point");
        assertEquals(5, noReflect.y1(), 1e-12);
    }

    @Test
    void quadraticBecomesAnEquivalentCubic() {
        CubicTo c = (CubicTo) parse("M0 0 Q30 30 60 0").segments().get(1);
        assertEquals(20, c.x1(), 1e-9);
        assertEquals(20, c.y1(), 1e-9);
        assertEquals(40, c.x2(), 1e-9);
        assertEquals(20, c.y2(), 1e-9);
    }

    @Test
    void arcsEndWhereAskedAndBulgeTheRightWay() {
        PathData half = parse("M0 0 A50 50 0 0 1 100 0");
        assertPoint(100, 0, half.endPoint());
        Rectangle2D b = half.bounds();
        // sweep=1 with y down goes clockwise on screen: the half circle bulges upwards (negative y)
        assertEquals(-50, b.getMinY(), 2);
        assertTrue(b.getMaxY() <= 1e-9, "stays above the chord: " + b);
        assertTrue(half.segments().size() >= 3, "split into quarter-turn pieces");

        PathData relative = parse("M10 10 a5 5 0 1 0 10 0 a5,5,0,0,0-10,0z");
        assertPoint(10, 10, relative.endPoint());
        PathData compactFlags = parse("M0 0a5 5 0 1110 0");
        assertPoint(10, 0, compactFlags.endPoint());
    }

    @Test
    void arcPointsLieOnTheCircle() {
        PathData quarter = parse("M100 50 A50 50 0 0 1 50 100");
        CubicTo c = (CubicTo) quarter.segments().get(1);
        // midpoint of the cubic at t=.5 must be on the circle around (50,50) to within 0.1
        double mx = (c.x2() * 3 + c.x1() * 3 + 100 + c.x()) / 8;
        double my = (c.y2() * 3 + c.y1() * 3 + 50 + c.y()) / 8;
        assertEquals(50, Math.hypot(mx - 50, my - 50), 0.1);
    }

    @Test
    void tooSmallRadiiAreScaledUpAndZeroRadiusIsALine() {
        assertPoint(100, 0, parse("M0 0 A1 1 0 0 1 100 0").endPoint());
        assertInstanceOf(LineTo.class, parse("M0 0 A0 5 0 0 1 100 0").segments().get(1));
    }

    @Test
    void transformedAndBoundsWork() {
        PathData p = parse("M0 0 L10 20").transformed(AffineTransform.getTranslateInstance(5, 5));
        assertPoint(15, 25, p.endPoint());
    }

    @Test
    void malformedDataIsRejectedWithPosition() {
        SvgException e = assertThrows(SvgException.class, () -> parse("L10 10"));
        assertTrue(e.getMessage().contains("must start with M"), e.getMessage());
        assertThrows(SvgException.class, () -> parse("M10"));
        assertThrows(SvgException.class, () -> parse("M0 0 X5 5"));
        assertThrows(SvgException.class, () -> parse("M0 0 A5 5 0 2 0 10 10"));
    }
}

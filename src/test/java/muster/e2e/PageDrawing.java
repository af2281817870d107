package muster.e2e;

import java.awt.geom.GeneralPath;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.contentstream.PDFGraphicsStreamEngine;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.graphics.color.PDColor;
import org.apache.pdfbox.pdmodel.graphics.color.PDPattern;
import org.apache.pdfbox.pdmodel.graphics.image.PDImage;
import org.apache.pdfbox.util.Matrix;
import org.apache.pdfbox.util.Vector;

/**
 * What a page draws, read from its content streams and those of the forms it shows: the box each
 * stroke, fill and glyph covers once clipped (page points, y up), each path as painted with its
 * colour, and every straight segment as drawn, before clipping.
 */
final class PageDrawing extends PDFGraphicsStreamEngine {

    /** A straight segment in page points. */
    record Segment(double x1, double y1, double x2, double y2) {
        double length() {
            return Math.hypot(x2 - x1, y2 - y1);
        }
    }

    /** A path as it was filled or stroked, unclipped, with its colour (-1: a pattern). */
    record Painted(Rectangle2D bounds, int rgb, boolean fill) {
    }

    final List<Rectangle2D> marks = new ArrayList<>();
    final List<Painted> painted = new ArrayList<>();
    final List<Segment> segments = new ArrayList<>();
    private final GeneralPath path = new GeneralPath();
    private final List<Segment> pending = new ArrayList<>();
    private Point2D start;

    private PageDrawing(PDPage page) {
        super(page);
    }

    static PageDrawing of(PDPage page) throws IOException {
        PageDrawing d = new PageDrawing(page);
        d.processPage(page);
        return d;
    }

    private void mark(Rectangle2D box) {
        Rectangle2D clip = getGraphicsState().getCurrentClippingPath().getBounds2D();
        Rectangle2D shown = box.createIntersection(clip);
        if (shown.getWidth() >= 0 && shown.getHeight() >= 0 && !shown.isEmpty()) {
            marks.add(shown);
        }
    }

    private void paint(boolean stroke, boolean fill) throws IOException {
        Rectangle2D b = bounds(path);
        painted.add(new Painted(b, rgb(fill ? getGraphicsState().getNonStrokingColor() : getGraphicsState().getStrokingColor()), fill));
        if (stroke) {
            double half = getGraphicsState().getLineWidth() * getGraphicsState().getCurrentTransformationMatrix().getScalingFactorX() / 2;
            b = new Rectangle2D.Double(b.getX() - half, b.getY() - half, b.getWidth() + 2 * half, b.getHeight() + 2 * half);
        }
        mark(b);
        segments.addAll(pending);
        endPath();
    }

    /** The box a path covers: its curves flattened, as their control points may stand well outside them. */
    private static Rectangle2D bounds(GeneralPath path) {
        Rectangle2D b = null;
        double[] c = new double[6];
        for (java.awt.geom.PathIterator it = path.getPathIterator(null, 0.01); !it.isDone(); it.next()) {
            if (it.currentSegment(c) != java.awt.geom.PathIterator.SEG_CLOSE) {
                if (b == null) {
                    b = new Rectangle2D.Double(c[0], c[1], 0, 0);
                } else {
                    b.add(c[0], c[1]);
                }
            }
        }
        return b == null ? path.getBounds2D() : b;
    }

    /** A colour as RGB, or -1 for a pattern. */
    private static int rgb(PDColor color) throws IOException {
        return color.getColorSpace() instanceof PDPattern ? -1 : color.toRGB();
    }

    @Override
    public void appendRectangle(Point2D p0, Point2D p1, Point2D p2, Point2D p3) {
        path.moveTo(p0.getX(), p0.getY());
        path.lineTo(p1.getX(), p1.getY());
        path.lineTo(p2.getX(), p2.getY());
        path.lineTo(p3.getX(), p3.getY());
        path.closePath();
    }

    @Override
    public void drawImage(PDImage pdImage) {
        mark(new Rectangle2D.Double(0, 0, 0, 0));
    }

    @Override
    public void clip(int windingRule) {
        // the graphics state keeps the clip; the path itself is ended by the next operator
    }

    @Override
    public void moveTo(float x, float y) {
        path.moveTo(x, y);
        start = new Point2D.Float(x, y);
    }

    @Override
    public void lineTo(float x, float y) {
        Point2D from = path.getCurrentPoint();
        path.lineTo(x, y);
        if (from != null) {
            pending.add(new Segment(from.getX(), from.getY(), x, y));
        }
    }

    @Override
    public void curveTo(float x1, float y1, float x2, float y2, float x3, float y3) {
        path.curveTo(x1, y1, x2, y2, x3, y3);
    }

    @Override
    public Point2D getCurrentPoint() {
        Point2D p = path.getCurrentPoint();
        return p == null ? start : p;
    }

    @Override
    public void closePath() {
        path.closePath();
    }

    @Override
    public void endPath() {
        path.reset();
        pending.clear();
    }

    @Override
    public void strokePath() throws IOException {
        paint(true, false);
    }

    @Override
    public void fillPath(int windingRule) throws IOException {
        paint(false, true);
    }

    @Override
    public void fillAndStrokePath(int windingRule) throws IOException {
        paint(true, true);
    }

    @Override
    public void shadingFill(COSName shadingName) {
        mark(getGraphicsState().getCurrentClippingPath().getBounds2D());
    }

    @Override
    protected void showGlyph(Matrix trm, PDFont font, int code, Vector displacement) throws IOException {
        double size = trm.getScalingFactorY();
        double width = displacement.getX() * trm.getScalingFactorX();
        mark(new Rectangle2D.Double(trm.getTranslateX(), trm.getTranslateY() - 0.25 * size, width, size));
        super.showGlyph(trm, font, code, displacement);
    }
}

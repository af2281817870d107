package muster.e2e;

import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.pdfbox.contentstream.PDFGraphicsStreamEngine;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.graphics.image.PDImage;
import org.apache.pdfbox.rendering.ImageType;
import org.apache.pdfbox.rendering.PDFRenderer;
import org.apache.pdfbox.text.PDFTextStripper;
import org.apache.pdfbox.util.Matrix;
import org.apache.pdfbox.util.Vector;

/**
 * What a printer would make of each page of a PDF, read with PDFBox: a page that prints blank
 * although its text layer holds words (its content drawn off the paper or clipped away), and
 * drawing that runs past the page's trim (its bleed box where it has one: colour meant to run past
 * the cut), which the paper would cut off.
 */
final class PaperCheck {

    /** Resolution the ink is judged at: enough to see a line of 7 pt type as ink. */
    static final float INK_DPI = 18;
    /** The widest line that counts as a crop mark, points. */
    static final double CROP_MARK = 0.3;
    /** How far past the trim a mark may reach, points: half a hairline and rounding. */
    static final double TOLERANCE = 0.75;

    private PaperCheck() {
    }

    /** Every fault of {@code doc}, each as "file p.N: what". */
    static List<String> faults(PDDocument doc, String file) throws IOException {
        return faults(doc, file, true);
    }

    /**
     * As above; with {@code cuts}, letters a clip cuts through count as a fault too (not in a table map, whose sheets
     * each show their piece of one drawing, names running on across the cut).
     */
    static List<String> faults(PDDocument doc, String file, boolean cuts) throws IOException {
        List<String> out = new ArrayList<>();
        PDFRenderer renderer = new PDFRenderer(doc);
        for (int i = 0; i < doc.getNumberOfPages(); i++) {
            PDPage page = doc.getPage(i);
            String where = file + " p." + (i + 1);
            String text = text(doc, i + 1);
            if (!text.isBlank() && !inked(renderer.renderImage(i, INK_DPI / 72f, ImageType.GRAY))) {
                out.add(where + ": prints blank, yet its text layer holds \"" + abbreviate(text) + "\"");
            }
            Reach reach = new Reach(page);
            reach.processPage(page);
            PDRectangle box = page.getBleedBox();
            Rectangle2D.Double past = reach.past();
            if (past != null) {
                out.add(where + ": drawing runs past the " + (page.getCOSObject().containsKey(COSName.BLEED_BOX) ? "bleed" : "page")
                        + " " + box + " to " + fmt(past));
            }
            if (cuts && !reach.cut().isEmpty()) {
                out.add(where + ": letters cut by the edge of what they are drawn in: \"" + reach.cut() + "\"");
            }
        }
        return out;
    }

    /**
     * Pages that print something besides a running footer ("... · page 3 of 20"): a page left for duplex printing is not one,
     * blank or ruled for notes.
     */
    static int contentPages(PDDocument doc) throws IOException {
        int n = 0;
        for (int i = 1; i <= doc.getNumberOfPages(); i++) {
            PDFTextStripper stripper = new PDFTextStripper();
            stripper.setStartPage(i);
            stripper.setEndPage(i);
            String text = stripper.getText(doc).lines().filter(l -> !l.matches(".*· page \\d+( of \\d+)?\\s*")).reduce("", String::concat).trim();
            if (text.equals("Notes")) {
                continue;
            }
            if (!text.isEmpty() || hasShapes(doc, i - 1)) {
                n++;
            }
        }
        return n;
    }

    /**
     * The sheets a double-sided file takes: its pages with something on them, less the backs (a
     * page that says it is the reverse of another, or the calibration sheet's back).
     */
    static int sheets(PDDocument doc) throws IOException {
        int backs = 0;
        for (int i = 1; i <= doc.getNumberOfPages(); i++) {
            PDFTextStripper stripper = new PDFTextStripper();
            stripper.setStartPage(i);
            stripper.setEndPage(i);
            String text = stripper.getText(doc);
            if (text.contains("reverse of page") || text.contains("Duplex calibration: back")) {
                backs++;
            }
        }
        return contentPages(doc) - backs;
    }

    /** Whether the page draws anything but text (a white fill aside, which a blank page may have). */
    private static boolean hasShapes(PDDocument doc, int index) throws IOException {
        PDPage page = doc.getPage(index);
        Reach reach = new Reach(page);
        reach.processPage(page);
        return reach.shapes;
    }

    private static String text(PDDocument doc, int page) throws IOException {
        PDFTextStripper s = new PDFTextStripper();
        s.setStartPage(page);
        s.setEndPage(page);
        return s.getText(doc).replaceAll("\\s+", " ").trim();
    }

    private static boolean inked(BufferedImage image) {
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                if ((image.getRGB(x, y) & 0xff) < 235) {
                    return true;
                }
            }
        }
        return false;
    }

    private static String abbreviate(String text) {
        return text.length() > 80 ? text.substring(0, 80) + "..." : text;
    }

    private static String fmt(Rectangle2D r) {
        return String.format(java.util.Locale.ROOT, "[%.1f,%.1f,%.1f,%.1f]", r.getMinX(), r.getMinY(), r.getMaxX(), r.getMaxY());
    }

    /**
     * The bounds of everything a page paints (fills, strokes, glyphs, images) in page space; a white fill
     * counts too, as it covers what a neighbouring page would print.
     */
    static final class Reach extends PDFGraphicsStreamEngine {
        private final List<Point2D> path = new ArrayList<>();
        private Rectangle2D.Double pastBox;
        private final StringBuilder cut = new StringBuilder();
        private boolean shapes;
        private PDRectangle box;

        Reach(PDPage page) {
            super(page);
        }

        Rectangle2D.Double past() {
            return pastBox;
        }

        /** The characters the clip cuts through, in the order drawn (at most about 60). */
        String cut() {
            return cut.toString();
        }

        @Override
        public void processPage(PDPage page) throws IOException {
            box = page.getBleedBox();
            super.processPage(page);
        }

        private void mark(Rectangle2D r) {
            if (r.getWidth() == 0 && r.getHeight() == 0) {
                return;
            }

            // what a clip hides is not printed: judge what shows
            Rectangle2D seen = r.createIntersection(getGraphicsState().getCurrentClippingPath().getBounds2D());
            if (seen.isEmpty()) {
                return;
            }
            double x0 = box.getLowerLeftX() - TOLERANCE;
            double y0 = box.getLowerLeftY() - TOLERANCE;
            double x1 = box.getUpperRightX() + TOLERANCE;
            double y1 = box.getUpperRightY() + TOLERANCE;
            if (seen.getMinX() < x0 || seen.getMinY() < y0 || seen.getMaxX() > x1 || seen.getMaxY() > y1) {
                if (pastBox == null) {
                    pastBox = new Rectangle2D.Double(seen.getX(), seen.getY(), seen.getWidth(), seen.getHeight());
                } else {
                    pastBox.add(seen);
                }
            }
        }

        /** A glyph the current clip cuts through: part of it prints, part is lost. */
        private void glyph(Rectangle2D r, String unicode) {
            mark(r);
            Rectangle2D clip = getGraphicsState().getCurrentClippingPath().getBounds2D();
            Rectangle2D inner = new Rectangle2D.Double(r.getX() + TOLERANCE, r.getY() + TOLERANCE,
                    Math.max(0, r.getWidth() - 2 * TOLERANCE), Math.max(0, r.getHeight() - 2 * TOLERANCE));
            if (clip.intersects(inner) && !clip.contains(inner) && cut.length() < 60) {
                cut.append(unicode);
            }
        }

        private Rectangle2D pathBounds(double grow) {
            Rectangle2D.Double r = null;
            for (Point2D p : path) {
                if (r == null) {
                    r = new Rectangle2D.Double(p.getX(), p.getY(), 0, 0);
                } else {
                    r.add(p);
                }
            }
            if (r == null) {
                return new Rectangle2D.Double();
            }
            r.setRect(r.x - grow, r.y - grow, r.width + 2 * grow, r.height + 2 * grow);
            return r;
        }

        @Override
        public void appendRectangle(Point2D p0, Point2D p1, Point2D p2, Point2D p3) {
            path.add(p0);
            path.add(p1);
            path.add(p2);
            path.add(p3);
        }

        @Override
        public void drawImage(PDImage pdImage) {
            Matrix m = getGraphicsState().getCurrentTransformationMatrix();
            Rectangle2D.Double r = null;
            for (double[] c : new double[][] {{0, 0}, {1, 0}, {0, 1}, {1, 1}}) {
                Point2D.Float p = m.transformPoint((float) c[0], (float) c[1]);
                if (r == null) {
                    r = new Rectangle2D.Double(p.x, p.y, 0, 0);
                } else {
                    r.add(p);
                }
            }
            shapes = true;
            mark(r);
        }

        @Override
        public void clip(int windingRule) {
            path.clear();
        }

        @Override
        public void moveTo(float x, float y) {
            path.add(new Point2D.Float(x, y));
        }

        @Override
        public void lineTo(float x, float y) {
            path.add(new Point2D.Float(x, y));
        }

        @Override
        public void curveTo(float x1, float y1, float x2, float y2, float x3, float y3) {
            path.add(new Point2D.Float(x1, y1));
            path.add(new Point2D.Float(x2, y2));
            path.add(new Point2D.Float(x3, y3));
        }

        @Override
        public Point2D getCurrentPoint() {
            return path.isEmpty() ? new Point2D.Float() : path.get(path.size() - 1);
        }

        @Override
        public void closePath() {
        }

        @Override
        public void endPath() {
            path.clear();
        }

        @Override
        public void strokePath() {
            shapes |= !path.isEmpty();
            double width = getGraphicsState().getLineWidth() * getGraphicsState().getCurrentTransformationMatrix().getScalingFactorX();
            Rectangle2D bounds = pathBounds(width / 2);
            // a print shop's crop marks are hairlines in the slug, past the bleed but on the sheet
            if (!(width <= CROP_MARK && inside(bounds, getPage().getMediaBox()))) {
                mark(bounds);
            }
            path.clear();
        }

        private static boolean inside(Rectangle2D r, PDRectangle box) {
            return r.getMinX() >= box.getLowerLeftX() - TOLERANCE && r.getMinY() >= box.getLowerLeftY() - TOLERANCE
                    && r.getMaxX() <= box.getUpperRightX() + TOLERANCE && r.getMaxY() <= box.getUpperRightY() + TOLERANCE;
        }

        @Override
        public void fillPath(int windingRule) {
            shapes |= !path.isEmpty() && !white();
            mark(pathBounds(0));
            path.clear();
        }

        @Override
        public void fillAndStrokePath(int windingRule) {
            strokePath();
        }

        private boolean white() {
            try {
                return (getGraphicsState().getNonStrokingColor().toRGB() & 0xffffff) == 0xffffff;
            } catch (IOException | RuntimeException e) {
                return false;
            }
        }

        @Override
        public void shadingFill(COSName shadingName) {
        }

        @Override
        protected void showGlyph(Matrix textRenderingMatrix, PDFont font, int code, Vector displacement) throws IOException {
            super.showGlyph(textRenderingMatrix, font, code, displacement);
            float w = displacement.getX();
            Point2D.Float a = textRenderingMatrix.transformPoint(0, -0.2f);
            Point2D.Float b = textRenderingMatrix.transformPoint(w, 0.8f);
            Rectangle2D.Double r = new Rectangle2D.Double(Math.min(a.x, b.x), Math.min(a.y, b.y), Math.abs(b.x - a.x), Math.abs(b.y - a.y));
            String unicode = font.toUnicode(code);
            if (unicode == null || !unicode.isBlank()) {
                glyph(r, unicode == null ? "?" : unicode);
            }
        }
    }
}

package muster.e2e;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.pdfbox.contentstream.operator.Operator;
import org.apache.pdfbox.cos.COSBase;
import org.apache.pdfbox.cos.COSNumber;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.apache.pdfbox.text.TextPosition;
import org.apache.pdfbox.util.Matrix;

/**
 * The words of a PDF page as boxes on the page, read from PDFBox's text positions in the order
 * they are drawn: glyphs run into one word while they share a direction and a baseline and each
 * starts where the last ended; a space, a jump or a turn starts the next. A word's box spans its
 * glyphs' advances and, across the line, from a fifth of an em below the baseline to three
 * quarters above (the height of capitals and most ascenders), so two lines of a paragraph never
 * meet. Glyphs outside the clipping path do not print and are left out. {@link #overlaps} lists the pairs of words that print over each other.
 */
final class WordBoxes {

    /** A word and its box in page points (PDF user space, y up). */
    record Word(String text, double x1, double y1, double x2, double y2) {
        double overlapWith(Word o) {
            double w = Math.min(x2, o.x2) - Math.max(x1, o.x1);
            double h = Math.min(y2, o.y2) - Math.max(y1, o.y1);
            return w > TOLERANCE && h > TOLERANCE ? w * h : 0;
        }

        @Override
        public String toString() {
            return String.format("'%s' [%.1f,%.1f..%.1f,%.1f]", text, x1, y1, x2, y2);
        }
    }

    /** Two words that print over each other. */
    record Pair(Word a, Word b) {
    }

    /** Boxes closer than this (points, either way) are not counted as overlapping: glyphs kern into each other. */
    static final double TOLERANCE = 0.3;

    private WordBoxes() {
    }

    /** Every word on page {@code page} (1-based). */
    static List<Word> words(PDDocument doc, int page) throws IOException {
        List<TextPosition> glyphs = new ArrayList<>();
        List<java.awt.geom.Rectangle2D> clips = new ArrayList<>();
        PDFTextStripper s = new PDFTextStripper() {
            private java.awt.geom.GeneralPath rects = new java.awt.geom.GeneralPath();
            private boolean clipping;

            /** The text stripper ignores clipping; follow rectangles set as the clip (as a table sheet's window is). */
            @Override
            protected void processOperator(Operator op, List<COSBase> operands) throws IOException {
                switch (op.getName()) {
                    case "re" -> {
                        float[] v = new float[4];
                        for (int i = 0; i < 4; i++) {
                            v[i] = ((COSNumber) operands.get(i)).floatValue();
                        }
                        java.awt.geom.GeneralPath r = new java.awt.geom.GeneralPath(new java.awt.geom.Rectangle2D.Float(v[0], v[1], v[2], v[3]));
                        r.transform(getGraphicsState().getCurrentTransformationMatrix().createAffineTransform());
                        rects.append(r, false);
                    }
                    case "W", "W*" -> clipping = true;
                    case "n", "f", "F", "f*", "S", "s", "B", "B*", "b", "b*" -> {
                        if (clipping && rects.getCurrentPoint() != null) {
                            getGraphicsState().intersectClippingPath(rects);
                        }
                        clipping = false;
                        rects = new java.awt.geom.GeneralPath();
                    }
                    default -> {
                    }
                }
                super.processOperator(op, operands);
            }

            @Override
            protected void processTextPosition(TextPosition text) {
                // a glyph outside the clip (a table sheet shows a window of the whole map) does not print
                java.awt.geom.Rectangle2D clip = getGraphicsState().getCurrentClippingPath().getBounds2D();
                Matrix m = text.getTextMatrix();
                if (clip.contains(m.getTranslateX(), m.getTranslateY())) {
                    glyphs.add(text);
                    clips.add(clip);
                }
            }
        };
        s.setSuppressDuplicateOverlappingText(false);
        s.setStartPage(page);
        s.setEndPage(page);
        s.getText(doc);
        List<Word> out = new ArrayList<>();
        List<TextPosition> run = new ArrayList<>();
        java.awt.geom.Rectangle2D clip = null;
        for (int i = 0; i < glyphs.size(); i++) {
            TextPosition g = glyphs.get(i);
            if (g.getUnicode() == null || g.getUnicode().isBlank()) {
                flush(run, out, clip);
                continue;
            }
            if (!run.isEmpty() && !continues(run.get(run.size() - 1), g)) {
                flush(run, out, clip);
            }
            run.add(g);
            clip = clips.get(i);
        }
        flush(run, out, clip);
        return out;
    }

    /** Whether {@code next} carries on the word {@code last} is part of: same direction and baseline, starting where it ended. */
    private static boolean continues(TextPosition last, TextPosition next) {
        Matrix a = last.getTextMatrix();
        Matrix b = next.getTextMatrix();
        double size = Math.max(0.1, Math.hypot(a.getValue(0, 0), a.getValue(0, 1)));
        double[] dir = {a.getValue(0, 0) / size, a.getValue(0, 1) / size};
        double[] dirB = {b.getValue(0, 0), b.getValue(0, 1)};
        double sizeB = Math.hypot(dirB[0], dirB[1]);
        if (sizeB < 0.1 || Math.abs(dirB[0] / sizeB - dir[0]) > 0.01 || Math.abs(dirB[1] / sizeB - dir[1]) > 0.01) {
            return false;
        }
        double dx = b.getTranslateX() - a.getTranslateX();
        double dy = b.getTranslateY() - a.getTranslateY();
        double alongGap = dx * dir[0] + dy * dir[1] - last.getWidthDirAdj();
        double across = -dx * dir[1] + dy * dir[0];
        return Math.abs(across) < 0.1 * size && alongGap > -0.3 * size && alongGap < 0.25 * size;
    }

    /** Ends the word of {@code run}, its box cut to what its clip lets print. */
    private static void flush(List<TextPosition> run, List<Word> out, java.awt.geom.Rectangle2D clip) {
        if (run.isEmpty()) {
            return;
        }
        StringBuilder text = new StringBuilder();
        double x1 = Double.MAX_VALUE;
        double y1 = Double.MAX_VALUE;
        double x2 = -Double.MAX_VALUE;
        double y2 = -Double.MAX_VALUE;
        for (TextPosition g : run) {
            text.append(g.getUnicode());
            Matrix m = g.getTextMatrix();
            double ux = m.getValue(0, 0);
            double uy = m.getValue(0, 1);
            double vx = m.getValue(1, 0);
            double vy = m.getValue(1, 1);
            double size = Math.max(1e-6, Math.hypot(ux, uy));
            double advance = g.getWidthDirAdj() / size;
            for (double t : new double[] {0, advance}) {
                for (double h : new double[] {-0.2, 0.75}) {
                    double px = m.getTranslateX() + t * ux + h * vx;
                    double py = m.getTranslateY() + t * uy + h * vy;
                    x1 = Math.min(x1, px);
                    x2 = Math.max(x2, px);
                    y1 = Math.min(y1, py);
                    y2 = Math.max(y2, py);
                }
            }
        }
        out.add(new Word(text.toString(), Math.max(x1, clip.getMinX()), Math.max(y1, clip.getMinY()), Math.min(x2, clip.getMaxX()),
                Math.min(y2, clip.getMaxY())));
        run.clear();
    }

    /** The pairs of words on a page whose boxes overlap. */
    static List<Pair> overlaps(List<Word> words) {
        List<Pair> out = new ArrayList<>();
        for (int i = 0; i < words.size(); i++) {
            for (int j = i + 1; j < words.size(); j++) {
                if (words.get(i).overlapWith(words.get(j)) > 0) {
                    out.add(new Pair(words.get(i), words.get(j)));
                }
            }
        }
        return out;
    }

    /** The overlapping pairs of page {@code page}. */
    static List<Pair> overlaps(PDDocument doc, int page) throws IOException {
        return overlaps(words(doc, page));
    }
}

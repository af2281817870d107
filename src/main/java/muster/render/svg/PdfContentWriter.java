package muster.render.svg;

import java.awt.geom.AffineTransform;
import java.awt.geom.PathIterator;
import java.io.IOException;
import java.io.OutputStream;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import muster.render.svg.PathSegment.Close;
import muster.render.svg.PathSegment.CubicTo;
import muster.render.svg.PathSegment.LineTo;
import muster.render.svg.PathSegment.MoveTo;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.cos.COSStream;
import org.apache.pdfbox.pdmodel.PDResources;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;
import org.apache.pdfbox.pdmodel.graphics.pattern.PDAbstractPattern;
import org.apache.pdfbox.pdmodel.graphics.state.PDExtendedGraphicsState;

/**
 * Writes PDF content-stream operators for one stream (a form, a tiling pattern or a transparency group) and
 * registers what they use in that stream's resources. PDFBox's own content stream classes share no public
 * supertype, so the few operators needed are written here, with fixed number formatting for stable output.
 */
final class PdfContentWriter {

    /** The stream so far (a plain array: ByteArrayOutputStream locks on every byte). */
    private byte[] bytes = new byte[4096];
    private int length;
    private final PDResources resources;

    PdfContentWriter(PDResources resources) {
        this.resources = resources;
    }

    PDResources resources() {
        return resources;
    }

    void save() {
        op("q");
    }

    void restore() {
        op("Q");
    }

    void transform(AffineTransform t) {
        if (!t.isIdentity()) {
            op(num(t.getScaleX()), num(t.getShearY()), num(t.getShearX()), num(t.getScaleY()),
                    num(t.getTranslateX()), num(t.getTranslateY()), "cm");
        }
    }

    void path(PathData path) {
        for (PathSegment s : path.segments()) {
            if (s instanceof MoveTo m) {
                op(num(m.x()), num(m.y()), "m");
            } else if (s instanceof LineTo l) {
                op(num(l.x()), num(l.y()), "l");
            } else if (s instanceof CubicTo c) {
                op(num(c.x1()), num(c.y1()), num(c.x2()), num(c.y2()), num(c.x()), num(c.y()), "c");
            } else if (s instanceof Close) {
                op("h");
            }
        }
    }

    /**
     * A glyph's outline, moved {@code dx} along its baseline, coordinates to a tenth of a unit (its
     * quadratic curves written as cubic ones).
     */
    void outline(PathIterator it, double dx) {
        double[] c = new double[6];
        double lastX = 0;
        double lastY = 0;
        for (; !it.isDone(); it.next()) {
            switch (it.currentSegment(c)) {
                case PathIterator.SEG_MOVETO -> op(tenth(c[0] + dx), tenth(c[1]), "m");
                case PathIterator.SEG_LINETO -> op(tenth(c[0] + dx), tenth(c[1]), "l");
                case PathIterator.SEG_QUADTO -> op(tenth(lastX + 2 * (c[0] - lastX) / 3 + dx), tenth(lastY + 2 * (c[1] - lastY) / 3),
                        tenth(c[2] + 2 * (c[0] - c[2]) / 3 + dx), tenth(c[3] + 2 * (c[1] - c[3]) / 3), tenth(c[2] + dx), tenth(c[3]), "c");
                case PathIterator.SEG_CUBICTO -> op(tenth(c[0] + dx), tenth(c[1]), tenth(c[2] + dx), tenth(c[3]), tenth(c[4] + dx),
                        tenth(c[5]), "c");
                default -> op("h");
            }
            int type = it.currentSegment(c);
            int last = type == PathIterator.SEG_QUADTO ? 2 : type == PathIterator.SEG_CUBICTO ? 4 : 0;
            if (type != PathIterator.SEG_CLOSE) {
                lastX = c[last];
                lastY = c[last + 1];
            }
        }
    }

    private static String tenth(double v) {
        return num(Math.round(v * 10) / 10.0);
    }

    void rect(double x, double y, double w, double h) {
        op(num(x), num(y), num(w), num(h), "re");
    }

    /** Paints the current path: fill and/or stroke, or just ends it. */
    void paint(boolean fill, boolean evenOdd, boolean stroke) {
        if (fill && stroke) {
            op(evenOdd ? "B*" : "B");
        } else if (fill) {
            op(evenOdd ? "f*" : "f");
        } else if (stroke) {
            op("S");
        } else {
            op("n");
        }
    }

    void clip(boolean evenOdd) {
        op(evenOdd ? "W*" : "W");
        op("n");
    }

    void lineWidth(double w) {
        op(num(w), "w");
    }

    void lineCap(int cap) {
        op(Integer.toString(cap), "J");
    }

    void lineJoin(int join) {
        op(Integer.toString(join), "j");
    }

    void miterLimit(double limit) {
        op(num(limit), "M");
    }

    void dash(double[] array, double phase) {
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0; i < array.length; i++) {
            sb.append(i == 0 ? "" : " ").append(num(array[i]));
        }
        op(sb.append(']').toString(), num(phase), "d");
    }

    void fillRgb(Paint.Rgb c) {
        op(num(c.r()), num(c.g()), num(c.b()), "rg");
    }

    void strokeRgb(Paint.Rgb c) {
        op(num(c.r()), num(c.g()), num(c.b()), "RG");
    }

    void fillPattern(PDAbstractPattern pattern) {
        op("/Pattern", "cs", name(resources.add(pattern)), "scn");
    }

    void strokePattern(PDAbstractPattern pattern) {
        op("/Pattern", "CS", name(resources.add(pattern)), "SCN");
    }

    void graphicsState(PDExtendedGraphicsState state) {
        op(name(resources.add(state)), "gs");
    }

    void drawForm(PDFormXObject form) {
        op(name(resources.add(form)), "Do");
    }

    void beginText() {
        op("BT");
    }

    void endText() {
        op("ET");
    }

    void font(PDFont font, double size) {
        op(name(resources.add(font)), num(size), "Tf");
    }

    /** 0 fill, 1 stroke, 2 fill then stroke, 3 invisible. */
    void textRenderingMode(int mode) {
        op(Integer.toString(mode), "Tr");
    }

    void textMatrix(double a, double b, double c, double d, double e, double f) {
        op(num(a), num(b), num(c), num(d), num(e), num(f), "Tm");
    }

    /** Shows text the font can encode; callers substitute unsupported characters first. */
    void showText(PDFont font, String text) throws IOException {
        byte[] encoded = font.encode(text);
        if (font.willBeSubset()) {
            text.codePoints().forEach(font::addToSubset);
        }
        StringBuilder hex = new StringBuilder(encoded.length * 2 + 2).append('<');
        for (byte b : encoded) {
            hex.append(Character.forDigit((b >> 4) & 0xF, 16)).append(Character.forDigit(b & 0xF, 16));
        }
        op(hex.append('>').toString(), "Tj");
    }

    /** Writes everything so far, Flate-compressed, as the content of {@code stream}. */
    void writeTo(COSStream stream) throws IOException {
        try (OutputStream out = stream.createOutputStream(COSName.FLATE_DECODE)) {
            out.write(bytes, 0, length);
        }
    }

    byte[] toByteArray() {
        return Arrays.copyOf(bytes, length);
    }

    private void op(String... tokens) {
        for (int i = 0; i < tokens.length; i++) {
            if (i > 0) {
                put((byte) ' ');
            }
            write(tokens[i]);
        }
        put((byte) '\n');
    }

    private void write(String token) {
        byte[] ascii = token.getBytes(StandardCharsets.US_ASCII);
        if (length + ascii.length > bytes.length) {
            bytes = Arrays.copyOf(bytes, Math.max(bytes.length * 2, length + ascii.length));
        }
        System.arraycopy(ascii, 0, bytes, length, ascii.length);
        length += ascii.length;
    }

    private void put(byte b) {
        if (length == bytes.length) {
            bytes = Arrays.copyOf(bytes, bytes.length * 2);
        }
        bytes[length++] = b;
    }

    private static String name(COSName name) {
        return "/" + name.getName(); // resource keys PDFBox makes are plain ASCII (F1, gs1, p1, Form1)
    }

    /** Plain decimal, at most 5 fraction digits, no exponent: PDF has no exponent syntax. */
    static String num(double v) {
        if (!Double.isFinite(v)) {
            throw new SvgException("coordinate out of range: " + v);
        }
        if (Math.abs(v) < 5e-6) {
            return "0";
        }
        if (Math.abs(v) > 1e9) {
            throw new SvgException("coordinate out of range: " + v);
        }
        String s = Decimals.round5(v);
        if (s == null) {
            s = BigDecimal.valueOf(v).setScale(5, RoundingMode.HALF_EVEN).stripTrailingZeros().toPlainString();
        }
        return s.equals("-0") ? "0" : s;
    }
}

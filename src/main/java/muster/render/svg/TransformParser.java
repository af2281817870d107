package muster.render.svg;

import java.awt.geom.AffineTransform;
import java.util.ArrayList;
import java.util.List;

/** Parses SVG {@code transform} lists: matrix, translate, scale, rotate (with optional centre), skewX, skewY. */
final class TransformParser {

    private TransformParser() {
    }

    /** The attribute's transform, or identity when absent. */
    static AffineTransform attr(SvgElement element, String attribute) {
        String value = element.attr(attribute);
        if (value == null || value.isBlank()) {
            return new AffineTransform();
        }
        return parse(value, new Where(attribute, element));
    }

    static AffineTransform parse(String text, Object what) {
        AffineTransform result = new AffineTransform();
        int pos = 0;
        int n = text.length();
        while (true) {
            while (pos < n && (Character.isWhitespace(text.charAt(pos)) || text.charAt(pos) == ',')) {
                pos++;
            }
            if (pos >= n) {
                return result;
            }
            int nameStart = pos;
            while (pos < n && Character.isLetter(text.charAt(pos))) {
                pos++;
            }
            String name = text.substring(nameStart, pos);
            while (pos < n && Character.isWhitespace(text.charAt(pos))) {
                pos++;
            }
            if (name.isEmpty() || pos >= n || text.charAt(pos) != '(') {
                throw new SvgException("invalid transform \"" + text + "\" in " + what);
            }
            int close = text.indexOf(')', pos);
            if (close < 0) {
                throw new SvgException("missing ')' in transform \"" + text + "\" in " + what);
            }
            double[] a = numbers(text.substring(pos + 1, close), what);
            pos = close + 1;
            result.concatenate(single(name, a, text, what));
        }
    }

    private static AffineTransform single(String name, double[] a, String text, Object what) {
        switch (name) {
            case "matrix":
                arity(a, 6, 6, name, what);
                return new AffineTransform(a[0], a[1], a[2], a[3], a[4], a[5]);
            case "translate":
                arity(a, 1, 2, name, what);
                return AffineTransform.getTranslateInstance(a[0], a.length > 1 ? a[1] : 0);
            case "scale":
                arity(a, 1, 2, name, what);
                return AffineTransform.getScaleInstance(a[0], a.length > 1 ? a[1] : a[0]);
            case "rotate":
                if (a.length != 1 && a.length != 3) {
                    throw new SvgException("rotate() takes 1 or 3 numbers, got " + a.length + " in " + what);
                }
                double angle = Math.toRadians(a[0]);
                return a.length == 3
                        ? AffineTransform.getRotateInstance(angle, a[1], a[2])
                        : AffineTransform.getRotateInstance(angle);
            case "skewX":
                arity(a, 1, 1, name, what);
                return new AffineTransform(1, 0, Math.tan(Math.toRadians(a[0])), 1, 0, 0);
            case "skewY":
                arity(a, 1, 1, name, what);
                return new AffineTransform(1, Math.tan(Math.toRadians(a[0])), 0, 1, 0, 0);
            default:
                throw new SvgException("unknown transform function \"" + name + "\" in \"" + text + "\" in " + what);
        }
    }

    private static void arity(double[] a, int min, int max, String name, Object what) {
        if (a.length < min || a.length > max) {
            throw new SvgException(name + "() takes " + (min == max ? "" + min : min + " or " + max)
                    + " numbers, got " + a.length + " in " + what);
        }
    }

    static double[] numbers(String text, Object what) {
        NumberScanner scanner = new NumberScanner(text, what);
        List<Double> values = new ArrayList<>();
        while (scanner.hasMore()) {
            values.add(scanner.nextNumber());
        }
        double[] result = new double[values.size()];
        for (int i = 0; i < result.length; i++) {
            result[i] = values.get(i);
        }
        return result;
    }
}

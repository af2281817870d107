package muster.render.svg;

/** One absolute path command in PDF's vocabulary: everything SVG has reduces to these four. */
sealed interface PathSegment {

    record MoveTo(double x, double y) implements PathSegment {
    }

    record LineTo(double x, double y) implements PathSegment {
    }

    record CubicTo(double x1, double y1, double x2, double y2, double x, double y) implements PathSegment {
    }

    record Close() implements PathSegment {
    }
}

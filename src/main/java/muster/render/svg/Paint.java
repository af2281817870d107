package muster.render.svg;

/** A computed {@code fill} or {@code stroke}. */
sealed interface Paint {

    None NONE = new None();
    Rgb BLACK = new Rgb(0, 0, 0, 1);

    record None() implements Paint {
    }

    /** Components 0..1; alpha from {@code rgba()} or 8-digit hex, multiplied into the paint's opacity. */
    record Rgb(double r, double g, double b, double alpha) implements Paint {
    }

    /** {@code url(#id)}, with the colour to use when the reference cannot be honoured. */
    record Url(String id, Paint fallback) implements Paint {
    }

    /** {@code currentColor}: resolved against the element's {@code color} when drawing. */
    record CurrentColor() implements Paint {
    }
}

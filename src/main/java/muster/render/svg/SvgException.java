package muster.render.svg;

/** Malformed, unsafe or unsupported SVG input; the message names the offending element where there is one. */
public final class SvgException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public SvgException(String message) {
        super(message);
    }

    public SvgException(String message, Throwable cause) {
        super(message, cause);
    }
}

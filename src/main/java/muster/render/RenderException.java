package muster.render;

/** A pack could not be rendered: a template error, a broken template folder, a layout failure. */
public final class RenderException extends Exception {

    private static final long serialVersionUID = 1L;

    public RenderException(String message, Throwable cause) {
        super(message, cause);
    }

    public RenderException(String message) {
        super(message);
    }
}

package muster.render;

/** A pack could not be rendered: a template error, a broken template folder, a layout failure or one over its budget. */
public final class RenderException extends Exception {

    private static final long serialVersionUID = 1L;

    private final boolean overBudget;

    public RenderException(String message, Throwable cause) {
        super(message, cause);
        this.overBudget = false;
    }

    public RenderException(String message) {
        this(message, false);
    }

    private RenderException(String message, boolean overBudget) {
        super(message);
        this.overBudget = overBudget;
    }

    /** A file that would cost more to lay out than {@link LayoutBudget} allows. */
    static RenderException overBudget(String message) {
        return new RenderException(message, true);
    }

    /** Whether the file was refused for its size or time rather than for an error. */
    public boolean overBudget() {
        return overBudget;
    }
}

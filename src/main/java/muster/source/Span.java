package muster.source;

/** A position in a source file: 1-based line and column, as a compiler prints them. */
public record Span(String file, int line, int column) {

    public static final Span NONE = new Span("", 0, 0);

    public Span {
        if (file == null) {
            throw new IllegalArgumentException("file");
        }
    }

    public static Span of(String file, int line, int column) {
        return new Span(file, line, column);
    }

    public boolean isKnown() {
        return line > 0;
    }

    @Override
    public String toString() {
        return isKnown() ? file + ":" + line + ":" + column : file;
    }
}

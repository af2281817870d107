package muster.source;

/**
 * A range in a source file, from a start to an end, each a 1-based line and column; the end is
 * the column just after the last character, so an editor can underline the whole value. Printed
 * with its start only, as a compiler prints a position: {@code file:line:col}. A point span
 * (end at its start) marks a place rather than a value.
 */
public record Span(String file, int line, int column, int endLine, int endColumn) {

    public static final Span NONE = new Span("", 0, 0, 0, 0);

    public Span {
        if (file == null) {
            throw new IllegalArgumentException("file");
        }
        if (endLine < line || endLine == line && endColumn < column) {
            throw new IllegalArgumentException("a span ends before it starts: " + line + ":" + column + " to " + endLine + ":"
                    + endColumn);
        }
    }

    /** A point: the span starts and ends at one place. */
    public static Span of(String file, int line, int column) {
        return new Span(file, line, column, line, column);
    }

    /** A finding about a whole file, printed as its name alone. */
    public static Span wholeFile(String file) {
        return new Span(file, 0, 0, 0, 0);
    }

    public static Span of(String file, int line, int column, int endLine, int endColumn) {
        return new Span(file, line, column, endLine, endColumn);
    }

    /** From this span's start to the end of {@code last}, or of this span when that ends later. */
    public Span through(Span last) {
        boolean later = last.endLine > endLine || last.endLine == endLine && last.endColumn > endColumn;
        return later ? new Span(file, line, column, last.endLine, last.endColumn) : this;
    }

    /** The point where this span starts. */
    public Span start() {
        return of(file, line, column);
    }

    public boolean isPoint() {
        return endLine == line && endColumn == column;
    }

    public boolean isKnown() {
        return line > 0;
    }

    @Override
    public String toString() {
        return isKnown() ? file + ":" + line + ":" + column : file;
    }
}

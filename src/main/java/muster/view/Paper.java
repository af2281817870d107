package muster.view;

import java.util.Locale;
import java.util.Optional;

/** The paper sizes muster prints on, in inches, portrait. */
public enum Paper {
    LETTER("letter", "Letter", 8.5, 11.0),
    A4("a4", "A4", 210 / 25.4, 297 / 25.4);

    private final String word;
    private final String cssName;
    private final double width;
    private final double height;

    Paper(String word, String cssName, double width, double height) {
        this.word = word;
        this.cssName = cssName;
        this.width = width;
        this.height = height;
    }

    public String word() {
        return word;
    }

    /** The name CSS {@code @page size} understands. */
    public String cssName() {
        return cssName;
    }

    public double width() {
        return width;
    }

    public double height() {
        return height;
    }

    public static Optional<Paper> of(String word) {
        for (Paper p : values()) {
            if (p.word.equals(word.toLowerCase(Locale.ROOT))) {
                return Optional.of(p);
            }
        }
        return Optional.empty();
    }
}

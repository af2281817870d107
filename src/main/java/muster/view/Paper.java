package muster.view;

import java.util.Optional;
import muster.rules.Word;

/**
 * The page sizes muster lays pages out on, in inches, portrait: the papers a user prints on
 * ({@code --paper}: Letter and A4), and the smaller pages of a booklet (A5, half-letter, 6 x 9 in),
 * each laid out for its own size rather than reduced from a larger one.
 */
public enum Paper implements Word {
    LETTER("letter", "Letter", 8.5, 11.0, true),
    A4("a4", "A4", 210 / 25.4, 297 / 25.4, true),
    A5("a5", "A5", 148 / 25.4, 210 / 25.4, false),
    HALF_LETTER("half-letter", "5.5in 8.5in", 5.5, 8.5, false),
    SIX_BY_NINE("6x9in", "6in 9in", 6, 9, false);

    private final String word;
    private final String cssName;
    private final double width;
    private final double height;
    private final boolean printer;

    Paper(String word, String cssName, double width, double height, boolean printer) {
        this.word = word;
        this.cssName = cssName;
        this.width = width;
        this.height = height;
        this.printer = printer;
    }

    @Override
    public String word() {
        return word;
    }

    /** The portrait page as CSS {@code @page size} takes it: a name ("A4") or two lengths. */
    public String cssName() {
        return cssName;
    }

    /** The same page turned landscape, for CSS {@code @page size}. */
    public String landscapeCss() {
        return printer || this == A5 ? cssName + " landscape" : Num.fmt(height, 4) + "in " + Num.fmt(width, 4) + "in";
    }

    public double width() {
        return width;
    }

    public double height() {
        return height;
    }

    /** The paper half this one, folded across its length: what a saddle-stitched booklet's pages are on it. */
    public Paper half() {
        return this == A4 ? A5 : HALF_LETTER;
    }

    /** A paper a user prints on, by its word ("letter", "A4"); the smaller booklet pages are not among them. */
    public static Optional<Paper> of(String word) {
        return Word.typed(values(), word).filter(p -> p.printer);
    }
}

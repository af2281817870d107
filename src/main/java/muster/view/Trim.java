package muster.view;

import java.util.Optional;
import muster.rules.Word;

/**
 * The trimmed page sizes a booklet can be printed at, each laid out on a page of its own size
 * (an A5 booklet's type is set for A5, not reduced from A4).
 */
public enum Trim implements Word {
    LETTER("letter", "Letter", Paper.LETTER),
    A4("a4", "A4", Paper.A4),
    A5("a5", "A5", Paper.A5),
    HALF_LETTER("half-letter", "half letter (5.5 x 8.5 in)", Paper.HALF_LETTER),
    SIX_BY_NINE("6x9in", "6 x 9 in", Paper.SIX_BY_NINE);

    private final String word;
    private final String title;
    private final Paper layout;

    Trim(String word, String title, Paper layout) {
        this.word = word;
        this.title = title;
        this.layout = layout;
    }

    @Override
    public String word() {
        return word;
    }

    /** As the colophon names it: "A5", "6 x 9 in". */
    public String title() {
        return title;
    }

    /** Width in points. */
    public double width() {
        return layout.width() * 72;
    }

    /** Height in points. */
    public double height() {
        return layout.height() * 72;
    }

    /** The page the booklet is laid out on: the trim's own size. */
    public Paper layout() {
        return layout;
    }

    public static Optional<Trim> of(String word) {
        return Word.typed(values(), word);
    }

    /** The trim that is a whole paper size, for a booklet printed without --trim. */
    public static Trim of(Paper paper) {
        for (Trim t : values()) {
            if (t.layout == paper) {
                return t;
            }
        }
        throw new IllegalArgumentException("no trim for " + paper);
    }
}

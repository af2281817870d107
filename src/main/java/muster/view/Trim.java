package muster.view;

import java.util.Locale;
import java.util.Optional;

/**
 * The trimmed page sizes a booklet can be printed at, in points, portrait, each with the paper its
 * pages are laid out on first: a trim smaller than Letter or A4 gets that paper's pages reduced to
 * fit (A5 is A4 at 1/&#8730;2 exactly; 6 x 9 in is Letter at 6/8.5, centred on the taller page).
 */
public enum Trim {
    LETTER("letter", "Letter", 612, 792, Paper.LETTER),
    A4("a4", "A4", 210 * 72 / 25.4, 297 * 72 / 25.4, Paper.A4),
    A5("a5", "A5", 148 * 72 / 25.4, 210 * 72 / 25.4, Paper.A4),
    SIX_BY_NINE("6x9in", "6 x 9 in", 432, 648, Paper.LETTER);

    private final String word;
    private final String title;
    private final double width;
    private final double height;
    private final Paper layout;

    Trim(String word, String title, double width, double height, Paper layout) {
        this.word = word;
        this.title = title;
        this.width = width;
        this.height = height;
        this.layout = layout;
    }

    public String word() {
        return word;
    }

    /** As the colophon names it: "A5", "6 x 9 in". */
    public String title() {
        return title;
    }

    /** Width in points. */
    public double width() {
        return width;
    }

    /** Height in points. */
    public double height() {
        return height;
    }

    /** The paper the pages are laid out on before they are fitted to this trim. */
    public Paper layout() {
        return layout;
    }

    /** How much the layout paper's pages are reduced to fit this trim: 1 when they fit as they are. */
    public double reduction() {
        return Math.min(1, Math.min(width / (layout.width() * 72), height / (layout.height() * 72)));
    }

    public static Optional<Trim> of(String word) {
        for (Trim t : values()) {
            if (t.word.equals(word.toLowerCase(Locale.ROOT))) {
                return Optional.of(t);
            }
        }
        return Optional.empty();
    }

    /** The trim that is a whole paper size, for a booklet printed without --trim. */
    public static Trim of(Paper paper) {
        return paper == Paper.A4 ? A4 : LETTER;
    }
}

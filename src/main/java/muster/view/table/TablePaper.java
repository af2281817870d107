package muster.view.table;

import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import muster.view.Num;
import muster.view.Paper;

/**
 * The paper the table map is tiled onto, in inches, portrait: a cut sheet (home sizes, or a print
 * shop's tabloid and A3 to A0) or a plotter's roll, whose width is fixed and whose length is cut to
 * what the map needs, up to {@link #MAX_LENGTH}.
 *
 * @param name as the index page prints it ("Letter", "A0", "a 36 in roll")
 * @param width across the paper
 * @param height down a cut sheet; a roll's longest page
 * @param roll whether the length is cut to fit
 */
public record TablePaper(String name, double width, double height, boolean roll) {

    /** The longest page a PDF may hold (14,400 units), in inches. */
    static final double MAX_LENGTH = 200;
    static final double MIN_ROLL = 10;
    static final double MAX_ROLL = 100;

    private static final Pattern ROLL = Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*(in|mm)");

    /** The sizes {@code --table-paper} names, as a usage message lists them. */
    public static final String WORDS = "letter, a4, tabloid, a3, a2, a1, a0, or a roll width such as 36in or 914mm";

    /** The same paper as the rest of the pack. */
    public static TablePaper of(Paper paper) {
        return new TablePaper(paper.cssName(), paper.width(), paper.height(), false);
    }

    /** A size by its word (letter, a4, tabloid, a3 ... a0) or a roll's width ("36in", "914mm", 10 to 100 inches). */
    public static Optional<TablePaper> parse(String word) {
        String w = word.strip().toLowerCase(Locale.ROOT);
        Optional<Paper> home = Paper.of(w);
        if (home.isPresent()) {
            return Optional.of(of(home.get()));
        }
        switch (w) {
            case "tabloid":
                return Optional.of(new TablePaper("tabloid", 11, 17, false));
            case "a3":
                return Optional.of(mm("A3", 297, 420));
            case "a2":
                return Optional.of(mm("A2", 420, 594));
            case "a1":
                return Optional.of(mm("A1", 594, 841));
            case "a0":
                return Optional.of(mm("A0", 841, 1189));
            default:
                break;
        }
        Matcher m = ROLL.matcher(w);
        if (!m.matches()) {
            return Optional.empty();
        }
        double value = Double.parseDouble(m.group(1));
        double inches = m.group(2).equals("mm") ? value / 25.4 : value;
        if (inches < MIN_ROLL || inches > MAX_ROLL) {
            return Optional.empty();
        }
        String shown = m.group(2).equals("mm") ? Num.fmt(value, 1) + " mm" : Num.fmt(value, 2) + " in";
        return Optional.of(new TablePaper("a " + shown + " roll", inches, MAX_LENGTH, true));
    }

    private static TablePaper mm(String name, double w, double h) {
        return new TablePaper(name, w / 25.4, h / 25.4, false);
    }
}

package muster.rulesets.hatsoff;

import java.util.Optional;
import muster.rules.EnumWord;
import muster.rules.Word;

/**
 * How many men a figure stands for. The seed's scale is 25 men a figure; its optional rule puts
 * Americans at 20 and Spaniards at 30 (companies of about 100 and 180 men). Cubans and Filipinos
 * stay at 25 (see house reading "Optional figure ratio"). Gun and machine-gun crews are always 10 men a
 * figure.
 */
public enum FigureRatio implements EnumWord {
    STANDARD("every army at 1 figure = 25 men"),
    BY_NATION("US 1:20, Spanish 1:30, everyone else 1:25 (the rules' optional ratio)");

    public static final int STANDARD_MEN = 25;
    public static final int US_MEN = 20;
    public static final int SPANISH_MEN = 30;
    public static final int CREW_MEN = 10;

    private final String meaning;

    FigureRatio(String meaning) {
        this.meaning = meaning;
    }

    public String meaning() {
        return meaning;
    }

    /** Men per figure of infantry and cavalry of {@code nation}. */
    public int menPerFigure(String nation) {
        if (this == BY_NATION) {
            if (nation.equals("us")) {
                return US_MEN;
            }
            if (nation.equals("spain")) {
                return SPANISH_MEN;
            }
        }
        return STANDARD_MEN;
    }

    public static Optional<FigureRatio> of(String word) {
        return Word.find(values(), word);
    }
}

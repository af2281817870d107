package muster.rulesets.hatsoff;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import muster.rules.Term;
import muster.scenario.Option;
import muster.scenario.Scenario;

/**
 * The switches a hatsoff scenario may set under {@code options:}: the seed's optional figure
 * ratios, its optional battery ammunition rule, and how many rounds of fire (at most the seed's
 * twenty) each army's infantry and cavalry bring. HAT-006 checks the values; a bad value reads as
 * the default everywhere else.
 */
public final class Options {

    public static final String FIGURE_RATIO = "figure-ratio";
    public static final String ARTILLERY_AMMO = "artillery-ammo";
    public static final String ROUNDS_PREFIX = "rounds-";
    public static final List<String> ROUND_NATIONS = List.of("us", "spain", "cuba", "philippines");
    static final List<String> TRUE = List.of("true", "yes", "on");
    static final List<String> FALSE = List.of("false", "no", "off");

    private Options() {
    }

    /** The option keys with the values each takes, for the rule set's vocabulary. */
    public static List<Term> terms() {
        List<Term> out = new ArrayList<>();
        out.add(new Term(FIGURE_RATIO, "standard (default: 25 men a figure) or by-nation (US 20, Spanish 30, others 25)"));
        out.add(new Term(ARTILLERY_AMMO, "true or false (default): batteries roll 2D10 rounds of shell and 1D10 of canister before play"));
        for (String n : ROUND_NATIONS) {
            out.add(new Term(ROUNDS_PREFIX + n, "1 to " + Organisation.MAX_ROUNDS + " (default " + Organisation.MAX_ROUNDS
                    + "): rounds of fire each " + n + " infantry or cavalry unit brings"));
        }
        return out;
    }

    public static FigureRatio ratio(Scenario s) {
        return s.option(FIGURE_RATIO).flatMap(o -> FigureRatio.of(o.value())).orElse(FigureRatio.STANDARD);
    }

    public static boolean artilleryAmmo(Scenario s) {
        return s.option(ARTILLERY_AMMO).flatMap(Options::flag).orElse(false);
    }

    /** Rounds of fire a unit of {@code nation} starts with. */
    public static int rounds(Scenario s, String nation) {
        return s.option(ROUNDS_PREFIX + nation).flatMap(Options::roundCount).orElse(Organisation.MAX_ROUNDS);
    }

    static Optional<Boolean> flag(Option o) {
        String v = o.value().toLowerCase(Locale.ROOT);
        return TRUE.contains(v) ? Optional.of(true) : FALSE.contains(v) ? Optional.of(false) : Optional.empty();
    }

    static Optional<Integer> roundCount(Option o) {
        try {
            int n = Integer.parseInt(o.value().trim());
            return n >= 1 && n <= Organisation.MAX_ROUNDS ? Optional.of(n) : Optional.empty();
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }
}

package muster.rulesets.hatsoff;

import java.util.List;
import muster.rules.Fraction;

/**
 * The seed's organisation: 3-figure stands are platoons, 2 platoons a company, 4 companies and a
 * 3-figure command stand a battalion; a gun casting is 2 guns and its section 30 men; a
 * machine-gun section 2 guns and 30 men; 5 men must stay with each gun for it to fire.
 */
public final class Organisation {

    public static final int FIGURES_PER_STAND = 3;
    public static final int STANDS_PER_COMPANY = 2;
    public static final int COMPANIES_PER_BATTALION = 4;
    public static final int COMMAND_STAND_FIGURES = 3;
    public static final int GUNS_PER_CASTING = 2;
    public static final int MEN_PER_GUN_SECTION = 30;
    public static final int GUNS_PER_MG_SECTION = 2;
    public static final int MEN_PER_MG_SECTION = 30;
    public static final int MEN_TO_WORK_A_GUN = 5;
    /** The seed's standard company and cavalry squadron (2 troops). */
    public static final int COMPANY_MEN = 150;
    public static final int SQUADRON_MEN = 150;
    /** Mounted cavalry that dismounts during play leaves a quarter of its men with the horses. */
    public static final Fraction HORSE_HOLDERS = Fraction.of(1, 4);
    /** Infantry may fire at most this many rounds in a game. */
    public static final int MAX_ROUNDS = 20;
    /** Small arms count the full fifties of men firing. */
    public static final int MEN_PER_FIFTY = 50;

    /** A level of the paper organisation: its stands and figures (men follow from the figure ratio). */
    public record Level(String name, int stands, int figures) {

        public int men(int menPerFigure) {
            return figures * menPerFigure;
        }
    }

    public static final List<Level> LEVELS = List.of(
            new Level("platoon (one stand)", 1, FIGURES_PER_STAND),
            new Level("company (2 platoons)", STANDS_PER_COMPANY, STANDS_PER_COMPANY * FIGURES_PER_STAND),
            new Level("battalion (4 companies and a command stand)", COMPANIES_PER_BATTALION * STANDS_PER_COMPANY + 1,
                    COMPANIES_PER_BATTALION * STANDS_PER_COMPANY * FIGURES_PER_STAND + COMMAND_STAND_FIGURES),
            new Level("cavalry troop (one stand)", 1, FIGURES_PER_STAND),
            new Level("cavalry squadron (2 troops)", STANDS_PER_COMPANY, STANDS_PER_COMPANY * FIGURES_PER_STAND));

    private Organisation() {
    }

    /** Full fifties of {@code men}, as small arms count them. */
    public static int fifties(int men) {
        return Math.max(0, men) / MEN_PER_FIFTY;
    }

    /** Full fifties an assault column fires: its lead company's only. */
    public static int assaultColumnFifties(int men, int menPerFigure) {
        int company = STANDS_PER_COMPANY * FIGURES_PER_STAND * menPerFigure;
        return fifties(Math.min(men, company));
    }

    /** Men who can stay in the firing line when mounted cavalry dismounts: three quarters, rounded down. */
    public static int dismountedFiring(int men) {
        return (int) Fraction.ONE.minus(HORSE_HOLDERS).times(men).floor();
    }
}

package muster.rulesets.mexicanrevolution;

import java.time.LocalDate;

/** The years the rules cover, and when Carrancistas may start to use barbed wire. */
public final class Period {

    public static final int FIRST_YEAR = 1910;
    public static final int LAST_YEAR = 1920;
    /** Barbed wire for Carrancistas "after 1915", read as from this date (house reading "Barbed wire date"). */
    public static final LocalDate WIRE_FROM = LocalDate.of(1915, 1, 1);
    public static final String WIRE_NATION = "carrancista";

    private Period() {
    }

    public static boolean inPeriod(LocalDate date) {
        return date.getYear() >= FIRST_YEAR && date.getYear() <= LAST_YEAR;
    }

    public static boolean wireAllowed(LocalDate date, String nation) {
        return WIRE_NATION.equals(nation) && !date.isBefore(WIRE_FROM);
    }
}

package muster.rulesets.sawquickplay;

import java.util.List;
import muster.rules.HouseReading;
import muster.rules.HouseReadings;

/**
 * Every decision we make where the saw-quickplay text is silent, cut short or unclear. Each is
 * written once, in readings.yaml beside this class, printed on the quick-reference sheet, and
 * tested where it changes a check or a number.
 */
public final class Interpretations {

    public static final List<HouseReading> ALL = HouseReadings.of(Interpretations.class);

    private Interpretations() {
    }
}

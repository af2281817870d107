package muster.rulesets.splendidlittlewar;

import java.util.List;
import muster.rules.HouseReading;
import muster.rules.HouseReadings;

/**
 * Every decision we make where the splendid-little-war text is silent or unclear. Each is written
 * once, in readings.yaml beside this class, printed on the quick-reference chart, listed by {@code
 * muster rulesets splendid-little-war --format json}, and tested where it changes a check or a
 * number.
 */
public final class Interpretations {

    public static final List<HouseReading> ALL = HouseReadings.of(Interpretations.class);

    private Interpretations() {
    }
}

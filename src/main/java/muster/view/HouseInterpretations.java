package muster.view;

import java.util.ArrayList;
import java.util.List;
import muster.rules.HouseReading;
import muster.rules.HouseReadings;
import muster.scenario.Scenario;

/**
 * The chart section that prints a rule set's house readings that bear on the scenario (each reading
 * says what it concerns: a nation, a type, a weapon, a terrain kind, an option), one note each after
 * a line of introduction.
 */
public final class HouseInterpretations {

    private HouseInterpretations() {
    }

    /** The readings of {@code readings} that concern {@code scenario}, in their order; empty when none does. */
    public static List<HouseReading> printed(List<? extends HouseReading> readings, Scenario scenario) {
        return HouseReadings.concerning(List.copyOf(readings), scenario);
    }

    public static Chart.Section section(String intro, List<? extends HouseReading> readings, Scenario scenario) {
        List<Chart.Block> blocks = new ArrayList<>();
        blocks.add(new Chart.Para(intro));
        for (HouseReading r : printed(readings, scenario)) {
            blocks.add(new Chart.Note(r.topic(), r.text()));
        }
        return new Chart.Section("House interpretations", blocks);
    }
}

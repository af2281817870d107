package muster.view;

import java.util.ArrayList;
import java.util.List;
import muster.rules.HouseReading;

/** The chart section that prints a rule set's house readings, one note each after a line of introduction. */
public final class HouseInterpretations {

    private HouseInterpretations() {
    }

    public static Chart.Section section(String intro, List<? extends HouseReading> readings) {
        List<Chart.Block> blocks = new ArrayList<>();
        blocks.add(new Chart.Para(intro));
        for (HouseReading r : readings) {
            blocks.add(new Chart.Note(r.topic(), r.text()));
        }
        return new Chart.Section("House interpretations", blocks);
    }
}

package muster.view.table;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import muster.rulesets.Checks;
import muster.scenario.Scenario;
import muster.scenario.load.ScenarioLoader;
import muster.view.Paper;
import muster.view.map.MapView;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A grid square's name on a table sheet stands apart from the map's words, half its own height or more, so it never reads
 * as a line of a name (at 8cd6a0e Torreón's sheet 1 had "B7" under "Slopes of the Cerro de San Ignacio, level 1", 5 points
 * below it).
 */
class ReferenceSpaceTest {

    @ParameterizedTest
    @ValueSource(strings = {"scenarios/torreon-1914.yaml", "scenarios/el-caney.yaml", "scenarios/san-juan-heights.yaml",
            "scenarios/las-guasimas.yaml", "scenarios/teddys-wild-ride.yaml", "src/test/resources/authors/mexican-revolution-2.yaml"})
    void aSquaresNameKeepsOffTheMapsWords(String file) {
        Scenario s = ScenarioLoader.load(Path.of(file), file).scenario().orElseThrow();
        for (Paper paper : List.of(Paper.LETTER, Paper.A4)) {
            TableView t = TableLayout.layout(s, Checks.sheets(s), paper, 1, true);
            List<double[]> words = new ArrayList<>();
            List<MapView.Words> all = new ArrayList<>(t.maps().map().captions().labels());
            t.maps().map().pieces().zones().forEach(z -> all.add(z.caption()));
            t.maps().map().pieces().objectives().forEach(o -> all.add(o.caption()));
            for (MapView.Words w : all) {
                for (MapView.TextLine l : w.lines()) {
                    words.add(PlainSheets.wordBox(num(l.x()), num(l.y()), l.text(), w.anchor(), num(w.size())));
                }
            }
            List<String> near = new ArrayList<>();
            for (TableView.Sheet sheet : t.sheets()) {
                TableView.Place shown = sheet.map().shown();
                for (TableView.Text r : sheet.overlay().references()) {
                    if (!r.role().equals("grid-ref")) {
                        continue;
                    }
                    double size = num(r.size());
                    double[] b = PlainSheets.wordBox(num(r.x()) - Tiling.MARGIN + shown.x(), num(r.y()) - Tiling.MARGIN + shown.y(), r.text(),
                            r.anchor(), size);
                    for (double[] w : words) {
                        double gap = Math.max(Math.max(w[0] - b[2], b[0] - w[2]), Math.max(w[1] - b[3], b[1] - w[3]));
                        if (gap < size / 2) {
                            near.add(sheet.name() + " " + r.text() + " " + Math.round(gap) + " pt from words");
                        }
                    }
                }
            }
            assertEquals(List.of(), near, file + " on " + paper.cssName());
        }
    }

    private static double num(String s) {
        return Double.parseDouble(s);
    }
}

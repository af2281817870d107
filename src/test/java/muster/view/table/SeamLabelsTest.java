package muster.view.table;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import muster.rulesets.Checks;
import muster.scenario.Scenario;
import muster.scenario.load.ScenarioLoader;
import muster.view.Paper;
import muster.view.TextWidth;
import muster.view.map.MapView;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * No name on the table map is cut between two sheets of paper: a label is set off the seams where the sheets meet
 * (at ffc04e2, "Slopes of the Cerro de San Ignac" | "cio (1)" printed on Torreón's sheets 1 and 2; 42 names in these seven
 * scenarios on Letter lay across a seam, now one).
 */
class SeamLabelsTest {

    @ParameterizedTest
    @ValueSource(strings = {"scenarios/torreon-1914.yaml", "scenarios/el-caney.yaml", "scenarios/san-juan-heights.yaml",
            "scenarios/las-guasimas.yaml", "scenarios/teddys-wild-ride.yaml", "src/test/resources/authors/mexican-revolution-2.yaml",
            "src/test/resources/authors/hatsoff-2.yaml"})
    void noLabelLiesAcrossASeam(String file) {
        for (Map.Entry<Paper, TableView> e : tables(file).entrySet()) {
            Paper paper = e.getKey();
            TableView t = e.getValue();
            TreeSet<Double> xs = seams(t, true);
            TreeSet<Double> ys = seams(t, false);
            List<String> cut = new ArrayList<>();
            for (MapView.Words w : words(t.maps().map())) {
                for (MapView.TextLine line : w.lines()) {
                    double size = Double.parseDouble(w.size());
                    // terrain and orders are set regular (italic has the same widths), the rest bold
                    boolean regular = Set.of("area", "feature", "line-feature", "order-label", "reach-label").contains(w.role().split(" ")[0]);
                    double width = (regular ? TextWidth.SANS : TextWidth.SANS_BOLD).of(line.text(), size);
                    double x = Double.parseDouble(line.x());
                    double y = Double.parseDouble(line.y());
                    double x1 = w.anchor().equals("middle") ? x - width / 2 : w.anchor().equals("end") ? x - width : x;
                    if (xs.stream().anyMatch(v -> x1 + 1 < v && v < x1 + width - 1) || ys.stream().anyMatch(v -> y - 0.7 * size < v && v < y)) {
                        cut.add(line.text());
                    }
                }
            }
            assertEquals(List.of(), cut, file + " on " + paper.cssName());
        }
    }

    /** At 5bc0734 the ball thrower's note on an author's El Caney ran from sheet 5 onto sheet 6, cut after "thro". */
    @ParameterizedTest
    @ValueSource(strings = {"scenarios/teddys-wild-ride.yaml", "src/test/resources/authors/junior-general-4.yaml",
            "src/test/resources/authors/junior-general-1.yaml"})
    void noEdgeNoteLiesAcrossASeam(String file) {
        for (Map.Entry<Paper, TableView> e : tables(file).entrySet()) {
            Paper paper = e.getKey();
            TableView t = e.getValue();
            TreeSet<Double> xs = seams(t, true);
            TreeSet<Double> ys = seams(t, false);
            List<MapView.EdgeText> notes = t.maps().map().captions().edgeNotes();
            assertEquals(false, notes.isEmpty(), file + ": the rule set's edge note");
            for (MapView.EdgeText n : notes) {
                double size = Double.parseDouble(n.size());
                double half = n.lines().stream().mapToDouble(l -> TextWidth.SANS_BOLD.of(l.text(), size)).max().orElse(0) / 2;
                double at = Double.parseDouble(n.rotate().equals("0") ? n.x() : n.y());
                TreeSet<Double> seams = n.rotate().equals("0") ? xs : ys;
                assertEquals(List.of(), seams.stream().filter(v -> at - half < v && v < at + half).toList(),
                        file + " on " + paper.cssName() + ": '" + n.text() + "' from " + (at - half) + " to " + (at + half));
            }
        }
    }

    /** The scenario's table laid out on Letter and on A4. */
    private static Map<Paper, TableView> tables(String file) {
        Scenario s = ScenarioLoader.load(Path.of(file), file).scenario().orElseThrow();
        Map<Paper, TableView> out = new LinkedHashMap<>();
        for (Paper paper : List.of(Paper.LETTER, Paper.A4)) {
            out.put(paper, TableLayout.layout(s, Checks.sheets(s), paper, 1, true));
        }
        return out;
    }

    /** Where the sheets meet on the table map, in its drawing points: the upright seams ({@code across}) or the level ones. */
    private static TreeSet<Double> seams(TableView t, boolean across) {
        TreeSet<Double> out = new TreeSet<>();
        for (TableView.Sheet sheet : t.sheets()) {
            TableView.Place shown = sheet.map().shown();
            if (across && sheet.column() < t.columns()) {
                out.add(shown.x() + shown.width());
            }
            if (!across && sheet.row() < t.rows()) {
                out.add(shown.y() + shown.height());
            }
        }
        return out;
    }

    private static List<MapView.Words> words(MapView map) {
        List<MapView.Words> out = new ArrayList<>(map.captions().labels());
        map.pieces().zones().forEach(z -> out.add(z.caption()));
        map.pieces().objectives().forEach(o -> out.add(o.caption()));
        return out;
    }
}

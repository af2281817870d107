package muster.view.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import muster.rulesets.Checks;
import muster.scenario.Point;
import muster.scenario.Scenario;
import muster.scenario.Shape;
import muster.scenario.Terrain;
import muster.scenario.load.ScenarioLoader;
import muster.view.Paper;
import muster.view.Words;
import muster.view.map.MapView;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * A sheet that would print one ground and nothing else (jungle, a field) is left out like a sheet of open ground, and the
 * index names the ground in its place: at a092b73 Las Guasimas printed all 50 of its sheets, 16 of them bare jungle (eight
 * crossed by a deployment line square to the table's edge, which the index places for a pencil).
 */
class GroundSheetsTest {

    @Test
    void lasGuasimasLeavesOutItsSheetsOfBareJungleAndTheIndexNamesThem() {
        TableView t = layout("scenarios/las-guasimas.yaml");
        assertEquals(34, t.sheets().size());
        assertEquals(16, t.plain());
        List<String> marks = t.index().texts().stream().filter(x -> x.role().equals("index-blank")).map(TableView.Text::text).toList();
        assertEquals(java.util.Collections.nCopies(16, "jungle"), marks);
        String notes = String.join(" ", t.index().texts().stream().filter(x -> x.role().equals("index-note")).map(TableView.Text::text).toList());
        assertTrue(notes.contains("16 sheets show only jungle and are not printed"), notes);
        // the American zone's line, 11 in from the south edge, crosses five of them: the index says where to rule it
        assertTrue(notes.contains("the deployment line runs 11 in from the table's south edge across sheets 31, 32, 34, 36, 39 and 40,"
                + " which are not printed: rule it in pencil on the sheets laid in their places."), notes);
        // the line is ruled on the paper laid where a sheet is left out, not on a sheet the reader was told not to print
        assertTrue(!notes.contains("rule it there"), notes);
    }

    /** Measured on the scenario itself, in table inches: every place the index names a ground lies wholly in an area of it. */
    @TestFactory
    Stream<DynamicTest> everyPlaceTheIndexNamesAGroundLiesWhollyInThatGround() throws IOException {
        List<Path> files = new ArrayList<>();
        for (Path dir : List.of(Path.of("scenarios"), Path.of("src/test/resources/authors"))) {
            try (Stream<Path> s = Files.list(dir)) {
                s.filter(p -> p.toString().endsWith(".yaml")).sorted().forEach(files::add);
            }
        }
        return files.stream().map(file -> DynamicTest.dynamicTest(file.toString(), () -> {
            Scenario s = ScenarioLoader.load(file, file.toString()).scenario().orElseThrow();
            TableView t = TableLayout.layout(s, Checks.sheets(s), Paper.LETTER, 1, true);
            MapView.Frame frame = t.maps().overview().frame();
            double per = 72.0 / frame.scale();
            double left = t.index().overviewAt().x() + num(frame.table().x());
            double top = t.index().overviewAt().y() + num(frame.table().y());
            for (TableView.Box b : t.index().boxes().stream().filter(x -> x.role().equals("index-plain")).toList()) {
                double x1 = num(b.x());
                double x2 = x1 + num(b.width());
                String ground = t.index().texts().stream().filter(x -> x.role().equals("index-blank"))
                        .filter(x -> num(x.x()) > x1 && num(x.x()) < x2 && num(x.y()) > num(b.y()) && num(x.y()) < num(b.y()) + num(b.height()))
                        .map(TableView.Text::text).findFirst().orElse("blank");
                if (ground.equals("blank")) {
                    continue;
                }
                double[][] corners = {{x1 + 1, num(b.y()) + 1}, {x2 - 1, num(b.y()) + 1}, {x2 - 1, num(b.y()) + num(b.height()) - 1},
                    {x1 + 1, num(b.y()) + num(b.height()) - 1}, {(x1 + x2) / 2, num(b.y()) + num(b.height()) / 2}};
                for (double[] c : corners) {
                    double x = (c[0] - left) / per;
                    double y = s.table().depth() - (c[1] - top) / per;
                    List<String> under = s.terrain().stream().filter(tr -> tr.shape() instanceof Shape.Outline && !tr.kind().equals("open"))
                            .filter(tr -> inside(tr.shape().points(), x, y)).map(Terrain::kind).toList();
                    assertEquals(List.of(ground), under.stream().map(Words::plain).toList(), file + ": the place marked \"" + ground
                            + "\" at " + Math.round(x) + ", " + Math.round(y) + " in");
                }
            }
        }));
    }

    private static TableView layout(String file) {
        Scenario s = ScenarioLoader.load(Path.of(file), file).scenario().orElseThrow();
        return TableLayout.layout(s, Checks.sheets(s), Paper.LETTER, 1, true);
    }

    private static boolean inside(List<Point> p, double x, double y) {
        boolean in = false;
        for (int i = 0, j = p.size() - 1; i < p.size(); j = i++) {
            if ((p.get(i).y() > y) != (p.get(j).y() > y)
                    && x < (p.get(j).x() - p.get(i).x()) * (y - p.get(i).y()) / (p.get(j).y() - p.get(i).y()) + p.get(i).x()) {
                in = !in;
            }
        }
        return in;
    }

    private static double num(String s) {
        return Double.parseDouble(s);
    }
}

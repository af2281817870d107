package muster.view.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import muster.rulesets.Checks;
import muster.scenario.Scenario;
import muster.scenario.load.ScenarioLoader;
import muster.view.Paper;
import muster.view.map.MapView;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The index page states one ratio, the sheets' own ("true scale (1:1)"): its small overview plan's bar is in table inches
 * and says what the plan is for. At b5c0f02 the plan's bar read "table inches (1:16)" beside a game master's map at 1:10
 * and sheets at 1:1, and a reader took the three for a contradiction.
 */
class IndexRatioTest {

    private static final Pattern RATIO = Pattern.compile("\\(1:(\\d+)\\)");

    @TestFactory
    Stream<DynamicTest> theIndexStatesNoRatioButTheSheets() throws IOException {
        List<Path> files = new ArrayList<>();
        for (Path dir : List.of(Path.of("scenarios"), Path.of("src/test/resources/authors"))) {
            try (Stream<Path> s = Files.list(dir)) {
                s.filter(p -> p.toString().endsWith(".yaml")).sorted().forEach(files::add);
            }
        }
        List<DynamicTest> tests = new ArrayList<>();
        for (Path file : files) {
            for (Paper paper : List.of(Paper.LETTER, Paper.A4)) {
                for (int scale : new int[] {1, 2}) {
                    tests.add(DynamicTest.dynamicTest(file + " " + paper + " 1:" + scale, () -> check(file, paper, scale)));
                }
            }
        }
        return tests.stream();
    }

    private static void check(Path file, Paper paper, int scale) {
        Scenario s = ScenarioLoader.load(file, file.toString()).scenario().orElseThrow();
        TableView t = TableLayout.layout(s, Checks.sheets(s), paper, scale, true);
        List<String> printed = new ArrayList<>(t.index().texts().stream().map(TableView.Text::text).toList());
        MapView plan = t.maps().overview();
        // what the plan prints: its bar, legend, key and words (its frame's statement of scale is not drawn on the index)
        printed.add(plan.bearings().toString());
        printed.add(plan.captions().toString());
        printed.add(plan.pieces().toString());
        int own = 0;
        for (String text : printed) {
            Matcher m = RATIO.matcher(text);
            while (m.find()) {
                String around = text.substring(Math.max(0, m.start() - 40), Math.min(text.length(), m.end() + 10));
                assertEquals(scale, Integer.parseInt(m.group(1)), "a ratio not the sheets' own on the index: ..." + around);
                assertTrue(text.startsWith("Table map at "), "the sheets' ratio said outside their statement: " + text);
                own++;
            }
        }
        assertTrue(own <= 1, own + " statements of the sheets' ratio");
    }
}

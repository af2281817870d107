package muster.view.kit;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import muster.view.Paper;
import muster.view.Views;
import muster.view.kit.KitView.Page;
import muster.view.kit.KitView.Text;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The index agrees with itself: a line that names items printed "fronts and backs" over pages past
 * the double-sided run says which of its pages those are (Teddy's "Pages 7–9: 3 more counters …,
 * fronts and backs" beside "Pages 3–8 print double-sided", page 9 holding only rulers).
 */
class IndexTruthTest {

    static final Pattern DUPLEX = Pattern.compile("Pages (\\d+)–(\\d+) print double-sided");
    static final Pattern RUN = Pattern.compile("^• Pages? (\\d+)(?:–(\\d+))?: ");
    static final Pattern OWN = Pattern.compile("on pages? (\\d+)(?:–(\\d+))?, (?:(?!\\. On ).)*?fronts and backs");

    @TestFactory
    Stream<DynamicTest> aLineWithBacksNamesOnlyDoubleSidedPages() {
        return KitScenarios.all().stream().map(file -> DynamicTest.dynamicTest(file.toString(), () -> check(file)));
    }

    @TestFactory
    Stream<DynamicTest> moreCountersFollowALineOfCounters() {
        // Las Guasimas of the authors' corpus: "Pages 5–6: 20 more counters of 1"", its only counters
        return KitScenarios.all().stream().map(file -> DynamicTest.dynamicTest(file.toString(), () -> {
            for (Paper paper : List.of(Paper.LETTER, Paper.A4)) {
                KitView kit = Views.documents(KitScenarios.checked(file), paper).kit(KitOptions.plain(paper, 1));
                boolean before = false;
                for (String bullet : bullets(kit)) {
                    assertTrue(before || !bullet.contains(" more counter"), file + " " + paper + ": \"" + bullet + "\" with no counters before");
                    before |= bullet.contains("counters of") || bullet.contains("counter of");
                }
            }
        }));
    }

    /** The index's bullets, each with its lines joined. */
    static String[] bullets(KitView kit) {
        List<String> lines = kit.pages().stream().filter(p -> p.kind().equals("index")).map(Page::drawing)
                .flatMap(d -> d.texts().stream()).map(Text::text).toList();
        StringBuilder all = new StringBuilder();
        lines.forEach(l -> all.append(l.startsWith("•") ? "\n" : " ").append(l));
        return all.toString().split("\n");
    }

    private static void check(Path file) {
        for (Paper paper : List.of(Paper.LETTER, Paper.A4)) {
            for (int scale : new int[] {1, 2}) {
                KitView kit = Views.documents(KitScenarios.checked(file), paper).kit(KitOptions.plain(paper, scale));
                List<String> lines = kit.pages().stream().filter(p -> p.kind().equals("index")).map(Page::drawing)
                        .flatMap(d -> d.texts().stream()).map(Text::text).toList();
                // a bullet's words may wrap onto further lines: join each bullet's lines
                StringBuilder all = new StringBuilder();
                lines.forEach(l -> all.append(l.startsWith("•") ? "\n" : " ").append(l));
                int last = Integer.MAX_VALUE;
                for (String bullet : all.toString().split("\n")) {
                    Matcher d = DUPLEX.matcher(bullet);
                    if (d.find()) {
                        last = Integer.parseInt(d.group(2));
                    }
                }
                for (String bullet : all.toString().split("\n")) {
                    Matcher m = RUN.matcher(bullet);
                    if (!m.find() || !bullet.contains("fronts and backs")) {
                        continue;
                    }
                    int end = m.group(2) == null ? Integer.parseInt(m.group(1)) : Integer.parseInt(m.group(2));
                    if (end <= last) {
                        continue;
                    }
                    Matcher own = OWN.matcher(bullet);
                    boolean named = own.find() && Integer.parseInt(own.group(2) == null ? own.group(1) : own.group(2)) <= last;
                    assertTrue(named, file + " " + paper + " 1:" + scale + ": \"" + bullet + "\" runs past the double-sided pages, which end at "
                            + last);
                }
            }
        }
    }
}

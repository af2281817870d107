package muster.view.kit;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import muster.view.Paper;
import muster.view.kit.KitView.Text;
import org.junit.jupiter.api.Test;

/** The index's print list: one line per run of pages, no two lines naming the same page. */
class IndexRunsTest {

    static final Pattern RUN = Pattern.compile("^• Pages? (\\d+)(?:–(\\d+))?: ");

    @Test
    void noTwoLinesOfTheIndexClaimAPage() throws IOException {
        for (String id : KitLayoutTest.bundled()) {
            for (Paper paper : List.of(Paper.LETTER, Paper.A4)) {
                List<int[]> runs = new ArrayList<>();
                KitLayoutTest.layout(id, KitOptions.plain(paper, 1)).pages().stream().filter(p -> p.kind().equals("index"))
                        .flatMap(p -> p.drawing().texts().stream()).map(Text::text).forEach(t -> {
                            Matcher m = RUN.matcher(t);
                            if (m.find()) {
                                int first = Integer.parseInt(m.group(1));
                                runs.add(new int[] {first, m.group(2) == null ? first : Integer.parseInt(m.group(2))});
                            }
                        });
                assertFalse(runs.isEmpty(), id);
                for (int i = 1; i < runs.size(); i++) {
                    int[] before = runs.get(i - 1);
                    int[] run = runs.get(i);
                    assertTrue(run[0] > before[1], id + " " + paper + ": pages " + run[0] + "–" + run[1] + " after "
                            + before[0] + "–" + before[1]);
                }
            }
        }
    }
}

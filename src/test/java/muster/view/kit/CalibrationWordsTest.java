package muster.view.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import java.util.stream.Collectors;
import muster.view.Paper;
import muster.view.kit.KitView.Page;
import muster.view.kit.KitView.Text;
import org.junit.jupiter.api.Test;

/** The calibration back tells a game master what to do, not what the tool does. */
class CalibrationWordsTest {

    @Test
    void theBackSaysToPrintAgainWithTheBacksMovedInPlainWords() throws IOException {
        for (String id : KitLayoutTest.bundled()) {
            for (KitOptions options : List.of(KitOptions.plain(Paper.LETTER, 1), new KitOptions(Paper.A4, 1, 0, 2, -1.5))) {
                List<Page> backs = KitLayoutTest.layout(id, options).pages().stream()
                        .filter(p -> p.kind().equals("calibration") && p.back()).toList();
                assertEquals(1, backs.size(), id);
                String words = backs.get(0).drawing().texts().stream().map(Text::text).collect(Collectors.joining(" "));
                for (String jargon : List.of("builds the kit", "build it again", "whoever", "offset", "--")) {
                    assertFalse(words.contains(jargon), () -> id + ": '" + jargon + "' in " + words);
                }
                assertTrue(words.contains("Print the kit again with every back moved"), () -> id + ": " + words);
                // says how to move the backs on the page itself, not where to read about it
                assertTrue(words.contains("make the kit again giving the two readings"), () -> id + ": " + words);
                for (String elsewhere : List.of("manual", "guide", "documentation")) {
                    assertFalse(words.contains(elsewhere), () -> id + ": '" + elsewhere + "' in " + words);
                }
            }
        }
    }
}

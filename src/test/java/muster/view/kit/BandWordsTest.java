package muster.view.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import muster.view.Paper;
import muster.view.Views;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * A ruler's bands carry short words and numbers, as a commercial range stick's: the row's name and range, the band's name, the
 * dice. A sentence (how to lay a line, that a band runs on past the stick's end) is the index's, never a band's (a reviewer:
 * "prose on the bands").
 */
class BandWordsTest {

    /** The most words a band says after its row's name ("every unit, half in rough"). */
    static final int MOST = 5;

    /** Whether a band's words read as a sentence rather than a band's name. */
    static boolean prose(String text) {
        String own = text.contains(": ") ? text.substring(text.indexOf(": ") + 2) : text;
        return own.split("\\s+").length > MOST || own.contains(";") || own.contains(". ") || own.contains(": ");
    }

    static Stream<DynamicTest> each(java.util.function.BiConsumer<Path, KitOptions> check) {
        return KitScenarios.all().stream().flatMap(file -> Stream.of(Paper.LETTER, Paper.A4).map(paper -> DynamicTest.dynamicTest(
                file + " " + paper.word(), () -> check.accept(file, KitOptions.plain(paper, 1)))));
    }

    @TestFactory
    Stream<DynamicTest> noBandCarriesASentence() {
        return each((file, o) -> {
            KitView kit = Views.documents(KitScenarios.checked(file), o.paper()).kit(o);
            List<String> prose = kit.pages().stream().flatMap(p -> p.drawing().texts().stream()).filter(t -> t.role().equals("band-text"))
                    .map(KitView.Text::text).filter(BandWordsTest::prose).distinct().toList();
            assertEquals(List.of(), prose, file + " " + o.paper().word());
        });
    }
}

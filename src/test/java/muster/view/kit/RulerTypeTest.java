package muster.view.kit;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import muster.view.Paper;
import muster.view.Views;
import muster.view.kit.KitView.Page;
import muster.view.kit.KitView.Text;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * A ruler's band words are read on the table at arm's length: none smaller than 6.5 pt (Celaya's
 * stick crammed eight bands a strip at 5 pt, Zapote Bridge's notes took two lines of 4.4 pt).
 */
class RulerTypeTest {

    @TestFactory
    Stream<DynamicTest> noBandWordIsSmallerThanSixAndAHalfPoints() {
        return KitScenarios.all().stream().map(file -> DynamicTest.dynamicTest(file.toString(), () -> check(file)));
    }

    private static void check(Path file) {
        for (Paper paper : List.of(Paper.LETTER, Paper.A4)) {
            for (int scale : new int[] {1, 2}) {
                KitView kit = Views.documents(KitScenarios.checked(file), paper).kit(KitOptions.plain(paper, scale));
                for (Page p : kit.pages()) {
                    for (Text t : p.drawing().texts()) {
                        if (t.role().equals("band-text")) {
                            assertTrue(Double.parseDouble(t.size()) >= Strips.BAND_SMALLEST - 1e-9 && Strips.BAND_SMALLEST >= 6.5,
                                    () -> file + " " + paper + " 1:" + scale + " page " + p.number() + ": '" + t.text() + "' at " + t.size()
                                            + " pt");
                        }
                    }
                }
            }
        }
    }
}

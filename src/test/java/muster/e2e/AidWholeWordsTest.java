package muster.e2e;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Stream;
import muster.rulesets.Checks;
import muster.view.Chart;
import muster.view.PlayerAid;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * No word of a player aid is broken without a hyphen: a narrow table cell that splits "Winchester"
 * into "Winch" and "ester" prints two pieces that are not words of the aid but join into one.
 */
class AidWholeWordsTest {

    @TestFactory
    Stream<DynamicTest> noWordOfTheAidIsSplit() {
        return PrintedCorpus.packs().stream().map(pdf -> DynamicTest.dynamicTest(pdf.name(), () -> {
            Set<String> words = new HashSet<>(tokens(String.join(" ", texts(Checks.sheets(pdf.scenario()).aid()))));
            List<String> pages;
            try (PDDocument doc = Loader.loadPDF(pdf.file().toFile())) {
                pages = Packs.pageTexts(doc);
            }
            List<String> broken = new ArrayList<>();
            for (int i = 0; i < pages.size(); i++) {
                if (!pages.get(i).contains(PlayerAidTest.FRONT) && !pages.get(i).contains(PlayerAidTest.BACK)) {
                    continue;
                }
                List<String> printed = tokens(pages.get(i));
                for (int k = 0; k + 1 < printed.size(); k++) {
                    String a = printed.get(k);
                    String b = printed.get(k + 1);
                    if ((!words.contains(a) || !words.contains(b)) && words.contains(a + b)) {
                        broken.add("page " + (i + 1) + ": '" + a + " " + b + "'");
                    }
                }
            }
            assertTrue(broken.isEmpty(), pdf.name() + ": words split without a hyphen " + broken);
        }));
    }

    /** Lower-case runs of letters, ligatures undone ("ﬁ" is "fi"). */
    static List<String> tokens(String text) {
        String plain = Normalizer.normalize(text, Normalizer.Form.NFKC).toLowerCase(Locale.ROOT);
        return Stream.of(plain.split("[^\\p{L}]+")).filter(w -> !w.isEmpty()).toList();
    }

    /** Every string the aid prints: title, subtitle, sequence and each section's headings, paragraphs, lists and tables. */
    static List<String> texts(PlayerAid aid) {
        List<String> out = new ArrayList<>(List.of(aid.title(), aid.subtitle(), aid.sequenceHeading()));
        out.addAll(aid.sequence());
        for (Chart.Section s : aid.sections()) {
            out.add(s.heading());
            for (Chart.Block b : s.blocks()) {
                if (b instanceof Chart.Para p) {
                    out.add(p.text());
                } else if (b instanceof Chart.Bullets l) {
                    out.addAll(l.items());
                } else if (b instanceof Chart.Steps l) {
                    out.addAll(l.items());
                } else if (b instanceof Chart.Note n) {
                    out.addAll(List.of(n.topic(), n.text()));
                } else if (b instanceof Chart.Table t) {
                    out.addAll(t.header());
                    t.rows().forEach(out::addAll);
                    out.add(t.caption());
                }
            }
        }
        return out;
    }
}

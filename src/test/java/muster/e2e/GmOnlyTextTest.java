package muster.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import muster.rules.Checked;
import muster.rulesets.RuleSets;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.view.Chart;
import muster.view.RuleSetModule;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * What only the game master may read is in his pack and in no handout, over every bundled and
 * stranger's scenario: the scenario's gmNotes, the appendix with its house interpretations, and
 * the names of the enemy's hidden units. Each piece is first found in the game master's pack, so
 * the test cannot pass by looking for text that is never printed.
 */
class GmOnlyTextTest {

    /** Characters of a passage looked for: enough to be that passage, short enough to sit on one page. */
    static final int PROBE = 36;

    private static final Map<java.nio.file.Path, String> TEXTS = new ConcurrentHashMap<>();

    static String text(java.nio.file.Path pdf) {
        return TEXTS.computeIfAbsent(pdf, p -> {
            try (PDDocument doc = Loader.loadPDF(p.toFile())) {
                return InternalWordsTest.readable(String.join(" ", Packs.pageTexts(doc)));
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
    }

    /** The start of each paragraph or list item of a Markdown text, its markup taken out. */
    static List<String> passages(String markdown) {
        List<String> out = new ArrayList<>();
        for (String block : markdown.split("\\n\\s*\\n|\\n\\s*[-*+] |\\n\\s*\\d+\\. |\\n#+ ")) {
            String plain = block.replaceAll("\\[([^\\]]*)\\]\\([^)]*\\)", "$1").replaceAll("[*_`#>]", "").replaceAll("^\\s*[-*+]\\s+", "")
                    .replaceAll("\\s+", " ").trim();
            if (plain.length() >= PROBE && plain.chars().noneMatch(c -> c == '"' || c == '\'' || c == '|')) {
                out.add(plain.substring(0, PROBE));
            }
        }
        return out;
    }

    /** The game master's own passages of one scenario: its notes, the appendix's title and interpretations. */
    static List<String> gmOnly(Scenario scenario) {
        List<String> out = new ArrayList<>();
        scenario.gmNotes().ifPresent(n -> out.addAll(passages(n)));
        Checked<RuleSetModule> checked = RuleSets.check(scenario).checked().orElseThrow();
        Chart appendix = checked.ruleSet().sheets(checked).appendix();
        out.add(appendix.title());
        for (Chart.Section s : appendix.sections()) {
            for (Chart.Block b : s.blocks()) {
                if (b instanceof Chart.Note n && n.text().length() >= PROBE && n.text().indexOf('"') < 0) {
                    out.add(InternalWordsTest.readable(n.text()).substring(0, PROBE));
                }
            }
        }
        return out;
    }

    /** The names of the hidden units of the sides other than {@code reader}, less those the reader's own texts name. */
    static Set<String> hiddenEnemies(Scenario s, String reader) {
        StringBuilder known = new StringBuilder(s.briefing());
        s.victory().forEach(v -> known.append(' ').append(v.text()));
        s.specialRules().forEach(r -> known.append(' ').append(r.text()));
        s.terrain().forEach(t -> known.append(' ').append(t.displayName()));
        s.targets().forEach(t -> t.label().ifPresent(l -> known.append(' ').append(l)));
        for (Side side : s.sides()) {
            known.append(' ').append(side.name());
            side.formations().forEach(f -> known.append(' ').append(f.displayName()));
            if (side.id().equals(reader)) {
                side.briefing().ifPresent(b -> known.append(' ').append(b));
                side.units().forEach(u -> known.append(' ').append(u.displayName()));
            }
        }
        Set<String> out = new LinkedHashSet<>();
        for (Side side : s.sides()) {
            if (!side.id().equals(reader)) {
                for (Unit u : side.units()) {
                    if (u.hidden() && !known.toString().contains(u.displayName())) {
                        out.add(InternalWordsTest.readable(u.displayName())); // as the page's text is read: "n.º" is "n.o"
                    }
                }
            }
        }
        return out;
    }

    @Test
    void theCorpusHasGmNotesInterpretationsAndHiddenUnitsToLookFor() {
        List<Scenario> all = PrintedCorpus.scenarios();
        assertTrue(all.stream().filter(s -> s.gmNotes().isPresent()).count() >= 3, "scenarios with notes for the game master");
        assertTrue(all.stream().anyMatch(s -> s.sides().stream().anyMatch(side -> !hiddenEnemies(s, side.id()).isEmpty())),
                "a side with hidden units");
    }

    @TestFactory
    Stream<DynamicTest> noHandoutHoldsTheGameMastersText() {
        List<PrintedCorpus.Pdf> packs = PrintedCorpus.packs();
        return packs.stream().filter(p -> !p.gm()).map(handout -> DynamicTest.dynamicTest(handout.name(), () -> {
            PrintedCorpus.Pdf gm = packs.stream().filter(p -> p.gm() && p.file().getParent().equals(handout.file().getParent()))
                    .findFirst().orElseThrow();
            String gmText = text(gm.file());
            String text = text(handout.file());
            List<String> secrets = new ArrayList<>(gmOnly(handout.scenario()));
            secrets.addAll(hiddenEnemies(handout.scenario(), handout.side()));
            List<String> unseen = secrets.stream().filter(p -> !gmText.contains(p)).toList();
            assertEquals(List.of(), unseen, gm.name() + " prints each passage the handout must not");
            List<String> found = secrets.stream().filter(text::contains).toList();
            assertEquals(List.of(), found, handout.name() + " holds what only the game master may read");
        }));
    }
}

package muster.scenario.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import muster.rules.Engine;
import muster.rules.Rule;
import muster.rules.Term;
import muster.rules.Vocabulary;
import muster.rulesets.juniorgeneral.JuniorGeneral;
import muster.rulesets.juniorgeneral.TurnSequence;
import muster.scenario.rulefile.Check;
import muster.scenario.rulefile.RuleSetFile;
import muster.scenario.rulefile.RuleWords;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * rulesets/junior-general.yaml loads with no finding, and every fact it holds is the Java module's:
 * its words and their meanings, its turn, its checks' severities, summaries and reasons, its readings.
 */
class RuleSetFileJuniorGeneralTest {

    static final Path FILE = Path.of(System.getProperty("basedir", "")).toAbsolutePath().resolve("rulesets/junior-general.yaml");
    static RuleSetFile file;

    @BeforeAll
    static void load() {
        RuleSetLoader.Loaded loaded = RuleSetLoader.load(FILE, "rulesets/junior-general.yaml");
        StringBuilder sb = new StringBuilder();
        loaded.diagnostics().sorted().forEach(d -> sb.append(d.format()).append('\n'));
        assertEquals("", sb.toString(), "findings in the junior-general rule-set file");
        file = loaded.ruleSet().orElseThrow();
    }

    static List<String> terms(List<Term> terms) {
        return terms.stream().map(t -> t.word() + ": " + t.meaning()).toList();
    }

    static List<String> words(List<RuleWords.Word> words) {
        return words.stream().map(w -> w.word() + ": " + w.meaning()).toList();
    }

    @Test
    void itIsTheJavaModulesRuleSet() {
        JuniorGeneral java = JuniorGeneral.INSTANCE;
        assertEquals(java.id(), file.id());
        assertEquals(java.title(), file.title());
        assertEquals(java.source(), file.source());
        assertEquals(java.defaultFigureScale(), file.figures().defaultScale());
        assertEquals(RuleSetFile.Count.FIGURES, file.figures().count());
        assertEquals(terms(java.vocabulary().figureScales()), file.figures().scales().stream().map(s -> s.word() + ": " + s.meaning()).toList());
    }

    @Test
    void itsWordsAreTheJavaModulesWithTheirMeanings() {
        Vocabulary v = JuniorGeneral.INSTANCE.vocabulary();
        RuleWords w = file.vocabulary();
        // the Java module prints a kind's effect after its meaning
        assertEquals(terms(v.kinds()), w.terrain().stream().map(g -> g.word() + ": " + g.meaning() + " (" + g.effect() + ")").toList());
        assertEquals(terms(v.types()), words(w.types()));
        // the shared words read as a kind of one of its weapons (older-rifle, winchester) are added by muster, not the rule set
        assertEquals(terms(v.weapons()).subList(0, w.weapons().size()), words(w.weapons()));
        assertEquals(terms(v.nations()), words(w.nations()));
        assertEquals(terms(v.tags()), words(w.tags()));
        assertEquals(terms(v.orderTypes()), words(w.orders()));
        assertEquals(terms(v.options()), w.options().stream().map(o -> o.word() + ": " + o.meaning()).toList());
    }

    @Test
    void itsTurnIsTheJavaModules() {
        assertEquals(TurnSequence.PHASES.stream().map(p -> p.side() + " | " + p.name() + " | " + p.what()).toList(),
                file.sequence().stream().map(p -> p.side() + " | " + p.name() + " | " + p.does()).toList());
    }

    /** Every JRG check, with the Java rule's severity, summary and reason: the special-rule reader (JRG-015) is a text-number check. */
    @Test
    void itsChecksAreTheJavaModules() {
        Map<String, String> java = new TreeMap<>();
        for (Rule r : Engine.rules(JuniorGeneral.INSTANCE)) {
            if (r.id().startsWith("JRG-")) {
                java.put(r.id(), r.severity() + " | " + r.summary() + " | " + r.reason());
            }
        }
        Map<String, String> data = new TreeMap<>();
        for (Check c : file.checks()) {
            data.put(c.id(), c.severity() + " | " + c.summary() + " | " + c.reason());
        }
        List<String> notInData = new ArrayList<>(java.keySet());
        notInData.removeAll(data.keySet());
        assertEquals(List.of(), notInData);
        java.keySet().retainAll(data.keySet());
        assertEquals(java, data);
    }

    @Test
    void itsReadingsAreTheJavaModules() {
        var java = muster.rulesets.juniorgeneral.Interpretations.ALL;
        assertEquals(java.stream().map(r -> r.topic() + " | " + r.text() + " | " + r.phrases() + " | " + r.when()).toList(),
                file.readings().stream().map(r -> r.topic() + " | " + r.text() + " | " + r.phrases() + " | " + r.when()).toList());
        assertTrue(file.readings().size() >= 12);
    }
}

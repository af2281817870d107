package muster.rulesets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import muster.rules.HouseReading;
import muster.rules.RuleSet;
import muster.scenario.Scenario;
import muster.scenario.load.ScenarioLoader;
import muster.view.Chart;
import muster.view.Paper;
import muster.view.RuleSetSheets;
import muster.view.Views;
import muster.view.kit.KitOptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Every reading muster applies is listed once among its rule set's interpretations and printed in
 * the game master's appendix. A reading is a value ({@link HouseReading}) that carries the phrases
 * the sheets print where they apply it. Over every sheet the rule sets print for the bundled and
 * the strangers' scenarios (saw-quickplay's at 20mm and 25mm as well), a sheet that prints one of
 * those phrases must be in a pack whose appendix prints the reading, and the reading must be in its
 * rule set's list; every phrase must be printed somewhere, so a sheet reworded without its reading
 * fails here too.
 */
class ReadingsListedTest {

    static final Path ROOT = Path.of(System.getProperty("basedir", "")).toAbsolutePath();
    static final String[] FOLDERS = {"scenarios", "src/test/resources/authors"};
    /** saw-quickplay scales its distances: its scenarios are printed again at these figure scales. */
    static final List<String> SAW_SCALES = List.of("20mm", "25mm");
    static final ObjectMapper JSON = new ObjectMapper();

    /** What one pack's sheets print: where it comes from, its rule set, the sheets' strings and the appendix's readings. */
    record Printed(String where, Scenario scenario, RuleSet ruleSet, Set<String> texts, List<Chart.Note> appendix) {
    }

    static List<Printed> corpus;

    @BeforeAll
    static void print() throws IOException {
        corpus = new ArrayList<>();
        for (String folder : FOLDERS) {
            try (Stream<Path> files = Files.list(ROOT.resolve(folder))) {
                for (Path yaml : files.filter(p -> p.toString().endsWith(".yaml")).sorted().toList()) {
                    String text = Files.readString(yaml);
                    Scenario s = parse(yaml.toString(), text);
                    corpus.add(printed(yaml.getFileName().toString(), s));
                    if (s.ruleset().equals("saw-quickplay")) {
                        for (String scale : SAW_SCALES) {
                            String scaled = text.replaceFirst("(?m)^figureScale: .*$", "figureScale: " + scale);
                            corpus.add(printed(yaml.getFileName() + " at " + scale, parse(yaml.toString(), scaled)));
                        }
                    }
                }
            }
        }
    }

    static Scenario parse(String name, String yaml) {
        return ScenarioLoader.parse(name, yaml.getBytes(java.nio.charset.StandardCharsets.UTF_8)).scenario().orElseThrow();
    }

    /** Every string of the scenario's cards, deck, aid, appendix, rosters and kit (as laid out), less the appendix's own readings. */
    static Printed printed(String where, Scenario s) {
        RuleSetSheets sheets = Checks.sheets(s);
        List<Chart.Note> notes = sheets.appendix().sections().stream().flatMap(x -> x.blocks().stream())
                .filter(b -> b instanceof Chart.Note).map(b -> (Chart.Note) b).toList();
        Set<String> texts = new LinkedHashSet<>();
        Object kit = Views.documents(Checks.checked(s), Paper.LETTER).kit(KitOptions.plain(Paper.LETTER, 1)).pages();
        // the deck's cards as written, a line each: the kit's pages break them into lines of print
        Object deck = sheets.deck().map(d -> List.of(d.cards(), d.reference())).orElse(List.of());
        for (Object sheet : List.of(sheets.cards(), deck, sheets.aid(), sheets.appendix(), sheets.rosters(), kit)) {
            strings(JSON.valueToTree(sheet), texts);
        }
        for (Chart.Note n : notes) {
            texts.remove(n.topic());
            texts.remove(n.text());
        }
        return new Printed(where, s, RuleSets.find(s.ruleset()).orElseThrow(), texts, notes);
    }

    static void strings(JsonNode node, Set<String> out) {
        if (node.isTextual()) {
            out.add(node.asText());
        }
        node.forEach(n -> strings(n, out));
    }

    /** The readings a rule set declares in its readings.yaml, by topic. */
    static Map<String, HouseReading> declared(RuleSet r) {
        Map<String, HouseReading> out = new LinkedHashMap<>();
        listed(r).forEach(reading -> out.put(reading.topic(), reading));
        return out;
    }

    @SuppressWarnings("unchecked")
    static List<HouseReading> listed(RuleSet r) {
        try {
            return (List<HouseReading>) Class.forName(r.getClass().getPackageName() + ".Interpretations").getField("ALL").get(null);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(r.id() + " lists no readings", e);
        }
    }

    /**
     * What is wrong with one pack: each phrase of a declared reading that a sheet prints while the
     * reading is not listed, or not printed in the appendix.
     */
    static List<String> unlisted(Printed p, Map<String, HouseReading> declared, List<HouseReading> listed) {
        List<String> out = new ArrayList<>();
        declared.forEach((name, reading) -> {
            for (String phrase : reading.phrases()) {
                String sheet = p.texts().stream().filter(t -> t.contains(phrase)).findFirst().orElse(null);
                if (sheet == null) {
                    continue;
                }
                if (!listed.contains(reading)) {
                    out.add(p.where() + ": \"" + sheet + "\" applies " + name + ", which is not among the interpretations");
                } else if (!p.appendix().contains(new Chart.Note(reading.topic(), reading.text()))) {
                    out.add(p.where() + ": \"" + sheet + "\" applies " + name + ", which the appendix does not print");
                }
            }
        });
        return out;
    }

    @Test
    void everyReadingIsListedOnceUnderATopicOfItsOwn() {
        for (RuleSet r : RuleSets.all()) {
            List<HouseReading> listed = listed(r);
            assertTrue(listed.size() > 5, r.id() + ": only " + listed.size() + " readings");
            assertEquals(new LinkedHashSet<>(listed).size(), listed.size(), r.id() + ": a reading listed twice");
            assertEquals(listed.size(), declared(r).size(), r.id() + ": two readings share a topic");
        }
    }

    @Test
    void everyAppendixPrintsEveryReadingOfItsRuleSetThatConcernsItsScenario() {
        for (Printed p : corpus) {
            List<Chart.Note> expected = listed(p.ruleSet()).stream().filter(r -> r.concerns(p.scenario()))
                    .map(r -> new Chart.Note(r.topic(), r.text())).toList();
            assertEquals(expected, p.appendix(), p.where());
        }
    }

    @Test
    void aReadingOnWhatTheScenarioDoesNotUseIsLeftOut() {
        // Torreón has no wire and Celaya (an outside author's) has: the reading on the wire's date is in Celaya's appendix only
        Printed torreon = corpus.stream().filter(p -> p.where().equals("torreon-1914.yaml")).findFirst().orElseThrow();
        Printed celaya = corpus.stream().filter(p -> p.where().equals("mexican-revolution-2.yaml")).findFirst().orElseThrow();
        assertTrue(torreon.appendix().stream().noneMatch(n -> n.topic().equals("Barbed wire date")), "Torreón: " + torreon.appendix());
        assertTrue(celaya.appendix().stream().anyMatch(n -> n.topic().equals("Barbed wire date")), "Celaya: " + celaya.appendix());
        assertTrue(torreon.appendix().size() < listed(torreon.ruleSet()).size());
    }

    @Test
    void aSheetThatAppliesAReadingHasItListedAndPrinted() {
        List<String> problems = new ArrayList<>();
        for (Printed p : corpus) {
            problems.addAll(unlisted(p, declared(p.ruleSet()), listed(p.ruleSet())));
        }
        assertEquals(List.of(), problems);
    }

    @Test
    void everyPhraseOfAReadingIsPrintedOnSomeSheet() {
        Set<String> missing = new TreeSet<>();
        for (RuleSet r : RuleSets.all()) {
            List<Printed> packs = corpus.stream().filter(p -> p.ruleSet() == r).toList();
            declared(r).forEach((name, reading) -> reading.phrases().stream()
                    .filter(phrase -> packs.stream().noneMatch(p -> p.texts().stream().anyMatch(t -> t.contains(phrase))))
                    .forEach(phrase -> missing.add(r.id() + " " + name + ": \"" + phrase + "\"")));
        }
        assertEquals(Set.of(), missing, "phrases no sheet prints: reword them as the sheets do");
    }

    @Test
    void theCheckFindsAReadingASheetAppliesWithoutListingIt() {
        RuleSet saw = RuleSets.find("saw-quickplay").orElseThrow();
        HouseReading planted = new HouseReading("Ranges at dusk", "We halve every range after turn 8.").appliedAs("halved after dusk");
        Printed p = new Printed("planted", null, saw, Set.of("Rifle 18\", halved after dusk"), List.of());
        Map<String, HouseReading> declared = Map.of("DUSK", planted);
        assertEquals(List.of("planted: \"Rifle 18\", halved after dusk\" applies DUSK, which is not among the interpretations"),
                unlisted(p, declared, listed(saw)));
        assertEquals(List.of("planted: \"Rifle 18\", halved after dusk\" applies DUSK, which the appendix does not print"),
                unlisted(p, declared, List.of(planted)));
        Printed listedAndPrinted = new Printed("planted", null, saw, p.texts(), List.of(new Chart.Note(planted.topic(), planted.text())));
        assertEquals(List.of(), unlisted(listedAndPrinted, declared, List.of(planted)));
        Printed silent = new Printed("planted", null, saw, Set.of("Rifle 18\""), List.of());
        assertEquals(List.of(), unlisted(silent, declared, listed(saw)));
    }
}

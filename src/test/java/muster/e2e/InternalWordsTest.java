package muster.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import muster.rules.Engine;
import muster.rules.Rule;
import muster.rules.Term;
import muster.rules.Vocabulary;
import muster.rulesets.RuleSets;
import muster.scenario.Formation;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Terrain;
import muster.scenario.Unit;
import muster.source.StageCode;
import muster.view.RuleSetModule;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * None of the tool's own words prints in a game master's pack or a handout of any bundled or
 * stranger's scenario: rule-set ids, option keys, tag words, the scenarios' ids for units,
 * formations and features, diagnostic ids, and notes on reading the source texts ("seed", "scan",
 * "OCR", "muster reads"). Words are matched whole, on the text PDFBox extracts (ligatures undone,
 * hyphens at a line break joined).
 */
class InternalWordsTest {

    /** Notes on how the source texts are read; matched in any case. */
    static final List<String> SOURCE_NOTES = List.of("seed", "seeds", "scan", "scans", "scanned", "OCR", "muster reads", "muster's reading");

    /**
     * The code's words, matched in their own case: ids and keys are written as code writes them
     * ("saw-quickplay", "throwingEdge"), so a title ("Hatsoff tactical rules") does not count.
     * Scenario ids and tags count only when they are not plain words (a hyphen, a digit, a capital inside).
     */
    static Set<String> codeWords(List<Scenario> scenarios) {
        Set<String> words = new TreeSet<>();
        for (RuleSetModule r : RuleSets.all()) {
            words.add(r.id());
            Vocabulary v = r.vocabulary();
            v.options().stream().map(Term::word).map(InternalWordsTest::key).forEach(words::add);
            Stream.of(v.tags(), v.kinds(), v.types(), v.weapons()).flatMap(List::stream).map(Term::word)
                    .filter(InternalWordsTest::notPlain).forEach(words::add);
            Engine.rules(r).stream().map(Rule::id).forEach(words::add);
            // a word the sheets spell otherwise than its key ("guerilla", printed "guerrilla"), in either case: a reviewer found
            // "Guerrilla marksmen" and "guerilla, not counted" on one page
            respelled(v).forEach(words::add);
        }
        for (StageCode c : StageCode.values()) {
            words.add(c.id());
        }
        for (Scenario s : scenarios) {
            words.add(s.id());
            for (Side side : s.sides()) {
                for (Formation f : side.formations()) {
                    add(words, f.id());
                    for (Unit u : f.units()) {
                        add(words, u.id());
                        u.tags().forEach(t -> add(words, t));
                    }
                }
            }
            for (Terrain t : s.terrain()) {
                add(words, t.id());
            }
            s.options().forEach(o -> words.add(key(o.key())));
        }
        return words;
    }

    /** The rule set's keys the sheets spell otherwise ("guerilla", printed "guerrilla"), as a page may print them. */
    static Stream<String> respelled(Vocabulary v) {
        return Stream.of(v.tags(), v.types(), v.weapons()).flatMap(List::stream).map(Term::word)
                .filter(w -> !muster.view.Words.plain(w).equals(w.replace('-', ' ').replace('_', ' ')))
                .flatMap(w -> Stream.of(w, muster.view.Words.capitalized(w))).flatMap(w -> Stream.of(w, w + "s"));
    }

    /**
     * An option key as the list holds it: a plain word ("telegraph") is also English, so it counts
     * only as code writes it, quoted or before a colon ("'telegraph'", "telegraph:").
     */
    static String key(String k) {
        return notPlain(k) ? k : KEY_MARK + k;
    }

    static final String KEY_MARK = "key:";

    /** English compounds that share their spelling with a word of the code. */
    static final List<String> ENGLISH = List.of("black-powder rifle", "black-powder rifles", "black-powder smoke",
            "black-powder Springfields");

    private static void add(Set<String> words, String w) {
        if (notPlain(w)) {
            words.add(w);
        }
    }

    /** A word no English sentence writes: with a hyphen or underscore, a digit, or a capital after the first letter. */
    static boolean notPlain(String w) {
        return w.matches(".*[-_0-9].*") || w.substring(1).chars().anyMatch(Character::isUpperCase);
    }

    /**
     * The list's words an author wrote in the scenario's own prose (a stranger's special rule says "the crest of
     * cuzco-hill"): printed as the author wrote them, they are the author's words, not the tool's.
     */
    static Set<String> authorsWords(Scenario s, Set<String> codeWords) {
        StringBuilder prose = new StringBuilder(s.briefing()).append('\n');
        s.gmNotes().ifPresent(t -> prose.append(t).append('\n'));
        s.victory().forEach(v -> prose.append(v.text()).append('\n'));
        s.specialRules().forEach(n -> prose.append(n.text()).append('\n'));
        s.sides().forEach(side -> side.briefing().ifPresent(t -> prose.append(t).append('\n')));
        Set<String> own = new TreeSet<>();
        for (String h : hits(prose.toString(), codeWords)) {
            String w = h.substring(1, h.indexOf("\" in \""));
            if (codeWords.contains(w) && !w.startsWith(KEY_MARK)) {
                own.add(w);
            }
        }
        return own;
    }

    /** Each hit of the list in the text, but for the author's own words: "word" in "...context...". */
    static List<String> hits(String text, Set<String> codeWords, Set<String> authorsOwn) {
        Set<String> listed = new TreeSet<>(codeWords);
        listed.removeAll(authorsOwn);
        return hits(text, listed);
    }

    /** Each hit of the list in the text: "word" in "...context...". */
    static List<String> hits(String text, Set<String> codeWords) {
        List<String> out = new ArrayList<>();
        String t = text;
        for (String e : ENGLISH) {
            t = t.replace(e, "");
        }
        Set<String> heads = heads(t);
        for (String w : codeWords) {
            String bare = w.startsWith(KEY_MARK) ? w.substring(KEY_MARK.length()) : w;
            if (!TOKEN.matcher(bare).matches() || heads.contains(bare)) {
                find(t, PATTERNS.computeIfAbsent(w, InternalWordsTest::pattern), w, out);
            }
        }
        for (String w : SOURCE_NOTES) {
            find(t, PATTERNS.computeIfAbsent("note:" + w, k -> Pattern.compile("(?<![\\p{L}\\p{N}-])" + Pattern.quote(w)
                    + "(?![\\p{L}\\p{N}])", Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE)), w, out);
        }
        return out;
    }

    private static final Pattern TOKEN = Pattern.compile("[\\p{L}\\p{N}-]+");
    private static final Map<String, Pattern> PATTERNS = new ConcurrentHashMap<>();

    private static Pattern pattern(String w) {
        if (w.startsWith(KEY_MARK)) {
            String k = Pattern.quote(w.substring(KEY_MARK.length()));
            return Pattern.compile("['\"‘“]" + k + "['\"’”]|(?<![\\p{L}\\p{N}-])" + k + ":");
        }
        return Pattern.compile("(?<![\\p{L}\\p{N}-])" + Pattern.quote(w) + "(?![\\p{L}\\p{N}]|-[\\p{L}\\p{N}])");
    }

    /**
     * Every run of letters, digits and hyphens in the text, and each of its beginnings that ends before a hyphen.
     * A word of those characters is found by its pattern only where it is one of these (it cannot start inside a
     * run, and ends at the run's end or before a hyphen), so a word not among them is not looked for: a page is
     * scanned once instead of once per word.
     */
    static Set<String> heads(String text) {
        Set<String> out = new HashSet<>();
        Matcher m = TOKEN.matcher(text);
        while (m.find()) {
            String run = m.group();
            out.add(run);
            for (int i = run.indexOf('-'); i > 0; i = run.indexOf('-', i + 1)) {
                out.add(run.substring(0, i));
            }
        }
        return out;
    }

    private static void find(String text, Pattern p, String w, List<String> out) {
        Matcher m = p.matcher(text);
        while (m.find()) {
            out.add("\"" + w + "\" in \"" + text.substring(Math.max(0, m.start() - 40), Math.min(text.length(), m.end() + 40)) + "\"");
        }
    }

    /** A page's text as a reader sees it: ligatures split (NFKC), hyphens at line ends joined, white space single. */
    static String readable(String page) {
        return Packs.flat(Normalizer.normalize(page, Normalizer.Form.NFKC));
    }

    @Test
    void theListHoldsTheWordsTheIssueNamed() {
        Set<String> words = codeWords(PrintedCorpus.scenarios());
        for (String w : List.of("saw-quickplay", "hatsoff", "throwingEdge", "rounds-spain", "SAW-006", "LOAD-008", "first-vol-cav",
                KEY_MARK + "telegraph")) {
            assertTrue(words.contains(w), w);
        }
        assertEquals(List.of(), hits("Hatsoff tactical rules. Spanish rounds of fire: 12. A pre-spotted target. "
                + "The station telegraph office; a black-powder rifle.", words));
        assertEquals(List.of("SAW-006", "first-vol-cav", "first-vol-cav", "key:telegraph"), hits("the first-vol-cav's flank, "
                + "(first-vol-cav-) x-first-vol-cav first-vol-cav-2 SAW-006 SAW-0067 'telegraph' telegraphs", words).stream()
                .map(h -> h.substring(1, h.indexOf("\" in"))).toList());
        assertEquals(4, hits("rules (saw-quickplay); where the scan is silent; telegraph: federal; tagged black-powder", words).size());
        // the appendix's "Guerillas. Cuban and Filipino ..." and a kit's counters' "guerilla"
        assertEquals(2, hits("Guerillas. Cuban and Filipino infantry; guerilla", words).size());
    }

    @TestFactory
    Stream<DynamicTest> noInternalWordInAnyPackOrHandout() {
        Set<String> words = codeWords(PrintedCorpus.scenarios());
        int[] total = new int[1];
        return PrintedCorpus.packs().stream().map(pdf -> DynamicTest.dynamicTest(pdf.name(), () -> {
            List<String> found = new ArrayList<>();
            Set<String> own = authorsWords(pdf.scenario(), words);
            try (PDDocument doc = Loader.loadPDF(pdf.file().toFile())) {
                List<String> pages = Packs.pageTexts(doc);
                for (int i = 0; i < pages.size(); i++) {
                    for (String h : hits(readable(pages.get(i)), words, own)) {
                        found.add("page " + (i + 1) + ": " + h);
                    }
                }
            }
            total[0] += found.size();
            if (PrintedCorpus.measuring()) {
                System.out.println("internal words " + pdf.name() + " " + found.size() + " (running total " + total[0] + ")");
                found.forEach(f -> System.out.println("  " + f));
            }
            assertEquals(List.of(), found, pdf.name() + ": " + found.size() + " internal words in print");
        }));
    }

    /** The kit speaks the sheets' words too: San Juan's guerrilla counters said "guerilla" on their fronts. */
    @TestFactory
    Stream<DynamicTest> noKitPrintsAKeyTheSheetsSpellOtherwise() {
        Set<String> words = new TreeSet<>();
        RuleSets.all().forEach(r -> respelled(r.vocabulary()).forEach(words::add));
        return PrintedCorpus.packs().stream().filter(pdf -> pdf.side().isEmpty()).map(pdf -> DynamicTest.dynamicTest(pdf.name(), () -> {
            java.nio.file.Path kit = pdf.file().resolveSibling(pdf.scenario().id() + "-kit.pdf");
            List<String> found = new ArrayList<>();
            Set<String> own = authorsWords(pdf.scenario(), words);
            try (PDDocument doc = Loader.loadPDF(kit.toFile())) {
                for (String page : Packs.pageTexts(doc)) {
                    found.addAll(hits(readable(page), words, own));
                }
            }
            assertEquals(List.of(), found, kit.getFileName() + ": keys spelled as the code spells them");
        }));
    }
}

package muster.scenario.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import muster.source.Diagnostic;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every mistake in a rule-set file is reported at its line and column, with a hint, in one run, and
 * the file gives no rule set: unknown keys, values of the wrong kind, dice that do not parse,
 * words the vocabulary does not declare, checks that pass for muster's own codes, files too large
 * and alias bombs.
 */
class RuleSetFileMistakesTest {

    static final String FILE = "r.yaml";

    /** A rule-set file with no finding; the cases below change one line of it (line numbers refer to it). */
    static final String BASE = """
            id: house
            title: House rules
            figures:
              count: figures
              defaultScale: 25mm
              scales:
                - { word: 25mm, meaning: single figures }
            vocabulary:
              terrain:
                - { word: woods, meaning: woods, move: slow, sight: cover }
              types:
                - { word: infantry, meaning: foot }
              weapons:
                - { word: rifle, meaning: a rifle }
              nations:
                - { word: us, meaning: United States }
            organisation:
              - { type: infantry, weapons: [rifle], notOn: [woods] }
            charts:
              - id: fire
                title: Fire
                columns: [hit]
                rows:
                  - { label: rifle, cells: ["2d6 <= 6"] }
            checks:
              - { id: HRS-001, kind: type-weapon, types: [infantry], severity: error, summary: s, message: "a {type} cannot fire a {weapon}", reason: r }
            """;

    static RuleSetLoader.Loaded parse(String text) {
        return RuleSetLoader.parse(FILE, text.getBytes(StandardCharsets.UTF_8));
    }

    static String replaceLine(int n, String line) {
        return replaceLine(BASE, n, line);
    }

    /** {@code base} with its line {@code n} (from 1) written as {@code line}. */
    static String replaceLine(String base, int n, String line) {
        String[] lines = base.split("\n", -1);
        lines[n - 1] = line;
        return String.join("\n", lines);
    }

    /** An unknown key at its line and column, with the key meant. */
    static void meantKey(String text, int line, String typed, String meant) {
        RuleSetLoader.Loaded r = parse(text);
        assertTrue(codes(r).contains(at("LOAD-008", text, line, typed)), () -> messages(r));
        assertTrue(messages(r).contains("did you mean '" + meant + "'?"), () -> messages(r));
    }

    /** {@code CODE@line:col}, the column that of {@code needle} in that line of {@code text} (plus {@code past} characters). */
    static String at(String code, String text, int line, String needle, int past) {
        int col = text.split("\n", -1)[line - 1].indexOf(needle);
        assertTrue(col >= 0, needle + " on line " + line);
        return code + "@" + line + ":" + (col + 1 + past);
    }

    static String at(String code, String text, int line, String needle) {
        return at(code, text, line, needle, 0);
    }

    static List<String> codes(RuleSetLoader.Loaded r) {
        return r.diagnostics().sorted().stream().map(d -> d.ruleId() + "@" + d.span().line() + ":" + d.span().column()).toList();
    }

    static String messages(RuleSetLoader.Loaded r) {
        StringBuilder sb = new StringBuilder();
        r.diagnostics().sorted().forEach(d -> sb.append(d.format()).append('\n'));
        return sb.toString();
    }

    /** Exactly these findings, and no rule set. */
    static RuleSetLoader.Loaded assertFindings(String text, String... expected) {
        RuleSetLoader.Loaded r = parse(text);
        assertEquals(List.of(expected), codes(r), () -> messages(r));
        assertTrue(r.ruleSet().isEmpty(), "a file with an error gives no rule set");
        return r;
    }

    static Diagnostic only(RuleSetLoader.Loaded r) {
        assertEquals(1, r.diagnostics().all().size(), () -> messages(r));
        return r.diagnostics().all().get(0);
    }

    @Test
    void theBaseLoadsWithNoFinding() {
        RuleSetLoader.Loaded r = parse(BASE);
        assertEquals(List.of(), codes(r), () -> messages(r));
        assertEquals("house", r.ruleSet().orElseThrow().id());
    }

    /** A band's burst is a radius: 2 loads, 0 is refused at its band with a hint. */
    @Test
    void aBurstIsARadiusOfMoreThanNothing() {
        String good = BASE + """
                profiles:
                  weapons:
                    - weapon: rifle
                      bands:
                        - { band: any, from: 0, burst: 2, fire: [{ roll: "1d6 >= 6", effect: hit }] }
                """;
        RuleSetLoader.Loaded r = parse(good);
        assertEquals(List.of(), codes(r), () -> messages(r));
        assertEquals(java.util.Optional.of(2.0), r.ruleSet().orElseThrow().profiles().weapons().get(0).bands().get(0).burst());
        String bad = good.replace("burst: 2", "burst: 0");
        int line = (int) bad.substring(0, bad.indexOf("burst: 0")).chars().filter(c -> c == '\n').count() + 1;
        Diagnostic d = only(assertFindings(bad, at("RULESET-004", bad, line, "{ band")));
        assertTrue(d.format().contains("radius"), d.format());
    }

    /** A type that is one model says so with true or false; misspelt, the key most likely meant. */
    @Test
    void aTypeIsOneModelOrNot() {
        String good = BASE + """
                profiles:
                  types:
                    - { type: infantry, move: { any: 6 }, model: true }
                """;
        RuleSetLoader.Loaded r = parse(good);
        assertEquals(List.of(), codes(r), () -> messages(r));
        assertTrue(r.ruleSet().orElseThrow().profiles().types().get(0).model());
        RuleSetLoader.Loaded t = parse(good.replace("model: true", "modle: true"));
        assertTrue(messages(t).contains("did you mean 'model'?"), () -> messages(t));
    }

    /** A weapon that runs dry says so with true or false, at its key; misspelt, the key most likely meant. */
    @Test
    void aWeaponRunsDryOrNot() {
        String good = BASE + """
                profiles:
                  weapons:
                    - weapon: rifle
                      runsDry: true
                      bands:
                        - { band: any, from: 0, fire: [{ roll: "3d6, a 6 hits, doubles: out of ammunition", effect: hit }] }
                """;
        RuleSetLoader.Loaded r = parse(good);
        assertEquals(List.of(), codes(r), () -> messages(r));
        assertTrue(r.ruleSet().orElseThrow().profiles().weapons().get(0).runsDry());
        String bad = good.replace("runsDry: true", "runsDry: twice");
        int line = (int) bad.substring(0, bad.indexOf("runsDry")).chars().filter(c -> c == '\n').count() + 1;
        Diagnostic d = only(assertFindings(bad, at("LOAD-010", bad, line, "twice")));
        assertTrue(d.message().contains("'runsDry'"), d.message());
        String typo = good.replace("runsDry: true", "runDry: true");
        RuleSetLoader.Loaded t = parse(typo);
        assertTrue(messages(t).contains("did you mean 'runsDry'?"), () -> messages(t));
        String both = good.replace("runsDry: true", "runsDry: true\n      neverRunsOut: true");
        Diagnostic b = only(assertFindings(both, at("RULESET-004", both, line + 1, "neverRunsOut", "neverRunsOut: ".length())));
        assertTrue(b.message().contains("never runs out"), b.message());
        String never = good.replace("runsDry: true", "neverRunsOut: true");
        assertTrue(parse(never).ruleSet().orElseThrow().profiles().weapons().get(0).neverRunsOut(), () -> messages(parse(never)));
        assertTrue(messages(parse(good.replace("runsDry: true", "neverRunOut: true"))).contains("did you mean 'neverRunsOut'?"));
    }

    /**
     * A weapon that runs dry may ask for a table of the bursts it stays loaded, 1 to 12, at its key: on a weapon that does not
     * run dry, or past 12, the value is refused where it stands; misspelt, the key most likely meant.
     */
    @Test
    void aWeaponThatRunsDryTablesTheBurstsItStaysLoaded() {
        String good = BASE + """
                profiles:
                  weapons:
                    - weapon: rifle
                      runsDry: true
                      loadedTableTo: 5
                      bands:
                        - { band: any, from: 0, fire: [{ roll: "3d6, a 6 hits, doubles: out of ammunition", effect: hit }] }
                """;
        RuleSetLoader.Loaded r = parse(good);
        assertEquals(List.of(), codes(r), () -> messages(r));
        assertEquals(java.util.Optional.of(5), r.ruleSet().orElseThrow().profiles().weapons().get(0).loadedTableTo());
        int line = (int) good.substring(0, good.indexOf("loadedTableTo")).chars().filter(c -> c == '\n').count() + 1;
        String many = good.replace("loadedTableTo: 5", "loadedTableTo: 13");
        Diagnostic m = only(assertFindings(many, at("RULESET-004", many, line, "13")));
        assertTrue(m.message().contains("13 bursts"), m.message());
        String wet = good.replace("runsDry: true", "runsDry: false");
        Diagnostic w = only(assertFindings(wet, at("RULESET-004", wet, line, "5")));
        assertTrue(w.hint().contains("runsDry: true"), w.hint());
        String typo = good.replace("loadedTableTo: 5", "loadedTabelTo: 5");
        assertTrue(messages(parse(typo)).contains("did you mean 'loadedTableTo'?"), () -> messages(parse(typo)));
    }

    /**
     * A weapon that runs dry may ask for a table of the hits a burst scores as it fires on or empties: on a weapon that does not
     * run dry the key is refused where it stands; misspelt, the key most likely meant.
     */
    @Test
    void aWeaponThatRunsDryTablesTheHitsOfABurst() {
        String good = BASE + """
                profiles:
                  weapons:
                    - weapon: rifle
                      runsDry: true
                      burstTable: true
                      bands:
                        - { band: any, from: 0, fire: [{ roll: "3d6, a 6 hits, doubles: out of ammunition", effect: hit }] }
                """;
        RuleSetLoader.Loaded r = parse(good);
        assertEquals(List.of(), codes(r), () -> messages(r));
        assertTrue(r.ruleSet().orElseThrow().profiles().weapons().get(0).burstTable());
        int line = (int) good.substring(0, good.indexOf("burstTable")).chars().filter(c -> c == '\n').count() + 1;
        String wet = good.replace("runsDry: true", "runsDry: false");
        Diagnostic w = only(assertFindings(wet, at("RULESET-004", wet, line, "true")));
        assertTrue(w.hint().contains("runsDry: true"), w.hint());
        String typo = good.replace("burstTable: true", "burstTabel: true");
        assertTrue(messages(parse(typo)).contains("did you mean 'burstTable'?"), () -> messages(parse(typo)));
    }

    @Test
    void anUnknownKeySaysWhichItMeant() {
        String text = replaceLine(10, "      - { word: woods, meaning: woods, move: slow, sigth: cover }");
        Diagnostic d = only(assertFindings(text, at("LOAD-008", text, 10, "sigth")));
        assertEquals("unknown key 'sigth' in a terrain kind; did you mean 'sight'?", d.message());
        assertEquals("keys allowed here: word, meaning, effect, move, sight", d.hint());
    }

    @Test
    void aBlankReasonIsRefusedNotThrown() {
        String text = replaceLine(26, "  - { id: HRS-001, kind: type-weapon, types: [infantry], severity: error, summary: s, message: m, reason: \" \" }");
        Diagnostic d = only(assertFindings(text, at("RULESET-004", text, 26, "\" \"")));
        assertEquals("the check's reason is blank", d.message());
    }

    @Test
    void aValueOfTheWrongKind() {
        String text = replaceLine(4, "  count: [figures]");
        Diagnostic d = only(assertFindings(text, at("LOAD-010", text, 4, "[")));
        assertEquals("'count' must be text, found a list", d.message());
    }

    @Test
    void aChoiceNotInTheFormat() {
        String text = replaceLine(10, "      - { word: woods, meaning: woods, move: slwo, sight: cover }");
        Diagnostic d = only(assertFindings(text, at("RULESET-004", text, 10, "slwo")));
        assertEquals("'move' is 'slwo', not one of its words; did you mean 'slow'?", d.message());
        assertEquals("'move' takes open, slow, stop, impassable, crossing", d.hint());
    }

    @Test
    void diceThatDoNotParseArePointedAtTheirCharacter() throws IOException {
        String text = replaceLine(24, "        - { label: rifle, cells: [\"2d6 <= six\"] }");
        // the character after "2d6 <= ", inside the quotes
        Diagnostic d = only(assertFindings(text, at("RULESET-001", text, 24, "\"2d6", 1 + 7)));
        assertEquals("'2d6 <= six' is not a dice expression: expected dice such as 2d6, found 's'", d.message());
        String manual = Files.readString(Path.of(System.getProperty("basedir", "")).toAbsolutePath().resolve("docs/rulesets/data-format.md"));
        Diagnostic house = RuleSetLoader.parse("house.yaml", text.getBytes(StandardCharsets.UTF_8)).diagnostics().all().get(0);
        assertTrue(manual.contains(house.format().replace(System.lineSeparator(), "\n")), "the format page shows " + house.format());
        String plain = replaceLine(24, "        - { label: rifle, cells: [1d6 >= 7x] }");
        assertFindings(plain, at("RULESET-001", plain, 24, "1d6", 8));
    }

    @Test
    void aCheckNamingAnUnknownTypeWeaponOrTerrainKind() {
        String type = replaceLine(26, BASE.split("\n")[25].replace("types: [infantry]", "types: [infantri]"));
        Diagnostic d = only(assertFindings(type, at("RULESET-002", type, 26, "infantri")));
        assertEquals("'infantri' is not a unit type this rule set declares; did you mean 'infantry'?", d.message());
        assertEquals("declared: infantry", d.hint());
        String weapon = replaceLine(18, "  - { type: infantry, weapons: [rilfe], notOn: [woods] }");
        assertFindings(weapon, at("RULESET-002", weapon, 18, "rilfe"));
        String ground = replaceLine(18, "  - { type: infantry, weapons: [rifle], notOn: [wood] }");
        assertFindings(ground, at("RULESET-002", ground, 18, "wood]"));
        String kinds = BASE + "  - { id: HRS-002, kind: feature-required, kinds: [hill], nations: [us], severity: note, summary: s, "
                + "message: m, reason: r }\n";
        assertFindings(kinds, at("RULESET-002", kinds, 27, "hill"));
    }

    @Test
    void anUnknownCheckKindOrPlaceholder() {
        String kind = replaceLine(26, BASE.split("\n")[25].replace("kind: type-weapon", "kind: type-weapons"));
        Diagnostic d = only(assertFindings(kind, at("RULESET-004", kind, 26, "type-weapons")));
        assertEquals("'type-weapons' is not a kind of check muster has; did you mean 'type-weapon'?", d.message());
        String placeholder = replaceLine(26, BASE.split("\n")[25].replace("{weapon}", "{weapn}"));
        Diagnostic p = only(assertFindings(placeholder, at("RULESET-004", placeholder, 26, "{weapn}")));
        assertEquals("the message names the placeholder '{weapn}', which no check fills in; did you mean 'weapon'?", p.message());
    }

    @Test
    void aCheckIdMayNotPassForMustersOwnCodes() {
        String text = replaceLine(26, BASE.split("\n")[25].replace("HRS-001", "LOAD-001"));
        Diagnostic d = only(assertFindings(text, at("RULESET-005", text, 26, "LOAD-001")));
        assertTrue(d.message().contains("muster's own LOAD codes"), d.message());
        String lower = replaceLine(26, BASE.split("\n")[25].replace("HRS-001", "hrs-1"));
        assertFindings(lower, at("RULESET-005", lower, 26, "hrs-1"));
    }

    @Test
    void aWordOrCheckDeclaredTwice() {
        String text = BASE.replace("    - { word: infantry, meaning: foot }\n", "    - { word: infantry, meaning: foot }\n    - { word: infantry, meaning: again }\n");
        Diagnostic d = only(assertFindings(text, at("RULESET-003", text, 13, "infantry")));
        assertEquals("the first is at line 12; keep one of them", d.hint());
    }

    @Test
    void aRowWithoutACellPerColumn() {
        String text = replaceLine(24, "        - { label: rifle, cells: [\"2d6 <= 6\", 1] }");
        assertFindings(text, at("RULESET-004", text, 24, "["));
    }

    @Test
    void everyMistakeIsReportedInOneRun() {
        String text = BASE.replace("sight: cover", "sigth: cover").replace("\"2d6 <= 6\"", "\"2d6 <= six\"").replace("types: [infantry]",
                "types: [infantri]").replace("notOn: [woods]", "notOn: [wood]");
        assertEquals(4, parse(text).diagnostics().all().size(), () -> messages(parse(text)));
    }

    @Test
    void aFileOverTheSizeLimitIsNotRead(@TempDir Path dir) throws IOException {
        byte[] big = new byte[(int) ScenarioLoader.MAX_BYTES + 1];
        java.util.Arrays.fill(big, (byte) 'a');
        Diagnostic d = only(RuleSetLoader.parse(FILE, big));
        assertEquals("LOAD-001", d.ruleId());
        Path fifty = dir.resolve("big.yaml");
        try (RandomAccessFile f = new RandomAccessFile(fifty.toFile(), "rw")) {
            f.setLength(50L * 1024 * 1024); // sparse: its size is known before a byte is read
        }
        RuleSetLoader.Loaded r = assertTimeoutPreemptively(Duration.ofSeconds(5), () -> RuleSetLoader.load(fifty, "big.yaml"));
        Diagnostic large = only(r);
        assertEquals("big.yaml:1:1: error[LOAD-001]: the file is 51200 KB; rule-set files are limited to 2048 KB", large.headline());
        assertEquals("is this really a rule set? Rule-set files are a few dozen KB", large.hint());
        assertTrue(r.ruleSet().isEmpty());
        assertTrue(Files.size(fifty) > ScenarioLoader.MAX_BYTES);
    }

    @Test
    void anAliasBombIsRefusedAtItsAnchors() {
        StringBuilder bomb = new StringBuilder("a: &a [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]\n");
        for (int i = 0; i < 9; i++) {
            char name = (char) ('b' + i);
            bomb.append(name).append(": &").append(name).append(" [").append(("*" + (char) ('a' + i) + ",").repeat(8))
                    .append('*').append((char) ('a' + i)).append("]\n");
        }
        RuleSetLoader.Loaded r = assertTimeoutPreemptively(Duration.ofSeconds(5), () -> parse(bomb.toString()));
        assertTrue(r.ruleSet().isEmpty());
        // every anchor and every alias is refused where it stands (Jackson never expands them): 10 and 81
        assertEquals(91, r.diagnostics().all().stream().filter(d -> d.ruleId().equals("LOAD-004")).count(), () -> messages(r));
        assertTrue(r.diagnostics().all().stream().anyMatch(d -> d.headline()
                .equals("r.yaml:1:4: error[LOAD-004]: YAML anchors ('&name') are not allowed in a rule-set file")), () -> messages(r));
        assertTrue(r.diagnostics().all().stream().anyMatch(d -> d.message().equals("YAML aliases ('*a') are not allowed in a rule-set file")),
                () -> messages(r));
    }

    @Test
    void notYamlOrNotAMapping() {
        assertEquals("r.yaml:1:1: error[LOAD-003]: the file is empty", only(parse("")).headline());
        Diagnostic list = only(parse("- a\n- b\n"));
        assertEquals("a rule set must be a mapping of keys, found a list", list.message());
        assertEquals("the file starts with keys such as 'id:', 'title:', 'vocabulary:'", list.hint());
    }
}

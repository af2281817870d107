package muster.scenario.load;

import static muster.scenario.load.RuleSetFileMistakesTest.assertFindings;
import static muster.scenario.load.RuleSetFileMistakesTest.at;
import static muster.scenario.load.RuleSetFileMistakesTest.codes;
import static muster.scenario.load.RuleSetFileMistakesTest.meantKey;
import static muster.scenario.load.RuleSetFileMistakesTest.messages;
import static muster.scenario.load.RuleSetFileMistakesTest.only;
import static muster.scenario.load.RuleSetFileMistakesTest.parse;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import muster.scenario.rulefile.Check;
import muster.source.Diagnostic;
import org.junit.jupiter.api.Test;

/**
 * A check's {@code cases}: each case's {@code when} names placeholders and the values a finding's must hold, and its message
 * and hint use the check's placeholders; each mistake at its line and column, a misspelt key with the one most likely meant.
 */
class CheckCasesMistakesTest {

    /** The base file's check, written as a block, with one case on line 31 (line 30 its 'cases:'). */
    static final String GOOD = RuleSetFileMistakesTest.BASE.replace(
            "  - { id: HRS-001, kind: type-weapon, types: [infantry], severity: error, summary: s, message: \"a {type} cannot fire a {weapon}\", reason: r }\n",
            """
              - id: HRS-001
                kind: type-weapon
                types: [infantry]
                severity: error
                summary: s
                message: "a {type} cannot fire a {weapon}"
                reason: r
                cases:
                  - { when: { weapon: rifle }, message: "a {type} unit has no use for a {weapon}", hint: drop it }
            """);

    static final int CASE = 34;

    static String caseLine(String text) {
        return RuleSetFileMistakesTest.replaceLine(GOOD, CASE, text);
    }

    @Test
    void aCaseLoadsWithItsConditionMessageAndHint() {
        RuleSetLoader.Loaded r = parse(GOOD);
        assertEquals(List.of(), codes(r), () -> messages(r));
        Check.Case c = r.ruleSet().orElseThrow().checks().get(0).cases().get(0);
        assertEquals(Map.of("weapon", "rifle"), c.when());
        assertEquals("a {type} unit has no use for a {weapon}", c.message());
        assertEquals("drop it", c.hint());
    }

    @Test
    void aConditionNamesPlaceholders() {
        meantKey(caseLine("      - { when: { weapn: rifle }, message: m }"), CASE, "weapn", "weapon");
        meantKey(caseLine("      - { whne: { weapon: rifle }, message: m }"), CASE, "whne", "when");
        String empty = caseLine("      - { when: {}, message: m }");
        Diagnostic d = only(assertFindings(empty, at("RULESET-004", empty, CASE, "{}")));
        assertTrue(d.message().contains("a case for every finding"), d.message());
        String none = caseLine("      - { message: m }");
        assertTrue(codes(parse(none)).contains(at("LOAD-009", none, CASE, "{")), () -> messages(parse(none)));
    }

    @Test
    void aCaseMessageUsesTheChecksPlaceholders() {
        String text = caseLine("      - { when: { weapon: rifle }, message: \"a {typ} unit\" }");
        Diagnostic d = only(assertFindings(text, at("RULESET-004", text, CASE, "{typ}")));
        assertTrue(d.message().contains("did you mean 'type'?"), d.message());
    }

    /**
     * A case's {@code found} is one of the things its kind finds: a tag-limits check finds a type, a count or both tags, and a
     * misspelt one is refused where it stands with the one meant; a kind that finds one thing has no {@code found}.
     */
    @Test
    void aCaseFoundIsOneOfWhatItsKindFinds() {
        String tags = GOOD.replace("kind: type-weapon\n", "kind: tag-limits\n    tags: [leader]\n    maxCount: 1\n    exclusive: true\n")
                .replace("  nations:\n", "  tags:\n    - { word: leader, meaning: a leader }\n  nations:\n")
                .replace("{ when: { weapon: rifle }", "{ when: { found: count }");
        RuleSetLoader.Loaded r = parse(tags);
        int line = CASE + 5;
        assertEquals(List.of(), codes(r), () -> messages(r));
        assertEquals(Map.of("found", "count"), r.ruleSet().orElseThrow().checks().get(0).cases().get(0).when());
        String typo = tags.replace("found: count", "found: cuont");
        List<String> c = codes(parse(typo));
        assertTrue(c.contains(at("RULESET-004", typo, line, "cuont")), () -> messages(parse(typo)));
        assertTrue(messages(parse(typo)).contains("did you mean 'count'?"), () -> messages(parse(typo)));
        String one = caseLine("      - { when: { found: count }, message: m }");
        Diagnostic d = only(assertFindings(one, at("RULESET-004", one, CASE, "count")));
        assertTrue(d.hint().contains("leave 'found' out"), d.hint());
    }
}

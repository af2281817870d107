package muster.scenario.load;

import static muster.scenario.load.LoaderAssertions.BASE;
import static muster.scenario.load.LoaderAssertions.assertFindings;
import static muster.scenario.load.LoaderAssertions.codes;
import static muster.scenario.load.LoaderAssertions.only;
import static muster.scenario.load.LoaderAssertions.parse;
import static muster.scenario.load.LoaderAssertions.replaceLine;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.time.LocalDate;
import java.util.List;
import muster.source.Diagnostic;
import muster.source.Severity;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** What the loader reports for each kind of mistake, by rule id and line:column. */
class ScenarioLoaderTest {

    /** The unit line of BASE (line 13) with {@code extra} written before its closing brace. */
    private static String unitWith(String extra) {
        return replaceLine(13, "          - { id: us-inf, type: infantry, weapon: rifle, count: 4, at: [10, 20], " + extra + " }");
    }

    /** 1-based column of {@code needle} on line {@code line} of {@code text}. */
    private static int col(String text, int line, String needle) {
        int i = text.split("\n", -1)[line - 1].indexOf(needle);
        assertTrue(i >= 0, needle + " not on line " + line);
        return i + 1;
    }

    @Test
    void theBaseScenarioLoadsWithoutFindings() {
        var r = assertFindings(BASE);
        assertTrue(r.scenario().isPresent());
    }

    // --- keys -------------------------------------------------------------------------------

    @Test
    void anUnknownKeyIsReportedAtTheKeyWithTheNearestKnownOne() {
        var r = assertFindings(BASE + "figurScale: 15mm\n", "LOAD-008@14:1");
        Diagnostic d = only(r);
        assertEquals(Severity.ERROR, d.severity());
        assertTrue(d.message().contains("unknown key 'figurScale'"), d.message());
        assertTrue(d.message().contains("did you mean 'figureScale'?"), d.message());
        assertTrue(d.hint().contains("figureScale"), "the hint lists the keys allowed here: " + d.hint());
    }

    @Test
    void anUnknownKeyFarFromEveryKnownOneGetsNoSuggestion() {
        var r = assertFindings(BASE + "colour: red\n", "LOAD-008@14:1");
        assertFalse(only(r).message().contains("did you mean"), only(r).message());
    }

    @Test
    void anUnknownKeyInsideAUnitIsReportedAtThatKey() {
        String text = replaceLine(13, "          - { id: us-inf, type: infantry, weapons: rifle, count: 4, at: [10, 20] }");
        var r = assertFindings(text, "LOAD-008@13:" + col(text, 13, "weapons"));
        assertTrue(only(r).message().contains("did you mean 'weapon'?"), only(r).message());
    }

    @Test
    void aValueCutAtACommaInsideBracesIsToldToBeQuoted() {
        // a stranger's unit: the comma in the name ends the value, and the rest reads as a key of its own
        String text = replaceLine(13, "          - { id: us-inf, name: 1st Regiment, Brigada Zaragoza, type: infantry, weapon: rifle, count: 4, at: [10, 20] }");
        var r = assertFindings(text, "LOAD-008@13:" + col(text, 13, "Brigada"));
        assertTrue(only(r).message().contains("unknown key 'Brigada Zaragoza'"), only(r).message());
        assertEquals("a comma inside { } ends a value; if 'Brigada Zaragoza' is the rest of 'name', put the whole value in quotes: "
                + "name: \"1st Regiment, Brigada Zaragoza\"", only(r).hint());
    }

    @Test
    void aLongValueCutAtACommaIsNotEchoedInTheHint() {
        String riders = "Rough Riders ".repeat(12).trim();
        String text = replaceLine(13, "          - { id: us-inf, name: " + riders + ", " + riders + ", type: infantry, weapon: rifle, count: 4, at: [10, 20] }");
        var r = assertFindings(text, "LOAD-008@13:" + col(text, 13, riders + ", type"));
        assertEquals("a comma inside { } ends a value; if '" + riders.substring(0, 60) + "…' is the rest of 'name', put the whole value "
                + "in double quotes", only(r).hint());
    }

    @Test
    void anUnknownKeyWithAValueStillListsTheKeysAllowed() {
        String text = replaceLine(13, "          - { id: us-inf, name: First, colour: red, type: infantry, weapon: rifle, count: 4, at: [10, 20] }");
        var r = assertFindings(text, "LOAD-008@13:" + col(text, 13, "colour"));
        assertTrue(only(r).hint().startsWith("keys allowed here:"), only(r).hint());
    }

    @Test
    void aMissingRequiredKeyPointsAtTheMappingThatLacksIt() {
        // The side (line 7, 'id' at column 5) has no nation.
        var r = assertFindings(replaceLine(9, "    deploy: { outline: [[0,0],[12,0],[12,48]] }"), "LOAD-009@7:5");
        assertTrue(only(r).message().contains("'nation'"), only(r).message());
        assertTrue(only(r).hint().contains("add 'nation:'"), only(r).hint());
    }

    @Test
    void aMissingTopLevelKeyPointsAtTheStartOfTheFile() {
        var r = assertFindings(replaceLine(2, "place: Siboney"), "LOAD-009@1:1");
        assertTrue(only(r).message().contains("'title'"), only(r).message());
    }

    @Test
    void aFormationWithoutUnitsIsReportedAtTheFormation() {
        String text = BASE.replace("        units:\n          - { id: us-inf, type: infantry, weapon: rifle, count: 4, at: [10, 20] }\n", "");
        assertFindings(text, "LOAD-009@11:9");
    }

    @Test
    void aKeyWrittenTwiceIsReportedAtTheSecondWithTheLineOfTheFirst() {
        var r = assertFindings(BASE + "title: Again\n", "LOAD-007@14:1");
        assertTrue(only(r).message().contains("'title' appears twice"), only(r).message());
        assertTrue(only(r).hint().contains("line 2"), only(r).hint());
    }

    // --- types --------------------------------------------------------------------------------

    @Test
    void anOptionalValueOfTheWrongTypeIsReportedAtTheValue() {
        for (String[] c : new String[][] {
                {"facing: north", "north"},
                {"hidden: maybe", "maybe"},
                {"tags: guerilla", "guerilla"},
                {"men: [150]", "[150]"}}) {
            String text = unitWith(c[0]);
            var r = assertFindings(text, "LOAD-010@13:" + col(text, 13, c[1]));
            assertTrue(only(r).message().startsWith("'" + c[0].substring(0, c[0].indexOf(':')) + "' must be"), only(r).message());
        }
    }

    @Test
    void aCountMustBeAWholeNumber() {
        String text = replaceLine(13, "          - { id: us-inf, type: infantry, weapon: rifle, count: 2.5, at: [10, 20] }");
        var r = assertFindings(text, "LOAD-010@13:" + col(text, 13, "2.5"));
        assertTrue(only(r).message().contains("whole number"), only(r).message());
    }

    @Test
    void aPointIsTwoNumbers() {
        String text = replaceLine(13, "          - { id: us-inf, type: infantry, weapon: rifle, count: 4, at: [10, 20, 30] }");
        var r = assertFindings(text, "LOAD-010@13:" + col(text, 13, "[10, 20, 30]"));
        assertTrue(only(r).message().contains("expected a point [x, y]"), only(r).message());
    }

    @Test
    void aListOfSidesThatIsNotAListIsReportedOnce() {
        assertFindings(BASE.substring(0, BASE.indexOf("sides:")) + "sides: us\n", "LOAD-010@6:8");
    }

    @Test
    void theRootMustBeAMapping() {
        assertFindings("- id: t\n- title: T\n", "LOAD-010@1:1");
    }

    @Test
    void aRequiredValueOfTheWrongTypeIsReportedOnceAtTheValue() {
        assertFindings(replaceLine(4, "turns: five"), "LOAD-010@4:8");
        assertFindings(replaceLine(5, "table: 72"), "LOAD-010@5:8");
        assertFindings(replaceLine(4, "turns: .nan"), "LOAD-011@4:8");
    }

    // --- numbers and dates ---------------------------------------------------------------------

    @ParameterizedTest
    @ValueSource(strings = {".nan", ".NaN", ".inf", "-.inf", "+.Inf", "0x10", "1_000", "1e400"})
    void numbersMusterDoesNotReadAreRefusedAtTheValue(String number) {
        String text = unitWith("facing: " + number);
        var r = assertFindings(text, "LOAD-011@13:" + col(text, 13, number));
        assertTrue(only(r).message().contains(number), only(r).message());
    }

    @Test
    void anOctalWrittenTheYaml12WayIsTextSoItIsAWrongType() {
        // Jackson reads 0o17 as text; it is refused all the same, as LOAD-010.
        String text = unitWith("facing: 0o17");
        assertFindings(text, "LOAD-010@13:" + col(text, 13, "0o17"));
    }

    @Test
    void plainDecimalsAndSignsAreNumbers() {
        var r = assertFindings(unitWith("facing: +67.5"));
        assertEquals(67.5, r.scenario().orElseThrow().sides().get(0).units().get(0).facing().orElseThrow());
    }

    @Test
    void aDateThatDoesNotExistIsReportedAtTheValue() {
        var r = assertFindings(BASE + "date: 1898-02-30\n", "LOAD-012@14:7");
        assertTrue(only(r).message().contains("1898-02-30"), only(r).message());
        assertFindings(BASE + "date: July 1898\n", "LOAD-012@14:7");
    }

    @Test
    void aGoodDateIsRead() {
        var r = assertFindings(BASE + "date: 1898-07-01\n");
        assertEquals(LocalDate.of(1898, 7, 1), r.scenario().orElseThrow().date().orElseThrow());
    }

    // --- YAML features a scenario does not use -------------------------------------------------

    @Test
    void anchorsAndAliasesAreRefusedWhereTheyAre() {
        assertFindings(replaceLine(2, "title: &name T") + "place: *name\n", "LOAD-004@2:8", "LOAD-004@14:8");
    }

    @Test
    void anAliasMessageNamesTheAlias() {
        var r = parse(BASE + "place: *somewhere\n");
        assertEquals(List.of("LOAD-004@14:8"), codes(r));
        assertTrue(only(r).message().contains("'*somewhere'"), only(r).message());
    }

    @Test
    void aMergeKeyIsRefusedThroughItsAliasAndAnchor() {
        String text = BASE + """
                victory:
                  - &v { side: us, text: Win. }
                  - <<: *v
                    text: Lose.
                """;
        assertFindings(text, "LOAD-004@15:5", "LOAD-008@16:5", "LOAD-009@16:5", "LOAD-004@16:9");
    }

    @Test
    void explicitTagsAreRefusedAndNamed() {
        var r = assertFindings(replaceLine(1, "id: !!java.io.File /etc/passwd"), "LOAD-005@1:5");
        assertTrue(only(r).message().contains("'!!java.io.File'"), only(r).message());
        r = assertFindings(replaceLine(2, "title: !custom T"), "LOAD-005@2:8");
        assertTrue(only(r).message().contains("'!custom'"), only(r).message());
        assertFindings(replaceLine(5, "table: !!map { width: 72, depth: 48 }"), "LOAD-005@5:8");
    }

    @Test
    void nestingTwelveLevelsDeepIsAllowedAndThirteenIsNot() {
        // The root mapping is level 1, so eleven brackets reach level 12.
        var ok = parse("id: " + "[".repeat(11) + "]".repeat(11) + "\n");
        assertFalse(codes(ok).stream().anyMatch(c -> c.startsWith("LOAD-006")), codes(ok).toString());
        // The twelfth bracket, at column 16, is level 13.
        assertFindings("id: " + "[".repeat(12) + "]".repeat(12) + "\n", "LOAD-006@1:16");
    }

    @Test
    void tenThousandOpenBracketsStopAtTheLimitWithoutOverflowingTheStack() {
        // The root is the first '[', so the 13th, at column 13, is one level too deep.
        assertTimeoutPreemptively(Duration.ofSeconds(10), () -> assertFindings("[".repeat(10_000), "LOAD-006@1:13"));
        assertTimeoutPreemptively(Duration.ofSeconds(10),
                () -> assertFindings("id: " + "[".repeat(10_000) + "]".repeat(10_000), "LOAD-006@1:16"));
    }

    @Test
    void deeplyNestedFlowMappingsStopAtTheLimit() {
        // "{a: " repeats from column 4: level k starts at column 4 + 4 (k - 2), so level 13 at column 48.
        assertFindings("a: " + "{a: ".repeat(5000) + "1" + "}".repeat(5000) + "\n", "LOAD-006@1:48");
    }

    @Test
    void deeplyNestedBlockMappingsStopAtTheLimit() {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 20; i++) {
            sb.append("  ".repeat(i)).append("a:\n");
        }
        sb.append("  ".repeat(20)).append("b: 1\n");
        // Line 13 holds the 13th 'a', its value the 13th level: column 25 of the next key.
        assertFindings(sb.toString(), "LOAD-006@13:25");
    }

    // --- documents and syntax ------------------------------------------------------------------

    @Test
    void aSecondDocumentIsReportedWhereItStarts() {
        var r = assertFindings(BASE + "---\nid: u\n", "LOAD-013@15:1");
        assertTrue(only(r).hint().contains("---"), only(r).hint());
    }

    @Test
    void aSyntaxErrorIsReportedWithAPosition() {
        assertFindings("id: t\ntitle: T\n  ruleset: x\nturns: 8\n", "LOAD-003@3:10");
        assertFindings("id: t\ntable: [1, 2\nturns: 8\n", "LOAD-003@3:6");
    }

    @Test
    void aSyntaxErrorSaysWhatIsWrong() {
        var r = parse("id: t\ntable: [1, 2\nturns: 8\n");
        assertTrue(only(r).message().contains("expected ',' or ']'"), only(r).message());
        r = parse("id: t\ntitle: \"T\nruleset: x\n");
        assertTrue(only(r).message().contains("end of stream") && only(r).span().column() == 8, LoaderAssertions.messages(r));
    }

    @Test
    void anEmptyFileIsReported() {
        var r = assertFindings("", "LOAD-003@1:1");
        assertTrue(only(r).message().contains("empty"), only(r).message());
        assertFindings("\n\n# nothing but a comment\n", "LOAD-003@1:1");
    }

    // --- shapes ---------------------------------------------------------------------------------

    @Test
    void terrainWithBothOutlineAndAtIsReportedAtTheFeature() {
        var r = assertFindings(BASE + "terrain:\n  - { id: bh, kind: blockhouse, at: [1, 1], outline: [[0,0],[1,0],[1,1]] }\n",
                "LOAD-014@15:5");
        assertTrue(only(r).message().contains("more than one of 'outline', 'path' and 'at'"), only(r).message());
    }

    @Test
    void terrainWithNoShapeIsReportedAtTheFeature() {
        var r = assertFindings(BASE + "terrain:\n  - { id: bh, kind: blockhouse }\n", "LOAD-014@15:5");
        assertTrue(only(r).message().contains("no place on the table"), only(r).message());
    }

    @Test
    void aTargetWithBothFeatureAndAtOrNeitherIsReportedAtTheTarget() {
        assertFindings(BASE + "targets:\n  - { side: us, feature: bh, at: [1, 1] }\n", "LOAD-014@15:5");
        assertFindings(BASE + "targets:\n  - { side: us, label: somewhere }\n", "LOAD-014@15:5");
    }

    // --- line endings ---------------------------------------------------------------------------

    @Test
    void windowsLineEndingsGiveTheSamePositions() {
        assertFindings((BASE + "figurScale: 15mm\n").replace("\n", "\r\n"), "LOAD-008@14:1");
    }

    @Test
    void anAnchorIsRefusedWhateverTheLineEndings() {
        assertEquals(List.of("LOAD-004@2:8"), codes(parse("id: t\rtitle: &a T\r")).stream()
                .filter(c -> c.startsWith("LOAD-004")).toList());
    }

    @Test
    void anchorsAndTagsOnKeysAreRefused() {
        assertTrue(codes(parse(replaceLine(2, "&k title: T"))).contains("LOAD-004@2:1"));
        assertTrue(codes(parse(replaceLine(2, "!!str title: T"))).contains("LOAD-005@2:1"));
    }

    // --- one run, every problem -----------------------------------------------------------------

    @Test
    void fiveDifferentMistakesGiveFiveFindingsInOneRun() {
        String text = """
                id: t
                title: T
                ruleset: saw-quickplay
                turns: 8
                date: 1898-02-30
                figurScale: 15mm
                table: { width: 72, depth: 48 }
                terrain:
                  - { id: bh, kind: blockhouse }
                sides:
                  - id: us
                    nation: us
                    formations:
                      - id: us-brigade
                        units:
                          - { id: us-inf, type: infantry, weapon: rifle, count: 4, at: [10, 20], facing: east }
                """;
        var r = assertFindings(text, "LOAD-012@5:7", "LOAD-008@6:1", "LOAD-014@9:5", "LOAD-009@11:5",
                "LOAD-010@16:" + col(text, 16, "east"));
        assertEquals(5, r.diagnostics().count(Severity.ERROR));
    }

    @Test
    void aDuplicateKeyDoesNotHideTheOtherMistakes() {
        assertEquals(List.of("LOAD-007@14:1", "LOAD-008@15:1"), codes(parse(BASE + "title: Again\nfigurScale: 15mm\n")));
    }

    @Test
    void messagesUseTheRightArticle() {
        String text = replaceLine(13, "          - { id: us-inf, type: infantry, weapons: rifle, count: 4, at: [10, 20] }");
        assertTrue(only(parse(text)).message().contains("in a unit"), only(parse(text)).message());
        assertTrue(only(parse(replaceLine(1, "place: x"))).message().contains("needs the key 'id'"));
    }
}

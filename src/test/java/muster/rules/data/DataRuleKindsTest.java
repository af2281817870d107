package muster.rules.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import muster.rules.Engine;
import muster.rules.PrintedNote;
import muster.rules.Verdict;
import muster.scenario.load.LoadResult;
import muster.scenario.load.RuleSetLoader;
import muster.scenario.load.ScenarioLoader;
import muster.source.Diagnostic;
import org.junit.jupiter.api.Test;

/**
 * The check kinds junior-general's file does not use, on a house rule set of their own: forbidden
 * ground, required tags, nation and date, targets in range, a count that must be given, and distances
 * scaled by the figure scale; each finding at the node at fault, its placeholders filled.
 */
class DataRuleKindsTest {

    static final String HOUSE = """
            id: house
            title: House rules
            figures:
              count: stands
              defaultScale: 15mm
              scales:
                - { word: 15mm, meaning: as written }
                - { word: 25mm, meaning: doubled, distances: 2 }
            vocabulary:
              terrain:
                - { word: woods, meaning: woods, move: slow, sight: cover }
                - { word: marsh, meaning: marsh, move: impassable, sight: clear }
                - { word: river, meaning: a river, move: impassable, sight: clear }
              types:
                - { word: infantry, meaning: foot }
                - { word: field-artillery, meaning: guns }
              weapons:
                - { word: rifle, meaning: a rifle }
                - { word: field-gun, meaning: a field gun }
              nations:
                - { word: us, meaning: United States }
                - { word: spain, meaning: Spain }
              tags:
                - { word: regular, meaning: a regular }
            profiles:
              weapons:
                - weapon: field-gun
                  rolls: per-unit
                  bands:
                    - { band: long, from: 0, to: 20, fire: [{ roll: "2d6 >= 8", effect: hit }] }
            organisation:
              - { type: infantry, count: { min: 2, max: 8, required: true }, weapons: [rifle], requiredTags: [regular], notOn: [marsh, river] }
              - { type: field-artillery, weapons: [field-gun], nations: [us], from: 1899-01-01 }
            checks:
              - { id: HRS-001, kind: count-range, severity: error, summary: s, reason: r,
                  message: "the count of '{unit}' is {count}; a {type} unit is {min} to {max} stands" }
              - { id: HRS-002, kind: forbidden-ground, severity: error, summary: s, reason: r, message: "'{unit}' stands in {feature} ({kind})" }
              - { id: HRS-003, kind: required-tag, severity: warning, summary: s, reason: r, message: "'{unit}' is not tagged {tag}", hint: "add {tag}" }
              - { id: HRS-004, kind: nation-and-date, severity: error, summary: s, reason: r,
                  message: "'{unit}' ({type}) is not fielded by {nation} on {value}" }
              - { id: HRS-005, kind: target-in-range, severity: warning, summary: s, reason: r, message: "no gun of {side} reaches {feature}" }
              - { id: HRS-006, kind: starts-near, nations: [us], kinds: [woods], within: 2, severity: note, summary: s, reason: r,
                  message: "{unit} starts within {within}\\" of {feature}." }
            """;

    static final String SCENARIO = """
            id: t
            title: T
            date: 1898-07-01
            ruleset: ./house.yaml
            figureScale: 25mm
            turns: 8
            table: { width: 72, depth: 48 }
            terrain:
              - { id: swamp, kind: marsh, outline: [[30,30],[40,30],[40,40],[30,40]] }
              - { id: big-woods, name: Big Woods, kind: woods, outline: [[0,0],[10,0],[10,10],[0,10]] }
              - { id: creek, kind: river, path: [[50,0],[50,48]] }
            sides:
              - id: us
                name: Americans
                nation: us
                formations:
                  - id: f1
                    units:
                      - { id: near-woods, name: Near the woods, type: infantry, weapon: rifle, count: 4, tags: [regular], at: [13, 5] }
                      - { id: no-count, type: infantry, weapon: rifle, tags: [regular], at: [20, 20] }
                      - { id: too-many, type: infantry, weapon: rifle, count: 9, tags: [regular], at: [20, 25] }
                      - { id: in-swamp, type: infantry, weapon: rifle, count: 4, at: [35, 35] }
                      - { id: at-creek, type: infantry, weapon: rifle, count: 4, tags: [regular], at: [50.3, 20] }
                      - { id: early-gun, type: field-artillery, at: [20, 40] }
              - id: spain
                name: Spaniards
                nation: spain
                formations:
                  - id: f2
                    units:
                      - { id: spanish-gun, type: field-artillery, at: [70, 40] }
            targets:
              - { side: us, at: [20, 2], label: near }
              - { side: spain, at: [2, 2], label: far }
            """;

    static Verdict<DataRuleSet> check(String scenario) {
        RuleSetLoader.Loaded house = RuleSetLoader.parse("house.yaml", HOUSE.getBytes(StandardCharsets.UTF_8));
        assertTrue(house.ruleSet().isPresent(), () -> house.diagnostics().sorted().toString());
        LoadResult loaded = ScenarioLoader.parse("t.yaml", scenario.getBytes(StandardCharsets.UTF_8));
        assertTrue(loaded.diagnostics().isEmpty(), () -> loaded.diagnostics().sorted().toString());
        return Engine.check(loaded.checkable().orElseThrow(), DataRuleSet.of(house.ruleSet().get()));
    }

    /** {@code ID@line:col message}, the column that of {@code needle} on the line that holds {@code line}. */
    static String at(String text, String line, String needle, String id, String message) {
        List<String> lines = text.lines().toList();
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).contains(line)) {
                return id + "@" + (i + 1) + ":" + (lines.get(i).indexOf(needle) + 1) + " " + message;
            }
        }
        throw new AssertionError(line);
    }

    static List<String> found(Verdict<DataRuleSet> v) {
        List<String> out = new ArrayList<>();
        for (Diagnostic d : v.diagnostics().all()) {
            out.add(d.ruleId() + "@" + d.span().line() + ":" + d.span().column() + " " + d.message() + (d.hint().isEmpty() ? "" : " | " + d.hint()));
        }
        for (PrintedNote n : v.notes()) {
            out.add(n.ruleId() + "@" + n.span().line() + ":" + n.span().column() + " " + n.text() + " [" + n.side().orElse("*") + "]");
        }
        out.sort(null);
        return out;
    }

    @Test
    void eachKindFindsWhatItShouldWhereItShould() {
        String s = SCENARIO;
        List<String> expected = new ArrayList<>(List.of(
                at(s, "id: no-count", "{ id: no-count", "HRS-001", "the count of 'no-count' is missing; a infantry unit is 2 to 8 stands"),
                at(s, "id: too-many", "9", "HRS-001", "the count of 'too-many' is 9; a infantry unit is 2 to 8 stands"),
                at(s, "id: in-swamp", "[35", "HRS-002", "'in-swamp' stands in swamp (marsh)"),
                at(s, "id: at-creek", "[50.3", "HRS-002", "'at-creek' stands in creek (river)"),
                at(s, "id: in-swamp", "{ id: in-swamp", "HRS-003", "'in-swamp' is not tagged regular | add regular"),
                at(s, "id: early-gun", "field-artillery", "HRS-004", "'early-gun' (field-artillery) is not fielded by us on 1898-07-01"),
                at(s, "id: spanish-gun", "field-artillery", "HRS-004", "'spanish-gun' (field-artillery) is not fielded by spain on 1898-07-01"),
                at(s, "side: spain, at: [2, 2]", "{ side: spain", "HRS-005", "no gun of spain reaches far"),
                // 3" from the woods: within 2" doubled at 25mm; a note names the unit and the feature as the pack does
                at(s, "id: near-woods", "[13", "HRS-006", "Near the woods starts within 4\" of Big Woods. [us]")));
        expected.sort(null);
        assertEquals(expected, found(check(s)));
    }

    @Test
    void atTheScaleAsWrittenTheNoteAndTheGunsReachShrink() {
        List<String> found = found(check(SCENARIO.replace("figureScale: 25mm", "figureScale: 15mm")));
        assertTrue(found.stream().noneMatch(f -> f.startsWith("HRS-006")), found::toString);
        // the US gun at [20, 40] reaches 20" at 15mm: its target at [20, 2] is now out of range too
        assertEquals(2, found.stream().filter(f -> f.startsWith("HRS-005")).count(), found::toString);
    }

    @Test
    void aDateInTheTypesYearsAndANationThatFieldsItPass() {
        List<String> found = found(check(SCENARIO.replace("date: 1898-07-01", "date: 1899-03-01")));
        assertEquals(List.of("HRS-004"), found.stream().filter(f -> f.startsWith("HRS-004")).map(f -> f.substring(0, 7)).toList());
        assertTrue(found.stream().anyMatch(f -> f.contains("'spanish-gun' (field-artillery) is not fielded by spain")), found::toString);
    }
}

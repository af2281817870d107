package muster.scenario.load;

import static muster.scenario.load.LoaderAssertions.BASE;
import static muster.scenario.load.LoaderAssertions.FILE;
import static muster.scenario.load.LoaderAssertions.only;
import static muster.scenario.load.LoaderAssertions.parse;
import static muster.scenario.load.LoaderAssertions.replaceLine;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.source.Span;
import org.junit.jupiter.api.Test;

/** Every value's span runs from its first character to just after its last, so an editor can underline it. */
class ValueSpansTest {

    /** BASE with a second side (lines 14 to 20); its unit's weapon 'mauser' is at line 20, columns 30 to 35. */
    static final String TWO_SIDES = BASE + """
              - id: spain
                name: IV Corps
                nation: spain
                formations:
                  - id: es-brigade
                    units:
                      - { id: s, weapon: mauser, type: infantry, count: 2, at: [50, 20] }
            """;

    private static Scenario load(String text) {
        LoadResult r = parse(text);
        assertTrue(r.diagnostics().isEmpty(), () -> LoaderAssertions.messages(r));
        return r.scenario().orElseThrow();
    }

    private static Unit unit(Scenario s, String id) {
        return s.sides().stream().flatMap(side -> side.units().stream()).filter(u -> u.id().equals(id)).findFirst().orElseThrow();
    }

    @Test
    void aPlainScalarCoversExactlyItsText() {
        Span weapon = unit(load(TWO_SIDES), "s").spans().of("weapon");
        assertEquals(Span.of(FILE, 20, 30, 20, 36), weapon);
        assertEquals("s.yaml:20:30", weapon.toString(), "a span prints as its start, as before");
        assertEquals(Span.of(FILE, 20, 61, 20, 62), unit(load(TWO_SIDES), "s").spans().of("count"));
    }

    @Test
    void aQuotedScalarCoversItsQuotes() {
        Side us = load(replaceLine(8, "    name: \"V Corps\"")).side("us").orElseThrow();
        assertEquals(Span.of(FILE, 8, 11, 8, 20), us.spans().of("name"));
    }

    @Test
    void aFlowSequenceEndsAfterItsClosingBracket() {
        Unit s = unit(load(TWO_SIDES), "s");
        assertEquals(Span.of(FILE, 20, 68, 20, 76), s.at().orElseThrow().span());
    }

    @Test
    void aFlowMappingEndsAfterItsClosingBraceEvenOnALaterLine() {
        String text = replaceLine(13, "          - { id: us-inf, type: infantry, weapon: rifle,\n              count: 4, at: [10, 20] }");
        Unit u = unit(load(text), "us-inf");
        assertEquals(Span.of(FILE, 13, 13, 14, 39), u.spans().self());
    }

    @Test
    void aBlockMappingEndsWhereItsLastValueEnds() {
        Scenario s = load(TWO_SIDES);
        // the side 'spain' starts at its first key and ends after the '}' of its last unit
        assertEquals(Span.of(FILE, 14, 5, 20, 78), s.side("spain").orElseThrow().spans().self());
        assertEquals(Span.of(FILE, 7, 3, 20, 78), s.spans().of("sides"));
        assertEquals(Span.of(FILE, 1, 1, 20, 78), s.spans().self());
    }

    @Test
    void aBlockScalarEndsAfterItsLastTextNotOnTheLineAfterIt() {
        Scenario s = load(BASE.replace("turns: 8\n", "turns: 8\nbriefing: |\n  Take the hill.\n  Hold it.\n\n"));
        assertEquals("Take the hill.\nHold it.\n", s.briefing());
        Span b = s.spans().of("briefing");
        assertEquals(Span.of(FILE, 5, 11, 7, 11), b, () -> b.endLine() + ":" + b.endColumn());
    }

    @Test
    void aFindingAtAKeyCoversTheKey() {
        Span span = only(parse(BASE + "figurScale: 15mm\n")).span();
        assertEquals(Span.of(FILE, 14, 1, 14, 11), span);
    }
}

package muster.source;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** A span is a range that prints as its start; the three-number factory still makes a point. */
class SpanTest {

    @Test
    void aPointEndsWhereItStarts() {
        Span p = Span.of("f.yaml", 3, 7);
        assertTrue(p.isPoint());
        assertEquals(3, p.endLine());
        assertEquals(7, p.endColumn());
        assertEquals("f.yaml:3:7", p.toString());
    }

    @Test
    void aRangePrintsItsStart() {
        Span r = Span.of("f.yaml", 20, 30, 20, 36);
        assertFalse(r.isPoint());
        assertEquals("f.yaml:20:30", r.toString());
        assertEquals(Span.of("f.yaml", 20, 30), r.start());
    }

    @Test
    void throughRunsToTheLaterEnd() {
        Span open = Span.of("f.yaml", 2, 3, 2, 4);
        assertEquals(Span.of("f.yaml", 2, 3, 5, 9), open.through(Span.of("f.yaml", 5, 1, 5, 9)));
        assertEquals(open, open.through(Span.of("f.yaml", 1, 1)));
    }

    @Test
    void aSpanCannotEndBeforeItStarts() {
        assertThrows(IllegalArgumentException.class, () -> Span.of("f.yaml", 4, 5, 4, 4));
        assertThrows(IllegalArgumentException.class, () -> Span.of("f.yaml", 4, 5, 3, 9));
    }

    @Test
    void noneIsUnknownAndPrintsNothingButItsFile() {
        assertFalse(Span.NONE.isKnown());
        assertEquals("", Span.NONE.toString());
    }
}

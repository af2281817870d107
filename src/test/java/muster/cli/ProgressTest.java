package muster.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

/** The progress line: steps done of the total, the step running, the time left; nothing at all when not on a terminal. */
class ProgressTest {

    @Test
    void onATerminalEachStepRewritesOneLine() throws InterruptedException {
        StringWriter text = new StringWriter();
        Progress p = new Progress(new PrintWriter(text), true, 3, 6);
        p.start("first");
        Thread.sleep(20);
        p.done(2);
        p.start("second, a longer step");
        p.done(2);
        p.start("third");
        assertTrue(p.remaining() > 0, "time left is guessed from the work done");
        p.done(2);
        p.finish();
        String out = text.toString();
        assertTrue(out.startsWith("\r[0/3] first"), out);
        assertTrue(out.contains("\r[1/3] second, a longer step · about "), out);
        assertTrue(out.contains(" s left"), out);
        assertTrue(out.contains("\r[3/3] done in "), out);
        assertEquals(1, out.split("\n", -1).length - 1, "one line, rewritten in place: " + out);
        assertEquals(0, p.remaining(), 1e-9, "nothing left when all is done");
    }

    @Test
    void offATerminalItPrintsNothing() {
        StringWriter text = new StringWriter();
        Progress p = new Progress(new PrintWriter(text), false, 2, 2);
        p.start("a");
        p.done(1);
        p.finish();
        assertEquals("", text.toString());
    }
}

package muster.view.kit;

import java.util.ArrayList;
import java.util.List;
import muster.view.Num;
import muster.view.kit.KitContent.Band;
import muster.view.kit.KitContent.Ruler;
import muster.view.kit.KitContent.Track;

/**
 * A ruler longer than a paper stick is handy cut in two: a stick of about {@value #STICK}", with every row's bands to there (the
 * moves and short ranges a turn mostly needs), and a long-range extension for the rows that reach farther, numbered on from the
 * stick and laid on the tab at its end when a long shot is measured. The cut falls where the two take no more strips than the
 * whole ruler would (a 36" ruler on Letter: a 26" stick in 3 strips and a 10" extension in one, not 24" in 3 and 12" in 2).
 */
final class LongRange {

    /** The shortest stick, table inches. */
    static final int STICK = 24;
    /** A ruler is cut only where the extension would carry at least this many table inches. */
    static final int LEAST = 6;

    private LongRange() {
    }

    /** The ruler as a stick and an extension on {@code sheet}'s strips, or whole when no cut keeps its fewest strips. */
    static List<Ruler> split(Ruler r, Sheet sheet) {
        if (r.start() > 0 || r.inches() < STICK + LEAST) {
            return List.of(r);
        }
        int fewest = Strips.count(r.inches(), sheet);
        for (int at = STICK; at <= r.inches() - LEAST; at++) {
            if (Strips.count(at, sheet) + Strips.count(r.inches() - at, sheet) <= fewest) {
                return split(r, at);
            }
        }
        return List.of(r);
    }

    /** The ruler as a stick to {@code at} and an extension from there. */
    static List<Ruler> split(Ruler r, int at) {
        List<Track> stick = new ArrayList<>();
        List<Track> extension = new ArrayList<>();
        for (Track t : r.tracks()) {
            List<Band> near = clip(t, 0, at);
            if (!near.isEmpty()) {
                stick.add(new Track(t.label(), near));
            }
            List<Band> far = clip(t, at, r.inches());
            if (!far.isEmpty()) {
                // the bands are shaded odd and even in turn: a band of no length keeps a long band's shade on the extension
                long gone = t.bands().stream().filter(b -> b.to() <= at + 1e-9).count();
                if (gone % 2 == 1) {
                    far.add(0, new Band(at, at, ""));
                }
                extension.add(new Track(t.label(), far));
            }
        }
        String title = "Long-range extension: lay its " + Num.inches(at) + " end against the end of the stick";
        return List.of(new Ruler(r.title(), 0, at, stick, true, r.note()), new Ruler(title, at, r.inches(), extension, false));
    }

    private static List<Band> clip(Track t, double from, double to) {
        List<Band> out = new ArrayList<>();
        for (Band b : t.bands()) {
            double a = Math.max(from, b.from());
            double z = Math.min(to, b.to());
            if (z > a + 1e-9) {
                // a band that runs on past the stick runs on from the piece that holds its end only
                out.add(new Band(a, z, b.label(), b.runsOn() && z >= b.to() - 1e-9));
            }
        }
        return out;
    }
}

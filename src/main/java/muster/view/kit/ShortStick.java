package muster.view.kit;

import java.util.ArrayList;
import java.util.List;
import muster.view.Num;
import muster.view.kit.KitContent.Band;
import muster.view.kit.KitContent.Ruler;
import muster.view.kit.KitContent.Track;

/**
 * A stick only as long as its bands say something: a row of one band that runs past every row with bands of its own (a
 * gun's shell, the same at any range to 72") stops where they do and says how far it reaches, so that no strip of the stick
 * carries that one band alone.
 */
final class ShortStick {

    private ShortStick() {
    }

    /** The shortest stick, table inches: moves and short ranges are always measured on it. */
    static final double SHORTEST = 12;
    /** A row is cut only where it would run on alone for at least this many table inches, two strips' worth or more. */
    static final double ALONE = 18;

    static Ruler of(Ruler r) {
        double banded = r.tracks().stream().filter(t -> t.bands().size() > 1).mapToDouble(Track::reach).max().orElse(0);
        if (banded <= 0) {
            return r;
        }
        double told = Math.max(SHORTEST, banded);
        if (r.tracks().stream().noneMatch(t -> t.bands().size() == 1 && t.reach() >= told + ALONE - 1e-9)) {
            return r;
        }
        List<Track> rows = new ArrayList<>();
        List<String> notes = new ArrayList<>(r.note().isEmpty() ? List.of() : List.of(r.note()));
        for (Track t : r.tracks()) {
            if (t.bands().size() > 1 || t.reach() < told + ALONE - 1e-9) {
                rows.add(t);
                continue;
            }
            Band b = t.bands().get(0);
            // the stick does not end the band: no end mark; its row names its reach ("Shell to 72"") and the index says the band
            // goes on past the stick's end, a sentence no band has room for ("to 72" (past this stick)" on a 36" stick read as if
            // the band's 72" were on it)
            String label = t.label() + " to " + Num.inches(Math.round(t.reach()));
            rows.add(new Track(label, List.of(new Band(b.from(), told, b.label(), true))));
            notes.add(label + ": the band is the same on past the stick's end");
        }
        return new Ruler(r.title(), 0, (int) Math.ceil(rows.stream().mapToDouble(Track::reach).max().orElse(told) - 1e-9), rows, false,
                String.join(". ", notes));
    }
}

package muster.view.kit;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import muster.view.kit.KitContent.Band;
import muster.view.kit.KitContent.Ruler;
import muster.view.kit.KitContent.Track;

/**
 * A ruler whose farthest rows reach well past the others (a gun's shell band beside rifles and moves) is made two: the
 * short rows on a stick as long as they need, the long rows on a stick of their own, one row deep, so no length of the
 * glued stick carries a single band.
 */
final class LongTracks {

    /** The long rows go apart when they reach at least this many times as far as the rest. */
    static final double APART = 1.5;
    /** At most this many rows go on the long stick: the rest stay together. */
    static final int MOST_APART = 2;
    /** The short stick is at least this many table inches, so its title and bands have room. */
    static final int SHORTEST = 12;

    private LongTracks() {
    }

    static List<Ruler> apart(Ruler r) {
        List<Track> rows = r.tracks().stream().sorted(Comparator.comparingDouble(LongTracks::reach).reversed()).toList();
        int cut = -1;
        double best = APART;
        for (int i = 0; i < MOST_APART && i + 1 < rows.size(); i++) {
            double ratio = reach(rows.get(i)) / Math.max(1e-9, reach(rows.get(i + 1)));
            if (ratio >= best) {
                best = ratio;
                cut = i + 1;
            }
        }
        if (cut < 0) {
            return List.of(r);
        }
        List<Track> longRows = rows.subList(0, cut);
        List<Track> rest = new ArrayList<>(r.tracks());
        rest.removeAll(longRows);
        int restInches = (int) Math.ceil(rest.stream().mapToDouble(LongTracks::reach).max().orElse(0) - 1e-9);
        if (restInches < SHORTEST) {
            return List.of(r);
        }
        String names = String.join(" and ", longRows.stream().map(Track::label).toList());
        return List.of(new Ruler(r.title(), restInches, rest),
                new Ruler(r.title() + ": " + names, r.inches(), r.tracks().stream().filter(longRows::contains).toList()));
    }

    static double reach(Track t) {
        return t.bands().stream().mapToDouble(Band::to).max().orElse(0);
    }
}

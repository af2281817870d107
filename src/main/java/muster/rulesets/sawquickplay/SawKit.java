package muster.rulesets.sawquickplay;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import muster.rules.Arms;
import muster.rules.UnitWords;
import muster.scenario.Scenario;
import muster.scenario.Unit;
import muster.view.Card;
import muster.view.Num;
import muster.view.kit.KitContent;
import muster.view.kit.KitContent.Arc;
import muster.view.kit.KitContent.Back;
import muster.view.kit.KitContent.Band;
import muster.view.kit.KitContent.Counter;
import muster.view.kit.KitContent.Marker;
import muster.view.kit.KitContent.Rectangle;
import muster.view.kit.KitContent.Ruler;
import muster.view.kit.KitContent.Symbol;
import muster.view.kit.KitContent.Template;
import muster.view.kit.KitContent.Track;
import muster.view.kit.KitParts;
import muster.view.kit.KitParts.Piece;

/**
 * saw-quickplay's paper-play kit. Every 1" base is a unit, so each base gets its own counter,
 * pinned on its back (guerillas leave play instead of being pinned, so theirs have no back);
 * one HQ base a side. Markers for moved, fired and recovered bases (picked up at the end of the
 * turn), Spanish ammunition and brigade morale; a ruler with every weapon's range at the
 * scenario's figure scale; a sheaf for each of its guns; the 45-degree fire arc.
 */
record SawKit(Scenario scenario, UnitWords<UnitType, Weapon> words, String figureScale, double base) {

    static final String PINNED = "Pinned";

    KitContent kit(List<Card> cards) {
        List<Counter> counters = new ArrayList<>(KitParts.counters(scenario, (side, u) -> {
            boolean guerilla = Guerillas.isGuerilla(u, side.nation());
            String front = guerilla ? "guerrilla" : Arms.mounted(u) ? "mounted" : "";
            return List.of(Piece.of(Math.max(1, u.count().orElse(1)), base, Symbol.of(u.type()), front,
                    guerilla ? Optional.empty() : Optional.of(PINNED)));
        }));
        counters.addAll(KitParts.hqs(scenario, base, "HQ"));
        return new KitContent(counters, markers(), List.of(ruler()), templates(), Optional.empty(), cards, "", notes());
    }

    private int bases(Predicate<Unit> which) {
        return scenario.sides().stream().flatMap(s -> s.units().stream()).filter(which).mapToInt(u -> Math.max(1, u.count().orElse(1)))
                .sum();
    }

    /**
     * Each base takes one action a turn and the markers come off at its end: a base has moved or fired, never both, so one
     * marker printed "Moved" on its front and "Fired" on its back serves every base; recovered markers for half of them.
     */
    private List<Marker> markers() {
        double w = base;
        double d = base / 2;
        int all = bases(u -> true);
        int firing = bases(u -> words.weapon(u).isPresent());
        int spanish = scenario.sides().stream().filter(s -> s.nation().equals("spain"))
                .flatMap(s -> s.units().stream()).filter(u -> words.weapon(u).isPresent()).mapToInt(u -> Math.max(1, u.count().orElse(1)))
                .sum();
        List<Marker> out = new ArrayList<>();
        out.add(new Marker("Moved", "", all, w, d, "moved", firing > 0 ? Optional.of(new Back("Fired", "", "fired")) : Optional.empty()));
        out.add(new Marker("Recovered", "off at turn end", (all + 1) / 2, w, d, "action"));
        if (spanish > 0) {
            out.add(new Marker("Out of ammo", "no more fire", spanish, w, d, "state"));
        }
        int brigades = KitParts.formations(scenario);
        out.add(new Marker("Halted", "brigade at 50%", brigades, w, d, "command"));
        out.add(new Marker("Orders changed", "", brigades, w, d, "command"));
        return out;
    }

    /** Every weapon in the scenario with its range at this figure scale and what its dice do. */
    private Ruler ruler() {
        List<Track> tracks = new ArrayList<>();
        int longest = 1;
        for (Weapon w : words.inPlay(List.of(Weapon.values()))) {
            int range = Scales.inches(w.baseRange(), figureScale);
            longest = Math.max(longest, range);
            tracks.add(new Track(w.label() + " " + range + "\"", List.of(new Band(0, range, "pins " + w.pinFrom() + "-" + w.pinTo()
                    + ", destroys " + (w.destroyFrom() == 6 ? "6" : w.destroyFrom() + "-6")))));
        }
        return new Ruler("Weapon ranges for " + figureScale + " figures", longest, tracks);
    }

    /**
     * A sheaf for every gun of the scenario (each stays on the table until the turn ends), sized from
     * its weapon's sheaf and doubled at 25mm, and one 45-degree fire arc, a gauge laid for one shot at
     * a time; none of either when nothing in the scenario fires.
     */
    private List<Template> templates() {
        List<Template> out = new ArrayList<>();
        int factor = Scales.factor(figureScale);
        for (Weapon w : Weapon.values()) {
            if (!w.isArtillery()) {
                continue;
            }
            int guns = bases(u -> words.weapon(u).orElse(null) == w);
            Weapon.Sheaf sheaf = w.sheafSize().orElseThrow();
            double width = sheaf.width() * factor;
            double depth = sheaf.depth() * factor;
            double grid = sheaf.square() * factor;
            for (int i = 0; i < guns; i++) {
                out.add(new Rectangle(w.label() + " sheaf", Num.inches(width) + " x " + Num.inches(depth) + ", remove at turn end",
                        width, depth, grid));
                if (sheaf.alsoInLine()) {
                    double line = sheaf.width() * sheaf.depth() / sheaf.square() * factor;
                    out.add(new Rectangle(w.label() + " sheaf in a line", Num.inches(grid) + " x " + Num.inches(line)
                            + ", laid instead of the square", grid, line, grid));
                }
            }
        }
        if (bases(u -> words.weapon(u).isPresent()) > 0) {
            double eachSide = Weapon.ARC_EACH_SIDE;
            out.add(new Arc("Fire arc", Num.fmt(eachSide, 0) + "° either side of the front", 2 * eachSide, KitParts.ARC_GAUGE_INCHES,
                    List.of(-eachSide, eachSide)));
        }
        return out;
    }

    private List<String> notes() {
        return List.of("Every base is a unit, so a unit of 3 bases has 3 counters; the back of each shows it pinned "
                + "(guerrillas are removed instead, so theirs are plain). Distances " + (Scales.factor(figureScale) == 1
                ? "as written for " + figureScale + "." : "doubled for " + figureScale + ", rulers and sheafs included."));
    }
}

package muster.rulesets.juniorgeneral;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import muster.rules.TableEdge;
import muster.rules.UnitWords;
import muster.scenario.Scenario;
import muster.scenario.Unit;
import muster.view.Card;
import muster.view.Num;
import muster.view.kit.KitContent;
import muster.view.kit.KitContent.Band;
import muster.view.kit.KitContent.Circle;
import muster.view.kit.KitContent.Counter;
import muster.view.kit.KitContent.Line;
import muster.view.kit.KitContent.Marker;
import muster.view.kit.KitContent.Ruler;
import muster.view.kit.KitContent.Symbol;
import muster.view.kit.KitContent.Template;
import muster.view.kit.KitContent.Track;
import muster.view.kit.KitParts;
import muster.view.kit.KitParts.Piece;

/**
 * junior-general's paper-play kit: a counter for every single 54mm figure and every machine-gun
 * model, pinned on the back (the rules tip a pinned figure over); out-of-ammunition markers for
 * the machine guns that run dry and gap markers for the wire; a ruler with the move and the
 * rules' short distances (everything is always in range); the line behind which the Spanish
 * thrower stands, the ball's reach and the blockhouse's ring.
 */
record JrgKit(Scenario scenario, UnitWords<FigureType, Weapon> words) {

    static final String PINNED = "Pinned";
    static final double BASE = Figures.FRONTAGE_INCHES;

    KitContent kit(List<Card> cards) {
        List<Counter> counters = new ArrayList<>(KitParts.counters(scenario,
                (side, u) -> List.of(Piece.of(Figures.figures(u), BASE, Symbol.of(u.type()), front(u), Optional.of(PINNED)))));
        // the rules have no headquarters: an army's commander is a name on its roster, not a piece on the table
        return new KitContent(counters, markers(), List.of(ruler()), templates(), Optional.empty(), cards, JrgSheets.STYLE,
                List.of("A counter for every figure and every machine-gun model, " + Num.inches(BASE)
                        + " across like a 54mm figure's base; turn a pinned figure over to its back. The thrown paper balls "
                        + "are real balls of paper: the kit gives the line to throw from and a gauge of their reach."));
    }

    private static String front(Unit u) {
        if (u.hasTag(Figures.OFFICER)) {
            return "officer +1";
        }
        if (u.hasTag(Figures.FLAG_BEARER)) {
            return "flag +1";
        }
        return u.hasTag(Figures.MOUNTED) ? "mounted" : "";
    }

    private List<Marker> markers() {
        List<Marker> out = new ArrayList<>();
        int dry = KitParts.units(scenario, u -> words.weapon(u).map(Weapon::runsDry).orElse(false));
        if (dry > 0) {
            out.add(new Marker("Out of ammo", "machine gun", dry, BASE, BASE / 2, "state"));
        }
        boolean wire = scenario.terrain().stream().anyMatch(t -> t.kind().equals("barbed-wire"));
        int americans = scenario.sides().stream().filter(s -> s.nation().equals(Figures.US)).mapToInt(s -> s.units().size()).sum();
        if (wire && americans > 0) {
            out.add(new Marker("Wire cut", "cross from next turn", americans, Wire.GAP_INCHES_PER_CUTTER, BASE / 2, "action"));
        }
        return out;
    }

    /** The move and the rules' short distances, everything being always in range. */
    private Ruler ruler() {
        List<Track> tracks = new ArrayList<>();
        tracks.add(new Track("Move " + Figures.MOVE_INCHES + "\"", List.of(new Band(0, Figures.MOVE_INCHES, "every figure"))));
        tracks.add(new Track("Wire", List.of(new Band(0, Wire.TOUCHING_INCHES, "at it, stop"),
                new Band(Wire.TOUCHING_INCHES, Wire.TOUCHING_INCHES + Wire.GAP_INCHES_PER_CUTTER, "one cutter's gap"))));
        if (!Blockhouse.all(scenario).isEmpty()) {
            tracks.add(new Track("Blockhouse", List.of(new Band(0, Blockhouse.RADIUS_INCHES, "inside"))));
        }
        double longest = Math.max(Figures.MOVE_INCHES, Math.max(Blockhouse.RADIUS_INCHES, Wire.TOUCHING_INCHES + Wire.GAP_INCHES_PER_CUTTER));
        return new Ruler("Move and distances (every shot is in range)", (int) Math.ceil(longest), tracks);
    }

    private List<Template> templates() {
        List<Template> out = new ArrayList<>();
        if (SpanishArtillery.throwing(scenario)) {
            String edge = SpanishArtillery.edge(scenario).map(TableEdge::word).orElse("");
            out.add(new Line("Throwing line", "lay square to the " + edge + " edge; the thrower stands at its far end or farther",
                    SpanishArtillery.STAND_BACK_INCHES, 1));
            out.add(new Circle("Ball", "every figure within " + JrgCards.reach() + " of a ball at rest is out", SpanishArtillery.REACH_INCHES,
                    List.of()));
        }
        // one circle, laid on each blockhouse in turn: copies alike would only fill pages
        int blockhouses = Blockhouse.all(scenario).size();
        if (blockhouses > 0) {
            out.add(new Circle("Blockhouse", "figures within " + Num.inches(Blockhouse.RADIUS_INCHES) + " of its spot are inside"
                    + (blockhouses > 1 ? "; lay it on each blockhouse in turn" : ""), Blockhouse.RADIUS_INCHES, List.of()));
        }
        return out;
    }
}

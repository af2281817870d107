package muster.rulesets.splendidlittlewar;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import muster.rules.UnitWords;
import muster.scenario.Scenario;
import muster.view.Num;
import muster.view.kit.KitContent.Band;
import muster.view.kit.KitContent.Circle;
import muster.view.kit.KitContent.Counter;
import muster.view.kit.KitContent.Marker;
import muster.view.kit.KitContent.Ruler;
import muster.view.kit.KitContent.Symbol;
import muster.view.kit.KitContent.Template;
import muster.view.kit.KitContent.Track;
import muster.view.kit.KitContent;
import muster.view.kit.KitParts.Piece;
import muster.view.kit.KitParts;

/**
 * splendid-little-war's paper-play kit: a counter per stand (25 mm infantry, 30 mm machine guns
 * and guns), routing on the back; hit markers for the hits a stand takes before it goes, moved
 * markers for the guns that may not then fire, a pinned-brigade marker per bonus card; a ruler
 * with each class's range and the artillery's drift bands; the burst circle; the activation deck
 * with its backs, and the unit cards.
 */
record SlwKit(Scenario scenario, UnitWords<UnitType, Weapon> words) {

    static final String ROUTING = "Routing";

    KitContent kit() {
        List<Counter> counters = new ArrayList<>(KitParts.counters(scenario, (side, u) -> {
            UnitClass c = words.type(u).map(UnitType::unitClass).orElse(UnitClass.INFANTRY);
            // a unit of one stand is gone with it and never routs: its counter has no back
            int stands = Units.stands(u);
            return List.of(Piece.of(stands, stand(c), Symbol.of(u.type()), "", stands > 1 ? Optional.of(ROUTING) : Optional.empty()));
        }));
        counters.addAll(KitParts.hqs(scenario, stand(UnitClass.INFANTRY), "HQ"));
        return new KitContent(counters, markers(), List.of(ruler()), templates(), Optional.of(new SlwDeck(scenario, words).deck()),
                new SlwCards(scenario, words).all(), "",
                List.of("A counter for every stand, 25 mm for infantry and 30 mm for machine guns and guns; "
                        + "the back of a unit of two stands or more shows it routing. Shuffle the activation deck (a card per brigade and "
                        + Organisation.BONUS_CARDS_PER_SIDE + " bonus card a side) face down: every back is the same. "
                        + "Keep its reference card out: it says on both sides that it is not a deck card."));
    }

    static double stand(UnitClass c) {
        return Organisation.inches(c.standMm());
    }

    private int units(UnitClass c) {
        return KitParts.units(scenario, u -> words.type(u).map(UnitType::unitClass).orElse(null) == c);
    }

    /**
     * Hits stay on the stand that took them until it goes, so each unit needs one marker for each
     * hit short of its stand's last; guns that moved may not fire, so they need a moved marker each.
     */
    private List<Marker> markers() {
        double w = stand(UnitClass.INFANTRY);
        double d = w / 2;
        List<Marker> out = new ArrayList<>();
        for (UnitClass c : UnitClass.values()) {
            int n = units(c);
            for (int hits = 1; hits < c.hitsPerStand() && n > 0; hits++) {
                String detail = c.label().toLowerCase(Locale.ROOT);
                out.add(new Marker(Num.count(hits, "hit", "hits"), detail, n, w, d, "hits"));
            }
        }
        int guns = KitParts.units(scenario, u -> words.type(u).map(UnitType::unitClass).map(UnitClass::movingStopsFire).orElse(false));
        if (guns > 0) {
            out.add(new Marker("Moved", "no fire this turn", guns, w, d, "moved"));
        }
        out.add(new Marker("Pinned", "brigade", Organisation.BONUS_CARDS_PER_SIDE * scenario.sides().size(), w, d,
                "command"));
        return out;
    }

    /** The move, each class's range, and the artillery's drift dice to half range and beyond. */
    private Ruler ruler() {
        List<Track> tracks = new ArrayList<>();
        tracks.add(new Track("Move " + UnitClass.MOVE + "\"", List.of(new Band(0, UnitClass.MOVE, "every unit, half in rough"))));
        int longest = UnitClass.MOVE;
        for (UnitClass c : UnitClass.values()) {
            if (units(c) == 0) {
                continue;
            }
            longest = Math.max(longest, c.range());
            List<Band> bands = c == UnitClass.ARTILLERY
                    ? List.of(new Band(0, c.range() / 2.0, "drift 1D6"), new Band(c.range() / 2.0, c.range(), "drift 2D6"))
                    : List.of(new Band(0, c.range(), "hits " + c.hitFrom() + "-6"));
            tracks.add(new Track(c.label() + " " + c.range() + "\"", bands));
        }
        return new Ruler("Move and ranges", longest, tracks);
    }

    /** The burst circle, when the scenario has guns: it comes off once the hits are rolled, so one serves the table. */
    private List<Template> templates() {
        if (units(UnitClass.ARTILLERY) == 0) {
            return List.of();
        }
        double radius = UnitClass.BURST_INCHES;
        return List.of(new Circle("Shell burst", "every unit within " + Num.inches(radius) + " takes 1D6 hits", radius, List.of()));
    }
}

package muster.rulesets.splendidlittlewar;

import java.util.ArrayList;
import java.util.List;
import muster.rules.UnitWords;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.view.Card.Fact;
import muster.view.Card;
import muster.view.Forces;
import muster.view.Num;

/** One card per unit: what it does, and a row of hit boxes for each of its stands. */
record SlwCards(Scenario scenario, UnitWords<UnitType, Weapon> words) {

    List<Card> all() {
        List<Card> out = new ArrayList<>();
        for (Forces.UnitOf u : Forces.units(scenario)) {
            words.type(u.unit()).map(UnitType::unitClass).ifPresent(c -> out.add(unit(u, c)));
        }
        return out;
    }

    private Card unit(Forces.UnitOf placed, UnitClass c) {
        Side side = placed.side();
        Unit u = placed.unit();
        int stands = Units.stands(u);
        List<Fact> facts = new ArrayList<>();
        facts.add(new Fact(stands == 1 ? "Stand" : "Stands", stands(c, stands)));
        facts.add(new Fact("Move", move(u, c)));
        facts.add(new Fact("Fire", fire(c, stands)));
        facts.add(new Fact("In cover", cover(side)));
        facts.add(new Fact("Morale", morale(stands)));
        if (c.mayCharge()) {
            facts.add(new Fact("Melee", "+1 when charging, when the larger unit, when in works or a building"));
        }
        List<String> notes = new ArrayList<>();
        if (!c.afterFirstHit().isEmpty()) {
            notes.add("After 1 hit: " + c.afterFirstHit() + ".");
        }
        if (c.movingStopsFire()) {
            notes.add("Moved this turn: no fire (pivoting is not moving).");
        }
        List<Card.Track> tracks = new ArrayList<>();
        for (int n = 1; n <= stands; n++) {
            tracks.add(new Card.Track(stands == 1 ? "Hits" : "Stand " + n, c.hitsPerStand()));
        }
        String kind = words.type(u).map(t -> kindLabel(u, c)).orElse(u.type());
        return placed.card(kind, facts, notes, tracks);
    }

    private String kindLabel(Unit u, UnitClass c) {
        String base = u.type().equals("cavalry") ? "Dismounted cavalry" : c.label();
        String weapon = words.weapon(u).map(Weapon::label).orElse("");
        String tag = u.hasTag(Units.MORO) ? " · Moro" : u.hasTag(Units.SCOUTS) ? " · Philippine Scouts" : "";
        return c == UnitClass.INFANTRY ? base + " · " + weapon + tag : weapon + tag;
    }

    static String stands(UnitClass c, int stands) {
        // the stand's size as a size, apart from the figures' scale the pack's heading gives ("6 × 25mm" read as a second scale)
        return (stands == 1 ? "" : stands + ", each ") + c.standMm() + " mm square with " + c.figures();
    }

    static String move(Unit u, UnitClass c) {
        int m = UnitClass.MOVE;
        String rough;
        if (c == UnitClass.ARTILLERY) {
            rough = "never rough (roads only)";
        } else if (Units.ignoresRough(u)) {
            rough = "rough " + Num.inches(m) + " (no penalty)";
        } else {
            rough = "rough " + Num.inches(m / 2.0);
        }
        return Num.inches(m) + " · " + rough + (c.mayCharge() ? " · charge +1D6\"" : "");
    }

    static String fire(UnitClass c, int stands) {
        switch (c) {
            case INFANTRY:
                return Num.inches(c.range()) + ": " + stands + "D6 (1 a stand), " + c.hitFrom() + "-6 hits";
            case MACHINE_GUN:
                int dice = c.dicePerShooter() * UnitClass.MG_CREW;
                return Num.inches(c.range()) + ": " + c.dicePerShooter() + "D6 a crewman (" + dice + "D6), " + c.hitFrom() + "-6 hits";
            default:
                return Num.inches(c.range()) + ": pick a point; the drift die and 1D6 (2D6 beyond " + Num.inches(c.range() / 2.0)
                        + ") move the shell; 1D6 hits within 1\"";
        }
    }

    private String cover(Side side) {
        return Protection.of(side.nation(), scenario) == Protection.HIDDEN ? "cannot be fired at"
                : "fired at; each hit saved on " + Odds.SAVE_FROM + "-6";
    }

    /**
     * A unit tests after it loses a stand, passing on a die under the stands it has left: the card gives the rolls that pass at
     * its first test, with one stand fewer than it starts with.
     */
    static String morale(int stands) {
        if (stands <= 1) {
            return "a lost stand is the whole unit";
        }
        int left = stands - 1;
        String pass = left == 1 ? "never" : left == 2 ? "a 1" : "1-" + (left - 1);
        return "roll 1D6 at each stand lost: it holds on a roll under the stands left (" + pass + " with " + left + " left)";
    }
}

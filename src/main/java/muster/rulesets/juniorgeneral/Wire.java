package muster.rulesets.juniorgeneral;

import java.util.List;

/**
 * Barbed wire as the seed gives it: an American figure that reaches the wire stops there; the next
 * turn it does not move but may cut the wire in front of it; nobody passes the wire on the turn it
 * is cut; from the turn after, any figure may go through the gap. Americans may not shoot at the
 * Spanish until they reach the wire (read for the whole side: house reading "Reaching the wire").
 */
public final class Wire {

    /** When the Americans may first shoot, in the aid's and the roster's one wording (US shooting comes before US movement). */
    static final String FIRST_SHOTS = "Americans may shoot from the turn after the first American reaches any wire: they shoot before they move.";

    /** The width of gap one figure cuts, centred on it (house reading). */
    public static final int GAP_INCHES_PER_CUTTER = 2;
    /** A figure this close to the wire line has reached it (a 54mm base is about an inch across). */
    public static final double TOUCHING_INCHES = 1.0;

    /** One step of getting through the wire, counted in turns from the one the wire is reached. */
    public record Step(int turnAfterReaching, String what) {
    }

    public static final List<Step> STEPS = List.of(
            new Step(0, "reach the wire and stop"),
            new Step(1, "stay put and cut the wire in front; nobody crosses"),
            new Step(2, "any figure may move through the gap"));

    private Wire() {
    }

    /** The first turn a figure that reached the wire on {@code reached} may go through. */
    public static int throughOn(int reached) {
        return reached + STEPS.get(STEPS.size() - 1).turnAfterReaching();
    }
}

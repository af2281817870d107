package muster.rulesets.sawquickplay;

import java.util.List;
import muster.rules.HouseReading;

/**
 * Every decision we make where the saw-quickplay text is silent, cut short or unclear. Each
 * is written once here, printed on the quick-reference sheet, and tested where it changes a check
 * or a number.
 */
public final class Interpretations {

    public static final HouseReading TERRAIN = new HouseReading("Terrain",
            "The rules break off where they start to define terrain. We use: woods, jungle and towns are soft cover; "
                    + "trenches, earthworks, blockhouses, forts, gun emplacements and solid buildings are hard cover; "
                    + "walls and hedges are soft cover to units behind them. Woods, jungle, rough ground, marsh, streams and "
                    + "fords are rough going at half speed; rivers can be crossed only at fords and bridges; tracks and "
                    + "railways cancel rough going but do not double movement. For sight, jungle is woods; towns, buildings, forts and "
                    + "blockhouses are built-up areas; walls, trenches and earthworks block nothing.")
            .appliedAs("into or through it", "woods or a town");
    public static final HouseReading MOVEMENT = new HouseReading("Movement rates",
            "The rules give no base move. We use 6\" for infantry, dismounted cavalry, machine guns and field guns, "
                    + "12\" for mounted cavalry and 3\" for siege guns (all doubled at 25mm). Cavalry is mounted unless "
                    + "marked dismounted.")
            .appliedAs(" · road ", " as cavalry or ");
    public static final HouseReading KNOWN_POSITIONS = new HouseReading("Pre-spotted targets",
            "The list of known positions ends in \"etc.\". We accept blockhouses, trenches, gun emplacements, towns "
                    + "and crossroads as listed, and also forts, solid buildings, earthworks, bridges and fords: fixed "
                    + "points any gunner would have registered. A target the scenario gives as a labelled point is one it "
                    + "designates, as the rules ask, wherever it lies.")
            .appliedAs("Pre-spotted: ");
    public static final HouseReading SIGHT = new HouseReading("Troops and sight",
            "The text first counts troops among what blocks sight between units on the same level, then says troops block "
                    + "fire but not sight. We follow the later, more particular sentence: troops never block sight, and a "
                    + "unit in the line of fire stops the shot.")
            .appliedAs("Troops never block sight");
    public static final HouseReading ORDERS = new HouseReading("Changing orders",
            "As written, the 2D6 roll must be at or under the distance to the HQ, so a distant brigade changes orders "
                    + "more easily; we print the rule and its odds as written. Groups that prefer the opposite reading "
                    + "(at or over the distance) should agree it before play. \"Any base\" of the brigade we read as every base, so the "
                    + "distance that counts is the one to its nearest base.")
            .appliedAs("as the rule is written", "nearest base of the brigade", "brigade's nearest base");
    public static final HouseReading PINNED_MODIFIER = new HouseReading("Pinned modifier",
            "The -1 for a pinned unit applies to fire at that unit (a pinned unit cannot fire), including a target that "
                    + "chose to go to ground when fire was announced.")
            .appliedAs("taking the pinned modifier");
    public static final HouseReading GUERILLAS = new HouseReading("Guerillas",
            "Cuban and Filipino infantry and cavalry count as guerillas unless marked regular; Spanish counter-guerrilla "
                    + "companies count as guerillas. They are left out of brigade percentages and an all-guerilla brigade "
                    + "is left out of the army's break point.")
            .appliedAs("Cuban and Filipino troops");
    public static final HouseReading MORALE_COUNT = new HouseReading("Brigade losses",
            "A brigade's percentage counts bases (each base is a unit): the break points on the roster are the first "
                    + "count of bases lost or pinned that reaches 50% and 75%, artillery and machine-gun bases included.")
            .appliedAs(" lost or pinned, flees at ");

    public static final HouseReading TURN = new HouseReading("Order of play",
            "The rules do not say how the sides share a turn. We suggest they alternate one unit at a time, the "
                    + "attacker first, each unit taking one action (move, which includes starting a close assault; fire; "
                    + "or recover from a pin), with close assaults fought as soon as the move that makes contact ends.");

    public static final HouseReading SCALE = new HouseReading("Figure scale",
            "The distances as written suit 15mm and 20mm figures, and the text lets 20mm players double them as 25mm players must. "
                    + "We keep 20mm, and every scale but 25mm, as written. At 25mm every distance doubles (ranges, moves, sheafs, "
                    + "sight into woods, the charge, the HQ's escape) while bases stay 1\" square, and the roll to change orders is "
                    + "made against half the distance in inches, so its odds stay the same.")
            .appliedAs("distances as written", "half the distance in inches");
    public static final HouseReading FIRE_ARC = new HouseReading("Fire arc",
            "The text's 45-degree arc \"off either side\" of a unit's facing we read as 45° either side of straight ahead, a "
                    + "quarter circle in all, not one 45° arc shared between the two sides.")
            .appliedAs("either side of the unit's front", "each side of front");

    public static final List<HouseReading> ALL = List.of(SCALE, SIGHT, TERRAIN, MOVEMENT, TURN, FIRE_ARC, KNOWN_POSITIONS, ORDERS,
            PINNED_MODIFIER, GUERILLAS, MORALE_COUNT);

    private Interpretations() {
    }
}

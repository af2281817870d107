package muster.rulesets.juniorgeneral;

import java.util.List;
import muster.rules.HouseReading;

/**
 * Every decision we make where the junior-general text is silent or unclear. Each is written
 * once here, printed on the quick-reference sheet, and tested where it changes a check or a number.
 */
public final class Interpretations {

    public static final HouseReading THROWING_EDGE = new HouseReading("Throwing line",
            "The thrower stands 12\" or more behind Spain's own table edge, anywhere along it: the edge nearest the "
                    + "Spanish deployment zone, or, without one, the edge the Spanish figures stand nearer to than the "
                    + "Americans do, unless the scenario names another (or none, for a game without Spanish guns). The map "
                    + "marks it. A ball that rolls off the table hits nothing.")
            .appliedAs("back from the", "\" behind the ");
    public static final HouseReading BALLS = new HouseReading("Where a ball lands",
            "Measure from the ball at rest to the figure's base. The blockhouse guards only against American fire, so "
                    + "a ball still eliminates figures in it.")
            .appliedAs("still hit inside");
    public static final HouseReading US_HITS = new HouseReading("Half the hits",
            "Americans roll one die per figure too. Add up every American hit of the shooting phase (rifles, machine "
                    + "guns and Gatlings), then half of them, rounded up, are pins and the rest are kills.")
            .appliedAs("Add up the hits");
    public static final HouseReading GUN_HITS = new HouseReading("Machine guns",
            "A machine gun or Gatling is one model that takes pins and kills like a single figure. It moves 6\" "
                    + "but never starts a melee, and fights with a plain die if attacked. A Spanish gun's 6s eliminate. "
                    + "A burst that shows a pair still scores its hits, then the gun is empty for the game.")
            .appliedAs("never attacks");
    public static final HouseReading REACHING_THE_WIRE = new HouseReading("Reaching the wire",
            "No American figure may shoot, Gatlings included, until one American figure has reached a line of wire. "
                    + "From then on every American may shoot.")
            .appliedAs("until the first American reaches the wire");
    public static final HouseReading CUTTING = new HouseReading("Cutting the wire",
            "Each figure that spends the turn cutting opens a gap 2\" wide in front of it; it may still shoot. Uncut wire "
                    + "stops Spanish figures too; any figure may use a gap once it is open.")
            .appliedAs("opens a gap 2\" wide", "opens 2\" of wire");
    public static final HouseReading BLOCKHOUSE = new HouseReading("Blockhouse",
            "A figure within 2\" of the blockhouse marker is inside; it holds 6 figures. American hits may not be placed "
                    + "on Spanish figures inside. The +1 goes to whoever defends it; Americans who take it get the +1 "
                    + "but are not safe from fire.")
            .appliedAs("within 2\" of the marker");
    public static final HouseReading PINS = new HouseReading("Pins",
            "Pinned figures stand up in their side's unpin phase without a roll. Pins must go on standing figures; a "
                    + "pin with no standing figure to take it is lost.")
            .appliedAs("stands up again");
    public static final HouseReading CASUALTIES = new HouseReading("Choosing casualties",
            "The owner picks from the figures nearest the enemy. An officer may be spared while another of his side "
                    + "stands within 2\" of him.")
            .appliedAs("front figures");
    public static final HouseReading MELEE_ORDER = new HouseReading("Several fights",
            "The moving player picks the order of the one-on-one fights. A defender who wins stays and may be fought by "
                    + "the next figure in contact. Modifiers add up; a figure is an officer or a flag bearer, not both.");
    public static final HouseReading TERRAIN = new HouseReading("Terrain",
            "Only the wire and the blockhouse have rules. Hills, woods, grass, trenches and buildings are scenery: every "
                    + "figure moves 6\" over them, mounted or not. Rivers are crossed only at fords and bridges.")
            .appliedAs("do not slow it", "only at a ford or bridge");
    public static final HouseReading NO_MORALE = new HouseReading("Morale and guns",
            "The rules have no morale: figures fight until they fall or the game ends. There are no gun models for "
                    + "either side: Spain's guns are the paper balls, and the Americans have none.");

    public static final List<HouseReading> ALL = List.of(THROWING_EDGE, BALLS, US_HITS, GUN_HITS, REACHING_THE_WIRE, CUTTING,
            BLOCKHOUSE, PINS, CASUALTIES, MELEE_ORDER, TERRAIN, NO_MORALE);

    private Interpretations() {
    }
}

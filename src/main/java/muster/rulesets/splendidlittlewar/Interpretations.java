package muster.rulesets.splendidlittlewar;

import java.util.List;
import muster.rules.HouseReading;

/**
 * Every decision we make where the splendid-little-war text is silent or unclear. Each is
 * written once here, printed on the quick-reference chart, listed by {@code muster rulesets
 * splendid-little-war --format json}, and tested where it changes a check or a number.
 */
public final class Interpretations {

    public static final HouseReading ROUGH = new HouseReading("Rough terrain",
            "The rules name jungle but define no terrain. We treat woods, jungle, rough ground and marsh as rough: "
                    + "infantry and machine guns cross them at half speed, artillery may neither enter nor start in them. "
                    + "A stream is crossed as rough ground (guns only at a ford, bridge or road); a river only at a ford or bridge. "
                    + "Tracks and jungle trails count as roads, and a unit within 1\" of a road's line is on it.")
            .appliedAs("as we play them");
    public static final HouseReading COVER = new HouseReading("Cover",
            "Woods, jungle, towns, buildings, blockhouses, forts, trenches, earthworks, gun pits and walls are cover; "
                    + "hills, fields, rough ground and marsh are not. A unit is at the edge of its cover, and may fire out, "
                    + "when its front is within 1\" of the cover's boundary.")
            .appliedAs("as we play them");
    public static final HouseReading WORKS = new HouseReading("Works and buildings in hand-to-hand",
            "The +1 for defending works goes to a unit in a trench, earthworks, fort or gun pit; the +1 for a building "
                    + "to a unit in a building, blockhouse or town. A unit never gets both.")
            .appliedAs("+1 (");
    public static final HouseReading SPANISH_COVER = new HouseReading("Spaniards in cover",
            "No fire of any kind may be aimed at a Spanish unit in cover, even while it fires out of it: infantry and machine "
                    + "guns may not pick it, and artillery may not choose a target point within 1\" of it. A shell that "
                    + "drifts onto it still hits, and Spaniards get no save.");
    public static final HouseReading SAVES = new HouseReading("Saves",
            "The 4-6 save of US units in cover is rolled for every hit from fire, artillery included, but not for hits "
                    + "from hand-to-hand. Cuban and Filipino units save like US units unless the scenario says "
                    + "they hide in cover, when they vanish into cover like the Spaniards.")
            .appliedAs("save as US units");
    public static final HouseReading HITS = new HouseReading("Marking hits",
            "Hits fill one stand's boxes at a time; a stand is taken off with its last box, and further hits go on to the "
                    + "next stand. A unit that loses one or more stands in a fire step tests morale once, when that step ends; "
                    + "the loser of a hand-to-hand routs without a test, and the winner tests if its hit costs a stand.")
            .appliedAs("one stand at a time");
    public static final HouseReading MG_CREW = new HouseReading("Machine-gun crew",
            "Each hit on a machine gun kills one of its two crewmen, so it rolls 6D6 unhurt and 3D6 after the first hit "
                    + "(when it also moves at half speed); the second hit takes the stand off.")
            .appliedAs("one crewman left");
    public static final HouseReading PIVOT = new HouseReading("Moving and firing",
            "Turning on the spot is not a move: a machine gun or gun that only pivots may still fire, which is what "
                    + "lets a gun with one hit keep shooting.")
            .appliedAs("pivoting is not moving");
    public static final HouseReading DRIFT = new HouseReading("Drift die",
            "We read the drift die as a scatter die, two faces of six showing a hit. With a plain die roll 1D6: "
                    + "5-6 is on target; 1 drifts long, 2 short, 3 left and 4 right as the gun sees it. The drift is 1D6\" "
                    + "out to 24\" (half the 48\" range) and 2D6\" beyond. Measure the 1\" to any part of a unit's stands: "
                    + "every unit that close takes the rolled hits, friends included.")
            .appliedAs("two hit faces");
    public static final HouseReading MORALE = new HouseReading("Morale",
            "Stands remaining are counted after the lost stand is taken off. A unit down to one stand can never pass "
                    + "(no die is under 1): it routs, or gives up its last stand. A stand given up for a failed test does not "
                    + "call for another test. A routing unit neither fires nor charges.")
            .appliedAs("stands left after the loss");
    public static final HouseReading CHARGE_ROUGH = new HouseReading("Charging in rough ground",
            "The charge die is part of the move, so in rough ground the whole 6\" plus 1D6 is halved like any other "
                    + "move (Moro warriors and Philippine Scouts excepted).")
            .appliedAs("In rough, at");
    public static final HouseReading EVADE = new HouseReading("Evading",
            "A charged unit evades only if its own brigade card has not yet been turned this turn. The charger's move "
                    + "left is its 6\" plus the charge die less the distance it has already covered; if that is at least "
                    + "the evade roll, the evading unit is caught and removed.")
            .appliedAs("whose brigade moves after the contact");
    public static final HouseReading MELEE_TIES = new HouseReading("Hand-to-hand",
            "A tie is rolled again. The larger unit is the one with more stands left; equal units get no bonus. "
                    + "Both results apply at once: the winner marks its 1 hit, the loser the difference and then routs.")
            .appliedAs("Ties rolled again");
    public static final HouseReading BONUS = new HouseReading("Bonus card",
            "Whoever turns a card, the brigade named on it acts. A bonus card's side chooses which of its brigades moves "
                    + "again. A bonus card that is neither first nor finds a brigade of its side already moved does nothing. "
                    + "A pin lasts only for the turn it is made. A side's bonus card turned after its own pinned brigade's card "
                    + "moves that brigade instead of giving a second move.")
            .appliedAs("moves now instead", "moves then after all");
    public static final HouseReading CAVALRY = new HouseReading("Cavalry",
            "The rules have no mounted troops. Cavalry that fought on foot, as nearly all US cavalry "
                    + "in Cuba did, is infantry in every respect; mounted cavalry is refused.")
            .appliedAs("Dismounted cavalry is infantry");
    public static final HouseReading WEAPONS = new HouseReading("Weapons",
            "Fire goes by unit class, not weapon: a Krag, a Springfield and a Mauser all fire 12\". The weapon named "
                    + "in the scenario is printed on the card; mountain guns are artillery like any other.");
    public static final HouseReading HANDFUL = new HouseReading("A handful of units",
            "We read a handful as 2 to 6 units a brigade.");
    public static final HouseReading TABLE = new HouseReading("Laying out the table",
            "Plenty of cover and a village or two on the roads are advice, not a law. Check the table when "
                    + "there is no jungle or woods, or none within 6\" of an edge; when there is no built-up area or more than "
                    + "two (buildings within 3\" of each other are one area); when one is more than 2\" from every road. "
                    + "Where on the table they stand is left to the scenario's history.");

    public static final HouseReading FIRST_CARD = new HouseReading("The first card",
            "A bonus card \"flipped first\" we read as the first card turned from the whole deck that turn: only a bonus card "
                    + "that opens the deck pins an enemy brigade. One turned later, even before any card of its own side, counts "
                    + "as a later bonus card.")
            .appliedAs("very first card", "as the first card");

    public static final List<HouseReading> ALL = List.of(ROUGH, COVER, WORKS, SPANISH_COVER, SAVES, HITS, MG_CREW, PIVOT, DRIFT,
            MORALE, CHARGE_ROUGH, EVADE, MELEE_TIES, FIRST_CARD, BONUS, CAVALRY, WEAPONS, HANDFUL, TABLE);

    private Interpretations() {
    }
}

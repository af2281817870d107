package muster.rulesets.mexicanrevolution;

import java.util.List;
import muster.rules.HouseReading;

/**
 * Every decision we make where the mexican-revolution text is silent, cut short or unclear.
 * Each is written once here, printed on the quick-reference chart, and tested where it changes a
 * check or a number.
 */
public final class Interpretations {

    public static final HouseReading TURN = new HouseReading("Order of play",
            "The text says the sequence repeats but never lists it. We use: 1 morale tests for units that lost figures "
                    + "last turn; 2 generals change orders; 3 the sides take turns unit by unit, the attacker first, each unit "
                    + "moving or firing (a train is a unit of its own); 4 close combat, both sides at once; 5 fire spreads in "
                    + "burning buildings; 6 figures that moved may go prone.")
            .appliedAs("the attacker first");
    public static final HouseReading MOVEMENT = new HouseReading("Movement dice",
            "The text has a unit roll \"the specified number\" of dice without naming it. We use 2D6 inches for "
                    + "infantry and dismounted cavalry, 3D6 for mounted cavalry and generals, and 1D6 for a gun or machine gun "
                    + "moved by its crew.")
            .appliedAs("Move dice");
    public static final HouseReading ROUGH = new HouseReading("Rough ground",
            "Rough ground is used but not defined. Each inch of woods, scrub, marsh, streams, fords, building interiors and "
                    + "train cars costs two inches of movement; rivers are crossed only at fords and bridges; roads give no bonus.")
            .appliedAs("costs two inches for every inch crossed");
    public static final HouseReading RANGE_BANDS = new HouseReading("Range bands",
            "Small arms and machine guns have two ranges but one kill number. We read the first as short range and "
                    + "the second as long range, where the kill number is one pip harder (a 6 instead of 5-6).")
            .appliedAs("Long band");
    public static final HouseReading COVER = new HouseReading("Cover against fire",
            "Cover appears in close combat and morale but not in fire. We make a target in cover (woods, scrub, towns, "
                    + "a train car) one pip harder to kill and one in hard cover (buildings, forts, trenches, walls, earthworks) "
                    + "two pips harder; a prone target is one pip harder as the text says.")
            .appliedAs("a target in cover; hard cover is two pips");
    public static final HouseReading MG_FOLDS = new HouseReading("Folding a machine gun's arc",
            "Two folds give two 45° arcs and three give three 30° arcs, but four are given as 15° arcs, not 22.5°. We "
                    + "keep the text's widths: the gunner picks one of the narrower arcs and rolls that many times for each "
                    + "figure in it.")
            .appliedAs("arcs of 15°");
    public static final HouseReading SIX_KILLS = new HouseReading("A six always kills",
            "When modifiers push the number needed past 6, we still let a 6 kill, so no figure is ever safe from fire.")
            .appliedAs("A 6 always kills");
    public static final HouseReading MORALE_WORDING = new HouseReading("Morale numbers",
            "The text says a unit fails \"below\" its number but lists \"7 or less\" and the like. We follow the list: "
                    + "an inferior unit fails on a modified 7 or less, average on 6 or less, superior on 5 or less.")
            .appliedAs("fail on 7 or less");
    public static final HouseReading MORALE_MARGIN = new HouseReading("Failing badly",
            "A failure by more than two pips is counted from the lowest passing total: an average unit (passing on 7) is "
                    + "removed on a modified 4 or less and goes prone on 5 or 6.");
    public static final HouseReading PRISONERS = new HouseReading("Prisoners",
            "The fate table has a 7+ row but one die with no modifiers never reaches 7: as written, no prisoner is spared. "
                    + "A scenario that wants mercy must say so in its special rules.")
            .appliedAs("only a special rule can");
    public static final HouseReading WIRE_DATE = new HouseReading("Barbed wire date",
            "Carrancistas may use wire \"after 1915\". We allow it from 1 January 1915, so that Obregón's wire at "
                    + "Celaya (April 1915), the action the rule describes, is legal; wire of any other faction, or before "
                    + "1915, is an error.")
            .appliedAs("only from 1915");
    public static final HouseReading GUN_COUNT = new HouseReading("Counting guns",
            "A machine gun or a gun counts its crew figures (2 and 4 at full strength); the "
                    + "model itself is not a figure. One model stands for four real guns, so its crew is about a tenth of the "
                    + "men serving them.");
    public static final HouseReading SCRATCH_GUNS = new HouseReading("Scratch-built guns",
            "Revolutionary scratch-built guns share the mountain gun's 36\" range, so they play as mountain guns "
                    + "in every respect.")
            .appliedAs("Mountain or scratch-built gun");
    public static final HouseReading TRAIN_CARS = new HouseReading("Train capacity",
            "The text sets no limit on what a train carries. We give a train the flat cars its "
                    + "scenario names behind the locomotive (1 when it names none) and let it carry no more than one unit of up to 20 "
                    + "figures, or one gun or machine gun with its crew, per car; generals ride free.")
            .appliedAs("locomotive + ");
    public static final HouseReading TRAIN_COVER = new HouseReading("Trains as cover",
            "Figures riding a train are in cover (one pip harder to hit); wrecked or not, a train blocks sight.");
    public static final HouseReading TELEGRAPH = new HouseReading("Telegraph",
            "The scenario decides who may give orders by telegraph. It may give the telegraph to every side, "
                    + "to no side or to one side only; the pack says which. A general with access may change the orders of any unit of "
                    + "his side wherever it is; a special rule may tie access to a station or a line.")
            .appliedAs("Telegraph in this scenario");
    public static final HouseReading GENERALS = new HouseReading("Generals",
            "A general is one figure that is never killed: it is not fired at, takes no part in close combat and, when "
                    + "enemy figures touch it, moves clear at once. Generals are not held to orders and move 3D6.");
    public static final HouseReading DISMOUNTED = new HouseReading("Dismounted cavalry",
            "Cavalry fighting dismounted moves and fights in close combat as infantry.")
            .appliedAs("dismounted cavalry");
    public static final HouseReading UNIT_SIZE = new HouseReading("Unit size",
            "10-20 figures is the usual size, not a law: a scenario may field smaller or larger units.")
            .appliedAs("usually have");
    public static final HouseReading GUN_DESTRUCTION = new HouseReading("Destroying a gun",
            "The guidelines for destroying a gun model are missing from the text. A scenario with guns or machine guns "
                    + "gives its own as a special rule.")
            .appliedAs("destroying a gun model");
    public static final HouseReading SETTING_FIRE = new HouseReading("Setting a building alight",
            "The two ways to set a building on fire are missing from the text. A scenario with buildings gives its own as "
                    + "a special rule. Once a square burns, the spreading table applies.")
            .appliedAs("setting a building alight");
    public static final HouseReading BUILDING_GRID = new HouseReading("Building grids",
            "A building is drawn as an outline holding at least one 1\" square; its grid starts at the outline's south-west "
                    + "corner and counts every square whose centre lies inside.")
            .appliedAs("Grid laid from each outline's south-west corner");

    public static final HouseReading GUN_SILENCED = new HouseReading("Silencing a gun",
            "The text silences a piece when its crew \"and/or\" its model are locked in close combat. We read that as either: a gun "
                    + "or machine gun cannot fire while every one of its crew figures is in close combat, nor while an enemy figure "
                    + "touches its model, however many of its crew are free.")
            .appliedAs("while an enemy figure touches its model");
    public static final HouseReading BURNING = new HouseReading("Burning squares",
            "The text closes only the square where a fire was started. Squares the fire spreads to burn but may still be entered; "
                    + "a figure in any burning square dies on 5-6 and, if it lives, must leave with its next move.")
            .appliedAs("where a fire is started");

    public static final List<HouseReading> ALL = List.of(TURN, MOVEMENT, ROUGH, RANGE_BANDS, COVER, SIX_KILLS, MG_FOLDS, MORALE_WORDING,
            MORALE_MARGIN, GENERALS, DISMOUNTED, UNIT_SIZE, GUN_COUNT, GUN_SILENCED, SCRATCH_GUNS, TELEGRAPH, TRAIN_CARS, TRAIN_COVER,
            WIRE_DATE, BUILDING_GRID, SETTING_FIRE, BURNING, GUN_DESTRUCTION, PRISONERS);

    private Interpretations() {
    }
}

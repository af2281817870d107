package muster.rulesets.hatsoff;

import java.util.List;
import muster.rules.HouseReading;

/**
 * Every decision we make where the hatsoff scan is garbled, silent or unclear. Each is
 * written once here, printed on the quick-reference chart, and tested where it changes a check or
 * a number.
 */
public final class Interpretations {

    public static final HouseReading SCAN = new HouseReading("Misprints",
            "Our copy of the rules is full of misprints. We read \"Ol'-1211\", \"1211-24\"\" and \"2411-36\"\" as 0-12\", 12-24\" and 24-36\"; "
                    + "\"611\" as 6\"; a stray I or l as the digit 1 (\"l 0%\" is 10%, \"+I\" is +1); \"colurrms\" as columns; "
                    + "\"throe\" as three; \"fall move\" as full move; \"lease resistance\" as least resistance; \"an 10 men\" as and 10 men; "
                    + "\"L/4\" as a quarter; \"10d\" as a ten-sided die.")
            .appliedAs("quarter off", "ten-sided die");
    public static final HouseReading ROUTE = new HouseReading("Rout or route",
            "Where a beaten unit \"routes\" the text means rout. A \"column of route\" is the period's march column: the "
                    + "-25% morale modifier, the rule that such columns do not fire, and the automatic melee defeat apply to units "
                    + "caught in march column.")
            .appliedAs("column of route");
    public static final HouseReading CROSS_REFERENCES = new HouseReading("Cross-references",
            "\"(I-2.F)\" points at the sequence of play (fire comes after all movement); \"(see VI)\" and \"(see VI-6)\" point "
                    + "at the orders section and its flank test. Section VII, \"Closure\", is empty: victory comes from the scenario.");
    public static final HouseReading AVERAGE_DIE = new HouseReading("Average die",
            "The average die is the usual six-sided die numbered 2, 3, 3, 4, 4, 5 (it is also why finding a Spanish battery on a "
                    + "2 or 5 is one chance in three). \"Roll over average die\" is read as: roll one average die.")
            .appliedAs("Average die: ");
    public static final HouseReading SMALL_ARMS_MODIFIERS = new HouseReading("Small-arms modifiers",
            "The text runs two columns of modifiers together. We read: firer suppressed -1, firing from cover +1, firing from "
                    + "works +2; target in soft cover or suppressed -1, target in column or enfiladed +1, target in works -2. A line "
                    + "naming two conditions counts once when both hold; different lines add up.")
            .appliedAs("Firer's and target's modifiers both count");
    public static final HouseReading ROUNDING = new HouseReading("Fractions of men",
            "Losses are the modified die times the full fifties (or the guns) times the band's factor, rounded to the nearest man "
                    + "with a half going up. A modified die of 0 or less costs the target nothing.")
            .appliedAs("a half up");
    public static final HouseReading WOODS = new HouseReading("Fire in woods",
            "When the firer or its target is in woods or jungle the bands shrink to 0-6\", 6-12\" and 12-18\"; the factors stay.")
            .appliedAs("rifles fire at half ranges");
    public static final HouseReading CARBINES = new HouseReading("Carbines",
            "The text gives ranges for rifles only; carbines use the same three bands.")
            .appliedAs("Rifles and carbines alike");
    public static final HouseReading MG_BANDS = new HouseReading("Machine-gun ranges",
            "\"18+ - 36\"\" is read as over 18\" up to 36\": at exactly 18\" the factor is still 5.")
            .appliedAs("and 3 beyond");
    public static final HouseReading CANISTER = new HouseReading("Shell or canister",
            "A battery fires canister only at targets within 15\"; it may fire shell at any target up to 72\", close ones included.");
    public static final HouseReading LIMBERED = new HouseReading("Counter-battery",
            "\"+I at Timbered artillery\" is read as +1 against limbered guns, widening the hit: one ten-sided die per firing "
                    + "section (casting) hits on 1, or on 1-2 against limbered guns. Each hit silences a gun and kills 10 men.")
            .appliedAs("against limbered guns");
    public static final HouseReading REQUIRED = new HouseReading("Men to work a gun",
            "\"Five men are recruited to maintain fire\" is read as required: a gun or machine gun fires only while its section "
                    + "keeps 5 men for it.")
            .appliedAs(" men to fire");
    public static final HouseReading LOCATING = new HouseReading("Finding batteries",
            "A side trying to find a Spanish (smokeless) battery rolls one average die a turn for it; once found it stays found "
                    + "until it moves. US and insurrecto batteries burn black powder and are found as soon as they fire.")
            .appliedAs("once a turn: 2 or 5");
    public static final HouseReading AMMUNITION = new HouseReading("Ammunition",
            "A round of fire is one turn's fire by the whole unit. The optional battery rule is rolled once per battery before play. "
                    + "Machine guns have no limit. A scenario may give an army fewer than 20 rounds: the pack then says how many.")
            .appliedAs("each turn it fires");
    public static final HouseReading MORALE_TEST = new HouseReading("Morale tests",
            "Roll percentile dice (00 counts 100). At or under the unit's morale it passes; otherwise it fails by the roll minus its "
                    + "morale: 1-10, 11-20, 21-30, or over 30 (the text's \"30%+\" starts at 31 because 30 already belongs to the band "
                    + "before). A class over 100% fails only when modifiers bring it under the roll.")
            .appliedAs("31%+");
    public static final HouseReading DECLARING = new HouseReading("Declaring a change",
            "The text tests morale \"when declaring a change\" without saying of what. We read it as a change of the unit's "
                    + "written order: a charge, a new formation or a new task. The unit tests when the order is read out, before "
                    + "it moves.")
            .appliedAs("when its written order changes");
    public static final HouseReading LOSS_STEPS = new HouseReading("Morale and losses",
            "The -10% for each 10% loss counts full tenths of the men the unit began the game with. The roster lists the men lost "
                    + "at which each step falls.")
            .appliedAs("% morale at ");
    public static final HouseReading RATIO = new HouseReading("Optional figure ratio",
            "The optional 1:20 and 1:30 apply to US and Spanish infantry and cavalry only; Cuban and Filipino units stay at 1:25. "
                    + "Gun and machine-gun crews are 10 men a figure at any ratio.")
            .appliedAs("any other 25");
    public static final HouseReading FIGURES = new HouseReading("Figures and men",
            "When a scenario gives a unit's men, its figures are men divided by the ratio, rounded (a half up), at least one; "
                    + "three to a stand, the last stand perhaps short. Where only stands are given, each stand is 3 figures. The unit's "
                    + "strength in play is figures times the ratio; the command stand's figures count like any others.")
            .appliedAs("a figure per ");
    public static final HouseReading CREWS = new HouseReading("Crews' morale",
            "Batteries and machine-gun sections test as their army's regulars (Cuban and Filipino crews as insurrectos) unless the "
                    + "scenario gives them another class.");
    public static final HouseReading CLASSES = new HouseReading("Classes wherever they serve",
            "A troop class keeps its morale in whatever army the scenario puts it: Cuban insurrectos under American command test "
                    + "as insurrectos. 'Regular' is read with the side's nation, US or Spanish regulars.");
    public static final HouseReading COMMANDERS = new HouseReading("Commanders as figures",
            "A unit of type general is a commander's figure: it fires no weapon, counts no men, and gives the unit it stands "
                    + "with the brigadier's +10%, as an officer does.");
    public static final HouseReading NO_FIREARMS = new HouseReading("Troops without firearms",
            "Infantry or cavalry that name no weapon carry none (bolo men, for instance): they never fire and fight hand to hand "
                    + "only. A Mauser is a smokeless rifle.");
    public static final HouseReading BLACK_POWDER = new HouseReading("Black powder",
            "A unit burns black powder if its scenario says so, if it is armed with a black-powder rifle, or of a class the text names "
                    + "(National Guard, Spanish militia, insurrectos). The cotton puff put out when it fires from cover marks it: the "
                    + "enemy may pick it as a target even when nearer units are in sight. Its cover still counts.");
    public static final HouseReading COVER = new HouseReading("Cover and works",
            "The text uses \"cover\" and \"soft cover\" for the same thing. Cover: woods, jungle, towns, buildings and walls. "
                    + "Works: trenches, earthworks, forts, blockhouses and gun pits. Towns and buildings also count as buildings for "
                    + "shell (+1). Crops, hills and roads give no cover.");
    public static final HouseReading MOVES = new HouseReading("Move rates",
            "Section II has lost its table of rates. We use: infantry and dismounted cavalry 6\" in line, 9\" in column; "
                    + "mounted cavalry 12\" and 15\"; machine guns 6\" and 9\"; field guns 9\" and mountain guns 6\", limbered only.")
            .appliedAs("House rates");
    public static final HouseReading MELEE_LOSSES = new HouseReading("Melee losses",
            "Ties roll again. The winner loses men equal to 5% of the loser's strength; the loser loses 10% of its own, or 20% when "
                    + "it was struck in flank or rear or caught in march column; all rounded to the nearest man.")
            .appliedAs("of the loser's strength");
    public static final HouseReading OFFICERS = new HouseReading("Officers",
            "A unit its brigadier rides with has +10% morale. Each time the unit is fired on, roll a ten-sided "
                    + "die: on 9-10 he is hit, the +10% goes and his brigade counts -10% for the rest of the game. If the army's "
                    + "commander (the HQ) is hit the same -10% falls on every unit of the army.")
            .appliedAs("costs his brigade");
    public static final HouseReading LOSS_SHARING = new HouseReading("Sharing losses",
            "The text aims rifle fire at the most immediate target, then spreads all losses among the units in the firer's arc. "
                    + "We keep both: the nearest enemy in the arc sets the range band and the modifiers, and the men lost, to rifles, "
                    + "guns or machine guns alike, are shared among every enemy unit in the arc that the firer could fire at, as "
                    + "evenly as possible, the odd men to the nearest first.")
            .appliedAs("every enemy unit in the firer's arc");
    public static final HouseReading FIRE_ARCS = new HouseReading("Arcs of fire",
            "Rifle fire that \"may reach to 30 degrees from each flank\" we read as the unit's front and 30° more beyond each "
                    + "flank, measured outward from straight ahead at each end of the line. A battery's \"45 degrees to either flank\" "
                    + "we read as 45° either side of straight ahead, a quarter circle in all.")
            .appliedAs("° beyond either flank", "either side of straight ahead");
    public static final HouseReading WOODS_COLUMNS = new HouseReading("Columns in woods",
            "Woods reduce a column's move \"by 2/3\": we read that as two thirds lost, so a column in woods or jungle goes at a "
                    + "third of its rate unless it keeps to a path, while a line goes at half.")
            .appliedAs("column's to a third", "columns at a third");
    public static final HouseReading SIMULTANEOUS = new HouseReading("Simultaneous play",
            "Both sides act in every phase at once. All fire is worked out before any of its losses come off, so a unit shot "
                    + "this turn still fires at its full strength.")
            .appliedAs("both sides at once");
    public static final HouseReading ORDER_UNITS = new HouseReading("Who writes orders",
            "Each unit of the scenario has a line on the roster for every turn. It may split into companies by writing one short "
                    + "order per company in its box; charges are written at the level that makes them.");
    public static final HouseReading FIGURE_SIZE = new HouseReading("Figure size and stands",
            "The rules were written for 15mm figures. We keep every distance at any figure size and draw a stand of three "
                    + "figures 3/4\" wide on maps.");

    public static final List<HouseReading> ALL = List.of(SCAN, CLASSES, COMMANDERS, NO_FIREARMS, DECLARING, ROUTE, CROSS_REFERENCES, AVERAGE_DIE, SMALL_ARMS_MODIFIERS, ROUNDING,
            WOODS, CARBINES, FIRE_ARCS, MG_BANDS, CANISTER, LIMBERED, REQUIRED, LOCATING, AMMUNITION, MORALE_TEST, LOSS_STEPS, RATIO,
            FIGURES, CREWS, BLACK_POWDER, COVER, MOVES, WOODS_COLUMNS, MELEE_LOSSES, OFFICERS, LOSS_SHARING, SIMULTANEOUS, ORDER_UNITS,
            FIGURE_SIZE);

    private Interpretations() {
    }
}

package muster.rulesets.hatsoff;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import muster.rules.Fraction;

/** hatsoff's encoded facts as plain data, in the order a reader of the seed meets them. */
final class HatData {

    private HatData() {
    }

    static Map<String, Object> all() {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("figureRatio", ratios());
        out.put("organisation", organisation());
        out.put("turnSequence", TurnSequence.PHASES);
        out.put("movement", movement());
        out.put("averageDie", Map.of("faces", Dice.AVERAGE_DIE, "mean", Fraction.of(7, 2).wholeOrFraction()));
        out.put("weapons", weapons());
        out.put("smallArms", smallArms());
        out.put("artillery", artillery());
        out.put("machineGuns", machineGuns());
        out.put("fireLosses", Map.of(
                "officerHitOnTenSidedDie", Odds.OFFICER_HIT_FROM + "-10",
                "officerHitChance", Odds.officerHit().wholeOrFraction(),
                "columnsOfRouteFire", false,
                "supportFire", "units in the line of a charge may fire in support if they neither moved nor changed formation"));
        out.put("morale", morale());
        out.put("melee", melee());
        out.put("orders", Map.of("fromAbove", Hatsoff.ORDER_TYPES, "rules", WrittenOrders.RULES,
                "meleeLevels", WrittenOrders.MELEE_LEVELS));
        out.put("terrain", terrain());
        out.put("options", Options.terms());
        out.put("interpretations", Interpretations.ALL);
        return out;
    }

    private static Map<String, Object> entry(Object... kv) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) {
            m.put((String) kv[i], kv[i + 1]);
        }
        return m;
    }

    private static Map<String, Object> ratios() {
        Map<String, Object> byNation = new LinkedHashMap<>();
        for (String n : List.of("us", "spain", "cuba", "philippines")) {
            byNation.put(n, FigureRatio.BY_NATION.menPerFigure(n));
        }
        return entry("standardMenPerFigure", FigureRatio.STANDARD_MEN, "optionalByNation", byNation,
                "crewMenPerFigure", FigureRatio.CREW_MEN, "option", Options.FIGURE_RATIO);
    }

    private static Map<String, Object> organisation() {
        List<Map<String, Object>> levels = new ArrayList<>();
        for (Organisation.Level l : Organisation.LEVELS) {
            levels.add(entry("level", l.name(), "stands", l.stands(), "figures", l.figures(),
                    "menAt1to25", l.men(FigureRatio.STANDARD_MEN), "menAt1to20", l.men(FigureRatio.US_MEN),
                    "menAt1to30", l.men(FigureRatio.SPANISH_MEN)));
        }
        return entry("figuresPerStand", Organisation.FIGURES_PER_STAND, "levels", levels,
                "standardCompanyMen", Organisation.COMPANY_MEN, "squadronMen", Organisation.SQUADRON_MEN,
                "gunSection", entry("castings", 1, "guns", Organisation.GUNS_PER_CASTING, "men", Organisation.MEN_PER_GUN_SECTION,
                        "menPerCrewFigure", FigureRatio.CREW_MEN, "menToWorkEachGun", Organisation.MEN_TO_WORK_A_GUN),
                "machineGunSection", entry("guns", Organisation.GUNS_PER_MG_SECTION, "men", Organisation.MEN_PER_MG_SECTION,
                        "menToWorkEachGun", Organisation.MEN_TO_WORK_A_GUN),
                "dismountingCavalryHorseHolders", Organisation.HORSE_HOLDERS.wholeOrFraction(),
                "maxRoundsOfFire", Organisation.MAX_ROUNDS);
    }

    private static Map<String, Object> movement() {
        List<Map<String, Object>> rates = new ArrayList<>();
        for (UnitType t : UnitType.values()) {
            rates.add(entry("type", t.word(), "lineInches", t.lineMove(), "columnOrLimberedInches", t.columnMove()));
        }
        return entry("houseRates", rates, "dismountedCavalry", entry("lineInches", UnitType.DISMOUNTED_LINE,
                        "columnInches", UnitType.DISMOUNTED_COLUMN),
                "reformTurns", entry("infantryOrCavalry", Movement.REFORM_TROOPS.wholeOrFraction(), "artillery",
                        Movement.REFORM_ARTILLERY.wholeOrFraction()),
                "inchesPerFacing", Movement.INCHES_PER_FACE, "inchesPerFriendPassed", Movement.INCHES_PER_FRIEND_PASSED,
                "flankOrRearMarch", Movement.FLANK_OR_REAR_MARCH.wholeOrFraction(),
                "obstacleCrossingCost", Movement.OBSTACLE_COST.wholeOrFraction(),
                "woodsLine", Movement.WOODS_LINE.wholeOrFraction(), "woodsColumnOffPath", Movement.WOODS_COLUMN.wholeOrFraction(),
                "fordRiver", Movement.RIVER.wholeOrFraction(), "goToGround", Movement.GO_TO_GROUND.wholeOrFraction(),
                "rules", Movement.RULES);
    }

    private static List<Map<String, Object>> weapons() {
        List<Map<String, Object>> out = new ArrayList<>();
        for (Weapon w : Weapon.values()) {
            out.add(entry("weapon", w.word(), "kind", w.kind().name().toLowerCase(java.util.Locale.ROOT), "rangeInches",
                    w.kind().range(), "blackPowder", w.blackPowder()));
        }
        return out;
    }

    private static List<Map<String, Object>> modifiers(List<Modifier> list) {
        return list.stream().map(m -> entry("when", m.when(), "modifier", m.value())).toList();
    }

    private static Map<String, Object> smallArms() {
        List<Map<String, Object>> bands = new ArrayList<>();
        for (SmallArms.Band b : SmallArms.BANDS) {
            Map<String, Object> odds = new LinkedHashMap<>();
            for (int fifties : new int[] {1, 3, 6}) {
                Odds.Spread sp = Odds.smallArms(fifties, b, 0);
                odds.put(String.valueOf(fifties), entry("min", sp.min(), "max", sp.max(), "mean", sp.mean().wholeOrFraction()));
            }
            bands.add(entry("band", b.name(), "overInches", b.from(), "toInches", b.to(), "factor", b.factor().wholeOrFraction(),
                    "inWoodsToInches", b.inWoods().to(), "unmodifiedLossesByFull50s", odds));
        }
        return entry("dice", "one average die, plus modifiers, times the full 50s of men firing, times the band factor",
                "bands", bands, "firerModifiers", modifiers(SmallArms.FIRER), "targetModifiers", modifiers(SmallArms.TARGET),
                "assaultColumnsFire", "the full 50s of the lead company only",
                "arcDegreesBeyondEachFlank", SmallArms.ARC_BEYOND_FLANK_DEGREES,
                "fireOverLowerFriendsBeyondInches", SmallArms.FIRE_OVER_LOWER_FRIENDS_BEYOND,
                "firesPerTurn", 1, "blackPowderFromCover", "a cotton puff before the unit marks its smoke");
    }

    private static Map<String, Object> gunFire(GunFire f) {
        Map<String, Object> odds = new LinkedHashMap<>();
        for (int guns : new int[] {2, 4}) {
            Odds.Spread sp = Odds.guns(f, guns, 0);
            odds.put(String.valueOf(guns), entry("min", sp.min(), "max", sp.max(), "mean", sp.mean().wholeOrFraction()));
        }
        return entry("overInches", f.fromInches(), "toInches", f.toInches(), "menPerGunPerPip", f.factor(),
                "modifiers", modifiers(f.modifiers()), "unmodifiedLossesByGuns", odds);
    }

    private static Map<String, Object> artillery() {
        return entry("fireBy", "gun section: one casting is 2 guns", "arcDegreesEachFlank", GunFire.BATTERY_ARC_DEGREES,
                "fireOverLowerFriendsFromInches", GunFire.FIRE_OVER_LOWER_FRIENDS_FROM,
                "shell", gunFire(GunFire.SHELL), "canister", gunFire(GunFire.CANISTER),
                "counterBattery", entry("tenSidedDieHitsOn", Batteries.HIT_ON, "againstLimberedHitsOnOrUnder", Batteries.HIT_ON_LIMBERED,
                        "chance", Odds.counterBatteryHit(false).wholeOrFraction(),
                        "chanceLimbered", Odds.counterBatteryHit(true).wholeOrFraction(),
                        "hitCosts", entry("guns", Batteries.GUNS_LOST_PER_HIT, "men", Batteries.MEN_LOST_PER_HIT)),
                "locating", entry("usAndInsurrectoBatteries", "found after every shot (black-powder smoke)",
                        "spanishBatteries", "one average die a turn", "spanishFoundOnFaces", Batteries.LOCATE_FACES,
                        "chancePerTurn", Odds.locatePerTurn().wholeOrFraction(),
                        "chanceWithin3Turns", Odds.locatedWithin(3).wholeOrFraction()),
                "optionalAmmunition", entry("option", Options.ARTILLERY_AMMO, "shellTenSidedDice", Batteries.SHELL_DICE,
                        "canisterTenSidedDice", Batteries.CANISTER_DICE, "shellMean", Odds.tensMean(Batteries.SHELL_DICE).wholeOrFraction(),
                        "canisterMean", Odds.tensMean(Batteries.CANISTER_DICE).wholeOrFraction(),
                        "chanceOfAtLeast10Shell", Odds.tensAtLeast(Batteries.SHELL_DICE, 10).wholeOrFraction()));
    }

    private static Map<String, Object> machineGuns() {
        return entry("close", gunFire(GunFire.MG_CLOSE), "far", gunFire(GunFire.MG_FAR));
    }

    private static Map<String, Object> morale() {
        List<Map<String, Object>> classes = new ArrayList<>();
        for (TroopClass c : TroopClass.values()) {
            classes.add(entry("tag", c.tag(), "nations", c.nations(), "class", c.label(), "moralePercent", c.morale(),
                    "blackPowder", c.blackPowder()));
        }
        List<Map<String, Object>> results = new ArrayList<>();
        for (Morale.Result r : Morale.RESULTS) {
            results.add(entry("failedBy", r.range(), "result", r.name(), "effect", r.effect()));
        }
        Map<String, Object> tests = new LinkedHashMap<>();
        for (int m : new int[] {70, 80, 90, 100}) {
            Odds.Test t = Odds.moraleTest(m);
            tests.put(m + "%", entry("pass", t.pass().wholeOrFraction(),
                    "failures", t.failures().stream().map(Fraction::wholeOrFraction).toList()));
        }
        return entry("classes", classes, "testWhen", Morale.WHEN, "dice", "percentile, pass at or under the morale",
                "modifiersPercent", modifiers(Morale.MODIFIERS), "failureResults", results, "testOdds", tests);
    }

    private static Map<String, Object> melee() {
        return entry("eachSide", "strength in men times one average die", "dieModifierFailedMorale", Melee.FAILED_MORALE_DIE,
                "ties", "roll again", "winnerLosesPercentOfLoser", Melee.WINNER_PERCENT_OF_LOSER, "loserLosesPercent",
                Melee.LOSER_PERCENT, "flankRearOrColumnOfRoute", "defeated at once, losing " + Melee.FLANKED_LOSER_PERCENT + "%",
                "loser", "routs at double move to the rear", "winner", "halts or pursues up to half a move",
                "noFlanks", "units in works, buildings, forts or towns", "flanked", "the charging line overlaps the enemy's and at "
                        + "least one figure reaches past its rear",
                "chanceEqualStrengths", Odds.melee(1, 0, 1, 0).wholeOrFraction(),
                "chanceTwoToOne", Odds.melee(2, 0, 1, 0).wholeOrFraction());
    }

    private static List<Map<String, Object>> terrain() {
        List<Map<String, Object>> out = new ArrayList<>();
        for (TerrainKind k : TerrainKinds.all()) {
            out.add(entry("kind", k.word(), "cover", k.cover().label(), "buildingsForShell", k.buildings(), "movement",
                    k.going().label(), "noFlanks", k.noFlanks()));
        }
        return out;
    }
}

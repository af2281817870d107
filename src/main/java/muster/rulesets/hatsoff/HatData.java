package muster.rulesets.hatsoff;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import muster.rules.Facts;
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
                "sharedAmong", "every enemy unit in the firer's arc it could fire at, evenly, the odd men to the nearest first",
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

    private static Map<String, Object> ratios() {
        Map<String, Object> byNation = new LinkedHashMap<>();
        for (String n : List.of("us", "spain", "cuba", "philippines")) {
            byNation.put(n, FigureRatio.BY_NATION.menPerFigure(n));
        }
        return Facts.of("standardMenPerFigure", FigureRatio.STANDARD_MEN, "optionalByNation", byNation,
                "crewMenPerFigure", FigureRatio.CREW_MEN, "option", Options.FIGURE_RATIO);
    }

    private static Map<String, Object> organisation() {
        List<Map<String, Object>> levels = Facts.each(Organisation.LEVELS, l -> Facts.of("level", l.name(), "stands", l.stands(),
                "figures", l.figures(), "menAt1to25", l.men(FigureRatio.STANDARD_MEN), "menAt1to20", l.men(FigureRatio.US_MEN),
                "menAt1to30", l.men(FigureRatio.SPANISH_MEN)));
        return Facts.of("figuresPerStand", Organisation.FIGURES_PER_STAND, "levels", levels,
                "standardCompanyMen", Organisation.COMPANY_MEN, "squadronMen", Organisation.SQUADRON_MEN,
                "gunSection", Facts.of("castings", 1, "guns", Organisation.GUNS_PER_CASTING, "men", Organisation.MEN_PER_GUN_SECTION,
                        "menPerCrewFigure", FigureRatio.CREW_MEN, "menToWorkEachGun", Organisation.MEN_TO_WORK_A_GUN),
                "machineGunSection", Facts.of("guns", Organisation.GUNS_PER_MG_SECTION, "men", Organisation.MEN_PER_MG_SECTION,
                        "menToWorkEachGun", Organisation.MEN_TO_WORK_A_GUN),
                "dismountingCavalryHorseHolders", Organisation.HORSE_HOLDERS.wholeOrFraction(),
                "maxRoundsOfFire", Organisation.MAX_ROUNDS);
    }

    private static Map<String, Object> movement() {
        List<Map<String, Object>> rates = Facts.each(UnitType.values(), t -> Facts.of("type", t.word(), "lineInches", t.lineMove(),
                "columnOrLimberedInches", t.columnMove()));
        return Facts.of("houseRates", rates, "dismountedCavalry", Facts.of("lineInches", UnitType.DISMOUNTED_LINE,
                        "columnInches", UnitType.DISMOUNTED_COLUMN),
                "reformTurns", Facts.of("infantryOrCavalry", Movement.REFORM_TROOPS.wholeOrFraction(), "artillery",
                        Movement.REFORM_ARTILLERY.wholeOrFraction()),
                "inchesPerFacing", Movement.INCHES_PER_FACE, "inchesPerFriendPassed", Movement.INCHES_PER_FRIEND_PASSED,
                "flankOrRearMarch", Movement.FLANK_OR_REAR_MARCH.wholeOrFraction(),
                "obstacleCrossingCost", Movement.OBSTACLE_COST.wholeOrFraction(),
                "woodsLine", Movement.WOODS_LINE.wholeOrFraction(), "woodsColumnOffPath", Movement.WOODS_COLUMN.wholeOrFraction(),
                "fordRiver", Movement.RIVER.wholeOrFraction(), "goToGround", Movement.GO_TO_GROUND.wholeOrFraction(),
                "rules", Movement.RULES);
    }

    private static List<Map<String, Object>> weapons() {
        return Facts.each(Weapon.values(), w -> Facts.of("weapon", w.word(), "kind", w.kind().name().toLowerCase(Locale.ROOT),
                "rangeInches", w.kind().range(), "blackPowder", w.blackPowder()));
    }

    private static List<Map<String, Object>> modifiers(List<Modifier> list) {
        return list.stream().map(m -> Facts.of("when", m.when(), "modifier", m.value())).toList();
    }

    private static Map<String, Object> smallArms() {
        List<Map<String, Object>> bands = Facts.each(SmallArms.BANDS, b -> {
            Map<String, Object> odds = new LinkedHashMap<>();
            for (int fifties : new int[] {1, 3, 6}) {
                odds.put(String.valueOf(fifties), spread(Odds.smallArms(fifties, b, 0)));
            }
            return Facts.of("band", b.name(), "overInches", b.from(), "toInches", b.to(), "factor", b.factor().wholeOrFraction(),
                    "inWoodsToInches", b.inWoods().to(), "unmodifiedLossesByFull50s", odds);
        });
        return Facts.of("dice", "one average die, plus modifiers, times the full 50s of men firing, times the band factor",
                "bands", bands, "firerModifiers", modifiers(SmallArms.FIRER), "targetModifiers", modifiers(SmallArms.TARGET),
                "assaultColumnsFire", "the full 50s of the lead company only",
                "arcDegreesBeyondEachFlank", SmallArms.ARC_BEYOND_FLANK_DEGREES,
                "fireOverLowerFriendsBeyondInches", SmallArms.FIRE_OVER_LOWER_FRIENDS_BEYOND,
                "firesPerTurn", 1, "blackPowderFromCover", "a cotton puff before the unit marks its smoke");
    }

    private static Map<String, Object> gunFire(GunFire f) {
        Map<String, Object> odds = new LinkedHashMap<>();
        for (int guns : new int[] {2, 4}) {
            odds.put(String.valueOf(guns), spread(Odds.guns(f, guns, 0)));
        }
        return Facts.of("overInches", f.fromInches(), "toInches", f.toInches(), "menPerGunPerPip", f.factor(),
                "modifiers", modifiers(f.modifiers()), "unmodifiedLossesByGuns", odds);
    }

    private static Map<String, Object> spread(Odds.Spread sp) {
        return Facts.of("min", sp.min(), "max", sp.max(), "mean", sp.mean().wholeOrFraction());
    }

    private static Map<String, Object> artillery() {
        return Facts.of("fireBy", "gun section: one casting is 2 guns", "arcDegreesEachFlank", GunFire.BATTERY_ARC_DEGREES,
                "fireOverLowerFriendsFromInches", GunFire.FIRE_OVER_LOWER_FRIENDS_FROM,
                "shell", gunFire(GunFire.SHELL), "canister", gunFire(GunFire.CANISTER),
                "counterBattery", Facts.of("tenSidedDieHitsOn", Batteries.HIT_ON, "againstLimberedHitsOnOrUnder", Batteries.HIT_ON_LIMBERED,
                        "chance", Odds.counterBatteryHit(false).wholeOrFraction(),
                        "chanceLimbered", Odds.counterBatteryHit(true).wholeOrFraction(),
                        "hitCosts", Facts.of("guns", Batteries.GUNS_LOST_PER_HIT, "men", Batteries.MEN_LOST_PER_HIT)),
                "locating", Facts.of("usAndInsurrectoBatteries", "found after every shot (black-powder smoke)",
                        "spanishBatteries", "one average die a turn", "spanishFoundOnFaces", Batteries.LOCATE_FACES,
                        "chancePerTurn", Odds.locatePerTurn().wholeOrFraction(),
                        "chanceWithin3Turns", Odds.locatedWithin(3).wholeOrFraction()),
                "optionalAmmunition", Facts.of("option", Options.ARTILLERY_AMMO, "shellTenSidedDice", Batteries.SHELL_DICE,
                        "canisterTenSidedDice", Batteries.CANISTER_DICE, "shellMean", Odds.tensMean(Batteries.SHELL_DICE).wholeOrFraction(),
                        "canisterMean", Odds.tensMean(Batteries.CANISTER_DICE).wholeOrFraction(),
                        "chanceOfAtLeast10Shell", Odds.tensAtLeast(Batteries.SHELL_DICE, 10).wholeOrFraction()));
    }

    private static Map<String, Object> machineGuns() {
        return Facts.of("close", gunFire(GunFire.MG_CLOSE), "far", gunFire(GunFire.MG_FAR));
    }

    private static Map<String, Object> morale() {
        List<Map<String, Object>> classes = Facts.each(TroopClass.values(), c -> Facts.of("tag", c.tag(), "nations", c.nations(),
                "class", c.label(), "moralePercent", c.morale(), "blackPowder", c.blackPowder()));
        List<Map<String, Object>> results = Facts.each(Morale.RESULTS, r -> Facts.of("failedBy", r.range(), "result", r.name(),
                "effect", r.effect()));
        Map<String, Object> tests = new LinkedHashMap<>();
        for (int m : new int[] {70, 80, 90, 100}) {
            Odds.Test t = Odds.moraleTest(m);
            tests.put(m + "%", Facts.of("pass", t.pass().wholeOrFraction(),
                    "failures", t.failures().stream().map(Fraction::wholeOrFraction).toList()));
        }
        return Facts.of("classes", classes, "testWhen", Morale.WHEN, "dice", "percentile, pass at or under the morale",
                "modifiersPercent", modifiers(Morale.MODIFIERS), "failureResults", results, "testOdds", tests);
    }

    private static Map<String, Object> melee() {
        return Facts.of("eachSide", "strength in men times one average die", "dieModifierFailedMorale", Melee.FAILED_MORALE_DIE,
                "ties", "roll again", "winnerLosesPercentOfLoser", Melee.WINNER_PERCENT_OF_LOSER, "loserLosesPercent",
                Melee.LOSER_PERCENT, "flankRearOrColumnOfRoute", "defeated at once, losing " + Melee.FLANKED_LOSER_PERCENT + "%",
                "loser", "routs at double move to the rear", "winner", "halts or pursues up to half a move",
                "noFlanks", "units in works, buildings, forts or towns", "flanked", "the charging line overlaps the enemy's and at "
                        + "least one figure reaches past its rear",
                "chanceEqualStrengths", Odds.melee(1, 0, 1, 0).wholeOrFraction(),
                "chanceTwoToOne", Odds.melee(2, 0, 1, 0).wholeOrFraction());
    }

    private static List<Map<String, Object>> terrain() {
        return Facts.each(TerrainKinds.all(), k -> Facts.of("kind", k.word(), "cover", k.cover().label(),
                "buildingsForShell", k.buildings(), "movement", k.going().label(), "noFlanks", k.noFlanks()));
    }
}

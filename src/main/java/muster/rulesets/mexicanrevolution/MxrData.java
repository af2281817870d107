package muster.rulesets.mexicanrevolution;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import muster.rules.Facts;
import muster.rules.Word;

/** mexican-revolution's encoded facts as plain data, in the order a reader of the seed meets them. */
final class MxrData {

    private MxrData() {
    }

    static Map<String, Object> all() {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("figures", Map.of("scale", "25mm single figures; at smaller scales a base of several figures counts as one",
                "menPerFigure", UnitType.MEN_PER_FIGURE, "realGunsPerModel", UnitType.GUNS_PER_MODEL,
                "baseInches", "about " + UnitType.BASE_INCHES + " inch square for infantry", "distancesAt", "every scale as written"));
        out.put("units", Map.of("figuresPerInfantryOrCavalryUnit", UnitType.FEWEST_FIGURES + "-" + UnitType.MOST_FIGURES,
                "machineGunCrew", UnitType.MACHINEGUN.crew(), "gunCrew", UnitType.FIELD_ARTILLERY.crew(),
                "generalsPerArmy", "at least 1", "keepWithin", "1 inch of another figure of the unit"));
        out.put("unitTypes", unitTypes());
        out.put("turnSequence", TurnSequence.STEPS);
        out.put("movement", Map.of("roll", "once per unit, the dice giving inches for every figure that moves",
                "maySpendLess", true, "facing", "free as part of a move", "roughGround", "every inch costs two",
                "prone", "after a turn spent moving, infantry and crew may go prone: one pip harder to hit, no move or fire next "
                        + "turn except to rise, one pip easier to kill in close combat, no striking back"));
        out.put("weapons", weapons());
        out.put("fire", Map.of("arc", "360 degrees, figure by figure", "blockedBy", "friendly figures and gaps under 1/2 inch",
                "needs", "sight and range", "proneMayNotFire", true, "targetsInCloseCombat", "never for rifles and machine guns",
                "modifiers", List.of(modifier("long range band (second figure)", 1), modifier("target prone", 1),
                        modifier("target in cover", Cover.COVER.pips()), modifier("target in hard cover", Cover.HARD.pips())),
                "highestNeeded", 6));
        out.put("machineGuns", machineGuns());
        out.put("artillery", Map.of("aim", "point the direction, state a range without measuring, then measure",
                "burstInches", Weapon.BURST_INCHES, "rollsFor", "every figure within the burst, friend or foe",
                "turnAndFire", true, "directHitOnTrainWrecksOn", 6,
                "directHitOnTrainChance", Odds.directHitWrecks().toString(),
                "crew", "at least one real artillerist to fire; machine guns may be served wholly by draftees"));
        out.put("closeCombat", closeCombat());
        out.put("morale", morale());
        out.put("prisoners", table(Prisoners.FATE));
        out.put("orders", Map.of("types", Command.ORDER_TYPES, "issued", "to every unit at the start",
                "changedBy", "a general within " + Command.ORDER_RADIUS_INCHES + " inches, or with telegraph access as the scenario "
                        + "sets it", "radiusInches", Command.ORDER_RADIUS_INCHES, "refersTo", "the ground, never units",
                "telegraphOption", "true (every side), false (none) or a side id"));
        out.put("trains", trains());
        out.put("explosives", Map.of("plant", "a full move on the tracks",
                "detonate", "another move, the planter within " + Trains.DETONATE_WITHIN_INCHES + " inches and not in close combat",
                "remove", "one action by a figure not in close combat at the spot", "concealed", "as the scenario says"));
        out.put("sight", Map.of("blockedBy", "troops, trees, hills, buildings, trains",
                "seenAnyway", "figures in trenches", "notBlocking", "trenches and stone walls unless the scenario says"));
        out.put("barbedWire", Map.of("nation", Period.WIRE_NATION, "from", Period.WIRE_FROM.toString(), "crossing", "a full turn"));
        out.put("buildings", Map.of("gridInches", Buildings.SQUARE_INCHES, "squareWhereTheFireStarts", "impassable",
                "squaresTheFireSpreadsTo", "burning, still open",
                "spread", table(Buildings.SPREAD), "figureInBurningSquareDiesOn", Odds.faces(Buildings.BURN_KILLS),
                "figureInBurningSquareDies", Odds.atLeast(Buildings.BURN_KILLS).toString(),
                "settingAlight", "scenario special rule (missing from the text)"));
        out.put("gunDestruction", "scenario special rule (missing from the text)");
        out.put("drafts", Map.of("who", "figures of passing infantry or cavalry units", "counts", "moves the figure between "
                + "units, not a casualty for morale", "prone", "takes the crew's prone state"));
        out.put("terrain", terrain());
        out.put("period", Period.FIRST_YEAR + "-" + Period.LAST_YEAR);
        out.put("interpretations", Interpretations.ALL);
        return out;
    }

    private static Map<String, Object> modifier(String when, int pips) {
        return Facts.of("when", when, "pipsHarder", pips);
    }

    private static List<Map<String, Object>> unitTypes() {
        return Facts.each(UnitType.values(), t -> Facts.of("type", t.word(), "weapons", Word.words(t.weapons()),
                "moveDice", t == UnitType.TRAIN ? Trains.STARTING_DICE + "-" + Trains.MOST_DICE : String.valueOf(t.moveDice()),
                "closeCombatKillsOn", t.meleeKill() == 0 ? "does not fight" : Odds.faces(t.meleeKill()),
                "count", switch (t) {
                    case TRAIN -> "cars behind the locomotive";
                    case GENERAL -> "1 figure";
                    case MACHINEGUN, FIELD_ARTILLERY, MOUNTAIN_ARTILLERY -> "crew figures, " + t.crew() + " at full strength";
                    default -> "figures";
                }));
    }

    private static List<Map<String, Object>> weapons() {
        return Facts.each(Weapon.values(), w -> Facts.of("weapon", w.word(),
                "fire", w.fire().name().toLowerCase(Locale.ROOT).replace('_', '-'),
                "shortRangeInches", w.shortRange(), "longRangeInches", w.longRange(), "killsOn", Odds.faces(w.kill()),
                "perDie", perDie(w)));
    }

    private static Map<String, Object> perDie(Weapon w) {
        Map<String, Object> odds = new LinkedHashMap<>();
        for (boolean longBand : w.hasLongBand() ? new boolean[] {false, true} : new boolean[] {false}) {
            for (boolean prone : new boolean[] {false, true}) {
                for (Cover c : Cover.values()) {
                    String key = (w.hasLongBand() ? (longBand ? "long" : "short") + ", " : "") + (prone ? "prone" : "standing")
                            + ", " + (c == Cover.NONE ? "in the open" : "in " + c.label());
                    odds.put(key, Odds.faces(Odds.fireNeed(w, longBand, prone, c)) + " = " + Odds.fire(w, longBand, prone, c));
                }
            }
        }
        return odds;
    }

    private static Map<String, Object> machineGuns() {
        List<Map<String, Object>> folds = new ArrayList<>();
        for (int rolls = 1; rolls <= Weapon.MG_FOLD_DEGREES.size(); rolls++) {
            folds.add(Facts.of("arcs", rolls, "arcDegrees", Weapon.MG_FOLD_DEGREES.get(rolls - 1), "rollsPerFigure", rolls,
                    "killShortStanding", Odds.machineGun(rolls, false, false, Cover.NONE).toString(),
                    "killShortProne", Odds.machineGun(rolls, false, true, Cover.NONE).toString(),
                    "killLongStanding", Odds.machineGun(rolls, true, false, Cover.NONE).toString()));
        }
        return Facts.of("arcDegrees", Weapon.MG_ARC, "needsOneNonProneGunner", true, "folds", folds);
    }

    private static Map<String, Object> closeCombat() {
        return Facts.of("who", "every infantry, cavalry and crew figure in base contact, both sides at once; crews never start it",
                "killsOn", Facts.of("infantry", Odds.faces(UnitType.INFANTRY.meleeKill()),
                        "cavalry", Odds.faces(UnitType.CAVALRY.meleeKill()),
                        "cavalryInRoughOrAgainstCover", Odds.faces(Units.CAVALRY_HINDERED_KILL),
                        "crew", Odds.faces(UnitType.MACHINEGUN.meleeKill())),
                "againstProne", "one pip easier; a prone figure does not strike back and rises if it lives",
                "gunsSilencedWhen", "every crew figure is in close combat, or an enemy figure touches the gun model");
    }

    private static Map<String, Object> morale() {
        Map<String, Object> classes = new LinkedHashMap<>();
        Map<String, Object> odds = new LinkedHashMap<>();
        for (MoraleClass c : MoraleClass.values()) {
            classes.put(c.word(), Facts.of("failsAtOrBelow", c.failsAtOrBelow(), "removedAtOrBelow", c.removedAtOrBelow()));
            Map<String, Object> byMod = new LinkedHashMap<>();
            for (int mod = Morale.LOWEST_MODIFIER; mod <= Morale.HIGHEST_MODIFIER; mod++) {
                Odds.Test t = Odds.morale(c, mod, false);
                byMod.put((mod > 0 ? "+" : "") + mod, Facts.of("pass", t.pass().toString(), "prone", t.prone().toString(),
                        "removed", t.removed().toString()));
            }
            odds.put(c.word(), byMod);
        }
        return Facts.of("when", "only after losing a figure in the preceding turn", "dice", "2D6 plus modifiers",
                "classes", classes,
                "modifiers", List.of(Facts.of("when", "each quarter of the unit lost", "modifier", Morale.PER_QUARTER_LOST),
                        Facts.of("when", "general attached", "modifier", Morale.GENERAL_ATTACHED),
                        Facts.of("when", "in hard cover, no figure in close combat", "modifier", Morale.HARD_COVER_NOT_IN_COMBAT)),
                "onFailure", "prone; removed instead when failing by more than 2 pips, when in close combat, or at half strength or worse",
                "removedFiguresBecome", "prisoners of the enemy (attached generals excepted)",
                "odds", odds);
    }

    private static List<Map<String, Object>> trains() {
        List<Map<String, Object>> out = new ArrayList<>();
        for (int dice = Trains.STARTING_DICE; dice <= Trains.MOST_DICE; dice++) {
            out.add(Facts.of("speedDice", dice, "averageInches", Odds.averageInches(dice),
                    "wreckDestroysEachRiderOn", dice == 1 ? "nothing" : dice == 2 ? "1" : "1-" + (dice - 1),
                    "wreckDestroysEachRider", Odds.wreckDestroys(dice).toString(),
                    "jumpingAboardFailsOn", dice == 1 ? "1" : "1-" + dice,
                    "jumpingAboardFails", Odds.boardingFails(dice).toString()));
        }
        return out;
    }

    static List<Map<String, Object>> table(DieTable t) {
        return Facts.each(t.rows(), r -> Facts.of("roll", r.faces(), "result", r.result(), "chance", r.chance().toString()));
    }

    private static List<Map<String, Object>> terrain() {
        return Facts.each(TerrainKinds.all(), k -> Facts.of("kind", k.word(), "cover", k.cover().label(),
                "movement", k.going().label(), "blocksSight", k.blocksSight()));
    }
}

package muster.rulesets.splendidlittlewar;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import muster.rules.Facts;
import muster.rules.Word;

/** splendid-little-war's encoded facts as plain data, in the order a reader of the seed meets them. */
final class SlwData {

    private SlwData() {
    }

    static Map<String, Object> all() {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("figureScale", Organisation.FIGURE_SCALE);
        out.put("stands", stands());
        out.put("unitClasses", unitClasses());
        out.put("unitTypes", unitTypes());
        out.put("weapons", weapons());
        out.put("setup", Facts.of("brigadesPerSideAtLeast", Organisation.MIN_BRIGADES,
                "unitsPerBrigade", Organisation.HANDFUL_MIN + "-" + Organisation.HANDFUL_MAX + " (a handful, interpretation)",
                "deck", "1 card per brigade and " + Organisation.BONUS_CARDS_PER_SIDE + " bonus card per side, shuffled together",
                "table", "plenty of jungle, above all along the edges; a village or two on the roads near the middle"));
        out.put("turnSequence", TurnSequence.STEPS);
        out.put("bonusCard", Facts.of(
                "turnedFirst", "its side names one enemy brigade, which may not move on its own card this turn",
                "pinLifted", "if the pinned side's own bonus card comes after the pinned brigade's card, that brigade moves then",
                "otherwise", "one brigade of its side that has already moved moves again; units that made contact on the first move do not"));
        out.put("movement", Facts.of("inchesPerTurn", UnitClass.MOVE,
                "roughGround", "infantry and machine guns at half speed; artillery may not enter",
                "ignoreRough", List.of(Units.MORO, Units.SCOUTS),
                "roads", "no effect, except through jungle: full speed, and artillery may use them",
                "machineGunsAndArtilleryThatMove", "may not fire"));
        out.put("fire", fire());
        out.put("cover", Facts.of("us", Protection.SAVE.label(), "spain", Protection.HIDDEN.label(),
                "cubaAndPhilippines", "option " + Protection.OPTION + " (save by default)", "saveOn", Odds.SAVE_FROM + "-6",
                "fireOut", "units at the edge of their cover may fire out of it"));
        out.put("hits", hits());
        out.put("charge", Facts.of("who", "infantry", "extraInches", "1D6, rolled before measuring",
                "short", "ends its move where it got to", "chargerFires", false,
                "chargedFires", "during the fire steps, at the charger only",
                "chargerLosesStandAndFailsMorale", "no contact; the charged unit may still fire at it"));
        out.put("evade", Facts.of("when", "the charged unit moves after contact", "inches", "1D6",
                "caught", "if the charger's remaining move reaches it, the evader is removed", "evaderMayFireOrCharge", false));
        out.put("handToHand", Facts.of("dice", "1D6 each, higher modified roll wins",
                "modifiers", List.of(modifier("charging", 1), modifier("larger unit", 1),
                        modifier("defending earthworks or a building", 1)),
                "winner", "takes 1 hit", "loser", "takes the difference in hits and routs"));
        out.put("morale", Facts.of("when", "a unit loses a stand", "passes", "1D6 less than stands remaining",
                "onFailure", "rout, or lose 1 whole stand", "routInches", "2D6 away from the enemy",
                "rally", "test each time its brigade is activated: pass and it rallies and may face the enemy, fail and it routs 2D6 more"));
        out.put("odds", odds());
        out.put("terrain", terrain());
        out.put("interpretations", Interpretations.ALL);
        return out;
    }

    private static Map<String, Object> modifier(String when, int value) {
        return Facts.of("when", when, "modifier", value);
    }

    private static Map<String, Object> stands() {
        Map<String, Object> out = new LinkedHashMap<>();
        for (UnitClass c : UnitClass.values()) {
            out.put(c.label(), Facts.of("squareMm", c.standMm(), "inches", Math.round(Organisation.inches(c.standMm()) * 100) / 100.0,
                    "carries", c.figures()));
        }
        return out;
    }

    private static List<Map<String, Object>> unitClasses() {
        return Facts.each(UnitClass.values(), c -> Facts.of("class", c.label(), "stands", c.minStands() == c.maxStands() ? String.valueOf(c.minStands())
                            : c.minStands() + "-" + c.maxStands(),
                    "hitsPerStand", c.hitsPerStand(), "afterFirstHit", c.afterFirstHit(), "moveInches", UnitClass.MOVE,
                    "rangeInches", c.range(), "fire", c.fire(), "mayCharge", c.mayCharge(), "movingStopsFire", c.movingStopsFire()));
    }

    private static List<Map<String, Object>> unitTypes() {
        return Facts.each(UnitType.values(), t -> Facts.of("type", t.word(), "class", t.unitClass().label(),
                "defaultWeapon", t.defaultWeapon().orElseThrow().word(), "weapons", Word.words(t.weapons())));
    }

    private static List<Map<String, Object>> weapons() {
        return Facts.each(Weapon.values(), w -> Facts.of("weapon", w.word(), "class", w.unitClass().label(),
                "rangeInches", w.unitClass().range()));
    }

    private static Map<String, Object> fire() {
        UnitClass inf = UnitClass.INFANTRY;
        UnitClass mg = UnitClass.MACHINE_GUN;
        return Facts.of(
                "order", "artillery and machine guns together, then infantry together",
                "infantry", Facts.of("rangeInches", inf.range(), "dice", "1D6 per stand", "hitOn", inf.hitFrom() + "-6",
                        "hitPerDie", Odds.hitPerDie(inf.hitFrom(), false).toString(),
                        "hitPerDieOnUsInCover", Odds.hitPerDie(inf.hitFrom(), true).toString()),
                "machineGun", Facts.of("rangeInches", mg.range(), "dice", mg.dicePerShooter() + "D6 per crewman",
                        "crew", UnitClass.MG_CREW, "hitOn", mg.hitFrom() + "-6"),
                "artillery", Facts.of("rangeInches", UnitClass.ARTILLERY.range(),
                        "procedure", "pick a target point; roll the drift die and 1D6 (2D6 beyond half range); on a hit the "
                                + "shell lands on the point, else it drifts the inches rolled; roll 1D6: every unit within 1\" "
                                + "of where it comes down suffers the number rolled in hits",
                        "halfRangeInches", UnitClass.ARTILLERY.range() / 2, "driftDieHitFaces", Odds.DRIFT_HIT_FACES,
                        "onTarget", Odds.onTarget().toString(), "hitsToUnitsWithin1Inch", "1D6"));
    }

    private static List<Map<String, Object>> hits() {
        return Facts.each(UnitClass.values(), c -> Facts.of("class", c.label(), "hitsPerStand", c.hitsPerStand(),
                "afterFirstHit", c.afterFirstHit()));
    }

    private static Map<String, Object> odds() {
        Map<String, Object> morale = new LinkedHashMap<>();
        for (int stands = 1; stands <= 6; stands++) {
            morale.put(stands + " stands", Odds.moralePasses(stands).toString());
        }
        Map<String, Object> open = new LinkedHashMap<>();
        for (int d = 7; d <= 13; d++) {
            open.put(d + " inches", Odds.chargeReaches(d, false).toString());
        }
        Map<String, Object> rough = new LinkedHashMap<>();
        for (int d = 3; d <= 7; d++) {
            rough.put(d + " inches", Odds.chargeReaches(d, true).toString());
        }
        Map<String, Object> charge = Facts.of("open", open, "rough", rough);
        Map<String, Object> melee = new LinkedHashMap<>();
        for (int net = -2; net <= 3; net++) {
            melee.put((net > 0 ? "+" : "") + net, Facts.of("wins", Odds.meleeWins(net).toString(),
                    "loserHitsWhenWinning", Odds.meleeLoserHits(net).toString()));
        }
        Map<String, Object> shell = new LinkedHashMap<>();
        for (int r : new int[] {0, 1, 2, 3, 4, 6}) {
            shell.put("within " + r + " inches", Facts.of("toHalfRange", Odds.landsWithin(r, false).toString(),
                    "beyondHalfRange", Odds.landsWithin(r, true).toString()));
        }
        Map<String, Object> evade = new LinkedHashMap<>();
        for (int left = 0; left <= 6; left++) {
            evade.put(left + " inches left", Odds.evadeEscapes(left).toString());
        }
        return Facts.of("moralePassByStandsLeft", morale, "chargeReachesByDistance", charge, "handToHandByNetModifier", melee,
                "shellLands", shell, "evadeEscapesByChargerMoveLeft", evade,
                "infantryStandRemovedByShell", Facts.of("open", Odds.shellHitsAtLeast(3, false).toString(),
                        "usInCover", Odds.shellHitsAtLeast(3, true).toString()),
                "gunStandRemovedByShell", Facts.of("open", Odds.shellHitsAtLeast(2, false).toString(),
                        "usInCover", Odds.shellHitsAtLeast(2, true).toString()));
    }

    private static List<Map<String, Object>> terrain() {
        return Facts.each(TerrainKinds.all(), k -> Facts.of("kind", k.word(), "movement", k.going().label(), "cover", k.cover(),
                "handToHandBonus", k.works() == Works.NONE ? "" : "+1 (" + k.works().label() + ")", "builtUp", k.builtUp()));
    }
}

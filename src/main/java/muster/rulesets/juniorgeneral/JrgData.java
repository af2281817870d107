package muster.rulesets.juniorgeneral;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import muster.rules.Facts;
import muster.rules.TableEdge;

/** junior-general's encoded facts as plain data, in the order a reader of the seed meets them. */
final class JrgData {

    /** Melee modifier differences the odds table covers: Spain 3 ahead to the US 2 ahead. */
    static final int[] DIFFERENCES = {-3, -2, -1, 0, 1, 2};
    /** American volleys the odds cover. */
    static final int[] VOLLEYS = {1, 2, 3, 4, 6, 8, 12};

    private JrgData() {
    }

    static Map<String, Object> all() {
        Map<String, Object> out = Facts.of();
        out.put("figures", Map.of("scale", Figures.SCALE, "eachFigureIs", "one soldier; count = figures",
                "machineGunOrGatling", "one model", "typicalSide", "a few dozen figures"));
        out.put("turnSequence", TurnSequence.PHASES);
        out.put("spanishArtillery", artillery());
        out.put("movement", Map.of("inchesPerTurn", Figures.MOVE_INCHES, "everyFigure", true, "pinnedMayMove", false));
        out.put("barbedWire", wire());
        out.put("shooting", shooting());
        out.put("weapons", weapons());
        out.put("blockhouse", blockhouse());
        out.put("pins", Map.of("marked", "figure tipped over or turned face up", "mayMove", false, "mayShoot", false,
                "mayStartMelee", false, "mayDefendInMelee", true, "standsUp", "in its side's unpin phase"));
        out.put("casualties", Map.of("chosenBy", "the player who loses them", "from", "the front line",
                "officerSparedWhenAnotherFigureWithinInches", 2));
        out.put("melee", melee());
        out.put("terrain", Facts.each(TerrainKinds.all(), k -> Facts.of("kind", k.word(), "meaning", k.meaning(),
                "effect", k.effect().label())));
        out.put("interpretations", Interpretations.ALL);
        return out;
    }

    private static Map<String, Object> artillery() {
        return Facts.of("ballsPerTurn", SpanishArtillery.BALLS_PER_TURN,
                "ball", "crumpled paper (cotton balls are too small for 54mm)",
                "throwerStandsBehindEdgeInches", SpanishArtillery.STAND_BACK_INCHES, "edgeOption", SpanishArtillery.OPTION,
                "edgeValues", TableEdge.words(), "eliminatesFiguresWithinInches", SpanishArtillery.REACH_INCHES,
                "eliminatesSpanishFiguresToo", true, "counts", "where the ball comes to rest, not what it knocks over",
                "gunModels", false);
    }

    private static Map<String, Object> wire() {
        return Facts.of("steps", Wire.STEPS, "gapInchesPerCutter", Wire.GAP_INCHES_PER_CUTTER,
                "americansShootOnlyAfterReachingWire", true, "reachedWithinInches", Wire.TOUCHING_INCHES);
    }

    private static Map<String, Object> shooting() {
        List<Map<String, Object>> split = new ArrayList<>();
        for (int h = 1; h <= 6; h++) {
            split.add(Facts.of("hits", h, "pins", Fire.usPins(h), "kills", Fire.usKills(h)));
        }
        List<Map<String, Object>> volleys = new ArrayList<>();
        for (int n : VOLLEYS) {
            Odds.Volley v = Odds.usVolley(n);
            volleys.add(Facts.of("figures", n, "atLeastOnePin", v.anyPin().wholeOrFraction(),
                    "atLeastOneKill", v.anyKill().wholeOrFraction()));
        }
        return Facts.of("range", "everything is always in range",
                "spanish", Facts.of("dicePerFigure", 1, "pinsOn", Fire.SPANISH_PIN, "eliminatesOn", Fire.SPANISH_KILL,
                        "pinChance", Odds.spanishDie().pin().wholeOrFraction(), "killChance", Odds.spanishDie().kill().wholeOrFraction()),
                "american", Facts.of("dicePerFigure", 1, "hitsOn", Fire.HIT, "hitsSplit", "half the hits, rounded up, pin; the rest kill",
                        "split", split, "volleys", volleys, "blockhouseFiguresImmune", true));
    }

    private static List<Map<String, Object>> weapons() {
        return Facts.each(Weapon.values(), w -> {
            Map<String, Object> m = Facts.of("weapon", w.word(), "dice", w.isGun() ? w.dice() : "1 per figure", "range", "unlimited",
                    "hitsOn", w.isGun() ? String.valueOf(Fire.HIT) : "by nation (Spain 5 pins, 6 kills; US 6 hits)");
            if (w.isGun()) {
                m.put("runsDry", w.runsDry() ? "when two or more dice match" : "never");
                m.put("chanceOfAHit", Odds.anyHit(w.dice()).wholeOrFraction());
            }
            if (w.runsDry()) {
                m.put("chanceOfRunningDryPerBurst", Odds.machineGunRunsDry().wholeOrFraction());
                m.put("burst", Facts.each(Odds.machineGunBurst(), b -> Facts.of("hits", b.hits(),
                        "andKeepsFiring", b.keepsFiring().wholeOrFraction(), "andRunsDry", b.runsDry().wholeOrFraction())));
            }
            return m;
        });
    }

    private static Map<String, Object> blockhouse() {
        return Facts.of("spanishFiguresInsideImmuneToAmericanFire", true, "mustBeTakenInMelee", true,
                "defenderMeleeModifier", Melee.BLOCKHOUSE.value(), "insideWithinInchesOfSpot", Blockhouse.RADIUS_INCHES,
                "holdsFigures", Blockhouse.CAPACITY);
    }

    private static Map<String, Object> melee() {
        List<Map<String, Object>> odds = new ArrayList<>();
        for (int d : DIFFERENCES) {
            odds.add(Facts.of("usModifiersMinusSpanish", d, "usWins", Odds.usWinsMelee(d).wholeOrFraction()));
        }
        return Facts.of("startedBy", "moving a figure into contact with an enemy figure", "dicePerFigure", 1,
                "winner", "higher modified roll; the loser is eliminated", "ties", Melee.TIES,
                "severalAttackers", "a series of one-on-one fights", "winnerAttacksAgain", false, "modifiers", Melee.MODIFIERS,
                "usWinsOneOnOne", odds);
    }
}

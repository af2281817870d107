package muster.rulesets.juniorgeneral;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** junior-general's encoded facts as plain data, in the order a reader of the seed meets them. */
final class JrgData {

    /** Melee modifier differences the odds table covers: Spain 3 ahead to the US 2 ahead. */
    static final int[] DIFFERENCES = {-3, -2, -1, 0, 1, 2};
    /** American volleys the odds cover. */
    static final int[] VOLLEYS = {1, 2, 3, 4, 6, 8, 12};

    private JrgData() {
    }

    static Map<String, Object> all() {
        Map<String, Object> out = new LinkedHashMap<>();
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
        out.put("terrain", TerrainKinds.all().stream().map(k -> Map.of("kind", k.word(), "meaning", k.meaning(), "effect",
                k.effect().label())).toList());
        out.put("interpretations", Interpretations.ALL);
        return out;
    }

    private static Map<String, Object> artillery() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("ballsPerTurn", SpanishArtillery.BALLS_PER_TURN);
        m.put("ball", "crumpled paper (cotton balls are too small for 54mm)");
        m.put("throwerStandsBehindEdgeInches", SpanishArtillery.STAND_BACK_INCHES);
        m.put("edgeOption", SpanishArtillery.OPTION);
        m.put("edgeValues", SpanishArtillery.Edge.words());
        m.put("eliminatesFiguresWithinInches", SpanishArtillery.REACH_INCHES);
        m.put("eliminatesSpanishFiguresToo", true);
        m.put("counts", "where the ball comes to rest, not what it knocks over");
        m.put("gunModels", false);
        return m;
    }

    private static Map<String, Object> wire() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("steps", Wire.STEPS);
        m.put("gapInchesPerCutter", Wire.GAP_INCHES_PER_CUTTER);
        m.put("americansShootOnlyAfterReachingWire", true);
        m.put("reachedWithinInches", Wire.TOUCHING_INCHES);
        return m;
    }

    private static Map<String, Object> shooting() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("range", "everything is always in range");
        m.put("spanish", Map.of("dicePerFigure", 1, "pinsOn", Fire.SPANISH_PIN, "eliminatesOn", Fire.SPANISH_KILL,
                "pinChance", Odds.spanishDie().pin().wholeOrFraction(), "killChance", Odds.spanishDie().kill().wholeOrFraction()));
        Map<String, Object> us = new LinkedHashMap<>();
        us.put("dicePerFigure", 1);
        us.put("hitsOn", Fire.HIT);
        us.put("hitsSplit", "half the hits, rounded up, pin; the rest kill");
        List<Map<String, Object>> split = new ArrayList<>();
        for (int h = 1; h <= 6; h++) {
            split.add(Map.of("hits", h, "pins", Fire.usPins(h), "kills", Fire.usKills(h)));
        }
        us.put("split", split);
        List<Map<String, Object>> volleys = new ArrayList<>();
        for (int n : VOLLEYS) {
            Odds.Volley v = Odds.usVolley(n);
            volleys.add(Map.of("figures", n, "atLeastOnePin", v.anyPin().wholeOrFraction(),
                    "atLeastOneKill", v.anyKill().wholeOrFraction()));
        }
        us.put("volleys", volleys);
        us.put("blockhouseFiguresImmune", true);
        m.put("american", us);
        return m;
    }

    private static List<Map<String, Object>> weapons() {
        List<Map<String, Object>> out = new ArrayList<>();
        for (Weapon w : Weapon.values()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("weapon", w.word());
            m.put("dice", w.isGun() ? w.dice() : "1 per figure");
            m.put("range", "unlimited");
            m.put("hitsOn", w.isGun() ? String.valueOf(Fire.HIT) : "by nation (Spain 5 pins, 6 kills; US 6 hits)");
            if (w.isGun()) {
                m.put("runsDry", w.runsDry() ? "when two or more dice match" : "never");
                m.put("chanceOfAHit", Odds.anyHit(w.dice()).wholeOrFraction());
            }
            if (w.runsDry()) {
                m.put("chanceOfRunningDryPerBurst", Odds.machineGunRunsDry().wholeOrFraction());
                List<Map<String, Object>> bursts = new ArrayList<>();
                for (Odds.Burst b : Odds.machineGunBurst()) {
                    bursts.add(Map.of("hits", b.hits(), "andKeepsFiring", b.keepsFiring().wholeOrFraction(),
                            "andRunsDry", b.runsDry().wholeOrFraction()));
                }
                m.put("burst", bursts);
            }
            out.add(m);
        }
        return out;
    }

    private static Map<String, Object> blockhouse() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("spanishFiguresInsideImmuneToAmericanFire", true);
        m.put("mustBeTakenInMelee", true);
        m.put("defenderMeleeModifier", Melee.BLOCKHOUSE.value());
        m.put("insideWithinInchesOfSpot", Blockhouse.RADIUS_INCHES);
        m.put("holdsFigures", Blockhouse.CAPACITY);
        return m;
    }

    private static Map<String, Object> melee() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("startedBy", "moving a figure into contact with an enemy figure");
        m.put("dicePerFigure", 1);
        m.put("winner", "higher modified roll; the loser is eliminated");
        m.put("ties", Melee.TIES);
        m.put("severalAttackers", "a series of one-on-one fights");
        m.put("winnerAttacksAgain", false);
        m.put("modifiers", Melee.MODIFIERS);
        List<Map<String, Object>> odds = new ArrayList<>();
        for (int d : DIFFERENCES) {
            odds.add(Map.of("usModifiersMinusSpanish", d, "usWins", Odds.usWinsMelee(d).wholeOrFraction()));
        }
        m.put("usWinsOneOnOne", odds);
        return m;
    }
}

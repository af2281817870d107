package muster.rulesets.sawquickplay;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import muster.rules.Facts;
import muster.rules.Word;

/** saw-quickplay's encoded facts as plain data, in the order a reader of the seed meets them. */
final class SawData {

    private SawData() {
    }

    static Map<String, Object> all() {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("scales", Map.of("distancesAt", "15mm and 20mm (and any scale but 25mm)", "multiplierAt25mm", Scales.factor("25mm")));
        out.put("base", Map.of("sizeInches", 1, "represents", "a company or squadron (100-200 men) or a section of 2 guns"));
        out.put("unitTypes", unitTypes());
        out.put("weapons", weapons());
        out.put("fireArcDegreesEachSide", Weapon.ARC_EACH_SIDE);
        out.put("fireModifiers", List.of(modifier("target pinned", -1), modifier("target in soft cover", -1),
                modifier("target in hard cover", -2)));
        out.put("closeAssault", Map.of(
                "dicePerUnit", 1,
                "ties", "roll again",
                "winner", "higher total of primary and secondary dice destroys or captures every enemy unit in the fight",
                "modifiers", List.of(modifier("unit pinned", -1), modifier("artillery or machine gun", -1),
                        modifier("mounted cavalry after a straight charge of 2 inches or more at troops not in cover or rough",
                                1))));
        out.put("spanishAmmunition", Map.of("smallArms", "natural 1, then another natural 1: out for the game",
                "artillery", "2D6 each time it fires; a total of 2: no more fire after this turn's sheaf",
                "chancePerSmallArmsDie", Odds.spanishRifleOutOfAmmoPerDie().toString(),
                "chancePerArtilleryFire", Odds.spanishGunOutOfAmmoPerFire().toString()));
        out.put("usMachineGunFriendlyFire", Map.of("trigger", "natural 1 on a fire die", "pinsFriendOn", "second die 5-6 after fire modifiers",
                "chancePerDieInTheOpen", Odds.usMachineGunFriendlyFirePerDie(0).toString()));
        out.put("terrain", terrain());
        out.put("knownPositions", TerrainKinds.knownPositions());
        out.put("barbedWire", Map.of("enemy", "one move to reach, the next to cross", "ownSide", "costs 1 inch"));
        out.put("roads", Map.of("movement", "doubled", "roughGround", "ignored (not barbed wire)", "towns", "move as roads"));
        out.put("orders", Map.of("types", SawQuickplay.ORDER_TYPES, "conditional", false, "delayInTurns", true,
                "change", "2D6 at or under the distance in inches from the HQ to the brigade's nearest base; rough ground counts double; "
                        + "2 always succeeds, 12 always fails", "changeAt25mm", "2D6 against " + Scales.orderDistance("25mm") + " in inches"));
        out.put("morale", Map.of("brigadeHaltsAtShareLost", "1/2", "brigadeFleesAtShareLost", "3/4", "armyBreaksAtShareOfBrigadesFled",
                "1/2", "counts", "bases destroyed, dispersed or pinned; guerrillas left out"));
        out.put("hq", Map.of("perArmy", 1, "moves", "as mounted cavalry or infantry with one brigade", "targetable", false,
                "assaulted", "free move of 4 inches", "blocksSight", false));
        out.put("paperOrganisations", Organisations.all());
        out.put("menPerBase", Organisations.MEN_PER_BASE);
        out.put("guerillas", Map.of("nations", Guerillas.GUERILLA_NATIONS, "tags", List.of("guerilla", "contra-guerilla"),
                "notGuerillaTag", "regular", "onAdverseResult", "removed, not counted for morale",
                "allGuerillaBrigade", "ignored for the army break point"));
        out.put("interpretations", Interpretations.ALL);
        return out;
    }

    private static Map<String, Object> modifier(String when, int value) {
        return Facts.of("when", when, "modifier", value);
    }

    private static List<Map<String, Object>> unitTypes() {
        return Facts.each(UnitType.values(), t -> {
            Map<String, Object> m = Facts.of("type", t.word(), "weapons", Word.words(t.weapons()), "moveInches", t.move(false),
                    "mayStartCloseAssault", t.mayAssault(), "closeAssaultModifier", t.assaultModifier());
            if (t == UnitType.CAVALRY) {
                m.put("mountedMoveInches", t.move(true));
            }
            return m;
        });
    }

    private static List<Map<String, Object>> weapons() {
        return Facts.each(Weapon.values(), w -> {
            Map<String, Object> odds = new LinkedHashMap<>();
            for (Cover c : Cover.values()) {
                Odds.Fire f = Odds.fire(w, c.modifier());
                odds.put(c.label(), Facts.of("destroy", f.destroy().toString(), "pinOnly", f.pin().toString()));
            }
            Map<String, Object> m = Facts.of("weapon", w.word(), "rangeInches", w.baseRange(),
                    "dice", w.isArtillery() ? "1 per unit under the sheaf" : w.dice(), "pins", w.pinFrom() + "-" + w.pinTo(),
                    "destroys", w.destroyFrom() == 6 ? "6" : w.destroyFrom() + "-6", "oddsByCover", odds);
            if (w.isArtillery()) {
                m.put("sheaf", w.sheaf());
            }
            return m;
        });
    }

    private static List<Map<String, Object>> terrain() {
        return Facts.each(TerrainKinds.all(), k -> Facts.of("kind", k.word(), "cover", k.cover().label(),
                "coverModifier", k.cover().modifier(), "movement", k.going().label(), "sight", k.sight().label(Scales.DEFAULT),
                "knownPosition", k.knownPosition()));
    }
}

package muster.scenario.load;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;

/** The keys each mapping of a rule-set file may hold (docs/rulesets/data-format.md), and the parameters of each check kind. */
public final class RuleSetKeys {

    private RuleSetKeys() {
    }

    public static final List<String> ROOT = List.of("id", "title", "source", "figures", "vocabulary", "profiles", "organisation",
            "sequence", "charts", "checks", "readings");
    public static final List<String> FIGURES = List.of("count", "defaultScale", "scales");
    public static final List<String> SCALE = List.of("word", "meaning", "distances");
    public static final List<String> VOCABULARY = List.of("terrain", "types", "weapons", "nations", "tags", "orders", "options");
    public static final List<String> GROUND = List.of("word", "meaning", "effect", "move", "sight");
    public static final List<String> WORD = List.of("word", "meaning");
    public static final List<String> TAG = List.of("word", "meaning", "card", "roster", "kind", "moveNote");
    public static final List<String> WEAPON = List.of("word", "meaning", "roster", "card");
    public static final List<String> NATION = List.of("word", "meaning", "people", "short");
    public static final List<String> OPTION = List.of("word", "meaning", "values", "min", "max", "default");
    public static final List<String> PROFILES = List.of("types", "weapons", "tags", "melee", "hits", "works", "holdFire",
            "crossings", "offTable", "pinned", "casualties", "noMorale",
            "noHeadquarters", "largeType", "plainCards");
    public static final List<String> MELEE = List.of("roll", "ties", "defendOnly", "oneAtATime", "winnerStops", "loser", "startsOnContact");
    public static final List<String> PINNED = List.of("cannot", "enemyMeleeAdd", "shown", "recoversIn", "turnOver");
    public static final List<String> CASUALTIES = List.of("chosenBy", "front");
    public static final List<String> HIT_SPLIT = List.of("nation", "share", "effect", "rest", "tableTo");
    public static final List<String> WORK = List.of("kind", "within", "safeFrom", "meleeAdd", "holds", "takenInMelee");
    public static final List<String> HOLD_FIRE = List.of("nation", "until", "fromNextTurn");
    public static final List<String> CROSSING = List.of("kind", "nations", "within", "gap", "marker", "steps");
    public static final List<String> CROSSING_STEP = List.of("turn", "step", "does");
    public static final List<String> OFF_TABLE = List.of("nation", "name", "what", "shots", "option", "edge", "standBack", "reach",
            "hitsOwn", "ownNote", "record", "onlyAtRest", "shotsName", "made");
    public static final List<String> TYPE_PROFILE = List.of("type", "move", "base", "morale", "model");
    public static final List<String> BASE = List.of("count", "size");
    public static final List<String> MORALE = List.of("number", "test", "steps");
    public static final List<String> MORALE_STEP = List.of("percentLost", "effect");
    public static final List<String> TAG_PROFILE = List.of("tag", "morale", "moraleAdd", "moveAs", "meleeAdd");
    public static final List<String> WEAPON_PROFILE = List.of("weapon", "rolls", "bands", "runsDry", "neverRunsOut",
            "loadedTableTo", "burstTable");
    public static final List<String> BAND = List.of("band", "from", "to", "burst", "fire");
    public static final List<String> FIRE = List.of("nation", "roll", "effect");
    public static final List<String> ORGANISATION = List.of("type", "count", "weapons", "tags", "requiredTags", "notOn", "nations",
            "from", "until");
    public static final List<String> COUNT_RANGE = List.of("min", "max", "required");
    public static final List<String> PHASE = List.of("phase", "side", "does");
    public static final List<String> CHART = List.of("id", "title", "columns", "rows", "split", "appendix");
    public static final List<String> ROW = List.of("label", "cells");
    public static final List<String> READING = List.of("topic", "text", "phrases", "when");
    /** Every check has these; its kind adds its own parameters ({@link #CHECK_PARAMETERS}). */
    public static final List<String> CHECK = List.of("id", "kind", "severity", "summary", "message", "hint", "cases", "reason");
    public static final List<String> CHECK_CASE = List.of("when", "message", "hint");

    /** Each check kind of the library, as a file names it, with its parameters. */
    public static final Map<String, List<String>> CHECK_PARAMETERS = checkParameters();

    private static Map<String, List<String>> checkParameters() {
        Map<String, List<String>> m = new LinkedHashMap<>();
        m.put("count-range", List.of("types"));
        m.put("type-weapon", List.of("types"));
        m.put("forbidden-ground", List.of("types"));
        m.put("required-tag", List.of("types"));
        m.put("nation-and-date", List.of("types"));
        m.put("tag-limits", List.of("tags", "types", "maxCount", "exclusive"));
        m.put("nations-present", List.of("nations"));
        m.put("feature-owner", List.of("kinds", "nations"));
        m.put("work-capacity", List.of("work", "within", "holds"));
        m.put("option-value", List.of("option"));
        m.put("feature-required", List.of("kinds", "nations"));
        m.put("targets-given", List.of());
        m.put("starts-near", List.of("nations", "kinds", "within"));
        m.put("home-edge-known", List.of("option", "nation"));
        m.put("home-edge-own", List.of("option", "nation"));
        m.put("target-in-range", List.of());
        m.put("text-number", List.of("option", "nouns", "about", "edge", "nation"));
        return Collections.unmodifiableMap(m);
    }

    /** The parameters a check may leave out, by kind ({@code types} of every kind that takes it). */
    static boolean optional(String kind, String param) {
        return param.equals("types") || param.equals("exclusive")
                || kind.equals("text-number") && List.of("about", "edge", "nation").contains(param);
    }

    /** The keys a check of this kind may hold; every parameter of the library for a kind muster does not know. */
    static List<String> check(String kind) {
        List<String> params = CHECK_PARAMETERS.get(kind);
        List<String> out = new ArrayList<>(CHECK);
        if (params != null) {
            out.addAll(params);
            return out;
        }
        LinkedHashSet<String> all = new LinkedHashSet<>(CHECK);
        CHECK_PARAMETERS.values().forEach(all::addAll);
        return List.copyOf(all);
    }

    /** Every mapping by the name its JSON Schema definition carries, for the schema test. */
    public static Map<String, List<String>> all() {
        Map<String, List<String>> m = new LinkedHashMap<>();
        m.put("ruleSet", ROOT);
        m.put("figures", FIGURES);
        m.put("scale", SCALE);
        m.put("vocabulary", VOCABULARY);
        m.put("ground", GROUND);
        m.put("word", WORD);
        m.put("tagWord", TAG);
        m.put("weaponWord", WEAPON);
        m.put("nation", NATION);
        m.put("option", OPTION);
        m.put("profiles", PROFILES);
        m.put("typeProfile", TYPE_PROFILE);
        m.put("base", BASE);
        m.put("morale", MORALE);
        m.put("moraleStep", MORALE_STEP);
        m.put("tagProfile", TAG_PROFILE);
        m.put("melee", MELEE);
        m.put("pinned", PINNED);
        m.put("casualties", CASUALTIES);
        m.put("hitSplit", HIT_SPLIT);
        m.put("work", WORK);
        m.put("holdFire", HOLD_FIRE);
        m.put("crossing", CROSSING);
        m.put("crossingStep", CROSSING_STEP);
        m.put("offTable", OFF_TABLE);
        m.put("weaponProfile", WEAPON_PROFILE);
        m.put("band", BAND);
        m.put("fire", FIRE);
        m.put("organisation", ORGANISATION);
        m.put("countRange", COUNT_RANGE);
        m.put("phase", PHASE);
        m.put("chart", CHART);
        m.put("row", ROW);
        m.put("reading", READING);
        m.put("checkCase", CHECK_CASE);
        return Collections.unmodifiableMap(m);
    }
}

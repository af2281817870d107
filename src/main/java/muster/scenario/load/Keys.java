package muster.scenario.load;

import java.util.List;
import java.util.Map;

/** The keys each mapping of the scenario format (the contract of ../DESIGN.md) and of a convention's manifest may hold. */
public final class Keys {

    private Keys() {
    }

    public static final List<String> SCENARIO = List.of("id", "title", "date", "place", "ruleset", "figureScale", "turns",
            "startTime", "turnMinutes", "briefing", "gmNotes", "table", "terrain", "sides", "targets", "victory", "specialRules", "options");
    public static final List<String> TABLE = List.of("width", "depth");
    public static final List<String> TERRAIN = List.of("id", "kind", "name", "outline", "path", "at", "level", "form", "crest",
            "side", "hidden");
    public static final List<String> SIDE = List.of("id", "name", "nation", "briefing", "hq", "deploy", "formations");
    public static final List<String> HQ = List.of("name", "at");
    public static final List<String> DEPLOY = List.of("outline");
    public static final List<String> FORMATION = List.of("id", "name", "orders", "units");
    public static final List<String> ORDERS = List.of("type", "objective", "fromTurn", "path");
    public static final List<String> UNIT = List.of("id", "name", "short", "type", "weapon", "count", "men", "at", "facing",
            "tags", "hidden", "aboard");
    public static final List<String> TARGET = List.of("side", "feature", "at", "label");
    public static final List<String> VICTORY = List.of("side", "text", "feature", "at", "hidden");
    /** A special rule written as a mapping rather than a line: its text and the one side that reads it. */
    public static final List<String> SPECIAL_RULE = List.of("text", "side");

    /** A convention's manifest and each of its tables. */
    /** What `build` takes on its command line, as a convention's event or one of its tables may give it. */
    public static final List<String> PRINT = List.of("mapScale", "tableMap", "tablePaper", "skipBlank", "bleed", "duplexOffset");
    public static final List<String> CONVENTION = List.of("event", "paper", "tables", "mapScale", "tableMap", "tablePaper", "skipBlank",
            "bleed", "duplexOffset");
    public static final List<String> CONVENTION_TABLE = List.of("id", "scenario", "players", "kit", "mapScale", "tableMap", "tablePaper",
            "skipBlank", "bleed", "duplexOffset");

    /** Every mapping by the name its JSON Schema definition carries, for the schema test. */
    public static Map<String, List<String>> all() {
        return Map.ofEntries(Map.entry("scenario", SCENARIO), Map.entry("table", TABLE), Map.entry("terrain", TERRAIN),
                Map.entry("side", SIDE), Map.entry("hq", HQ), Map.entry("deploy", DEPLOY), Map.entry("formation", FORMATION),
                Map.entry("orders", ORDERS), Map.entry("unit", UNIT), Map.entry("target", TARGET), Map.entry("victory", VICTORY),
                Map.entry("specialRule", SPECIAL_RULE));
    }
}

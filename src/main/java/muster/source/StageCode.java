package muster.source;

/**
 * The codes of the stages that are not rule checks: loading a file (LOAD), what only a rule-set file can get wrong (RULESET), the one check made
 * before a rule set is chosen (COM-000), a convention's manifest (CONV), building several scenarios at once (BUILD), rendering
 * (RENDER) and writing (WRITE). Each id is declared here once, with its severity and summary.
 */
public enum StageCode implements Code {

    LOAD_UNREADABLE("LOAD-000", Severity.ERROR, "the scenario (or rule-set) file can be read"),
    LOAD_TOO_LARGE("LOAD-001", Severity.ERROR, "a scenario or rule-set file is at most 2 MB"),
    LOAD_NOT_TEXT("LOAD-002", Severity.ERROR, "a scenario or rule-set file is UTF-8 text, without NUL characters"),
    LOAD_NOT_YAML("LOAD-003", Severity.ERROR, "a scenario or rule-set file is valid, non-empty YAML"),
    LOAD_ANCHOR("LOAD-004", Severity.ERROR, "no YAML anchors or aliases: every value is written out in full"),
    LOAD_TAG("LOAD-005", Severity.ERROR, "no explicit YAML tags: values are plain text, numbers, lists and mappings"),
    LOAD_TOO_DEEP("LOAD-006", Severity.ERROR, "values nest no deeper than the file's format needs"),
    LOAD_DUPLICATE_KEY("LOAD-007", Severity.ERROR, "no key appears twice in one mapping"),
    LOAD_UNKNOWN_KEY("LOAD-008", Severity.ERROR, "every key is one the file's format has in its place"),
    LOAD_MISSING_KEY("LOAD-009", Severity.ERROR, "every key a mapping needs is given"),
    LOAD_WRONG_TYPE("LOAD-010", Severity.ERROR, "every value is of its key's kind: text, a whole number, a point, a list or a mapping"),
    LOAD_NOT_A_NUMBER("LOAD-011", Severity.ERROR, "numbers are finite, of sensible size and written as decimals"),
    LOAD_NOT_A_DATE("LOAD-012", Severity.ERROR, "dates are written year-month-day, e.g. 1898-07-01"),
    LOAD_EXTRA_DOCUMENT("LOAD-013", Severity.ERROR, "a file holds one scenario or one rule set: a single YAML document"),
    LOAD_CONFLICTING_KEYS("LOAD-014", Severity.ERROR,
            "a terrain feature gives one of 'outline', 'path' and 'at'; a target one of 'feature' and 'at'"),
    LOAD_TOO_LONG("LOAD-015", Severity.ERROR, "texts keep to their length: ids and words 120 characters, names and labels 200, "
            + "short labels 24, victory texts and special rules 2,000, briefings 20,000"),
    LOAD_NOT_A_TIME("LOAD-016", Severity.ERROR, "a start time is written hours:minutes on the 24-hour clock, e.g. 06:30, "
            + "and a turn lasts a whole number of minutes from 1 to 1,440"),
    RULESET_BAD_DICE("RULESET-001", Severity.ERROR, "a rule-set file's rolls and chart cells are dice expressions muster reads, "
            + "such as '2d6 <= 6', '1d6+1 > 1d6' or '3d6, a 6 hits, doubles: out of ammunition'"),
    RULESET_UNKNOWN_WORD("RULESET-002", Severity.ERROR, "every type, weapon, terrain kind, nation, tag, option and scale a rule-set "
            + "file names is one its own vocabulary declares"),
    RULESET_DUPLICATE("RULESET-003", Severity.ERROR, "a rule-set file declares each word, profile, organisation, chart and check once"),
    RULESET_BAD_VALUE("RULESET-004", Severity.ERROR, "a rule-set file's values are ones its format takes: a listed choice, "
            + "a range whose least is not above its most, a message's placeholders, a row with a cell per column"),
    RULESET_CHECK_ID("RULESET-005", Severity.ERROR, "a check's id is the rule set's own, such as ABC-001: capitals, a hyphen and "
            + "three digits, never one of muster's own prefixes (LOAD, COM, CONV, BUILD, RENDER, WRITE, RULESET)"),
    RULESET_PATH("RULESET-006", Severity.ERROR, "a scenario's 'ruleset:' path names a rule-set file in the scenario's own folder "
            + "(or a folder within it), found relative to the scenario"),
    CHECK_UNKNOWN_RULE_SET("COM-000", Severity.ERROR, "'ruleset' names a rule set muster knows (`muster rulesets`)"),
    CONV_PAPER("CONV-001", Severity.ERROR, "a convention's paper is letter or a4"),
    CONV_TABLE_ID("CONV-002", Severity.ERROR, "table ids are unique lower-case slugs: each names its table's file"),
    CONV_PLAYERS("CONV-003", Severity.ERROR, "a side's players are a whole number from 1 to 12"),
    CONV_NO_SCENARIO("CONV-004", Severity.ERROR, "a table's scenario is a scenario file, found relative to the manifest"),
    CONV_UNKNOWN_SIDE("CONV-005", Severity.ERROR, "'players' names only sides of the table's scenario"),
    CONV_SCENARIO_ERRORS("CONV-006", Severity.ERROR, "every table's scenario passes its checks"),
    CONV_SIDE_WITHOUT_PLAYERS("CONV-007", Severity.WARNING, "every side of a table's scenario has players, or gets no handout"),
    CONV_NO_TABLES("CONV-008", Severity.ERROR, "a convention has at least one table"),
    CONV_PRINT("CONV-009", Severity.ERROR, "an event's or a table's print choices are ones `build` takes (map scale, table paper, bleed, duplex offset)"),
    BUILD_DUPLICATE_ID("BUILD-001", Severity.ERROR, "scenarios built together have different ids, so each has its own folder"),
    RENDER_FAILED("RENDER-001", Severity.ERROR, "every page of the files to write can be rendered"),
    RENDER_SKIPPED("RENDER-002", Severity.WARNING, "a map or page uses only what the renderer draws; anything else is skipped"),
    RENDER_TOO_LARGE("RENDER-003", Severity.ERROR, "a file lays out within its budget of pages and time"),
    WRITE_FAILED("WRITE-001", Severity.ERROR, "the output files can be written");

    private final String id;
    private final Severity severity;
    private final String summary;

    StageCode(String id, Severity severity, String summary) {
        this.id = id;
        this.severity = severity;
        this.summary = summary;
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public Severity severity() {
        return severity;
    }

    @Override
    public String summary() {
        return summary;
    }
}

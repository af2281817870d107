package muster.scenario.load;

/**
 * Which kind of muster file the shared reader is reading, for the words of its messages and its
 * depth limit: a scenario (a convention's manifest is read as one) or a rule-set file. {@code noun}
 * names one ("rule set"), {@code files} several ("rule-set files"), {@code within} what a YAML
 * feature is not allowed in ("a rule-set file").
 */
record Document(String noun, String files, String within, int maxDepth, String emptyHint, String rootHint, String depthHint, String sizeHint,
        String smallHint) {

    /** Scenario files keep the wording they always had. */
    static final Document SCENARIO = new Document("scenario", "scenario files", "a scenario", 12, "start from a bundled scenario, or run `muster new`",
            "the file starts with keys such as 'id:', 'title:', 'ruleset:'",
            "a scenario never needs more than lists of points inside units inside formations inside sides",
            "is this really a scenario? Move long texts such as briefings into a shorter summary", "scenario files are a few KB");

    /** The rule-set format nests 8 deep (a weapon's fire inside its range band inside the profiles); some slack, as for scenarios. */
    static final Document RULE_SET = new Document("rule set", "rule-set files", "a rule-set file", 12,
            "start from rulesets/junior-general.yaml, the format's worked example",
            "the file starts with keys such as 'id:', 'title:', 'vocabulary:'",
            "a rule set never needs more than a weapon's fire inside its range bands inside the profiles",
            "is this really a rule set? Rule-set files are a few dozen KB", "rule-set files are a few dozen KB");
}

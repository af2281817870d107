package muster.source;

/**
 * How bad a finding is: errors stop the build of a scenario, warnings and hints do not. A check of
 * severity {@code NOTE} finds what the rules say follows from a legal choice: its findings are
 * printed in the pack for the game master (and the side they concern), never reported as diagnostics.
 */
public enum Severity {
    ERROR("error"),
    WARNING("warning"),
    HINT("hint"),
    NOTE("note");

    private final String label;

    Severity(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }
}

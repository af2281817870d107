package muster.source;

/** How bad a finding is: errors stop the build of a scenario, warnings and hints do not. */
public enum Severity {
    ERROR("error"),
    WARNING("warning"),
    HINT("hint");

    private final String label;

    Severity(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }
}

package muster.rulesets.hatsoff;

/** One modifier of a table: when it applies and what it adds (die pips, or morale per cent). */
public record Modifier(String when, int value) {

    /** "+1", "−2", "+10%": as a sheet prints the value. */
    public String signed() {
        return (value > 0 ? "+" : value < 0 ? "−" : "±") + Math.abs(value);
    }
}

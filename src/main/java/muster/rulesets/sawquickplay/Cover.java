package muster.rulesets.sawquickplay;

import java.util.Locale;

/** How much a feature protects the units in it: each step is one off every fire die. */
public enum Cover {
    NONE,
    SOFT,
    HARD;

    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    public int modifier() {
        return -ordinal();
    }
}

package muster.rulesets.splendidlittlewar;

import muster.rules.EnumWord;
import muster.scenario.Scenario;

/**
 * What cover does for a side's units (seed: US units in cover are fired at but save each hit on
 * 4-6; Spanish units in cover may not be fired at). Cuban and Filipino units follow the scenario
 * option {@code insurgent-cover} (interpretation SAVES).
 */
public enum Protection implements EnumWord {
    SAVE("may be fired at; each hit is saved on 4-6"),
    HIDDEN("may not be fired at");

    public static final String OPTION = "insurgent-cover";

    private final String label;

    Protection(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    /** How cover protects units of {@code nation} in this scenario. */
    public static Protection of(String nation, Scenario scenario) {
        if (nation.equals("spain")) {
            return HIDDEN;
        }
        if (nation.equals("us")) {
            return SAVE;
        }
        return scenario.option(OPTION).filter(o -> o.value().equals(HIDDEN.word())).map(o -> HIDDEN).orElse(SAVE);
    }
}

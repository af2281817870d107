package muster.rules.common;

import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Terrain;
import muster.source.Severity;

/** A hill says how high it is; only hills have levels. */
public final class HillLevels extends BaseRule {

    public HillLevels() {
        super("COM-013", Severity.ERROR,
                "a hill has 'level: 1' or higher (at most 9); 'level', 'form' and 'crest' belong to hills only",
                "the design notes give every hill its level, which sight over it depends on; level, form and crest describe hills alone");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Terrain t : s.terrain()) {
            boolean hill = t.kind().equals("hill");
            if (hill && t.level().isEmpty() && !t.spans().leftOut("level")) {
                report.at(t.spans().self(), "the hill '" + t.id() + "' has no 'level'", "add 'level: 1' (2 for a hill that rises above another)");
            }
            t.level().filter(l -> hill && (l < 1 || l > 9)).ifPresent(l -> report.at(t.spans().of("level"),
                    "the hill '" + t.id() + "' has level " + l, "levels run from 1 (low hill) to 9"));
            if (!hill) {
                for (String key : new String[] {"level", "form", "crest"}) {
                    if (t.spans().has(key)) {
                        report.at(t.spans().of(key), "'" + key + "' describes hills, but '" + t.id() + "' is a " + t.kind(),
                                "remove '" + key + "' or make the feature a hill");
                    }
                }
            }
        }
    }
}

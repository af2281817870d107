package muster.rulesets.juniorgeneral;

import java.util.Optional;
import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.source.Severity;

/** JRG-009: Americans may not shoot until they reach the wire, so a battle with them needs wire on the table. */
final class WireOnTable extends BaseRule {

    WireOnTable() {
        super("JRG-009", Severity.NOTE, "with Americans facing Spaniards and no barbed wire on the table, the Americans never "
                + "fire: they may shoot only once they reach it",
                "the text lets Americans fire only once they reach the wire: without wire they never fire, and the pack says so");
    }

    @Override
    public void check(Scenario s, Report report) {
        boolean us = s.sides().stream().anyMatch(side -> side.nation().equals(Figures.US));
        boolean spain = s.sides().stream().anyMatch(side -> side.nation().equals(Figures.SPAIN));
        boolean wire = s.terrain().stream().anyMatch(t -> t.kind().equals("barbed-wire"));
        if (us && spain && !wire) {
            report.note(s.spans().has("terrain") ? s.spans().of("terrain") : s.spans().self(), Optional.empty(), "There is no barbed wire: Americans may fire only once they reach it, so they "
                    + "never fire.");
        }
    }
}

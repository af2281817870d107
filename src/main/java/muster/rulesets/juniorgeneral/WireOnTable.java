package muster.rulesets.juniorgeneral;

import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.source.Severity;

/** JRG-009: Americans may not shoot until they reach the wire, so a battle with them needs wire on the table. */
final class WireOnTable extends BaseRule {

    WireOnTable() {
        super("JRG-009", Severity.ERROR, "with Americans facing Spaniards there is barbed wire on the table: Americans may not "
                + "shoot until they reach it");
    }

    @Override
    public void check(Scenario s, Report report) {
        boolean us = s.sides().stream().anyMatch(side -> side.nation().equals(Figures.US));
        boolean spain = s.sides().stream().anyMatch(side -> side.nation().equals(Figures.SPAIN));
        boolean wire = s.terrain().stream().anyMatch(t -> t.kind().equals("barbed-wire"));
        if (us && spain && !wire) {
            report.at(s.spans().has("terrain") ? s.spans().of("terrain") : s.spans().self(),
                    "there is no barbed wire, so the Americans could never shoot",
                    "add a 'kind: barbed-wire' line with 'side:' the Spanish side, across the American approach");
        }
    }
}

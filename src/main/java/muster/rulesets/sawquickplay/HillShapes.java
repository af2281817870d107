package muster.rulesets.sawquickplay;

import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Terrain;
import muster.source.Severity;

/**
 * SAW-019: the scenario says whether a hill is a ridge or a plateau, and where a ridge's line runs,
 * as the text asks; without them the game master settles it at the table.
 */
final class HillShapes extends BaseRule {

    HillShapes() {
        super("SAW-019", Severity.WARNING, "a hill says whether it is a ridge or a plateau ('form'), and a ridge where its crest runs "
                + "('crest')", "the text asks a scenario with ridges to say where each crest lies");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Terrain t : s.terrain()) {
            if (!t.kind().equals("hill") || t.spans().leftOut("form")) {
                continue;
            }
            if (t.form().isEmpty()) {
                report.at(t.spans().self(), "the hill '" + t.id() + "' does not say whether it is a ridge or a plateau",
                        "add 'form: plateau', or 'form: ridge' with a 'crest' line: they block sight differently");
            } else if (t.form().get().equals("ridge") && t.crest().isEmpty() && !t.spans().leftOut("crest")) {
                report.at(t.spans().of("form"), "the ridge '" + t.id() + "' does not say where its crest runs",
                        "add 'crest: [[x, y], [x, y]]' along the ridge line");
            }
        }
    }
}

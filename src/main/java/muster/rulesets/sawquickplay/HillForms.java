package muster.rulesets.sawquickplay;

import java.util.List;
import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Terrain;
import muster.source.Severity;

/** SAW-014: a hill is a ridge or a plateau, and a ridge says where its crest runs. */
final class HillForms extends BaseRule {

    static final List<String> FORMS = List.of("ridge", "plateau");

    HillForms() {
        super("SAW-014", Severity.ERROR, "a hill is 'form: ridge' or 'form: plateau'; a ridge gives its 'crest' line");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Terrain t : s.terrain()) {
            if (!t.kind().equals("hill")) {
                continue;
            }
            if (t.form().isEmpty()) {
                report.at(t.spans().self(), "the hill '" + t.id() + "' does not say whether it is a ridge or a plateau",
                        "add 'form: plateau', or 'form: ridge' with a 'crest' line: they block sight differently");
            } else if (!FORMS.contains(t.form().get())) {
                report.at(t.spans().of("form"), "'" + t.form().get() + "' is not a hill form in saw-quickplay", "write ridge or plateau");
            } else if (t.form().get().equals("ridge") && t.crest().isEmpty()) {
                report.at(t.spans().of("form"), "the ridge '" + t.id() + "' does not say where its crest runs",
                        "add 'crest: [[x, y], [x, y]]' along the ridge line");
            }
        }
    }
}

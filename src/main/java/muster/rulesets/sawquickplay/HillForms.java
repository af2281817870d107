package muster.rulesets.sawquickplay;

import java.util.List;
import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Terrain;
import muster.source.Severity;

/** SAW-014: a hill's form is a ridge or a plateau. */
final class HillForms extends BaseRule {

    static final List<String> FORMS = List.of("ridge", "plateau");

    HillForms() {
        super("SAW-014", Severity.ERROR, "a hill's 'form' is ridge or plateau",
                "the text makes every hill a ridge or a plateau, and they block sight differently");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Terrain t : s.terrain()) {
            if (!t.kind().equals("hill")) {
                continue;
            }
            t.form().filter(f -> !FORMS.contains(f)).ifPresent(f -> report.at(t.spans().of("form"),
                    "'" + f + "' is not a hill form in saw-quickplay", "write ridge or plateau"));
        }
    }
}

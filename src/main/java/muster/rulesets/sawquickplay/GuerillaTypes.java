package muster.rulesets.sawquickplay;

import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.source.Severity;

/** SAW-012: guerillas are infantry or cavalry. */
final class GuerillaTypes extends BaseRule {

    GuerillaTypes() {
        super("SAW-012", Severity.WARNING, "only infantry and cavalry can be guerilla or contra-guerilla",
                "the text counts infantry and cavalry as guerillas; on a gun the tag asks for what the text does not provide");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Side side : s.sides()) {
            for (Unit u : side.units()) {
                boolean tagged = u.hasTag("guerilla") || u.hasTag("contra-guerilla");
                boolean troops = u.type().equals("infantry") || u.type().equals("cavalry");
                if (tagged && !troops) {
                    report.at(u.spans().of("tags"), "the " + u.type() + " unit '" + u.id() + "' is tagged as guerillas",
                            "guerilla rules cover infantry and cavalry; remove the tag");
                }
            }
        }
    }
}

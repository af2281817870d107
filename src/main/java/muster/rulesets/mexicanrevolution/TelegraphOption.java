package muster.rulesets.mexicanrevolution;

import java.util.ArrayList;
import java.util.List;
import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.source.Severity;

/** MXR-012: the telegraph option says who may give orders by wire: true, false, or one side's id. */
final class TelegraphOption extends BaseRule {

    TelegraphOption() {
        super("MXR-012", Severity.ERROR, "the option 'telegraph' is true (every side), false (none) or the id of the side that has it",
                "the text leaves the telegraph to the scenario; muster's option says whose it is, and another value cannot be read");
    }

    @Override
    public void check(Scenario s, Report report) {
        s.option(Command.TELEGRAPH).filter(o -> Command.telegraph(o, s).isEmpty()).ifPresent(o -> {
            List<String> allowed = new ArrayList<>(List.of("true", "false"));
            s.sides().stream().map(Side::id).forEach(allowed::add);
            report.at(o.span(), "'" + o.value() + "' is not a telegraph setting", "write one of: " + String.join(", ", allowed));
        });
    }
}

package muster.rulesets.mexicanrevolution;

import java.util.Optional;
import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.source.Severity;

/** MXR-014: a unit rides one of its own side's trains, and a train rides nothing. */
final class AboardOwnTrain extends BaseRule {

    AboardOwnTrain() {
        super("MXR-014", Severity.ERROR, "a unit 'aboard' a train rides a train of its own side; a train is never aboard another",
                "the text's train carries its own side's figures; a train is a unit, not a passenger");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Side side : s.sides()) {
            for (Unit u : side.units()) {
                if (u.aboard().isEmpty()) {
                    continue;
                }
                if (u.type().equals("train")) {
                    report.at(u.spans().of("aboard"), "the train '" + u.id() + "' cannot ride another train",
                            "remove 'aboard'; couple the cars into one train with a larger 'count'");
                    continue;
                }
                String trainId = u.aboard().get();
                Optional<Side> owner = s.sides().stream()
                        .filter(o -> o.units().stream().anyMatch(t -> t.id().equals(trainId) && t.type().equals("train")))
                        .findFirst();
                owner.filter(o -> !o.id().equals(side.id())).ifPresent(o -> report.at(u.spans().of("aboard"),
                        "'" + u.id() + "' of '" + side.id() + "' is aboard '" + trainId + "', a train of '" + o.id() + "'",
                        "units board only their own side's trains"));
            }
        }
    }
}

package muster.rulesets.mexicanrevolution;

import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.source.Severity;

/** MXR-015: a unit aboard a train is where the train is, so it gives no place of its own. */
final class RidersGoWithTrain extends BaseRule {

    RidersGoWithTrain() {
        super("MXR-015", Severity.WARNING, "a unit 'aboard' a train leaves 'at' out: it rides wherever the train stands");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Side side : s.sides()) {
            for (Unit u : side.units()) {
                if (u.aboard().isPresent() && !u.type().equals("train") && u.at().isPresent()) {
                    report.at(u.at().get().span(), "'" + u.id() + "' is aboard '" + u.aboard().get() + "' but has a place of its own",
                            "remove 'at': the unit is drawn with its train and gets off only when the train has not moved");
                }
            }
        }
    }
}

package muster.rulesets.mexicanrevolution;

import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.source.Severity;

/** MXR-016: a train carries one unit per car (house reading, the seed sets no limit); generals ride free. */
final class TrainCapacity extends BaseRule {

    TrainCapacity() {
        super("MXR-016", Severity.HINT, "a train carries no more units than its cars ('count', 1 when left out); generals ride free",
                "the text sets no capacity; one unit a car is muster's reading");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Side side : s.sides()) {
            for (Unit train : side.units()) {
                if (!train.type().equals("train")) {
                    continue;
                }
                long riders = s.sides().stream().flatMap(o -> o.units().stream())
                        .filter(u -> train.id().equals(u.aboard().orElse("")) && !u.type().equals("general") && !u.type().equals("train"))
                        .count();
                int cars = Trains.cars(train);
                if (riders > cars) {
                    report.at(train.spans().of("count"), "the train '" + train.id() + "' carries " + riders + " units on " + cars
                                    + (cars == 1 ? " car" : " cars"),
                            "give it 'count: " + riders + "' cars, or put some units on another train");
                }
            }
        }
    }
}

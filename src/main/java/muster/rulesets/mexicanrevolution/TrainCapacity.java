package muster.rulesets.mexicanrevolution;

import java.util.Optional;
import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.source.Severity;

/** MXR-016: a train carries one unit per car (house reading, the seed sets no limit); generals ride free. */
final class TrainCapacity extends BaseRule {

    TrainCapacity() {
        super("MXR-016", Severity.NOTE, "a train seats one unit a car ('count', else a car for each unit aboard), generals free; riders past that are the game master's to place",
                "the text sets no capacity and muster's printed reading seats one unit a car: riders past it are the game master's to place, and the pack says so");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Side side : s.sides()) {
            for (Unit train : side.units()) {
                if (!train.type().equals("train")) {
                    continue;
                }
                long riders = Trains.riders(s, train);
                int cars = Trains.cars(s, train);
                if (riders > cars) {
                    report.note(train.spans().of("count"), Optional.of(side.id()), train.displayName() + ": " + riders + " units aboard, "
                            + cars + (cars == 1 ? " car" : " cars") + " of one unit each; agree with the game master before play where the other "
                            + (riders - cars == 1 ? "one rides." : riders - cars + " ride."));
                }
            }
        }
    }
}

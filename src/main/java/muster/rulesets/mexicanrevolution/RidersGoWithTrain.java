package muster.rulesets.mexicanrevolution;

import java.util.Optional;
import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Point;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.source.Severity;
import muster.view.Num;

/**
 * MXR-015: a unit aboard a train is where the train is. Writing the train's own place again is
 * fine; a place elsewhere contradicts the 'aboard'.
 */
final class RidersGoWithTrain extends BaseRule {

    /** Where a rider and its train count as one place, inches: a car's length or so. */
    static final double SAME_PLACE_INCHES = 2.0;

    RidersGoWithTrain() {
        super("MXR-015", Severity.WARNING, "a unit 'aboard' a train rides where the train stands: an 'at' of its own, if given, "
                + "is the train's (within " + Num.fmt(SAME_PLACE_INCHES, 1) + "\")",
                "the text rides units on their train; a place of its own elsewhere contradicts that");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Side side : s.sides()) {
            for (Unit u : side.units()) {
                if (u.aboard().isEmpty() || u.type().equals("train") || u.at().isEmpty()) {
                    continue;
                }
                Optional<Point> train = s.sides().stream().flatMap(x -> x.units().stream()).filter(t -> t.id().equals(u.aboard().get()))
                        .findFirst().flatMap(Unit::at);
                if (train.isPresent() && u.at().get().distanceTo(train.get()) > SAME_PLACE_INCHES) {
                    report.at(u.at().get().span(), "'" + u.id() + "' is aboard '" + u.aboard().get() + "' but stands "
                                    + Num.fmt(u.at().get().distanceTo(train.get()), 1) + "\" from it",
                            "remove 'at' (the unit rides with its train), or remove 'aboard' if it starts on foot");
                }
            }
        }
    }
}

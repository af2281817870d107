package muster.rulesets.juniorgeneral;

import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.source.Severity;

/** JRG-014: the ballsPerTurn option is a whole number from 1 to 4: the text's Spaniards "may toss four" balls a turn. */
final class BallsPerTurn extends BaseRule {

    BallsPerTurn() {
        super("JRG-014", Severity.ERROR, "'" + SpanishArtillery.BALLS_OPTION + "' is a whole number from 1 to " + SpanishArtillery.BALLS_PER_TURN,
                "the text's Spaniards may toss up to four balls a turn: a scenario may give them fewer, not more");
    }

    @Override
    public void check(Scenario s, Report report) {
        s.option(SpanishArtillery.BALLS_OPTION).filter(o -> SpanishArtillery.ballCount(o.value()).isEmpty())
                .ifPresent(o -> report.at(o.span(), "'" + o.value() + "' is not a number of balls from 1 to " + SpanishArtillery.BALLS_PER_TURN,
                        "the Spaniards may toss up to " + SpanishArtillery.BALLS_PER_TURN + " balls a turn: write 1, 2, 3 or 4"));
    }
}

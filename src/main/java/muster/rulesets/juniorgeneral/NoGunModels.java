package muster.rulesets.juniorgeneral;

import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.source.Severity;

/** JRG-006: no artillery stands on the table: Spain's guns are thrown paper balls, and the Americans have none. */
final class NoGunModels extends BaseRule {

    NoGunModels() {
        super("JRG-006", Severity.ERROR, "no artillery units: Spanish artillery is " + SpanishArtillery.BALLS_PER_TURN
                + " thrown paper balls a turn (option throwingEdge), and the rules give the Americans no guns",
                "the text's Spanish artillery is four thrown balls a turn, and it has no rules for American guns: a gun model has no rule to play by");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Side side : s.sides()) {
            for (Unit u : side.units()) {
                if (!Figures.type(u).map(FigureType::artillery).orElse(false)) {
                    continue;
                }
                if (side.nation().equals(Figures.SPAIN)) {
                    report.at(u.spans().of("type"), "'" + u.id() + "' is a Spanish gun, but Spanish artillery is "
                                    + SpanishArtillery.BALLS_PER_TURN + " paper balls thrown each turn, not a model",
                            "remove the unit and set 'options: { " + SpanishArtillery.OPTION + ": <edge> }' for the thrower");
                } else {
                    report.at(u.spans().of("type"), "'" + u.id() + "' is a gun, but the rules give the " + side.nation()
                                    + " side no artillery", "remove it, or tell its story in the briefing");
                }
            }
        }
    }
}

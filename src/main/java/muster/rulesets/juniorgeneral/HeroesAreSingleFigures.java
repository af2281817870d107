package muster.rulesets.juniorgeneral;

import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.source.Severity;

/**
 * JRG-005: officers and flag bearers fight at +1, so each is one infantry or cavalry figure with an
 * entry (and a card) of his own; a figure is one or the other.
 */
final class HeroesAreSingleFigures extends BaseRule {

    HeroesAreSingleFigures() {
        super("JRG-005", Severity.WARNING, "'officer' and 'flag-bearer' each tag one infantry or cavalry figure (count 1); "
                + "a figure is not both",
                "the text gives +1 in melee to an officer or flag-bearer figure; on a group or a gun the tag says what the text does not");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Side side : s.sides()) {
            for (Unit u : side.units()) {
                if (!Figures.hero(u)) {
                    continue;
                }
                String tag = u.hasTag(Figures.OFFICER) ? Figures.OFFICER : Figures.FLAG_BEARER;
                boolean rifleman = Figures.type(u).map(FigureType::rifleman).orElse(true);
                if (!rifleman) {
                    report.at(u.spans().of("tags"), "the " + u.type() + " '" + u.id() + "' is tagged " + tag,
                            "officers and flag bearers are figures: give the officer his own infantry or cavalry entry");
                } else if (u.count().filter(c -> c > 1).isPresent()) {
                    report.at(u.spans().of("count"), "'" + u.id() + "' is " + u.count().get() + " figures tagged " + tag
                                    + ", so every one of them would fight at +1",
                            "give the " + tag + " an entry of his own with count 1 and leave the tag off the others");
                }
                if (u.hasTag(Figures.OFFICER) && u.hasTag(Figures.FLAG_BEARER)) {
                    report.at(u.spans().of("tags"), "'" + u.id() + "' is tagged both officer and flag-bearer",
                            "the +1 does not double: choose one tag");
                }
            }
        }
    }
}

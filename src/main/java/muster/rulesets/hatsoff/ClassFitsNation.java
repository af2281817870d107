package muster.rulesets.hatsoff;

import java.util.List;
import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.source.Severity;

/** HAT-004: a troop class belongs to the armies the seed gives it to. */
final class ClassFitsNation extends BaseRule {

    ClassFitsNation() {
        super("HAT-004", Severity.ERROR, "a troop class fits the side's nation: first-vol-cav and national-guard are US, militia "
                + "Spanish, insurrecto Cuban or Filipino, regular US or Spanish");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Side side : s.sides()) {
            List<String> fits = java.util.Arrays.stream(TroopClass.values()).filter(c -> c.nations().contains(side.nation()))
                    .map(TroopClass::tag).toList();
            for (Unit u : side.units()) {
                for (String tag : Troops.classTags(u)) {
                    if (TroopClass.of(tag, side.nation()).isPresent()) {
                        continue;
                    }
                    report.at(u.spans().of("tags"), "'" + u.id() + "' of " + side.nation() + " is tagged " + tag
                                    + ", a class the rules give only to " + String.join(" and ", TroopClass.nationsOf(tag)),
                            fits.isEmpty() ? "the rules give no troop class to " + side.nation()
                                    : "classes for " + side.nation() + ": " + String.join(", ", fits));
                }
            }
        }
    }
}

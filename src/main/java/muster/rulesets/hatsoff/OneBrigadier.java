package muster.rulesets.hatsoff;

import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Formation;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.source.Severity;

/** HAT-009: a formation's brigadier (the 'officer' tag, +10% morale) rides with one unit at a time. */
final class OneBrigadier extends BaseRule {

    OneBrigadier() {
        super("HAT-009", Severity.WARNING, "at most one unit of a formation is tagged 'officer': its brigadier, +10% to that unit's "
                + "morale",
                "the text's brigadier is one man, worth +10% to the unit he is with");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Side side : s.sides()) {
            for (Formation f : side.formations()) {
                Unit first = null;
                for (Unit u : f.units()) {
                    if (!u.hasTag(Troops.OFFICER)) {
                        continue;
                    }
                    if (first == null) {
                        first = u;
                    } else {
                        report.at(u.spans().of("tags"), "'" + u.id() + "' and '" + first.id() + "' both have the brigadier of '"
                                + f.id() + "' with them", "a brigade has one brigadier: tag only the unit he starts with");
                    }
                }
            }
        }
    }
}

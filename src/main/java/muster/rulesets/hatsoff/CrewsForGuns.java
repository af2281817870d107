package muster.rulesets.hatsoff;

import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.source.Severity;

/** HAT-008: a gun or machine gun needs 5 men to keep firing. */
final class CrewsForGuns extends BaseRule {

    CrewsForGuns() {
        super("HAT-008", Severity.WARNING, "a battery or machine-gun section has at least 5 men for each of its guns (2 a section)");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Side side : s.sides()) {
            for (Unit u : side.units()) {
                boolean guns = Troops.type(u).map(t -> t.isArtillery() || t.isMachineGun()).orElse(false);
                if (!guns || u.men().isEmpty() || u.men().get() < 1) {
                    continue;
                }
                int sections = Math.max(1, u.count().orElse(1));
                int gunCount = sections * Organisation.GUNS_PER_CASTING;
                int needed = gunCount * Organisation.MEN_TO_WORK_A_GUN;
                int men = u.men().get();
                if (men < needed) {
                    report.at(u.spans().of("men"), "'" + u.id() + "' has " + gunCount + " guns but " + men + " men; only "
                                    + men / Organisation.MEN_TO_WORK_A_GUN + " of them can fire",
                            "a gun needs " + Organisation.MEN_TO_WORK_A_GUN + " men: give at least " + needed
                                    + " men, or fewer sections ('count')");
                }
            }
        }
    }
}

package muster.rulesets.hatsoff;

import java.util.Optional;
import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.source.Severity;

/** HAT-008: a gun or machine gun needs 5 men to keep firing. */
final class CrewsForGuns extends BaseRule {

    CrewsForGuns() {
        super("HAT-008", Severity.NOTE, "a battery or machine-gun unit with fewer than 5 men a gun (2 guns a section) fires only the guns it can work",
                "the text needs five men to work each gun: with fewer, only some guns fire, and the pack says how many");
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
                    int firing = men / Organisation.MEN_TO_WORK_A_GUN;
                    report.note(u.spans().of("men"), Optional.of(side.id()), u.displayName() + " has " + men + " men for its " + gunCount
                            + " guns: " + (firing == 0 ? "none" : "only " + firing) + " can fire, at " + Organisation.MEN_TO_WORK_A_GUN
                            + " men a gun.");
                }
            }
        }
    }
}

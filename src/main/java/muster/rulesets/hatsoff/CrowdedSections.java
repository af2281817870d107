package muster.rulesets.hatsoff;

import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.source.Severity;

/**
 * HAT-016: a section of two guns or machine guns is 30 men; a unit with far more men than its
 * sections need (over twice as many) has probably counted guns as sections, or men as figures.
 */
final class CrowdedSections extends BaseRule {

    /** More men than this many sections' worth is "far above" the text's 30 a section. */
    static final int FAR_ABOVE = 2;

    CrowdedSections() {
        super("HAT-016", Severity.WARNING, "a battery or machine-gun unit has no more than twice " + Organisation.MEN_PER_GUN_SECTION
                + " men for each section of two guns it counts",
                "the text gives a section of two guns 30 men; a far larger figure contradicts it");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Side side : s.sides()) {
            for (Unit u : side.units()) {
                boolean guns = Troops.type(u).map(t -> t.isArtillery() || t.isMachineGun()).orElse(false);
                if (!guns || u.men().isEmpty()) {
                    continue;
                }
                int sections = Math.max(1, u.count().orElse(1));
                int men = u.men().get();
                if (men > FAR_ABOVE * sections * Organisation.MEN_PER_GUN_SECTION) {
                    report.at(u.spans().of("men"), "'" + u.id() + "' has " + men + " men for " + sections
                                    + (sections == 1 ? " section" : " sections") + "; the rules give a section of two guns "
                                    + Organisation.MEN_PER_GUN_SECTION + " men",
                            "'count' is sections of two guns: give it " + Math.round(men / (double) Organisation.MEN_PER_GUN_SECTION)
                                    + " sections, or fewer men");
                }
            }
        }
    }
}

package muster.rulesets.mexicanrevolution;

import java.util.List;
import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.source.Severity;

/**
 * MXR-023: the seed's guidelines for destroying a gun model are missing, so a scenario with guns or
 * machine guns says how in a special rule ({@link Interpretations#GUN_DESTRUCTION}).
 */
final class GunDestructionIsDefined extends BaseRule {

    static final List<String> SUBJECTS = List.of("gun", "cannon", "piece", "machine", "mg");
    static final List<String> ACTS = List.of("destroy", "spike", "disable", "wreck", "knock");

    GunDestructionIsDefined() {
        super("MXR-023", Severity.HINT, "a scenario with guns or machine guns says in 'specialRules' how a gun model is destroyed "
                + "(the rules' guidelines are missing)");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Side side : s.sides()) {
            for (Unit u : side.units()) {
                if (UnitType.of(u.type()).map(UnitType::isGun).orElse(false)) {
                    if (!SpecialRules.mentions(s, SUBJECTS, ACTS)) {
                        report.at(u.spans().of("type"), "the rules leave out how a gun model is destroyed, and no special rule says",
                                "add a special rule, e.g. \"An enemy figure in contact with an uncrewed gun destroys it by spending a move\"");
                    }
                    return;
                }
            }
        }
    }
}

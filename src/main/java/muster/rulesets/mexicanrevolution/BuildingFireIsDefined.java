package muster.rulesets.mexicanrevolution;

import java.util.List;
import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Terrain;
import muster.source.Severity;

/**
 * MXR-022: the seed promises two ways to set a building on fire and gives neither, so a scenario
 * with buildings says how in a special rule ({@link Interpretations#SETTING_FIRE}).
 */
final class BuildingFireIsDefined extends BaseRule {

    static final List<String> SUBJECTS = List.of("building", "house", "roof", "square", "factory", "station");
    static final List<String> ACTS = List.of("fire", "alight", "burn", "ablaze", "light", "torch");

    BuildingFireIsDefined() {
        super("MXR-022", Severity.HINT, "a scenario with buildings says in 'specialRules' how a building is set on fire "
                + "(the rules' two ways are missing)");
    }

    @Override
    public void check(Scenario s, Report report) {
        Terrain first = s.terrain().stream().filter(t -> t.kind().equals("building")).findFirst().orElse(null);
        if (first != null && !SpecialRules.mentions(s, SUBJECTS, ACTS)) {
            report.at(first.spans().of("kind"), "the rules leave out how a building is set on fire, and no special rule says",
                    "add a special rule, e.g. \"A figure in contact with a building may spend its move to set a square alight on a 5-6\"");
        }
    }
}

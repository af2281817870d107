package muster.view;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.stream.Collectors;
import muster.rulesets.Checks;
import muster.scenario.Scenario;
import muster.scenario.load.ScenarioLoader;
import org.junit.jupiter.api.Test;

/**
 * The player aid lies at every player's elbow, so it is drawn from what every player may see. El Caney's only mountain
 * battery is the hidden Plasencia guns, and the US handout's aid listed "Mountain battery" with its move and how to find a
 * Spanish battery ("the only such battery is the hidden Plasencia guns", a reviewer of the US handout).
 */
class HiddenFromTheAidTest {

    private static final Path EL_CANEY = Path.of("scenarios/el-caney.yaml");

    @Test
    void aHiddenUnitsTypePutsNothingOnTheAid() {
        Scenario s = ScenarioLoader.load(EL_CANEY, EL_CANEY.toString()).scenario().orElseThrow();
        Documents docs = Views.documents(Checks.checked(s), Paper.LETTER);
        String aid = text(docs.aid().aid());
        assertFalse(aid.contains("Mountain battery"), aid);
        assertFalse(aid.contains("Spanish battery"), aid);
        assertTrue(aid.contains("Field battery"), "the American field battery is in plain sight");
        assertTrue(docs.gameMaster().forces().cards().toString().contains("Plasencia"), "the game master's cards keep it");
    }

    @Test
    void theAidNamesOnlyTheArmsTheScenarioFields() {
        Scenario s = ScenarioLoader.load(EL_CANEY, EL_CANEY.toString()).scenario().orElseThrow();
        String aid = text(Views.documents(Checks.checked(s), Paper.LETTER).aid().aid());
        assertFalse(aid.contains("carbine"), "no carbine at El Caney: " + aid);
        assertFalse(aid.contains("machine gun"), "no machine gun at El Caney");
        assertTrue(aid.contains("Rifles and guns alike"));
    }

    private static String text(PlayerAid aid) {
        return aid.sections().stream().map(Object::toString).collect(Collectors.joining("\n"));
    }
}

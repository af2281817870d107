package muster.view;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Set;
import muster.rules.common.SharedSecrets;
import muster.rulesets.Checks;
import muster.scenario.Scenario;
import muster.scenario.load.ScenarioLoader;
import org.junit.jupiter.api.Test;

/**
 * A special rule meant for every side that names a side's hidden units prints only for that side and the game master. An author's
 * Celaya printed "Hidden units: Castro's cavalry and the dinamiteros are off the Villista map ..." in both handouts, so each side
 * learnt of the other's hidden force (two reviewers: "Hidden units announced to both Celaya sides"); COM-016 warns at the text.
 */
class SecretRulesTest {

    private static final Path CELAYA = Path.of("src/test/resources/authors/mexican-revolution-2.yaml");

    @Test
    void aRuleNamingBothSidesHiddenUnitsPrintsOnlyForTheGameMaster() {
        Scenario s = ScenarioLoader.load(CELAYA, CELAYA.toString()).scenario().orElseThrow();
        String rule = s.specialRules().stream().map(n -> n.text()).filter(t -> t.startsWith("Hidden units")).findFirst().orElseThrow();
        assertEquals(Set.of("carrancista", "villista"), SharedSecrets.owners(s, rule));
        Documents docs = Views.documents(Checks.checked(s), Paper.LETTER);
        assertTrue(docs.gameMaster().text().specialRules().contains(rule), "the game master reads it");
        for (String side : new String[] {"carrancista", "villista"}) {
            assertFalse(docs.handout(side).text().specialRules().contains(rule), side + "'s handout prints it");
            assertTrue(docs.handout(side).text().specialRules().size() > 0, "the other rules stay");
        }
    }

    @Test
    void aRuleNamingNoSecretIsEverySides() {
        Scenario s = ScenarioLoader.load(CELAYA, CELAYA.toString()).scenario().orElseThrow();
        assertEquals(Set.of(), SharedSecrets.owners(s, "The railway embankment blocks sight."));
    }
}

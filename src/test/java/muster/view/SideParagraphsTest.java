package muster.view;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import muster.scenario.Scenario;
import org.junit.jupiter.api.Test;

/** A side's part of the shared briefing ("**Spaniards:** keep the well.") reaches that side's handout, not the enemy's. */
class SideParagraphsTest {

    static Scenario authors(String name) throws IOException {
        return ShortLabelsTest.parse(Files.readString(Path.of("src/test/resources/authors", name), StandardCharsets.UTF_8));
    }

    @Test
    void aLineOpeningWithASidesNationGoesToThatSideOnly() throws IOException {
        Scenario s = authors("saw-quickplay-1.yaml");
        String us = SideParagraphs.visible(s, "us"::equals);
        String spain = SideParagraphs.visible(s, "spain"::equals);
        String gm = SideParagraphs.visible(s, side -> true);
        assertTrue(us.contains("**US:** drive the Spaniards off the ridge"), us);
        assertFalse(us.contains("**Spain:**"), us);
        assertTrue(spain.contains("**Spain:** bleed the Americans"), spain);
        assertFalse(spain.contains("**US:**"), spain);
        assertTrue(us.contains("Fighting Joe") && spain.contains("Fighting Joe"));
        assertEquals(s.briefing(), gm);
    }

    @Test
    void aSidesPartRunsToTheBlankLineAndABoldNameThatIsNoSideStaysShared() throws IOException {
        Scenario s = authors("junior-general-4.yaml");
        String spain = SideParagraphs.visible(s, "spain"::equals);
        String us = SideParagraphs.visible(s, "us"::equals);
        assertFalse(spain.contains("Remember: you may not shoot until"), spain);
        assertTrue(us.contains("Remember: you may not shoot until"), us);
        assertFalse(us.contains("until nightfall"), us);
        assertTrue(spain.contains("**Vara del Rey** had other ideas") && us.contains("**Vara del Rey** had other ideas"));
        assertFalse(spain.contains("\n\n\n"), spain);
    }

    @Test
    void aSidesNameOrIdWorksAsItsNationDoes() {
        Scenario s = ShortLabelsTest.parse("""
                id: t
                title: T
                ruleset: saw-quickplay
                turns: 6
                briefing: |
                  Shared.

                  **Rubín's rearguard:** hold.

                  **Both sides.** Read this.
                table: { width: 48, depth: 36 }
                sides:
                  - { id: us, name: Young's Brigade, nation: us, formations: [] }
                  - { id: spain, name: Rubín's rearguard, nation: spain, formations: [] }
                """);
        assertEquals("Shared.\n\n**Both sides.** Read this.\n", SideParagraphs.visible(s, "us"::equals));
        assertTrue(SideParagraphs.visible(s, "spain"::equals).contains("hold."));
    }
}

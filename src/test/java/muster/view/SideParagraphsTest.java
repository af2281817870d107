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

    @Test
    void aSectionUnderAHeadingThatNamesASideGoesToThatSideOnly() throws IOException {
        // an outside author's Zapote: at 4bcbf4d the US handout printed "A column waits in the eastern thickets ..."
        Scenario s = authors("hatsoff-2.yaml");
        String us = SideParagraphs.visible(s, "us"::equals);
        String filipinos = SideParagraphs.visible(s, s.sides().get(1).id()::equals);
        assertFalse(us.contains("eastern thickets"), us);
        assertFalse(us.contains("### Filipino player"), us);
        assertTrue(us.contains("Ovenshine") && us.contains("### US player"), us);
        assertFalse(filipinos.contains("Ovenshine"), filipinos);
        assertTrue(filipinos.contains("eastern thickets"), filipinos);
        // the section runs to the next heading as high or to the end: the author's last paragraph, under the Filipino
        // heading, is the Filipinos' too
        assertFalse(us.contains("Orders go on the roster sheets"), us);
        assertTrue(us.contains("The fight began by accident"), us);
        assertEquals(s.briefing(), SideParagraphs.visible(s, side -> true));
    }

    @Test
    void aHeadingThatNamesNoSideLeavesItsSectionShared() throws IOException {
        Scenario s = authors("splendid-little-war-3.yaml");
        assertTrue(SideParagraphs.visible(s, "us"::equals).contains("## The Filipino defence"));
    }
}

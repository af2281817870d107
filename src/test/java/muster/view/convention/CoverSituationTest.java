package muster.view.convention;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class CoverSituationTest {

    @Test
    void theCoverTakesTheBriefingsFirstParagraphPastItsHeading() {
        assertEquals("Shafter's corps files down the jungle track. Linares waits.",
                Conventions.situation("## San Juan, 1 July 1898\n\nShafter's corps files down\nthe jungle track. Linares waits.\n\nMore."));
        assertEquals("", Conventions.situation("## Only a heading\n"));
    }

    @Test
    void aLongParagraphEndsAtAFullStopWithinTheRoomOfTheCover() {
        String sentence = "The column marches on through the dust of the long road north. ";
        String cut = Conventions.situation(sentence.repeat(20));
        assertTrue(cut.length() <= Conventions.SITUATION, cut);
        assertTrue(cut.endsWith("north."), cut);
    }

    @Test
    void aHandoutForEachPlayerIsListedOnceWithItsCopies() {
        assertEquals("Cover sheet 1, US handout 3 × 4, Kit 8",
                Conventions.describe(java.util.List.of(Part.of("Cover sheet", 1), Part.of("US handout", 4), Part.of("US handout", 4),
                        Part.of("US handout", 4), Part.of("Kit", 8))));
    }
}

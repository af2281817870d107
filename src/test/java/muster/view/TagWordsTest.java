package muster.view;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Tags print as words a reader knows: the format's "guerilla" is spelt "guerrilla" on the page, "contra-guerilla" "contraguerrilla". */
class TagWordsTest {

    @Test
    void theFormatsSpellingOfATagIsNotPrinted() {
        assertEquals("guerrilla", Words.plain("guerilla"));
        assertEquals("contraguerrilla", Words.plain("contra-guerilla"));
        assertEquals("field artillery", Words.plain("field-artillery"));
        assertEquals("black powder", Words.plain("black-powder"));
    }
}

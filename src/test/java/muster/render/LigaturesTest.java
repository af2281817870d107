package muster.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;

class LigaturesTest {

    @Test
    void theLongestLigatureIsFormedFirstFromTheLeft() {
        assertEquals("o\uFB03ce", Ligatures.form("office"));
        assertEquals("\uFB02u\uFB00y", Ligatures.form("fluffy"));
        assertEquals("ba\uFB04e", Ligatures.form("baffle"));
        assertEquals("\uFB01re \uFB01eld", Ligatures.form("fire field"));
        assertEquals("\uFB00f", Ligatures.form("fff"));
        assertEquals("\uFB00\uFB01", Ligatures.form("fffi"));
        assertEquals("fa, of, Fi, FF", Ligatures.form("fa, of, Fi, FF"));
    }

    @Test
    void textWithoutAnFPairIsLeftAsItIs() {
        String text = "of a few";
        assertSame(text, Ligatures.form(text));
    }

    @Test
    void onlyTheTextOfThePageChanges() throws RenderException {
        Document dom = formed(".fire { color: red }", "<p class='fire' title='first'>first <b>fifty</b></p>");
        assertEquals(".fire { color: red }", dom.getElementsByTagName("style").item(0).getTextContent());
        org.w3c.dom.Element p = (org.w3c.dom.Element) dom.getElementsByTagName("p").item(0);
        assertEquals("first", p.getAttribute("title"));
        assertEquals("\uFB01rst \uFB01fty", p.getTextContent());
    }

    @Test
    void aPageThatCapitalisesKeepsItsLetters() throws RenderException {
        Document dom = formed("h1 { text-transform: capitalize }", "<h1>first fire</h1>");
        assertEquals("first fire", dom.getElementsByTagName("h1").item(0).getTextContent());
    }

    private static Document formed(String style, String body) throws RenderException {
        String xhtml = "<html xmlns='http://www.w3.org/1999/xhtml'><head><style>" + style + "</style></head><body>"
                + body + "</body></html>";
        Document dom = Xhtml.parse(xhtml, "test");
        Ligatures.form(dom, xhtml);
        return dom;
    }
}

package muster.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;

/** Briefings are Markdown from strangers: no raw HTML, no pictures fetched, no script links, always XHTML. */
class MarkdownTest {

    @Test
    void rendersEmphasisAndLists() {
        String html = Markdown.toXhtml("**United States.** Go.\n\n- one\n- two\n");
        assertTrue(html.contains("<strong>United States.</strong>"), html);
        assertTrue(html.contains("<li>one</li>"), html);
    }

    @Test
    void rawHtmlIsEscaped() {
        String html = Markdown.toXhtml("Hello <script>alert(1)</script>\n\n<div onclick=\"x()\">block</div>\n");
        assertFalse(html.contains("<script"), html);
        assertFalse(html.contains("<div"), html);
        assertTrue(html.contains("&lt;script&gt;"), html);
    }

    @Test
    void anImageBecomesItsAltText() {
        String html = Markdown.toXhtml("See ![the ford](http://example.com/ford.png \"t\") here.");
        assertFalse(html.contains("<img"), html);
        assertFalse(html.contains("example.com"), html);
        assertTrue(html.contains("[the ford]"), html);
        String noAlt = Markdown.toXhtml("![](http://example.com/x.png)");
        assertTrue(noAlt.contains("[picture]"), noAlt);
    }

    @Test
    void anImageInsideALinkOrEmphasisIsAlsoReplaced() {
        String html = Markdown.toXhtml("[![logo](http://example.com/l.png)](https://example.com) and *![b](x.png)*");
        assertFalse(html.contains("<img"), html);
        assertTrue(html.contains("[logo]"), html);
        assertTrue(html.contains("[b]"), html);
    }

    @Test
    void javascriptLinksAreSanitised() {
        for (String md : new String[] {"[click](javascript:alert(1))", "[click](JavaScript:alert(1))", "<javascript:alert(1)>",
                "[click](vbscript:x)", "[click](file:///etc/passwd)", "[click]( javascript:alert(1) )"}) {
            String html = Markdown.toXhtml(md);
            String lower = html.toLowerCase(java.util.Locale.ROOT);
            assertFalse(lower.contains("href=\"javascript:"), md + " -> " + html);
            assertFalse(lower.contains("href=\"vbscript:"), md + " -> " + html);
            assertFalse(lower.contains("href=\"file:"), md + " -> " + html);
        }
        assertTrue(Markdown.toXhtml("[ok](https://example.com)").contains("href=\"https://example.com\""));
    }

    /** commonmark's default sanitiser keeps http, https, mailto and data: a data: link survives into the PDF. */
    @Test
    void dataLinksAreSanitised() {
        String html = Markdown.toXhtml("[click](data:text/html;base64,PHNjcmlwdD4=)");
        assertFalse(html.toLowerCase(java.util.Locale.ROOT).contains("href=\"data:"), html);
    }

    @Test
    void outputIsWellFormedXhtml() throws RenderException {
        String md = "## Heading &amp; more &nbsp; &copy;\n\nLine one  \nline two<br>\n\n---\n\n"
                + "1. a\n2. b\n\n> quote <b>x</b>\n\n```\n<code> & </code>\n```\n\n`<i>`\n";
        String html = Markdown.toXhtml(md);
        Document doc = Xhtml.parse("<div xmlns=\"http://www.w3.org/1999/xhtml\">" + html + "</div>", "briefing");
        assertEquals("div", doc.getDocumentElement().getLocalName());
        assertTrue(doc.getElementsByTagName("hr").getLength() == 1, html);
        assertTrue(doc.getElementsByTagName("br").getLength() >= 1, html);
    }
}

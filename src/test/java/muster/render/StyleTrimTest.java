package muster.render;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A page's stylesheet cut to what its elements can match lays out to the same bytes. */
class StyleTrimTest {

    static final String PAGE = "<html xmlns=\"http://www.w3.org/1999/xhtml\"><head><title>t</title><style>%s</style></head>"
            + "<body class=\"%s\">%s</body></html>";

    static StyleTrim trimOf(String bodyClass, String body) throws RenderException {
        return StyleTrim.of(Xhtml.parse(String.format(PAGE, "", bodyClass, body), "test"));
    }

    @Test
    void dropsSelectorsNamingAClassOrElementThePageLacks() throws Exception {
        StyleTrim trim = trimOf("aid", "<p class=\"note x\">a</p>");
        assertEquals("p.note { color: red; }\n.aid p, .aid .x { margin: 0; }\n",
                trim.keep("p.note { color: red; } .card p { color: blue; }\nli, .aid p, .aid .x, .aid h3 { margin: 0; } h2 { x: y }"));
    }

    @Test
    void keepsAtRulesAndOrderAsWritten() throws Exception {
        StyleTrim trim = trimOf("", "<p>a</p>");
        String css = "@page { margin: 1in; @bottom-center { content: \"}\"; } }\np { a: b; }\n@page map { size: 1in 1in; }\np { c: d; }";
        assertEquals("@page { margin: 1in; @bottom-center { content: \"}\"; } }\np { a: b; }\n@page map { size: 1in 1in; }\np { c: d; }\n",
                trim.keep(css));
    }

    @Test
    void leavesWholeARuleItCannotRead() throws Exception {
        StyleTrim trim = trimOf("", "<p>a</p>");
        assertEquals(".x + p, .y { a: b; }\n", trim.keep(".x + p, .y { a: b; }"));
        assertEquals(".x:not(.z), .y { a: b; }\n", trim.keep(".x:not(.z), .y { a: b; }"));
        assertEquals("[dir=rtl], p { a: b; }\n", trim.keep("[dir=rtl], bdi[dir=rtl], p { a: b; }"));
    }

    @Test
    void leavesASheetItCannotFollowUntouched() throws Exception {
        StyleTrim trim = trimOf("", "<p>a</p>");
        assertNull(trim.keep("p { a: b; "));
        assertNull(trim.keep("<!-- p { a: b; } -->"));
        assertNull(trim.keep(".a\\:b { a: b; }"));
        assertNull(trim.keep("p { content: \"open; }"));
    }

    /** The pack's own stylesheet on a page with a player aid in large type, a card and a roster: same PDF either way. */
    @Test
    void packStylesheetLaysOutTheSame() throws Exception {
        String css = Files.readString(Path.of("templates/pack.css"), StandardCharsets.UTF_8);
        String body = "<div class=\"footer\">Foot <span class=\"page-number\"></span></div>"
                + "<h1>Title</h1><div class=\"subtitle\">Sub</div><h2>Part</h2><p>Text <b>bold</b> and <i>it</i>.</p>"
                + "<ul><li>one</li><li>two<ul><li>inner</li></ul></li></ul>"
                + "<div class=\"aid-face aid aid-front\"><div class=\"aid-title\">Aid</div><div class=\"aid-columns cols-2\">"
                + "<div class=\"aid-column\"><h3>Fire</h3><table><tr><th>a</th><th>b</th></tr><tr><td>1</td><td>2</td></tr>"
                + "<caption>odds</caption></table></div><div class=\"aid-column\"><h3>Move</h3><ol><li>x</li></ol></div></div></div>"
                + "<div class=\"cards-page\"><div class=\"card side-a\" style=\"left: 0; top: 0\"><div class=\"band\">"
                + "<div class=\"card-title\">Brigade</div></div><table><tr><td class=\"label\">Move</td><td>6</td></tr></table></div></div>"
                + "<div class=\"roster-side\"><div class=\"roster-brigade\"><div class=\"track\"><span class=\"tbox halt\">1</span>"
                + "<span class=\"tbox\">2</span></div></div></div>";
        String xhtml = String.format(PAGE, css, "large-type", body);
        StyleTrim trim = StyleTrim.of(Xhtml.parse(xhtml, "test"));
        String kept = trim.keep(css);
        assertTrue(kept.length() < css.length() * 3 / 4, "the page uses only part of the sheet");
        byte[] whole = PdfMaker.make(xhtml, Map.of(), "t", "s", false).bytes();
        byte[] trimmed = PdfMaker.make(xhtml, Map.of(), "t", "s", true).bytes();
        assertArrayEquals(whole, trimmed);
    }

    /** openhtmltopdf adds elements of its own for footnotes while laying out; rules for them stay. */
    @Test
    void footnotesLayOutTheSame() throws Exception {
        String css = "@page { size: 4in 3in; margin: 0.3in; } body { font-family: \"DejaVu Sans\"; font-size: 10pt; }"
                + " .fn { float: footnote; } .fn::footnote-call { content: counter(footnote); }"
                + " .fn::footnote-marker { content: counter(footnote) \". \"; }"
                + " a { color: #c00000; font-weight: bold; } fs-footnote-marker { color: #00a000; }"
                + " fs-footnote-body { font-style: italic; }";
        String xhtml = String.format(PAGE, css, "", "<p>A line with a note<span class=\"fn\">The note itself.</span> and more.</p>");
        byte[] whole = PdfMaker.make(xhtml, Map.of(), "t", "s", false).bytes();
        byte[] trimmed = PdfMaker.make(xhtml, Map.of(), "t", "s", true).bytes();
        assertArrayEquals(whole, trimmed);
    }
}

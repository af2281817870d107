package muster.render;

import java.util.Locale;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.Image;
import org.commonmark.node.Node;
import org.commonmark.node.Text;
import org.commonmark.parser.Parser;
import org.commonmark.renderer.html.HtmlRenderer;
import org.commonmark.renderer.html.UrlSanitizer;

/**
 * Briefings are Markdown from the scenario file: rendered with raw HTML escaped, link targets
 * sanitised and images turned into their alt text (a pack never fetches anything).
 */
final class Markdown {

    private static final Parser PARSER = Parser.builder().build();
    private static final HtmlRenderer HTML = HtmlRenderer.builder()
            .escapeHtml(true)
            .sanitizeUrls(true)
            .urlSanitizer(new UrlSanitizer() {
                @Override
                public String sanitizeLinkUrl(String url) {
                    return safeUrl(url);
                }

                @Override
                public String sanitizeImageUrl(String url) {
                    return "";
                }
            })
            .softbreak(" ")
            .build();

    private Markdown() {
    }

    /** Only web and mail links survive; anything else (data:, javascript:, file:) loses its target. */
    static String safeUrl(String url) {
        String lower = url.strip().toLowerCase(Locale.ROOT);
        boolean ok = lower.startsWith("http://") || lower.startsWith("https://") || lower.startsWith("mailto:")
                || lower.startsWith("#");
        return ok ? url : "";
    }

    static String toXhtml(String markdown) {
        Node doc = PARSER.parse(markdown);
        doc.accept(new AbstractVisitor() {
            @Override
            public void visit(Image image) {
                StringBuilder alt = new StringBuilder();
                for (Node n = image.getFirstChild(); n != null; n = n.getNext()) {
                    if (n instanceof Text t) {
                        alt.append(t.getLiteral());
                    }
                }
                image.insertBefore(new Text(alt.length() == 0 ? "[picture]" : "[" + alt + "]"));
                image.unlink();
            }
        });
        return HTML.render(doc);
    }
}

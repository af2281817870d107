package muster.render;

import com.openhtmltopdf.css.extend.StylesheetFactory;
import com.openhtmltopdf.css.sheet.StylesheetInfo;
import com.openhtmltopdf.simple.extend.XhtmlNamespaceHandler;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * openhtmltopdf's XHTML handling with its own default stylesheet cut, as a page's {@code <style>}
 * is ({@link StyleTrim}), to the rules some element of the page can match: a page tries its 150-odd
 * selectors for forms, frames and headings on every element otherwise. It stays first in the
 * cascade as before. The few cuts the pages need are parsed once per process and shared, as
 * openhtmltopdf shares the whole sheet: its matcher numbers the selectors of a shared sheet in place,
 * and since this sheet always comes first, every page, on any thread, writes the same numbers.
 */
final class TrimmedDefaults extends XhtmlNamespaceHandler {

    private static final int MAX_CACHED = 64;
    private static final Map<String, StylesheetInfo> PARSED = new ConcurrentHashMap<>();
    private static volatile String full;

    private final StyleTrim trim;

    TrimmedDefaults(StyleTrim trim) {
        this.trim = trim;
    }

    @Override
    public StylesheetInfo getDefaultStylesheet(StylesheetFactory factory) {
        String kept = trim.keep(fullText());
        if (kept == null) {
            return super.getDefaultStylesheet(factory);
        }
        StylesheetInfo cached = PARSED.get(kept);
        if (cached != null) {
            return cached;
        }
        StylesheetInfo info = parse(factory, kept);
        if (PARSED.size() < MAX_CACHED) {
            StylesheetInfo first = PARSED.putIfAbsent(kept, info);
            return first == null ? info : first;
        }
        return info;
    }

    private StylesheetInfo parse(StylesheetFactory factory, String css) {
        StylesheetInfo info = new StylesheetInfo();
        info.setUri("classpath:" + getPathToDefaultStylesheet());
        info.setOrigin(StylesheetInfo.USER_AGENT);
        info.setMedia("all");
        info.setType("text/css");
        info.setStylesheet(factory.parse(new StringReader(css), info));
        return info;
    }

    private String fullText() {
        String text = full;
        if (text == null) {
            try (InputStream in = XhtmlNamespaceHandler.class.getResourceAsStream(getPathToDefaultStylesheet())) {
                if (in == null) {
                    throw new IllegalStateException("openhtmltopdf's default stylesheet is missing from its jar");
                }
                text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            full = text;
        }
        return text;
    }
}

package muster.render.svg;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** A parsed SVG with what drawing needs to look up: elements by id and the combined style sheet. */
record SvgDocument(SvgElement root, Map<String, SvgElement> byId, CssStyleSheet styleSheet) {

    static SvgDocument of(SvgElement root, Warnings warnings) {
        Map<String, SvgElement> byId = new HashMap<>(); // lookups only, never iterated
        StringBuilder css = new StringBuilder();
        Deque<SvgElement> pending = new ArrayDeque<>();
        pending.push(root);
        while (!pending.isEmpty()) {
            SvgElement e = pending.pop();
            String id = e.attr("id");
            if (id != null && !id.isEmpty() && byId.putIfAbsent(id, e) != null) {
                warnings.add("duplicate id \"" + id + "\": " + e.describe() + " ignored for references");
            }
            if (e.name().equals("style")) {
                String type = e.attr("type");
                if (type == null || type.isBlank() || type.trim().equalsIgnoreCase("text/css")) {
                    css.append(e.textContent()).append('\n');
                } else {
                    warnings.add("<style type=\"" + type + "\"> ignored");
                }
            }
            List<SvgElement> children = e.childElements();
            for (int i = children.size() - 1; i >= 0; i--) {
                pending.push(children.get(i)); // reversed, so elements pop in document order
            }
        }
        CssStyleSheet sheet = css.isEmpty() ? CssStyleSheet.EMPTY : CssParser.cachedStyleSheet(css.toString(), warnings);
        return new SvgDocument(root, byId, sheet);
    }

    /** The element a local reference ({@code #id} or {@code id}) names, or null. */
    SvgElement lookup(String id) {
        return byId.get(id.startsWith("#") ? id.substring(1) : id);
    }
}

package muster.render.svg;

import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * Remembers, for one style sheet, the declared values of each kind of element and the styles computed from
 * them. What the cascade gives an element depends only on its name, classes, id (when a selector names it),
 * style attribute and presentation attributes; the computed style then only on those values and the
 * parent's style. Maps of a few thousand elements repeat a few dozen such kinds. Not thread-safe: one
 * {@link SvgPainter} (one PDF document) shares it between the SVGs it paints.
 */
final class StyleCache {

    /** Computes a style from the element's declared values (the element is only named in error messages). */
    @FunctionalInterface
    interface Fresh {
        ComputedStyle compute(SvgElement element, Map<String, String> declared, ComputedStyle parent);
    }

    private final Set<String> selectorIds = new HashSet<>();
    /** By kind: everything the cascade looks at on an element, as one string ({@link #kind}). */
    private final Map<String, Map<String, String>> declared = new HashMap<>();
    /** By declared values (the shared maps above), then by parent style: identities, as both are shared. */
    private final Map<Map<String, String>, Map<ComputedStyle, ComputedStyle>> computed = new IdentityHashMap<>();

    StyleCache(CssStyleSheet sheet) {
        for (CssStyleSheet.Rule rule : sheet.rules()) {
            if (rule.selector().id() != null) {
                selectorIds.add(rule.selector().id());
            }
        }
    }

    ComputedStyle compute(SvgElement element, ComputedStyle parent, Function<SvgElement, Map<String, String>> declare,
                          Fresh fresh) {
        String kind = kind(element);
        Map<String, String> values = declared.get(kind);
        if (values == null) {
            values = Collections.unmodifiableMap(declare.apply(element));
            declared.put(kind, values);
        }
        Map<ComputedStyle, ComputedStyle> byParent = computed.computeIfAbsent(values, v -> new IdentityHashMap<>());
        ComputedStyle style = byParent.get(parent);
        if (style == null) {
            style = fresh.compute(element, values, parent);
            byParent.put(parent, style); // only a style computed without error is kept
        }
        return style;
    }

    /**
     * The element's name, the id when a selector names it, its class and style attributes and its presentation
     * attributes in document order, each after a NUL, which XML text cannot hold: equal strings, equal cascades.
     * One string instead of a record of a set and a map, because hashing those walks them on every element.
     */
    private String kind(SvgElement element) {
        StringBuilder kind = new StringBuilder(64).append(element.name());
        String id = element.attr("id");
        kind.append('\0').append(id != null && selectorIds.contains(id) ? id : "");
        kind.append('\0').append(element.classes().isEmpty() ? "" : element.attr("class"));
        String style = element.attr("style");
        kind.append('\0').append(style == null ? "\0" : style);
        for (Map.Entry<String, String> attr : element.attributes().entrySet()) {
            if (StyleResolver.PROPERTIES.contains(attr.getKey())) {
                kind.append('\0').append(attr.getKey()).append('\0').append(attr.getValue());
            }
        }
        return kind.toString();
    }
}

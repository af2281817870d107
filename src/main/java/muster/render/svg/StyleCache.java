package muster.render.svg;

import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
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

    /** Everything the cascade looks at on an element. */
    private record Kind(String name, String id, Set<String> classes, String style, Map<String, String> presentation) {
    }

    private final Set<String> selectorIds = new HashSet<>();
    private final Map<Kind, Map<String, String>> declared = new HashMap<>();
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
        Kind kind = kind(element);
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

    private Kind kind(SvgElement element) {
        Map<String, String> presentation = new LinkedHashMap<>();
        for (Map.Entry<String, String> attr : element.attributes().entrySet()) {
            if (StyleResolver.PROPERTIES.contains(attr.getKey())) {
                presentation.put(attr.getKey(), attr.getValue());
            }
        }
        String id = element.attr("id");
        return new Kind(element.name(), id != null && selectorIds.contains(id) ? id : null, element.classes(),
                element.attr("style"), presentation);
    }
}

package muster.render.svg;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * An SVG element: local name, attributes and children in document order. A class, not a record, because
 * elements are compared by identity (use-cycle checks) and deep structural equality would be wasted work.
 */
final class SvgElement implements SvgNode {

    private final String name;
    private final Map<String, String> attributes;
    private final List<SvgNode> children = new ArrayList<>();
    private final SvgElement parent;
    private final int ordinal;
    private final Set<String> classes;
    private List<SvgElement> childElements;

    /**
     * @param attributes attribute name to value; un-namespaced attributes by local name, XLink ones as
     *                   {@code xlink:href}, XML ones as {@code xml:space}; the element keeps this map, so the
     *                   caller hands it over and does not change it afterwards
     * @param ordinal    1-based position in document order, for messages
     */
    SvgElement(String name, Map<String, String> attributes, SvgElement parent, int ordinal) {
        this.name = name;
        this.attributes = Collections.unmodifiableMap(attributes);
        this.parent = parent;
        this.ordinal = ordinal;
        this.classes = classes(this.attributes.get("class"));
    }

    /** The names in a class attribute, split at whitespace as {@code \s+} splits. */
    private static Set<String> classes(String cls) {
        if (cls == null || cls.isBlank()) {
            return Set.of();
        }
        List<String> names = new ArrayList<>(2);
        int start = -1;
        for (int i = 0; i <= cls.length(); i++) {
            boolean space = i == cls.length() || Spaces.is(cls.charAt(i));
            if (space && start >= 0) {
                names.add(cls.substring(start, i));
                start = -1;
            } else if (!space && start < 0) {
                start = i;
            }
        }
        // Set.of for the usual one or two names: Set.copyOf goes through a HashSet
        if (names.size() == 1 || names.size() == 2 && names.get(0).equals(names.get(1))) {
            return Set.of(names.get(0));
        }
        return names.size() == 2 ? Set.of(names.get(0), names.get(1)) : Set.copyOf(names);
    }

    /** The names in the class attribute, split once when the element is read (styling asks often). */
    Set<String> classes() {
        return classes;
    }

    String name() {
        return name;
    }

    /** The attribute value, or null when absent. */
    String attr(String attribute) {
        return attributes.get(attribute);
    }

    Map<String, String> attributes() {
        return attributes;
    }

    List<SvgNode> children() {
        return Collections.unmodifiableList(children);
    }

    /** The element children, listed once after reading (drawing asks for them on every pass). */
    List<SvgElement> childElements() {
        List<SvgElement> result = childElements;
        if (result == null) {
            List<SvgElement> elements = new ArrayList<>();
            for (SvgNode child : children) {
                if (child instanceof SvgElement element) {
                    elements.add(element);
                }
            }
            result = Collections.unmodifiableList(elements);
            childElements = result;
        }
        return result;
    }

    /** All character data directly inside this element, concatenated. */
    String textContent() {
        StringBuilder sb = new StringBuilder();
        for (SvgNode child : children) {
            if (child instanceof SvgText text) {
                sb.append(text.text());
            }
        }
        return sb.toString();
    }

    /** Null for the root. */
    SvgElement parent() {
        return parent;
    }

    int ordinal() {
        return ordinal;
    }

    boolean isAncestorOf(SvgElement other) {
        for (SvgElement e = other.parent; e != null; e = e.parent) {
            if (e == this) {
                return true;
            }
        }
        return false;
    }

    void addChild(SvgNode child) {
        children.add(child);
        childElements = null;
    }

    /** E.g. {@code <path id="road">} or {@code <rect> (element 12)}: how messages name an element. */
    String describe() {
        String id = attributes.get("id");
        if (id != null) {
            return "<" + name + " id=\"" + id + "\">";
        }
        String cls = attributes.get("class");
        if (cls != null) {
            return "<" + name + " class=\"" + cls + "\"> (element " + ordinal + ")";
        }
        return "<" + name + "> (element " + ordinal + ")";
    }

    @Override
    public String toString() {
        return describe();
    }
}

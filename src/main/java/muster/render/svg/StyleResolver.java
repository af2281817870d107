package muster.render.svg;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import muster.render.svg.ComputedStyle.TextAnchor;

/**
 * Works out each element's {@link ComputedStyle}: the cascade (presentation attribute, then CSS rules by
 * specificity and order, then the {@code style} attribute, then {@code !important}) followed by inheritance
 * from the parent. Unknown properties are ignored; an invalid value for a known one is an error.
 */
final class StyleResolver {

    /** The properties this painter understands; all of them may also be written as presentation attributes. */
    static final Set<String> PROPERTIES = Set.of(
            "fill", "fill-opacity", "fill-rule", "stroke", "stroke-opacity", "stroke-width",
            "stroke-dasharray", "stroke-dashoffset", "stroke-linecap", "stroke-linejoin", "stroke-miterlimit",
            "font-family", "font-size", "font-weight", "font-style", "text-anchor", "visibility", "clip-rule",
            "color", "display", "opacity", "clip-path", "paint-order");

    private static final Map<String, Boolean> RULES = Map.of("nonzero", false, "evenodd", true);
    private static final Map<String, Integer> CAPS = Map.of("butt", 0, "round", 1, "square", 2);
    private static final Map<String, Integer> JOINS = Map.of("miter", 0, "round", 1, "bevel", 2, "miter-clip", 0, "arcs", 1);
    private static final Map<String, Boolean> STYLES = Map.of("normal", false, "italic", true, "oblique", true);
    private static final Map<String, TextAnchor> ANCHORS = Map.of("start", TextAnchor.START, "middle", TextAnchor.MIDDLE,
            "end", TextAnchor.END);
    private static final Map<String, Boolean> VISIBILITIES = Map.of("visible", true, "hidden", false, "collapse", false);
    private static final Pattern LIST_SEPARATORS = Pattern.compile("[\\s,]+");

    private final CssStyleSheet sheet;
    private final StyleCache cache;

    /** @param cache made for this same sheet; may be shared by the documents that use it */
    StyleResolver(CssStyleSheet sheet, StyleCache cache) {
        this.sheet = sheet;
        this.cache = cache;
    }

    /** The style the element has where it stands in the document (its ancestors' styles inherited). */
    ComputedStyle inPlace(SvgElement element) {
        List<SvgElement> chain = new ArrayList<>();
        for (SvgElement e = element; e != null; e = e.parent()) {
            chain.add(0, e);
        }
        ComputedStyle style = ComputedStyle.initial();
        for (SvgElement e : chain) {
            style = compute(e, style);
        }
        return style;
    }

    /** Declared values after the cascade, for known properties only. */
    Map<String, String> declared(SvgElement element) {
        Map<String, String> values = new LinkedHashMap<>();
        for (Map.Entry<String, String> attr : element.attributes().entrySet()) {
            if (PROPERTIES.contains(attr.getKey()) && !attr.getValue().isBlank()) {
                values.put(attr.getKey(), attr.getValue().trim());
            }
        }
        List<CssStyleSheet.Rule> rules = sheet.matching(element);
        List<CssStyleSheet.Declaration> inline = element.attr("style") == null
                ? List.of() : CssParser.parseDeclarations(element.attr("style"));
        for (boolean important : new boolean[] {false, true}) {
            for (CssStyleSheet.Rule rule : rules) {
                apply(values, rule.declarations(), important);
            }
            apply(values, inline, important);
        }
        return values;
    }

    private static void apply(Map<String, String> values, List<CssStyleSheet.Declaration> declarations,
                              boolean important) {
        for (CssStyleSheet.Declaration d : declarations) {
            if (d.important() == important && PROPERTIES.contains(d.property())) {
                values.put(d.property(), d.value());
            }
        }
    }

    /**
     * The element's style under {@code parent}. Many elements declare the same (same classes, same
     * presentation attributes), so the declared values and the style computed from them under the same
     * parent style are worked out once per style sheet; only error messages depend on the element itself.
     */
    ComputedStyle compute(SvgElement element, ComputedStyle parent) {
        return cache.compute(element, parent, this::declared, this::computeFresh);
    }

    private ComputedStyle computeFresh(SvgElement element, Map<String, String> d, ComputedStyle parent) {
        ComputedStyle init = ComputedStyle.initial();
        Values v = new Values(d, element);

        Paint.Rgb color = v.has("color") && !v.inherits("color")
                ? (v.isInitial("color") ? init.color() : ColorParser.color(v.get("color"), v.what("color")))
                : parent.color();
        Paint fill = v.paint("fill", parent.fill(), init.fill());
        Paint stroke = v.paint("stroke", parent.stroke(), init.stroke());
        double fillOpacity = v.fraction("fill-opacity", parent.fillOpacity(), init.fillOpacity());
        double strokeOpacity = v.fraction("stroke-opacity", parent.strokeOpacity(), init.strokeOpacity());
        boolean fillEvenOdd = v.keyword("fill-rule", parent.fillEvenOdd(), init.fillEvenOdd(), RULES);
        boolean clipEvenOdd = v.keyword("clip-rule", parent.clipEvenOdd(), init.clipEvenOdd(), RULES);

        double fontSize = parent.fontSize();
        if (v.has("font-size") && !v.inherits("font-size")) {
            fontSize = v.isInitial("font-size") ? init.fontSize() : fontSize(v.get("font-size"),
                    parent.fontSize(), v.what("font-size"));
        }
        double strokeWidth = parent.strokeWidth();
        if (v.has("stroke-width") && !v.inherits("stroke-width")) {
            strokeWidth = v.isInitial("stroke-width") ? init.strokeWidth()
                    : nonNegative(Lengths.parse(v.get("stroke-width"), v.what("stroke-width"), fontSize),
                    "stroke-width", element);
        }
        double[] dashArray = parent.dashArray();
        if (v.has("stroke-dasharray") && !v.inherits("stroke-dasharray")) {
            dashArray = v.isInitial("stroke-dasharray") ? null
                    : dashArray(v.get("stroke-dasharray"), fontSize, v.what("stroke-dasharray"));
        }
        double dashOffset = parent.dashOffset();
        if (v.has("stroke-dashoffset") && !v.inherits("stroke-dashoffset")) {
            dashOffset = v.isInitial("stroke-dashoffset") ? 0
                    : Lengths.parse(v.get("stroke-dashoffset"), v.what("stroke-dashoffset"), fontSize);
        }
        int lineCap = v.keyword("stroke-linecap", parent.lineCap(), init.lineCap(), CAPS);
        int lineJoin = v.keyword("stroke-linejoin", parent.lineJoin(), init.lineJoin(), JOINS);
        double miterLimit = parent.miterLimit();
        if (v.has("stroke-miterlimit") && !v.inherits("stroke-miterlimit")) {
            miterLimit = v.isInitial("stroke-miterlimit") ? init.miterLimit() : v.number("stroke-miterlimit");
            if (miterLimit < 1) {
                throw new SvgException("stroke-miterlimit must be at least 1 in " + element.describe());
            }
        }
        String fontFamily = parent.fontFamily();
        if (v.has("font-family") && !v.inherits("font-family")) {
            fontFamily = v.isInitial("font-family") ? init.fontFamily() : firstFamily(v.get("font-family"));
        }
        boolean bold = parent.bold();
        if (v.has("font-weight") && !v.inherits("font-weight")) {
            bold = v.isInitial("font-weight") ? false : bold(v.get("font-weight"), parent.bold(), v.what("font-weight"));
        }
        boolean italic = v.keyword("font-style", parent.italic(), init.italic(), STYLES);
        TextAnchor anchor = v.keyword("text-anchor", parent.textAnchor(), init.textAnchor(), ANCHORS);
        boolean visible = v.keyword("visibility", parent.visible(), init.visible(), VISIBILITIES);

        // not inherited: "inherit" copies the parent, absence means the initial value
        boolean displayNone = v.has("display") && (v.inherits("display") ? parent.displayNone()
                : v.get("display").equalsIgnoreCase("none"));
        double opacity = v.fraction("opacity", init.opacity(), init.opacity());
        if (v.inherits("opacity")) {
            opacity = parent.opacity();
        }
        String clipPath = null;
        if (v.has("clip-path")) {
            clipPath = v.inherits("clip-path") ? parent.clipPath() : clipPathId(v.get("clip-path"), v.what("clip-path"));
        }
        boolean strokeFirst = parent.strokeFirst();
        if (v.has("paint-order") && !v.inherits("paint-order")) {
            strokeFirst = !v.isInitial("paint-order") && strokeFirst(v.get("paint-order"));
        }
        return new ComputedStyle(fill, fillOpacity, fillEvenOdd, stroke, strokeOpacity, strokeWidth, dashArray,
                dashOffset, lineCap, lineJoin, miterLimit, fontFamily, fontSize, bold, italic, anchor, visible,
                clipEvenOdd, color, displayNone, opacity, clipPath, strokeFirst);
    }

    /** Whether {@code paint-order} (normal, or a list of fill, stroke and markers) paints the stroke before the fill. */
    private static boolean strokeFirst(String value) {
        List<String> order = new ArrayList<>(List.of(value.trim().toLowerCase(Locale.ROOT).split("\\s+")));
        if (order.contains("normal")) {
            return false;
        }
        int stroke = order.indexOf("stroke");
        int fill = order.indexOf("fill");
        return stroke >= 0 && (fill < 0 || stroke < fill);
    }

    private static double fontSize(String value, double parentSize, String what) {
        String v = value.trim().toLowerCase(Locale.ROOT);
        double size;
        if (v.endsWith("%")) {
            size = new NumberScanner(v.substring(0, v.length() - 1), what).nextNumber() / 100 * parentSize;
        } else {
            size = Lengths.parse(v, what, parentSize);
        }
        if (size < 0) {
            throw new SvgException("negative font-size for " + what);
        }
        return size;
    }

    private static boolean bold(String value, boolean parentBold, String what) {
        String v = value.trim().toLowerCase(Locale.ROOT);
        return switch (v) {
            case "normal", "lighter" -> false;
            case "bold" -> true;
            case "bolder" -> true;
            default -> {
                try {
                    yield Integer.parseInt(v) >= 600;
                } catch (NumberFormatException e) {
                    throw new SvgException("invalid font-weight \"" + value + "\" for " + what);
                }
            }
        };
    }

    private static double[] dashArray(String value, double fontSize, String what) {
        String v = value.trim();
        if (v.equalsIgnoreCase("none")) {
            return null;
        }
        String[] parts = LIST_SEPARATORS.split(v);
        List<Double> lengths = new ArrayList<>();
        double sum = 0;
        for (String part : parts) {
            if (part.isEmpty()) {
                continue;
            }
            double len = Lengths.parse(part, what, fontSize);
            if (len < 0) {
                throw new SvgException("negative value in stroke-dasharray \"" + value + "\" for " + what);
            }
            lengths.add(len);
            sum += len;
        }
        if (lengths.isEmpty() || sum == 0) {
            return null; // all zero: a solid line, as SVG specifies
        }
        int n = lengths.size();
        int total = n % 2 == 0 ? n : 2 * n; // an odd list is repeated to make it even
        double[] result = new double[total];
        for (int i = 0; i < total; i++) {
            result[i] = lengths.get(i % n);
        }
        return result;
    }

    static String firstFamily(String value) {
        String first = value.split(",")[0].trim();
        if (first.length() >= 2 && (first.charAt(0) == '"' || first.charAt(0) == '\'')
                && first.charAt(first.length() - 1) == first.charAt(0)) {
            first = first.substring(1, first.length() - 1).trim();
        }
        return first.isEmpty() ? "sans-serif" : first;
    }

    private static String clipPathId(String value, String what) {
        String v = value.trim();
        if (v.equalsIgnoreCase("none")) {
            return null;
        }
        Paint paint = ColorParser.paint(v, what);
        if (paint instanceof Paint.Url url && url.fallback() instanceof Paint.None) {
            return url.id();
        }
        throw new SvgException("clip-path must be url(#id) or none, got \"" + value + "\" for " + what);
    }

    private static double nonNegative(double value, String property, SvgElement element) {
        if (value < 0) {
            throw new SvgException(property + " must not be negative in " + element.describe());
        }
        return value;
    }

    /** Declared values of one element, with helpers for the common property shapes. */
    private record Values(Map<String, String> declared, SvgElement element) {

        boolean has(String property) {
            return declared.containsKey(property);
        }

        String get(String property) {
            return declared.get(property);
        }

        boolean inherits(String property) {
            return has(property) && get(property).equalsIgnoreCase("inherit");
        }

        boolean isInitial(String property) {
            return has(property) && get(property).equalsIgnoreCase("initial");
        }

        String what(String property) {
            return property + " of " + element.describe();
        }

        Paint paint(String property, Paint inherited, Paint initial) {
            if (!has(property) || inherits(property)) {
                return inherited;
            }
            return isInitial(property) ? initial : ColorParser.paint(get(property), what(property));
        }

        double number(String property) {
            NumberScanner scanner = new NumberScanner(get(property), what(property));
            double value = scanner.nextNumber();
            if (scanner.hasMore()) {
                throw new SvgException("invalid number \"" + get(property) + "\" for " + what(property));
            }
            return value;
        }

        /** An opacity: number or percentage, clamped to 0..1. */
        double fraction(String property, double inherited, double initial) {
            if (!has(property) || inherits(property)) {
                return inherited;
            }
            if (isInitial(property)) {
                return initial;
            }
            String v = get(property).trim();
            double value = v.endsWith("%")
                    ? new NumberScanner(v.substring(0, v.length() - 1), what(property)).nextNumber() / 100
                    : number(property);
            return Math.max(0, Math.min(1, value));
        }

        <T> T keyword(String property, T inherited, T initial, Map<String, T> allowed) {
            if (!has(property) || inherits(property)) {
                return inherited;
            }
            if (isInitial(property)) {
                return initial;
            }
            T value = allowed.get(get(property).trim().toLowerCase(Locale.ROOT));
            if (value == null) {
                throw new SvgException("invalid value \"" + get(property) + "\" for " + what(property)
                        + "; expected one of " + new TreeSet<>(allowed.keySet()));
            }
            return value;
        }
    }
}

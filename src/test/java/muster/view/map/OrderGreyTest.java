package muster.view.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Color;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * On a greyscale printer each side's order arrows stay apart from the lines of the ground and from the other sides' orders.
 * Their grey, read from the style sheet (templates/map.css) as a printer's (0.30 R + 0.59 G + 0.11 B), is at least
 * {@link #APART} levels from every road's, railway's, stream's, river's, track's, trench's, wall's, wire's and crest's; the
 * sides' orders differ in dashes; and chevrons, which no line of the ground carries, run along every arrow long enough for
 * one. At 59bc927 Torreón's Villista orders (a hollow red line, printer's grey 61) printed as the railway (34) and the
 * trenches (41), and as a cased line like the roads; elsewhere the first side's (55) as the roads (80).
 */
class OrderGreyTest {

    static final double APART = 30;
    static final List<String> GROUND = List.of("t-road", "t-railway", "t-stream", "t-river", "t-track", "t-trench", "t-wall", "t-barbed-wire",
            "crest");
    static final List<String> SIDES = List.of("side-a", "side-b", "side-c", "side-d");

    @Test
    void eachSidesOrdersPrintAGreyApartFromTheGrounds() throws IOException {
        String css = Files.readString(Path.of("templates/map.css"));
        List<String> alike = new ArrayList<>();
        for (String side : SIDES) {
            for (String cls : List.of("order", "order-tick")) {
                String stroke = value(css, Set.of(cls, side), "stroke");
                if (stroke.equals("none")) {
                    alike.add(cls + " " + side + " drawn with no stroke");
                    continue;
                }
                double order = grey(stroke);
                for (String line : GROUND) {
                    double ground = grey(value(css, Set.of(line), "stroke"));
                    if (Math.abs(order - ground) < APART) {
                        alike.add(cls + " " + side + " (" + Math.round(order) + ") and " + line + " (" + Math.round(ground) + ")");
                    }
                }
            }
        }
        assertEquals(List.of(), alike, "orders printing the grey of a line of the ground");
    }

    @Test
    void theSidesOrdersDifferInDashes() throws IOException {
        String css = Files.readString(Path.of("templates/map.css"));
        Set<String> forms = new HashSet<>();
        for (String side : SIDES) {
            forms.add(value(css, Set.of("order", side), "stroke-dasharray") + " / " + value(css, Set.of("order", side), "stroke-width"));
        }
        assertEquals(SIDES.size(), forms.size(), "the sides' orders drawn alike: " + forms);
    }

    @Test
    void theMapAndItsLegendDrawTheChevrons() throws IOException {
        String svg = Files.readString(Path.of("templates/map.svg.ftlx"));
        assertTrue(svg.contains("<path d=\"${o.ticks}\" class=\"order-tick ${o.sideClass}\"/>"), "the chevrons along each arrow");
        assertTrue(svg.contains("<use href=\"#order-tick\" x=\"${w.x2}\" y=\"${i.at.cy}\" class=\"order-tick ${w.sideClass}\"/>"),
                "a chevron on each side's legend swatch");
    }

    @TestFactory
    Stream<DynamicTest> everyArrowLongEnoughCarriesChevrons() throws IOException {
        return Maps.each(d -> {
            List<String> bare = new ArrayList<>();
            for (MapView.OrderArrow o : d.map().pieces().orders()) {
                double length = OrderArrows.segments(o.points()).stream().mapToDouble(s -> Math.hypot(s.x2() - s.x1(), s.y2() - s.y1())).sum();
                long ticks = o.ticks().isEmpty() ? 0 : o.ticks().split("M ").length - 1;
                if (length > 2 * OrderTicks.CLEAR + 2 * OrderTicks.EVERY && ticks < 2) {
                    bare.add(o.points() + ": " + ticks + " chevrons on " + Math.round(length) + " points");
                }
            }
            assertEquals(List.of(), bare, "arrows without chevrons on the map of " + d.file());
        });
    }

    /**
     * The value the style sheet gives {@code property} on an element of {@code classes}: from the rule of most classes whose
     * selector's classes it all has, the last of those; "none" when none gives it.
     */
    static String value(String css, Set<String> classes, String property) {
        Matcher rule = Pattern.compile("([^{}]+)\\{([^}]*)}").matcher(css.replaceAll("/\\*(?s:.*?)\\*/", ""));
        Pattern declaration = Pattern.compile("(?:^|;)\\s*" + Pattern.quote(property) + ":\\s*([^;]+)");
        String best = "none";
        int most = -1;
        while (rule.find()) {
            Matcher v = declaration.matcher(rule.group(2));
            if (!v.find()) {
                continue;
            }
            for (String selector : rule.group(1).split(",")) {
                String s = selector.strip();
                if (!s.matches("(\\.[a-z0-9-]+)+")) {
                    continue;
                }
                List<String> need = List.of(s.substring(1).split("\\."));
                if (classes.containsAll(need) && need.size() >= most) {
                    most = need.size();
                    best = v.group(1).strip();
                }
            }
        }
        return best;
    }

    static double grey(String colour) {
        Color c = Color.decode(colour);
        return 0.30 * c.getRed() + 0.59 * c.getGreen() + 0.11 * c.getBlue();
    }
}

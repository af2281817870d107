package muster.view.map;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Each ground prints its own grey on a greyscale printer: the mean luminance of its fill (a pattern's tile drawn as the map
 * template defines it, or the style sheet's flat colour), as a printer's grey (0.30 R + 0.59 G + 0.11 B), at least
 * {@link #APART} apart from every other ground's. At 8cd6a0e El Caney's town, El Viso (a hill, level 2) and the jungle printed
 * 208, 189 and 213, and the town was diagonal hatching like the fields.
 */
class GreyFillsTest {

    static final double APART = 10;
    private static final Pattern PATTERN = Pattern.compile("<pattern id=\"([a-z-]+)\"[^>]*width=\"([0-9.]+)\" height=\"([0-9.]+)\"([^>]*)>(.*?)</pattern>",
            Pattern.DOTALL);
    private static final Pattern ELEMENT = Pattern.compile("<(rect|line|circle)([^>]*)/>");

    @Test
    void everyGroundPrintsItsOwnGrey() throws IOException {
        Map<String, Double> grey = greys();
        List<String> alike = new ArrayList<>();
        List<String> kinds = new ArrayList<>(grey.keySet());
        for (int i = 0; i < kinds.size(); i++) {
            for (int j = i + 1; j < kinds.size(); j++) {
                if (Math.abs(grey.get(kinds.get(i)) - grey.get(kinds.get(j))) < APART) {
                    alike.add(kinds.get(i) + " and " + kinds.get(j));
                }
            }
        }
        assertEquals(List.of(), alike, "grounds printing alike in greyscale: " + grey);
    }

    @Test
    void theTownIsNotHatchedLikeTheFields() throws IOException {
        String svg = Files.readString(Path.of("templates/map.svg.ftlx"));
        Matcher m = PATTERN.matcher(svg);
        Map<String, String> marks = new LinkedHashMap<>();
        while (m.find()) {
            List<String> lines = new ArrayList<>();
            Matcher e = ELEMENT.matcher(m.group(5));
            while (e.find()) {
                if (e.group(1).equals("line")) {
                    double dx = num(e.group(2), "x2") - num(e.group(2), "x1");
                    double dy = num(e.group(2), "y2") - num(e.group(2), "y1");
                    double turn = m.group(4).contains("rotate(45)") ? 45 : 0;
                    lines.add(String.valueOf(Math.round((Math.toDegrees(Math.atan2(dy, dx)) + turn + 360) % 180)));
                }
            }
            marks.put(m.group(1), lines.stream().sorted().distinct().toList().toString());
        }
        assertEquals(false, marks.get("town").equals(marks.get("grass")), "town and field hatching: " + marks);
    }

    /** The mean grey of each ground of the overview map, by kind ("hill-2" a hill of level 2). */
    static Map<String, Double> greys() throws IOException {
        String svg = Files.readString(Path.of("templates/map.svg.ftlx"));
        String css = Files.readString(Path.of("templates/map.css"));
        Map<String, Double> patterns = new LinkedHashMap<>();
        Matcher m = PATTERN.matcher(svg);
        while (m.find()) {
            patterns.put(m.group(1), tile(Double.parseDouble(m.group(2)), Double.parseDouble(m.group(3)), m.group(5)));
        }
        Map<String, Double> out = new LinkedHashMap<>();
        for (String kind : List.of("field", "marsh", "rough", "woods", "jungle", "town", "hill", "hill.level-2", "hill.level-3", "fort")) {
            Matcher fill = Pattern.compile("\\.t-" + Pattern.quote(kind) + " \\{[^}]*fill: ([^;]+);").matcher(css);
            fill.find();
            String f = fill.group(1).strip();
            out.put(kind.replace(".level", ""), f.startsWith("url(#") ? patterns.get(f.substring(5, f.length() - 1)) : grey(Color.decode(f)));
        }
        return out;
    }

    /** A pattern's tile drawn 40 times over and averaged. */
    private static double tile(double w, double h, String body) {
        int k = 40;
        BufferedImage img = new BufferedImage((int) Math.round(w * k), (int) Math.round(h * k), BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.scale(k, k);
        Matcher e = ELEMENT.matcher(body);
        while (e.find()) {
            String a = e.group(2);
            switch (e.group(1)) {
                case "rect" -> {
                    g.setColor(Color.decode(attr(a, "fill")));
                    g.fill(new Rectangle2D.Double(num(a, "x"), num(a, "y"), num(a, "width"), num(a, "height")));
                }
                case "line" -> {
                    g.setColor(Color.decode(attr(a, "stroke")));
                    g.setStroke(new BasicStroke((float) num(a, "stroke-width")));
                    g.draw(new Line2D.Double(num(a, "x1"), num(a, "y1"), num(a, "x2"), num(a, "y2")));
                }
                default -> {
                    Ellipse2D c = new Ellipse2D.Double(num(a, "cx") - num(a, "r"), num(a, "cy") - num(a, "r"), 2 * num(a, "r"), 2 * num(a, "r"));
                    if (!attr(a, "fill").equals("none")) {
                        g.setColor(Color.decode(attr(a, "fill")));
                        g.fill(c);
                    }
                    if (a.contains("stroke=")) {
                        g.setColor(Color.decode(attr(a, "stroke")));
                        g.setStroke(new BasicStroke((float) num(a, "stroke-width")));
                        g.draw(c);
                    }
                }
            }
        }
        g.dispose();
        double sum = 0;
        for (int y = 0; y < img.getHeight(); y++) {
            for (int x = 0; x < img.getWidth(); x++) {
                sum += grey(new Color(img.getRGB(x, y)));
            }
        }
        return Math.round(sum / (img.getWidth() * img.getHeight()) * 10) / 10.0;
    }

    private static double grey(Color c) {
        return Math.round((0.30 * c.getRed() + 0.59 * c.getGreen() + 0.11 * c.getBlue()) * 10) / 10.0;
    }

    private static String attr(String attrs, String name) {
        Matcher m = Pattern.compile("(?<![a-z-])" + name + "=\"([^\"]*)\"").matcher(attrs);
        return m.find() ? m.group(1) : "none";
    }

    private static double num(String attrs, String name) {
        return Double.parseDouble(attr(attrs, name));
    }
}

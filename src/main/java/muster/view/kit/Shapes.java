package muster.view.kit;

import java.util.ArrayList;
import java.util.List;
import muster.view.Num;
import muster.view.TextWidth;
import muster.view.map.Clip;
import muster.view.kit.KitContent.Arc;
import muster.view.kit.KitContent.Circle;
import muster.view.kit.KitContent.Rectangle;
import muster.view.kit.KitContent.Template;
import muster.view.kit.KitView.Path;
import muster.view.kit.KitView.Place;
import muster.view.kit.KitView.Ring;

/**
 * Templates at the kit's scale: sheaf rectangles, burst circles and fire arcs, each drawn with
 * its outline as the cut line and its title inside it, packed in rows ("shelves") across the
 * page. A row's top and bottom get crop marks, so a guillotine can part the rows before each
 * template is cut round its outline.
 */
final class Shapes {

    /** Room between templates on a row and between rows, in points. */
    static final double SPACE = 0.15 * Sheet.IN;
    static final double TEXT_MAX = 8;
    /** Room kept clear round a template's words by the lines drawn on it. */
    static final double CLEAR = 2;

    private Shapes() {
    }

    /** The box a template needs, in points: its shape's bounds. */
    static double[] size(Template t, double inch) {
        if (t instanceof Rectangle r) {
            return new double[] {r.width() * inch, r.depth() * inch};
        }
        if (t instanceof Circle c) {
            return new double[] {2 * c.radius() * inch, 2 * c.radius() * inch};
        }
        if (t instanceof Arc a) {
            double half = Math.toRadians(a.degrees() / 2);
            double w = half >= Math.PI / 2 ? 2 * a.radius() : 2 * a.radius() * Math.sin(half);
            return new double[] {w * inch, a.radius() * inch};
        }
        throw new IllegalArgumentException("not drawn as a shape: " + t);
    }

    /** Draws {@code t} with its bounds at {@code at}. */
    static void draw(PageBuilder page, Template t, Place at, double bleed) {
        double x = at.x();
        double y = at.y();
        double w = at.width();
        double h = at.height();
        if (t instanceof Rectangle r) {
            page.paths.add(new Path(rect(at.grow(bleed)), "template-fill"));
            page.paths.add(new Path(rect(at), "template-cut"));
            Place text = caption(page, words(t), x + w / 2, y + h / 2, w * 0.9, h * 0.8);
            if (r.grid() > 0) {
                double step = w / (r.width() / r.grid());
                for (double gx = x + step; gx < x + w - 0.01; gx += step) {
                    lineAround(page, gx, y, gx, y + h, "template-grid", text);
                }
                step = h / (r.depth() / r.grid());
                for (double gy = y + step; gy < y + h - 0.01; gy += step) {
                    lineAround(page, x, gy, x + w, gy, "template-grid", text);
                }
            }
        } else if (t instanceof Circle c) {
            double r = w / 2;
            page.rings.add(new Ring(Num.pt(x + r), Num.pt(y + r), Num.pt(r + bleed), "template-fill"));
            page.rings.add(new Ring(Num.pt(x + r), Num.pt(y + r), Num.pt(r), "template-cut"));
            for (double ring : c.rings()) {
                page.rings.add(new Ring(Num.pt(x + r), Num.pt(y + r), Num.pt(r * ring / c.radius()), "template-ring"));
            }
            Place text = caption(page, words(t), x + r, y + r * 0.55, r * 1.3, r * 0.6);
            lineAround(page, x + r - 4, y + r, x + r + 4, y + r, "template-centre", text);
            lineAround(page, x + r, y + r - 4, x + r, y + r + 4, "template-centre", text);
        } else if (t instanceof Arc a) {
            arc(page, a, words(t), x + w / 2, y + h, h, false, bleed);
        } else {
            throw new IllegalArgumentException("not drawn as a shape: " + t);
        }
    }

    /** A line from (x1, y1) to (x2, y2) with a gap where it would cross {@code box}'s words. */
    static void lineAround(PageBuilder page, double x1, double y1, double x2, double y2, String role, Place box) {
        double[] inside = inside(x1, y1, x2, y2, box.grow(CLEAR));
        if (inside == null) {
            page.line(x1, y1, x2, y2, role);
            return;
        }
        double dx = x2 - x1;
        double dy = y2 - y1;
        if (inside[0] > 1e-6) {
            page.line(x1, y1, x1 + inside[0] * dx, y1 + inside[0] * dy, role);
        }
        if (inside[1] < 1 - 1e-6) {
            page.line(x1 + inside[1] * dx, y1 + inside[1] * dy, x2, y2, role);
        }
    }

    /** The stretch of a segment, as fractions of its length, that lies inside {@code box}; null if none. */
    static double[] inside(double x1, double y1, double x2, double y2, Place box) {
        double[] t = Clip.interval(x1, y1, x2, y2, box.x(), box.y(), box.x() + box.width(), box.y() + box.height());
        return t != null && t[0] < t[1] ? t : null;
    }

    /**
     * A fire arc from its apex (ax, ay) with the given radius in points, pointing up the page, or
     * down it when {@code down} (the second of a nested pair).
     */
    private static void arc(PageBuilder page, Arc a, List<String> words, double ax, double ay, double radius, boolean down, double bleed) {
        double dir = down ? 1 : -1;
        double half = Math.toRadians(a.degrees() / 2);
        page.paths.add(new Path(wedge(ax, ay - dir * bleed, radius + 2 * bleed, half, down), "template-fill"));
        page.paths.add(new Path(wedge(ax, ay, radius, half, down), "template-cut"));
        Place box = caption(page, words, ax, ay + dir * radius * 0.62, 2 * radius * Math.sin(Math.min(half, Math.PI / 2)) * 0.5,
                radius * 0.3);
        if (a.centred()) {
            lineAround(page, ax, ay, ax, ay + dir * radius, "template-centre", box);
        }
        for (double ray : a.rays()) {
            double ra = Math.toRadians(ray);
            lineAround(page, ax, ay, ax + radius * Math.sin(ra), ay + dir * radius * Math.cos(ra), "template-ray", box);
            if (Math.abs(ray) >= a.degrees() / 2 - 1e-9) {
                page.text(ax + radius * 0.93 * Math.sin(ra), ay + dir * radius * 0.93 * Math.cos(ra) + 3, Num.fmt(Math.abs(ray), 1) + "°",
                        "middle", "template-angle");
            }
        }
        page.text(ax, down ? ay - 3 : ay + 7, (down ? "▼" : "▲") + (a.centred() ? " the unit's front edge here" : " a front corner here"),
                "middle", "template-note");
    }

    /**
     * The width of two equal arcs nested head to tail, the second turned round beside the first
     * with their facing sides parallel {@code space} apart; or NaN when that is no narrower than
     * the two side by side (a wedge of 120 degrees or more).
     */
    static double nestedWidth(Arc a, double inch, double space) {
        double half = Math.toRadians(a.degrees() / 2);
        double r = a.radius() * inch;
        double w = size(a, inch)[0];
        double nested = 2 * r * Math.sin(half) + apexGap(half, r, space);
        return half < Math.PI / 2 && nested < 2 * w + space - 0.01 ? nested : Double.NaN;
    }

    /** How far apart the apexes of a nested pair stand across the page. */
    private static double apexGap(double half, double r, double space) {
        return (r * Math.sin(half) + space) / Math.cos(half);
    }

    /** Two equal arcs nested head to tail in the box {@code at} (as wide as {@link #nestedWidth}). */
    static void drawNested(PageBuilder page, Arc first, Arc second, Place at, double bleed, double space) {
        double half = Math.toRadians(first.degrees() / 2);
        double r = at.height();
        double ax = at.x() + r * Math.sin(half);
        arc(page, first, words(first), ax, at.y() + r, r, false, bleed);
        arc(page, second, words(second), ax + apexGap(half, r, space), at.y(), r, true, bleed);
    }

    private static List<String> words(Template t) {
        List<String> words = new ArrayList<>(List.of(t.title()));
        if (!t.note().isEmpty()) {
            words.add(t.note());
        }
        return words;
    }

    /**
     * The title and note centred on (cx, cy), each line at the largest size up to TEXT_MAX that fits
     * {@code width}; a note that would take more than {@code height} is left off (a small template
     * keeps its title); the box the words take.
     */
    private static Place caption(PageBuilder page, List<String> lines, double cx, double cy, double width, double height) {
        double lineSize = Math.min(TEXT_MAX, height / (lines.size() * 1.25 + 0.2));
        List<String> wrapped = new ArrayList<>();
        List<Double> sizes = new ArrayList<>();
        List<TextWidth> faces = new ArrayList<>();
        double total = 0;
        for (int i = 0; i < lines.size(); i++) {
            TextWidth face = i == 0 ? TextWidth.SANS_BOLD : TextWidth.SANS;
            double size = i == 0 ? lineSize : lineSize * 0.8;
            List<String> these = face.wrap(lines.get(i), size, width);
            if (i > 0 && total + these.size() * size * 1.2 > height + 0.01) {
                break;
            }
            for (String l : these) {
                wrapped.add(l);
                sizes.add(Math.min(size, face.fit(l, width, size)));
                faces.add(face);
                total += sizes.get(sizes.size() - 1) * 1.2;
            }
        }
        double widest = 0;
        for (int i = 0; i < wrapped.size(); i++) {
            widest = Math.max(widest, faces.get(i).of(wrapped.get(i), sizes.get(i)));
        }
        double y = cy - total / 2;
        for (int i = 0; i < wrapped.size(); i++) {
            y += sizes.get(i) * 1.2;
            String role = faces.get(i) == TextWidth.SANS_BOLD ? "template-title" : "template-note";
            page.text(cx, y - sizes.get(i) * 0.25, wrapped.get(i), "middle", role, sizes.get(i));
        }
        return new Place(cx - widest / 2, cy - total / 2, widest, total);
    }

    static String rect(Place p) {
        return "M" + Num.pt(p.x()) + " " + Num.pt(p.y()) + " H" + Num.pt(p.x() + p.width()) + " V" + Num.pt(p.y() + p.height())
                + " H" + Num.pt(p.x()) + " Z";
    }

    /** A wedge from its apex (ax, ay) pointing up the page (or down it), {@code half} radians either side. */
    static String wedge(double ax, double ay, double r, double half, boolean down) {
        double x1 = ax - r * Math.sin(half);
        double y1 = ay + (down ? 1 : -1) * r * Math.cos(half);
        double x2 = ax + r * Math.sin(half);
        return "M" + Num.pt(ax) + " " + Num.pt(ay) + " L" + Num.pt(x1) + " " + Num.pt(y1) + " A" + Num.pt(r) + " " + Num.pt(r)
                + " 0 " + (half > Math.PI / 2 ? 1 : 0) + " " + (down ? 0 : 1) + " " + Num.pt(x2) + " " + Num.pt(y1) + " Z";
    }

    /** The templates with each two fire arcs of the same shape taken as one piece where nested they are narrower than side by side and fit the sheet. */
    static List<List<Template>> nested(List<Template> shapes, Sheet sheet, double space) {
        List<List<Template>> out = new ArrayList<>();
        List<Template> left = new ArrayList<>(shapes);
        while (!left.isEmpty()) {
            Template t = left.remove(0);
            Template mate = null;
            if (t instanceof Arc a && nestedWidth(a, sheet.inch, space) <= sheet.area().width() + 0.01) {
                mate = left.stream().filter(o -> o instanceof Arc b && b.degrees() == a.degrees() && b.radius() == a.radius()).findFirst()
                        .orElse(null);
            }
            if (mate == null) {
                out.add(List.of(t));
            } else {
                left.remove(mate);
                out.add(List.of(t, mate));
            }
        }
        return out;
    }
}

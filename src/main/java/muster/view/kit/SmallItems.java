package muster.view.kit;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import muster.view.kit.IndexPages.Section;
import muster.view.kit.KitContent.Arc;
import muster.view.kit.KitContent.Counter;
import muster.view.kit.KitContent.Marker;
import muster.view.kit.KitContent.Ruler;
import muster.view.kit.KitContent.Template;
import muster.view.kit.KitContent.Track;

/**
 * The one-sided pages of small items, which share sheets: status markers (each size a grid), ruler
 * strips and templates flow one block under the other. When a ruler is longer than the paper is
 * wide, these pages are turned landscape, so the strips run along the long edge in the fewest pieces.
 */
final class SmallItems {

    private SmallItems() {
    }

    /**
     * Adds the small items' pages. {@code rest} are double-sided counters to lay first, on the first
     * page, with a back page after it; false, and nothing added, when these pages are turned
     * landscape or the counters do not all go on the first page.
     */
    static boolean add(KitContent content, Sheet portrait, List<PageBuilder> body, List<Section> sections, List<Counter> rest) {
        List<Ruler> rulers = rulers(content);
        Sheet sheet = strips(rulers, portrait.landscape()) < strips(rulers, portrait) ? portrait.landscape() : portrait;
        if (!rest.isEmpty() && sheet != portrait) {
            return false;
        }
        // templates after the markers and strips or before them, on the strips' sheets or on upright pages of
        // their own, equal fire arcs apart or nested head to tail: whichever takes the fewest pages, then
        // leaves the fewest pages with a single item
        List<PageBuilder> best = null;
        List<Section> bestSections = null;
        for (boolean nest : List.of(false, true)) {
            for (Sheet forTemplates : sheet == portrait ? List.of(sheet) : List.of(sheet, portrait)) {
                for (boolean templatesFirst : forTemplates == sheet ? List.of(false, true) : List.of(false)) {
                    List<Section> mine = new ArrayList<>();
                    List<PageBuilder> pages = build(content, rulers, sheet, forTemplates, templatesFirst, nest, mine, rest);
                    if (pages != null && (best == null || pages.size() < best.size()
                            || pages.size() == best.size() && lonely(pages) < lonely(best))) {
                        best = pages;
                        bestSections = mine;
                    }
                }
            }
        }
        if (best == null) {
            return false;
        }
        int base = body.size();
        body.addAll(best);
        for (Section s : bestSections) {
            sections.add(new Section(s.what(), base + s.first(), base + s.last(), s.duplex()));
        }
        return true;
    }

    /** The strips the rulers take on {@code sheet}. */
    static int strips(List<Ruler> rulers, Sheet sheet) {
        return rulers.stream().mapToInt(r -> Strips.pieces(r, sheet).size()).sum();
    }

    /** Pages that hold a single item. */
    static int lonely(List<PageBuilder> pages) {
        int n = 0;
        for (PageBuilder p : pages) {
            long items = p.markers.size() + p.fills.stream().filter(f -> f.role().equals("strip")).count()
                    + p.paths.stream().filter(x -> x.role().equals("template-cut")).count()
                    + p.rings.stream().filter(r -> r.role().equals("template-cut")).count();
            n += items <= 1 ? 1 : 0;
        }
        return n;
    }

    /**
     * Markers and strips on {@code sheet}, templates on {@code forTemplates} (the same flow when it is
     * the same paper), under the counters {@code rest} (then a back page follows the first); null when
     * those counters do not all go on the first page.
     */
    private static List<PageBuilder> build(KitContent content, List<Ruler> rulers, Sheet sheet, Sheet forTemplates, boolean templatesFirst,
            boolean nest, List<Section> mine, List<Counter> rest) {
        Flow flow = new Flow(sheet, "sheets");
        List<CounterPages.Placed> counters = new ArrayList<>();
        CounterPages.place(rest, sheet, flow, counters, null);
        if (counters.stream().anyMatch(c -> c.page() != 0)) {
            return null;
        }
        List<Template> shapes = content.templates().stream().filter(t -> !(t instanceof KitContent.Line)).toList();
        Flow own = shapes.isEmpty() || forTemplates == sheet ? flow : new Flow(forTemplates, "sheets");
        if (templatesFirst) {
            templates(shapes, own, 0, nest, mine);
        }

        Map<String, List<Marker>> groups = new LinkedHashMap<>();
        for (Marker m : content.markers()) {
            for (int i = 0; i < m.count(); i++) {
                groups.computeIfAbsent(m.width() + "x" + m.depth(), k -> new ArrayList<>()).add(m);
            }
        }
        int[] span = {-1, -1};
        int total = 0;
        for (List<Marker> group : groups.values()) {
            Marker m0 = group.get(0);
            double w = m0.width() * sheet.inch;
            double h = m0.depth() * sheet.inch;
            double gutter = 2 * sheet.bleed;
            flow.grid(chunks(group, Grid.count(sheet.area().width(), w, gutter)), w, h, gutter, "markers", true, (m, on) -> {
                on.page().markers.add(Faces.marker(m, on.at(), sheet.bleed));
                note(span, on.index());
            });
            total += group.size();
        }
        if (total > 0) {
            mine.add(new Section("status markers (" + total + ")" + (flow.besideTemplates() ? "; those beside a template: cut down "
                    + "between them at the marks above and below, then across at the markers' own marks" : ""), span[0], span[1], false));
        }

        if (!rulers.isEmpty()) {
            int[] rs = {-1, -1};
            List<String> how = new ArrayList<>();
            for (Ruler r : rulers) {
                List<Strips.Piece> pieces = Strips.pieces(r, sheet);
                double w = Strips.width(pieces.get(0), sheet);
                double gutter = 2 * sheet.bleed;
                // strips of one height share a grid: past a track's reach the strips lose its row
                Map<Double, List<Strips.Piece>> byHeight = new LinkedHashMap<>();
                pieces.forEach(p -> byHeight.computeIfAbsent(Strips.height(p), k -> new ArrayList<>()).add(p));
                byHeight.forEach((h, same) -> flow.grid(chunks(same, Grid.count(sheet.area().width(), w, gutter)), w, h, gutter, "rulers",
                        (p, on) -> {
                            Strips.draw(on.page(), p, on.at(), sheet);
                            note(rs, on.index());
                        }));
                how.add(r.title() + " " + Strips.describe(pieces));
            }
            mine.add(new Section((rulers.size() == 1 ? "ruler: " : "rulers: ") + String.join("; ", how), rs[0], rs[1], false));
        }
        if (!templatesFirst) {
            templates(shapes, own, own == flow ? 0 : flow.pages.size(), nest, mine);
        }
        List<PageBuilder> out = new ArrayList<>(flow.finish());
        if (own != flow) {
            out.addAll(own.finish());
        }
        if (counters.isEmpty()) {
            return out;
        }
        // the first page goes double-sided: its back turns the counters over and leaves the rest blank
        out.add(1, CounterPages.back(out.get(0), 0, counters, sheet, IndexPages.size(rest.get(0)) + " counters, backs"));
        List<Section> shifted = new ArrayList<>();
        shifted.add(new Section(rest.size() + " more counters of " + IndexPages.size(rest.get(0)) + " (" + CounterPages.sides(rest)
                + "), fronts and backs", 0, 1, true));
        for (Section s : mine) {
            shifted.add(new Section(s.what(), s.first() == 0 ? 0 : s.first() + 1, s.last() == 0 ? 0 : s.last() + 1, s.duplex()));
        }
        mine.clear();
        mine.addAll(shifted);
        return out;
    }

    /** The templates in {@code flow}, measured and nested on the flow's own paper. */
    private static void templates(List<Template> shapes, Flow flow, int before, boolean nest, List<Section> mine) {
        if (shapes.isEmpty()) {
            return;
        }
        Sheet sheet = flow.sheet();
        double space = Math.max(Shapes.SPACE, 2 * sheet.bleed);
        List<List<Template>> pieces = nest ? nested(shapes, sheet, space) : shapes.stream().map(List::of).toList();
        List<double[]> sizes = pieces.stream().map(p -> p.size() == 1 ? Shapes.size(p.get(0), sheet.inch)
                : new double[] {Shapes.nestedWidth((Arc) p.get(0), sheet.inch, space), Shapes.size(p.get(0), sheet.inch)[1]}).toList();
        int[] ts = {-1, -1};
        flow.shelves(sizes, space, "templates", (i, on) -> {
            List<Template> piece = pieces.get(i);
            if (piece.size() == 1) {
                Shapes.draw(on.page(), piece.get(0), on.at(), sheet.bleed);
            } else {
                Shapes.drawNested(on.page(), (Arc) piece.get(0), (Arc) piece.get(1), on.at(), sheet.bleed, space);
            }
            note(ts, on.index());
        });
        mine.add(new Section("templates (" + shapes.size() + "), cut round their outlines", before + ts[0], before + ts[1], false));
    }

    /** The templates with each two fire arcs of the same shape taken as one piece where nested they are narrower than side by side and fit the sheet. */
    static List<List<Template>> nested(List<Template> shapes, Sheet sheet, double space) {
        List<List<Template>> out = new ArrayList<>();
        List<Template> left = new ArrayList<>(shapes);
        while (!left.isEmpty()) {
            Template t = left.remove(0);
            Template mate = null;
            if (t instanceof Arc a && Shapes.nestedWidth(a, sheet.inch, space) <= sheet.area().width() + 0.01) {
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

    private static void note(int[] span, int page) {
        span[0] = span[0] < 0 ? page : Math.min(span[0], page);
        span[1] = Math.max(span[1], page);
    }

    /** Rulers, and line templates drawn as rulers with one band. */
    static List<Ruler> rulers(KitContent content) {
        // a rule set's ruler is one stick, as long as its bands say something: its short rows end on its first strips
        List<Ruler> rulers = new ArrayList<>(content.rulers().stream().map(ShortStick::of).toList());
        for (Template t : content.templates()) {
            if (t instanceof KitContent.Line line) {
                rulers.add(new Ruler(line.title(), (int) Math.ceil(line.length() - 1e-9),
                        List.of(new Track(line.title(), List.of(new KitContent.Band(0, line.length(), line.note()))))));
            }
        }
        return rulers;
    }

    static <T> List<List<T>> chunks(List<T> items, int size) {
        List<List<T>> out = new ArrayList<>();
        for (int i = 0; i < items.size(); i += size) {
            out.add(items.subList(i, Math.min(items.size(), i + size)));
        }
        return out;
    }
}

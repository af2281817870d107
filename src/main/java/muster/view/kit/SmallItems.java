package muster.view.kit;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;
import muster.view.Num;
import muster.view.kit.IndexPages.Section;
import muster.view.kit.KitContent.Arc;
import muster.view.kit.KitContent.Counter;
import muster.view.kit.KitContent.Marker;
import muster.view.kit.KitContent.Ruler;
import muster.view.kit.KitContent.Template;
import muster.view.kit.KitContent.Track;
import muster.view.kit.KitView.Place;

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
     * page (an upright one), with a back page after it; false, and nothing added, when the counters do
     * not all go on that page.
     */
    static boolean add(KitContent content, Sheet portrait, List<PageBuilder> body, List<Section> sections, List<Counter> rest) {
        List<Ruler> sticks = sticks(content);
        Sheet sheet = strips(sticks, portrait.landscape()) < strips(sticks, portrait) ? portrait.landscape() : portrait;
        List<Ruler> rulers = rulers(content, sheet);
        boolean turned = sheet != portrait;
        // templates after the markers and strips or before them; when the strips' pages are turned, templates
        // and markers on them or on upright pages of their own; equal fire arcs apart or nested head to tail; a ruler's
        // strips on one sheet or run over two: whichever is {@link KitLayout#better}
        List<PageBuilder> best = null;
        List<Section> bestSections = null;
        for (boolean nest : List.of(false, true)) {
            for (boolean templatesUpright : turned ? List.of(false, true) : List.of(false)) {
                for (boolean markersUpright : turned ? List.of(false, true) : List.of(false)) {
                    for (boolean templatesFirst : List.of(false, true)) {
                        for (boolean whole : List.of(false, true)) {
                            List<Section> mine = new ArrayList<>();
                            Layout layout = new Layout(sheet, portrait, templatesUpright, markersUpright, templatesFirst, nest, whole);
                            List<PageBuilder> pages = build(content, rulers, layout, mine, rest);
                            if (pages != null && (best == null || KitLayout.better(pages, best, true))) {
                                best = pages;
                                bestSections = mine;
                            }
                        }
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

    /**
     * One way to lay the small items out: the strips' paper, which items go on upright pages of their
     * own, and whether a ruler's strips start a new page rather than run over one (its last strip
     * alone on a sheet).
     */
    private record Layout(Sheet sheet, Sheet portrait, boolean templatesUpright, boolean markersUpright, boolean templatesFirst,
            boolean nest, boolean wholeRulers) {
    }

    /** What a section of the index names, on which flow's pages, and whether they print double-sided. */
    private record Span(String what, Flow flow, int[] pages, boolean duplex) {
        Span(String what, Flow flow, int[] pages) {
            this(what, flow, pages, false);
        }
    }

    /** The strips the rulers take on {@code sheet}. */
    static int strips(List<Ruler> rulers, Sheet sheet) {
        return rulers.stream().mapToInt(r -> Strips.pieces(r, sheet).size()).sum();
    }

    /**
     * Markers, strips and templates as {@code layout} says, under the counters {@code rest} on the
     * first upright page (then a back page follows it); null when those counters do not all go on it.
     */
    private static List<PageBuilder> build(KitContent content, List<Ruler> rulers, Layout layout, List<Section> mine, List<Counter> rest) {
        Sheet sheet = layout.sheet();
        Flow flow = new Flow(sheet, "sheets");
        Flow upright = sheet == layout.portrait() ? flow : new Flow(layout.portrait(), "sheets");
        List<CounterPages.Placed> counters = new ArrayList<>();
        CounterPages.place(rest, content.counters(), layout.portrait(), upright, counters, null);
        if (counters.stream().anyMatch(c -> c.page() != 0)) {
            return null;
        }
        List<Span> spans = new ArrayList<>();
        // two-sided markers on upright pages, each of which a back page follows, at the head of the double-sided run
        List<Turned> turned = new ArrayList<>();
        int[] twoSpan = {-1, -1};
        List<Marker> twoSided = content.markers().stream().filter(m -> m.back().isPresent()).toList();
        int two = markers(twoSided, upright, false, twoSpan, (m, on) -> turned.add(new Turned(on.page(), m, on.at())));
        if (two > 0) {
            String which = String.join(", ", twoSided.stream().map(m -> m.text() + "/" + m.back().get().text()).distinct().toList());
            spans.add(new Span(which + " markers (" + two + "), fronts and backs", upright, twoSpan, true));
        }
        List<Template> shapes = content.templates().stream().filter(t -> !(t instanceof KitContent.Line)).toList();
        Flow own = layout.templatesUpright() ? upright : flow;
        if (layout.templatesFirst()) {
            templates(shapes, own, layout.nest(), spans);
        }

        Flow forMarkers = layout.markersUpright() ? upright : flow;
        int[] span = {-1, -1};
        int total = markers(content.markers().stream().filter(m -> m.back().isEmpty()).toList(), forMarkers, true, span, (m, on) -> { });
        if (total > 0) {
            spans.add(new Span("status markers (" + total + ")" + (forMarkers.besideTemplates() ? "; those beside a template: cut down "
                    + "between them at the marks above and below, then across at the markers' own marks" : ""), forMarkers, span));
        }

        if (!rulers.isEmpty()) {
            int[] rs = {-1, -1};
            List<String> how = new ArrayList<>();
            for (Ruler r : rulers) {
                List<Strips.Piece> pieces = Strips.pieces(r, sheet);
                double w = Strips.width(pieces.get(0), sheet);
                // strips are cut apart with scissors, each along its own line
                double gutter = Math.max(2 * sheet.bleed, Strips.GAP);
                // strips of one height share a grid: past a track's reach the strips lose its row
                Map<Double, List<Strips.Piece>> byHeight = new LinkedHashMap<>();
                pieces.forEach(p -> byHeight.computeIfAbsent(Strips.height(p, sheet.inch), k -> new ArrayList<>()).add(p));
                int columns = Grid.count(sheet.area().width(), w, gutter);
                byHeight.forEach((h, same) -> {
                    List<List<Strips.Piece>> rows = chunks(same, columns);
                    if (layout.wholeRulers() && !flow.fits(rows.size(), h, gutter)) {
                        flow.startPage();
                    }
                    flow.grid(rows, w, h, gutter, "rulers", (p, on) -> {
                        Strips.draw(on.page(), p, on.at(), sheet);
                        note(rs, on.index());
                    });
                });
                how.add(describe(r, pieces, how));
            }
            List<String> notes = rulers.stream().map(Ruler::note).filter(n -> !n.isEmpty()).toList();
            spans.add(new Span((rulers.size() == 1 ? "ruler: " : "rulers: ") + String.join("; ", how)
                    + (notes.isEmpty() ? "" : ". " + String.join(". ", notes)), flow, rs));
        }
        if (!layout.templatesFirst()) {
            templates(shapes, own, layout.nest(), spans);
        }
        // the upright pages go first when they hold counters or two-sided markers, so their backs follow them at once
        boolean duplex = !counters.isEmpty() || two > 0;
        List<Flow> order = upright == flow ? List.of(flow) : duplex ? List.of(upright, flow) : List.of(flow, upright);
        List<PageBuilder> out = new ArrayList<>();
        Map<Flow, Integer> base = new IdentityHashMap<>();
        for (Flow f : order) {
            base.put(f, out.size());
            out.addAll(f.finish());
        }
        List<Section> sections = spans.stream().map(s -> new Section(s.what(), base.get(s.flow()) + s.pages()[0],
                base.get(s.flow()) + s.pages()[1], s.duplex())).toList();
        if (!duplex) {
            mine.addAll(sections);
            return out;
        }
        String sizes = String.join(" and ", rest.stream().map(IndexPages::size).distinct().toList());
        if (!counters.isEmpty()) {
            // "more" only after pages of counters: a kit whose counters all go here has none before them
            String many = rest.size() < content.counters().size() ? rest.size() + " more " + (rest.size() == 1 ? "counter" : "counters")
                    : Num.count(rest.size(), "counter", "counters");
            mine.add(new Section(many + " of " + sizes + " (" + CounterPages.sides(rest) + "), fronts and backs", 0, 0,
                    true));
        }
        mine.addAll(sections);
        // each page with counters or two-sided markers goes double-sided: its back turns them over and leaves the rest blank
        List<PageBuilder> fronts = List.copyOf(out);
        List<PageBuilder> withBacks = new ArrayList<>();
        int[] shift = new int[fronts.size()];
        for (int i = 0; i < fronts.size(); i++) {
            PageBuilder front = fronts.get(i);
            shift[i] = withBacks.size() - i;
            withBacks.add(front);
            boolean markersHere = turned.stream().anyMatch(t -> t.page() == front);
            if (i == 0 && !counters.isEmpty() || markersHere) {
                PageBuilder back = i == 0 && !counters.isEmpty()
                        ? CounterPages.back(front, 0, counters, layout.portrait(), sizes + " counters, backs")
                        : new PageBuilder("markers", true, "markers, backs");
                turn(back, turned, front, layout.portrait());
                withBacks.add(back);
            }
        }
        List<Section> shifted = new ArrayList<>();
        for (Section s : mine) {
            // a double-sided section runs to its last front's back
            int last = s.last() + shift[s.last()] + (s.duplex() ? 1 : 0);
            shifted.add(new Section(s.what(), s.first() + shift[s.first()], last, s.duplex()));
        }
        mine.clear();
        mine.addAll(shifted);
        return withBacks;
    }

    /** A two-sided marker placed on a front page, for its back page. */
    private record Turned(PageBuilder page, Marker marker, Place at) {
    }

    /** The backs of the two-sided markers placed on {@code front}, each behind its front, on {@code back}. */
    private static void turn(PageBuilder back, List<Turned> turned, PageBuilder front, Sheet sheet) {
        List<Place> at = new ArrayList<>();
        if (back.trim != null) {
            at.add(back.trim);
        }
        // the backs in one type size too, as their fronts
        double size = turned.stream().map(t -> t.marker().turned()).distinct()
                .mapToDouble(m -> Faces.markerSize(m, m.width() * sheet.inch, m.depth() * sheet.inch)).min().orElse(Faces.LABEL_MAX);
        for (Turned t : turned) {
            if (t.page() == front) {
                back.markers.add(Faces.marker(t.marker().turned(), sheet.mirror(t.at()), sheet.bleed, size));
                at.add(sheet.mirror(t.at()));
            }
        }
        back.trim = Flow.bounds(at);
    }

    /** Status markers in grids of one size each on {@code flow}; how many. */
    private static int markers(List<Marker> markers, Flow flow, boolean besideTemplates, int[] span, BiConsumer<Marker, Flow.PlacedOn> also) {
        Map<String, List<Marker>> groups = new LinkedHashMap<>();
        for (Marker m : markers) {
            for (int i = 0; i < m.count(); i++) {
                groups.computeIfAbsent(m.width() + "x" + m.depth(), k -> new ArrayList<>()).add(m);
            }
        }
        int total = 0;
        Sheet sheet = flow.sheet();
        for (List<Marker> group : groups.values()) {
            Marker m0 = group.get(0);
            double w = m0.width() * sheet.inch;
            double h = m0.depth() * sheet.inch;
            double gutter = 2 * sheet.bleed;
            // the markers of a size in one type size, the one the longest words take ("Suppressed" no smaller than "Routing")
            double size = group.stream().distinct().mapToDouble(m -> Faces.markerSize(m, w, h)).min().orElse(Faces.LABEL_MAX);
            flow.grid(chunks(group, Grid.count(sheet.area().width(), w, gutter)), w, h, gutter, "markers", besideTemplates, (m, on) -> {
                on.page().markers.add(Faces.marker(m, on.at(), sheet.bleed, size));
                note(span, on.index());
                also.accept(m, on);
            });
            total += group.size();
        }
        return total;
    }

    /** The templates in {@code flow}, measured and nested on the flow's own paper. */
    private static void templates(List<Template> shapes, Flow flow, boolean nest, List<Span> spans) {
        if (shapes.isEmpty()) {
            return;
        }
        Sheet sheet = flow.sheet();
        double space = Math.max(Shapes.SPACE, 2 * sheet.bleed);
        List<List<Template>> pieces = nest ? Shapes.nested(shapes, sheet, space) : shapes.stream().map(List::of).toList();
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
        spans.add(new Span("templates (" + shapes.size() + "), cut round their outlines", flow, ts));
    }

    /** A ruler for the index; an extension joins its stick's line: "Ranges to 24" and its long-range extension to 48", each in 3 strips ...". */
    private static String describe(Ruler r, List<Strips.Piece> pieces, List<String> before) {
        String strips = Strips.describe(pieces);
        if (r.start() == 0 || before.isEmpty()) {
            return r.title() + (r.extended() ? " to " + Num.inches(r.inches()) : "") + " " + strips;
        }
        String stick = before.remove(before.size() - 1);
        String extension = "its long-range extension to " + Num.inches(r.inches());
        if (stick.endsWith(" " + strips)) {
            String title = stick.substring(0, stick.length() - strips.length() - 1);
            return title + " and " + extension + ", each " + strips;
        }
        return stick + ", and " + extension + " " + strips;
    }

    private static void note(int[] span, int page) {
        span[0] = span[0] < 0 ? page : Math.min(span[0], page);
        span[1] = Math.max(span[1], page);
    }

    /** Rulers as printed on {@code sheet}: a long one as a stick and its long-range extension, cut where a strip ends. */
    static List<Ruler> rulers(KitContent content, Sheet sheet) {
        List<Ruler> sticks = sticks(content);
        List<Ruler> out = new ArrayList<>();
        for (int i = 0; i < sticks.size(); i++) {
            // the rule set's rulers; line templates after them stay whole
            out.addAll(i < content.rulers().size() ? LongRange.split(sticks.get(i), sheet) : List.of(sticks.get(i)));
        }
        return out;
    }

    /** Rulers whole, and line templates drawn as rulers with one band. */
    static List<Ruler> sticks(KitContent content) {
        // a rule set's ruler is one stick, as long as its bands say something (its short rows end on its first strips)
        List<Ruler> rulers = new ArrayList<>(content.rulers().stream().map(ShortStick::of).toList());
        for (Template t : content.templates()) {
            if (t instanceof KitContent.Line line) {
                rulers.add(new Ruler(line.title(), 0, (int) Math.ceil(line.length() - 1e-9),
                        List.of(new Track(line.title(), List.of(new KitContent.Band(0, line.length(), "")))), false,
                        line.note().isEmpty() ? "" : line.title() + ": " + line.note()));
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

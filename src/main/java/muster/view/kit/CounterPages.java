package muster.view.kit;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;
import muster.view.Num;
import muster.view.kit.IndexPages.Section;
import muster.view.kit.KitContent.Counter;
import muster.view.kit.KitView.Place;

/**
 * The counter pages: counters of one size in a grid, side after side (each side starts a new row,
 * so a cut across the sheet parts the sides), and the next size under the last on the same sheet
 * when it has room. With backs when any counter has a second state: each back page puts every
 * counter at the mirror of its front.
 */
final class CounterPages {

    private CounterPages() {
    }

    /** A counter on a page of the flow, its label at {@code size}, the size its sheet's counters share. */
    record Placed(Counter counter, int page, Place at, double size) {
    }

    static void add(KitContent content, Sheet sheet, boolean duplex, List<PageBuilder> body, List<Section> sections) {
        add(content.counters(), content.counters(), sheet, duplex, body, sections);
    }

    /** The counters that land on the last counter page: with the small items, that page's room is not left empty. */
    static List<Counter> lastPage(List<Counter> counters, Sheet sheet) {
        Flow flow = new Flow(sheet, "counters");
        List<Placed> placed = new ArrayList<>();
        place(counters, counters, sheet, flow, placed, null, shares(counters, counters, sheet));
        int last = flow.pages.size() - 1;
        return placed.stream().filter(p -> p.page() == last).map(Placed::counter).toList();
    }

    /** {@code counters} on pages of their own; their labels at the size each kind of {@code all} the kit's counters shares. */
    static void add(List<Counter> counters, List<Counter> all, Sheet sheet, boolean duplex, List<PageBuilder> body,
            List<Section> sections) {
        if (counters.isEmpty()) {
            return;
        }
        Flow flow = new Flow(sheet, "counters");
        List<Placed> placed = new ArrayList<>();
        List<int[]> spans = new ArrayList<>();
        List<String> whats = new ArrayList<>();
        place(counters, all, sheet, flow, placed, (group, span) -> {
            spans.add(span);
            whats.add(Num.count(group.size(), "counter", "counters") + " of " + IndexPages.size(group.get(0)) + " (" + sides(group) + ")"
                    + (duplex ? ", fronts and backs" : ""));
        }, shares(counters, all, sheet));
        List<PageBuilder> fronts = flow.finish();
        int base = body.size();
        int step = duplex ? 2 : 1;
        for (int i = 0; i < fronts.size(); i++) {
            PageBuilder front = fronts.get(i);
            String caption = front.caption;
            if (duplex) {
                front.caption = caption + ", fronts";
            }
            body.add(front);
            if (duplex) {
                body.add(back(front, i, placed, sheet, caption + ", backs"));
            }
        }
        for (int g = 0; g < spans.size(); g++) {
            sections.add(new Section(whats.get(g), base + spans.get(g)[0] * step, base + spans.get(g)[1] * step + step - 1, duplex));
        }
    }

    /**
     * How many of a size's short rows move up into the room of an earlier short row (a side's last
     * row then shares a row with another side's): the fewest that bring the counters onto the fewest
     * pages, so a side's last few counters take the room left on a page rather than a sheet of their own.
     */
    static int shares(List<Counter> counters, List<Counter> all, Sheet sheet) {
        int best = 0;
        int fewest = Integer.MAX_VALUE;
        for (int shares = 0; shares <= SHARES_TRIED; shares++) {
            Flow dry = new Flow(sheet, "counters");
            place(counters, all, sheet, dry, new ArrayList<>(), null, shares);
            if (dry.pages.size() < fewest) {
                fewest = dry.pages.size();
                best = shares;
            }
        }
        return best;
    }

    /** A side's short row is its last, so a size's short rows are at most as many as its sides. */
    private static final int SHARES_TRIED = 6;

    static void place(List<Counter> counters, List<Counter> all, Sheet sheet, Flow flow, List<Placed> placed,
            BiConsumer<List<Counter>, int[]> done) {
        place(counters, all, sheet, flow, placed, done, 0);
    }

    /**
     * Lays {@code counters} out in {@code flow}: by size, each size's counters side by side (HQs join
     * their own side), every side starting a row but for the last {@code shares} short rows of each
     * size, which join an earlier short row with room for them; each label at the size the counters of
     * its size among {@code all} share. {@code done} hears of each size's group and its pages.
     */
    static void place(List<Counter> counters, List<Counter> all, Sheet sheet, Flow flow, List<Placed> placed,
            BiConsumer<List<Counter>, int[]> done, int shares) {
        Map<String, List<Counter>> groups = new LinkedHashMap<>();
        for (Counter c : counters) {
            groups.computeIfAbsent(c.width() + "x" + c.depth(), k -> new ArrayList<>()).add(c);
        }
        for (List<Counter> unsorted : groups.values()) {
            List<Counter> group = unsorted.stream().sorted(Comparator.comparing(Counter::sideClass)).toList();
            Counter first = group.get(0);
            double w = first.width() * sheet.inch;
            double h = first.depth() * sheet.inch;
            double gutter = 2 * sheet.bleed;
            int columns = Grid.count(sheet.area().width(), w, gutter);
            List<List<Counter>> rows = new ArrayList<>();
            String side = null;
            for (Counter c : group) {
                if (rows.isEmpty() || rows.get(rows.size() - 1).size() >= columns || !c.side().equals(side)) {
                    rows.add(new ArrayList<>());
                }
                rows.get(rows.size() - 1).add(c);
                side = c.side();
            }
            share(rows, columns, shares);
            // the labels of one kind share a size, the largest the longest takes, as the cards of a pack do
            double size = all.stream().filter(c -> c.width() == first.width() && c.depth() == first.depth())
                    .mapToDouble(c -> Faces.labelSize(c, w, h)).min().orElse(Faces.LABEL_MAX);
            int start = flow.pages.isEmpty() ? 0 : flow.currentPage();
            int[] span = {-1, -1};
            flow.grid(rows, w, h, gutter, IndexPages.size(first) + " counters", (c, on) -> {
                on.page().counters.add(Faces.counter(c, on.at(), sheet.bleed, false, size));
                placed.add(new Placed(c, on.index(), on.at(), size));
                span[0] = span[0] < 0 ? on.index() : span[0];
                span[1] = on.index();
            });
            if (done != null) {
                done.accept(group, span[0] < 0 ? new int[] {start, start} : span);
            }
        }
    }

    /** Moves up to {@code shares} short rows, the last first, each into the nearest earlier short row with room for it. */
    static void share(List<List<Counter>> rows, int columns, int shares) {
        int moved = 0;
        for (int r = rows.size() - 1; r > 0 && moved < shares; r--) {
            List<Counter> row = rows.get(r);
            if (row.size() >= columns) {
                continue;
            }
            for (int q = r - 1; q >= 0; q--) {
                if (rows.get(q).size() + row.size() <= columns) {
                    rows.get(q).addAll(row);
                    rows.remove(r);
                    moved++;
                    break;
                }
            }
        }
    }

    /** The back of a page of {@code flow}'s: the counters placed on it turned over, each behind its front. */
    static PageBuilder back(PageBuilder front, int page, List<Placed> placed, Sheet sheet, String caption) {
        PageBuilder back = new PageBuilder("counters", true, caption);
        List<Place> at = new ArrayList<>();
        for (Placed p : placed) {
            if (p.page() == page) {
                back.counters.add(Faces.counter(p.counter(), sheet.mirror(p.at()), sheet.bleed, true, p.size()));
                at.add(p.at());
            }
        }
        Place bounds = Flow.bounds(at);
        back.trim = bounds == null ? null : sheet.mirror(bounds);
        return back;
    }

    /** The sides whose counters these are, in order: "V Corps and Linares' garrison". */
    static String sides(List<Counter> counters) {
        List<String> names = counters.stream().map(Counter::side).distinct().toList();
        return names.size() == 1 ? names.get(0)
                : String.join(", ", names.subList(0, names.size() - 1)) + " and " + names.get(names.size() - 1);
    }
}

package muster.view.kit;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.function.BiConsumer;
import muster.view.kit.KitView.Place;

/**
 * Fills pages with blocks, one under the other, so small items share a sheet: a block is a grid
 * of items of one size (counters, markers, ruler strips) or a row of templates. Blocks stand a
 * mark zone apart; each block's vertical crop marks sit in the zone above and below it (a page's
 * first block uses the top margin), its horizontal marks in the side margins, so a guillotine
 * first parts the blocks, then cuts each one as its own marks show.
 */
final class Flow {

    /** Room between two blocks: each one's vertical crop marks take half of it. */
    static final double BETWEEN = Sheet.MARK_ZONE;

    private final Sheet sheet;
    private final String kind;
    final List<PageBuilder> pages = new ArrayList<>();
    /** Per page, its blocks in order: the items' places and whether they get vertical marks. */
    private final List<List<Block>> blocks = new ArrayList<>();
    /** Per page, what is on it, for the footer. */
    private final List<LinkedHashSet<String>> what = new ArrayList<>();

    /** A grid that stands beside a row of templates, in the room right of its last template. */
    private record Beside(Block host, Block block, double parting) {
    }

    /** Per page, the grids beside its template rows. */
    private final List<List<Beside>> beside = new ArrayList<>();

    private record Block(List<Place> items, boolean vertical) {
        double top() {
            return items.stream().mapToDouble(Place::y).min().orElse(0);
        }

        double bottom() {
            return items.stream().mapToDouble(p -> p.y() + p.height()).max().orElse(0);
        }
    }

    Flow(Sheet sheet, String kind) {
        this.sheet = sheet;
        this.kind = kind;
    }

    Sheet sheet() {
        return sheet;
    }

    /** The index of the page a block placed now would start on (the current page if one is open). */
    int currentPage() {
        return Math.max(0, pages.size() - 1);
    }

    private void newPage() {
        PageBuilder page = new PageBuilder(kind, false, "");
        page.sheet = sheet;
        pages.add(page);
        blocks.add(new ArrayList<>());
        beside.add(new ArrayList<>());
        what.add(new LinkedHashSet<>());
    }

    /** Where the next block may start on the current page: under the last block, or the top of the area. */
    private double nextTop(double gutter) {
        if (pages.isEmpty()) {
            return Double.NaN;
        }
        List<Block> on = blocks.get(blocks.size() - 1);
        return on.isEmpty() ? sheet.area().y() + gutter / 2 : on.get(on.size() - 1).bottom() + BETWEEN + gutter / 2;
    }

    /** Whether {@code rows} rows of items {@code h} points tall fit under the last block of the current page (an open page with room). */
    boolean fits(int rows, double h, double gutter) {
        double top = nextTop(gutter);
        return !Double.isNaN(top) && (int) Math.floor((bottom() - top + gutter) / (h + gutter) + 1e-9) >= rows;
    }

    /** Starts a new page when the current one holds something, so the next block goes at the top of a sheet. */
    void startPage() {
        if (!pages.isEmpty() && !blocks.get(blocks.size() - 1).isEmpty()) {
            newPage();
        }
    }

    private double bottom() {
        Place a = sheet.area();
        return a.y() + a.height();
    }

    /**
     * Places {@code rows} of items {@code w} x {@code h} points, each row left to right (at most as
     * many as the area's width holds), as many rows as fit on the current page, then on new pages.
     */
    <T> void grid(List<List<T>> rows, double w, double h, double gutter, String caption, BiConsumer<T, PlacedOn> draw) {
        grid(rows, w, h, gutter, caption, false, draw);
    }

    /**
     * As {@link #grid}, but when {@code besideTemplates} the items first fill the room right of any
     * page's template rows, a grid per row, then run on as full rows.
     */
    <T> void grid(List<List<T>> rows, double w, double h, double gutter, String caption, boolean besideTemplates,
            BiConsumer<T, PlacedOn> draw) {
        Place area = sheet.area();
        if (besideTemplates) {
            List<T> items = new ArrayList<>();
            rows.forEach(items::addAll);
            int next = fillBeside(items, w, h, gutter, caption, draw);
            if (next > 0) {
                rows = SmallItems.chunks(items.subList(next, items.size()), Grid.count(area.width(), w, gutter));
            }
        }
        int columns = Grid.count(area.width(), w, gutter);
        int r = 0;
        while (r < rows.size()) {
            double top = nextTop(gutter);
            int fit = Double.isNaN(top) ? 0 : (int) Math.floor((bottom() - top + gutter) / (h + gutter) + 1e-9);
            if (fit < 1) {
                if (!pages.isEmpty() && blocks.get(blocks.size() - 1).isEmpty()) {
                    fit = 1; // an item taller than the area still gets a page
                } else {
                    newPage();
                    continue;
                }
            }
            double used = columns * w + (columns - 1) * gutter;
            double left = area.x() + (area.width() - used) / 2;
            List<Place> places = new ArrayList<>();
            int page = pages.size() - 1;
            for (int k = 0; k < fit && r < rows.size(); k++, r++) {
                List<T> row = rows.get(r);
                for (int c = 0; c < row.size(); c++) {
                    Place at = new Place(left + c * (w + gutter), top + k * (h + gutter), w, h);
                    places.add(at);
                    draw.accept(row.get(c), new PlacedOn(pages.get(page), page, at));
                }
            }
            blocks.get(page).add(new Block(new ArrayList<>(places), true));
            what.get(page).add(caption);
        }
    }

    /** Room left between a template and a grid beside it: a parting cut, then the grid's own marks. */
    private static final double PARTING = 0.12 * Sheet.IN;
    private static final double BESIDE_GAP = 0.45 * Sheet.IN;

    /** Lays items in the room right of template rows that have none beside them yet; the count laid. */
    private <T> int fillBeside(List<T> items, double w, double h, double gutter, String caption, BiConsumer<T, PlacedOn> draw) {
        Place area = sheet.area();
        double right = area.x() + area.width();
        int n = 0;
        for (int p = 0; p < blocks.size() && n < items.size(); p++) {
            for (Block row : blocks.get(p)) {
                if (n >= items.size()) {
                    break;
                }
                if (row.vertical() || row.items().isEmpty() || beside.get(p).stream().anyMatch(b -> b.host() == row)) {
                    continue;
                }
                double lastRight = row.items().stream().mapToDouble(x -> x.x() + x.width()).max().orElse(0);
                double x0 = lastRight + BESIDE_GAP;
                int columns = Grid.count(right - x0, w, gutter);
                int fit = (int) Math.floor((row.bottom() - row.top() + gutter) / (h + gutter) + 1e-9);
                if (x0 + w > right + 0.01 || fit < 1) {
                    continue;
                }
                List<Place> places = new ArrayList<>();
                for (int k = 0; k < fit && n < items.size(); k++) {
                    for (int c = 0; c < columns && n < items.size(); c++, n++) {
                        Place at = new Place(x0 + c * (w + gutter), row.top() + k * (h + gutter), w, h);
                        places.add(at);
                        draw.accept(items.get(n), new PlacedOn(pages.get(p), p, at));
                    }
                }
                beside.get(p).add(new Beside(row, new Block(places, true), lastRight + PARTING));
                what.get(p).add(caption);
            }
        }
        return n;
    }

    /** Where an item was placed: its page (and the page's index in this flow) and its place. */
    record PlacedOn(PageBuilder page, int index, Place at) {
    }

    /**
     * Templates of the given sizes in rows: each goes on the first row (of any page) with room, else
     * on a new row under the last block of the current page, else on a new page.
     */
    void shelves(List<double[]> sizes, double space, String caption, BiConsumer<Integer, PlacedOn> draw) {
        Place area = sheet.area();
        double right = area.x() + area.width();
        for (int i = 0; i < sizes.size(); i++) {
            double w = sizes.get(i)[0];
            double h = sizes.get(i)[1];
            Place at = null;
            int page = -1;
            for (int p = 0; p < blocks.size() && at == null; p++) {
                List<Block> on = blocks.get(p);
                for (int b = 0; b < on.size() && at == null; b++) {
                    Block row = on.get(b);
                    if (row.vertical() || row.items().isEmpty()) {
                        continue;
                    }
                    Place last = row.items().get(row.items().size() - 1);
                    double x = last.x() + last.width() + space;
                    double limit = b == on.size() - 1 ? bottom() : row.bottom();
                    if (x + w <= right + 0.01 && row.top() + h <= limit + 0.01) {
                        at = new Place(x, row.top(), w, h);
                        page = p;
                        row.items().add(at);
                    }
                }
            }
            if (at == null) {
                double top = nextTop(0);
                if (Double.isNaN(top) || top + h > bottom() + 0.01 && !blocks.get(blocks.size() - 1).isEmpty()) {
                    newPage();
                    top = nextTop(0);
                }
                page = pages.size() - 1;
                at = new Place(area.x(), top, w, h);
                blocks.get(page).add(new Block(new ArrayList<>(List.of(at)), false));
            }
            draw.accept(i, new PlacedOn(pages.get(page), page, at));
            what.get(page).add(caption);
        }
    }

    /** Whether a grid stands beside templates on some page, which a cutter parts from them first. */
    boolean besideTemplates() {
        return beside.stream().anyMatch(b -> !b.isEmpty());
    }

    /** The pages with their crop marks and captions; a page's trim spans all its blocks. */
    List<PageBuilder> finish() {
        for (int i = 0; i < pages.size(); i++) {
            PageBuilder page = pages.get(i);
            List<Block> on = blocks.get(i);
            List<Place> all = new ArrayList<>();
            for (int b = 0; b < on.size(); b++) {
                Block block = on.get(b);
                double above = b == 0 ? Sheet.EDGE : (on.get(b - 1).bottom() + block.top()) / 2 + 1;
                double below = b == on.size() - 1 ? Math.min(block.bottom() + Sheet.MARK_ZONE - Sheet.GAP, sheet.footerTop() - Sheet.GAP)
                        : (block.bottom() + on.get(b + 1).top()) / 2 - 1;
                sheet.cropMarks(page, block.items(), block.vertical(), above, below);
                all.addAll(block.items());
                for (Beside by : beside.get(i)) {
                    if (by.host() == block) {
                        // cut down between the templates and the grid first, then the grid at its own marks
                        page.line(by.parting(), above, by.parting(), block.top() - Sheet.GAP, "crop");
                        page.line(by.parting(), block.bottom() + Sheet.GAP, by.parting(), below, "crop");
                        double under = Math.min(below, by.block().bottom() + Sheet.MARK_ZONE - Sheet.GAP);
                        sheet.cropMarks(page, by.block().items(), true, above, under, by.parting() + Sheet.GAP);
                        all.addAll(by.block().items());
                    }
                }
            }
            page.caption = String.join(", ", what.get(i));
            page.trim = bounds(all);
        }
        return pages;
    }

    static Place bounds(List<Place> items) {
        if (items.isEmpty()) {
            return null;
        }
        double l = Double.MAX_VALUE;
        double t = Double.MAX_VALUE;
        double r = -Double.MAX_VALUE;
        double b = -Double.MAX_VALUE;
        for (Place p : items) {
            l = Math.min(l, p.x());
            t = Math.min(t, p.y());
            r = Math.max(r, p.x() + p.width());
            b = Math.max(b, p.y() + p.height());
        }
        return new Place(l, t, r - l, b - t);
    }
}

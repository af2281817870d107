package muster.view.kit;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import muster.view.Num;
import muster.view.TextWidth;
import muster.view.kit.KitContent.Counter;

/**
 * The kit's first pages: what to print how (which pages double-sided, how to cut), what each
 * run of pages holds, the rule set's notes, and the counter index: every label with its unit's
 * full name, formation and side, and how many counters of what size it has.
 */
final class IndexPages {

    static final double ROW = 10.5;
    static final double TEXT = 7.2;
    /** From one line of a wrapped cell to the next. */
    static final double LINE = 8.6;
    /** The closest the rows are set, as a share of their usual pitch, to keep the index on one page. */
    static final double CLOSEST = 0.85;
    /** Column shares of the index table: label, unit, formation, side, counters. */
    static final double[] COLUMNS = {0.10, 0.30, 0.24, 0.26, 0.10};
    static final String[] HEADINGS = {"Label", "Unit", "Formation", "Side", "Counters"};

    /** A run of body pages and what it holds. */
    record Section(String what, int first, int last, boolean duplex) {
    }

    /** One row of the counter index. */
    record Row(String label, String unit, String formation, String side, String counters) {
    }

    private IndexPages() {
    }

    /**
     * The sections merged into runs of pages that share none: items that share a page are named
     * together on one run's line, so no two lines claim the same page.
     */
    static List<Section> runs(List<Section> sections) {
        List<Section> sorted = sections.stream().sorted(Comparator.comparingInt(Section::first)).toList();
        List<List<Section>> groups = new ArrayList<>();
        int last = -1;
        for (Section s : sorted) {
            if (groups.isEmpty() || s.first() > last) {
                groups.add(new ArrayList<>());
            }
            groups.get(groups.size() - 1).add(s);
            last = Math.max(last, s.last());
        }
        List<Section> out = new ArrayList<>();
        for (List<Section> group : groups) {
            int first = group.get(0).first();
            int end = group.stream().mapToInt(Section::last).max().orElseThrow();
            boolean duplex = group.stream().anyMatch(Section::duplex);
            out.add(new Section(together(group.stream().map(Section::what).toList()), first, end, duplex));
        }
        return out;
    }

    private static final String BOTH_SIDES = ", fronts and backs";

    /** What one run of pages holds: "A and B, fronts and backs", or one sentence each where an item's words have their own parts. */
    private static String together(List<String> whats) {
        if (whats.size() == 1) {
            return whats.get(0);
        }
        boolean bothSides = whats.stream().allMatch(w -> w.endsWith(BOTH_SIDES));
        List<String> items = bothSides ? whats.stream().map(w -> w.substring(0, w.length() - BOTH_SIDES.length())).toList() : whats;
        String joined;
        if (items.stream().anyMatch(w -> w.contains(";") || w.contains(":"))) {
            StringBuilder b = new StringBuilder(items.get(0));
            for (String w : items.subList(1, items.size())) {
                b.append(". ").append(Character.toUpperCase(w.charAt(0))).append(w.substring(1));
            }
            joined = b.toString();
        } else {
            joined = String.join(", ", items.subList(0, items.size() - 1)) + " and " + items.get(items.size() - 1);
        }
        return joined + (bothSides ? BOTH_SIDES : "");
    }

    static List<Row> rows(List<Counter> counters) {
        Map<String, List<Counter>> byUnit = new LinkedHashMap<>();
        for (Counter c : counters) {
            byUnit.computeIfAbsent(c.unitId(), k -> new ArrayList<>()).add(c);
        }
        List<Row> out = new ArrayList<>();
        for (List<Counter> list : byUnit.values()) {
            Counter c = list.get(0);
            Map<String, Integer> sizes = new LinkedHashMap<>();
            for (Counter each : list) {
                sizes.merge(size(each), 1, Integer::sum);
            }
            List<String> parts = new ArrayList<>();
            sizes.forEach((size, n) -> parts.add(n + " × " + size));
            out.add(new Row(c.label(), c.unitName(), c.formation(), c.side(), String.join(", ", parts)));
        }
        return out;
    }

    static String size(Counter c) {
        return c.width() == c.depth() ? length(c.width()) : length(c.width()) + " by " + length(c.depth());
    }

    /** A size as its rule set gives it: whole inches as inches, whole millimetres (25 mm stands) as millimetres. */
    static String length(double inches) {
        double mm = inches * 25.4;
        boolean metric = Math.abs(inches - Math.rint(inches)) > 1e-6 && Math.abs(mm - Math.rint(mm)) < 1e-6;
        return metric ? Num.fmt(mm, 0) + " mm" : Num.fmt(inches, 2) + "\"";
    }

    static List<PageBuilder> pages(Sheet sheet, String heading, String subheading, List<String> intro, List<Row> rows) {
        List<PageBuilder> out = new ArrayList<>();
        PageBuilder page = new PageBuilder("index", false, "index");
        out.add(page);
        page.text(Sheet.SIDE, Sheet.TOP + 6, heading, "start", "title");
        page.text(Sheet.SIDE, Sheet.TOP + 22, subheading, "start", "subtitle");
        double y = Sheet.TOP + 40;
        double textWidth = sheet.width - 2 * Sheet.SIDE - 10;
        for (String p : intro) {
            boolean first = true;
            for (String line : Sheet.wrap(p, TextWidth.SANS, 8, textWidth)) {
                page.text(Sheet.SIDE + (first ? 0 : 10), y, (first ? "• " : "") + line, "start", "body");
                first = false;
                y += 11;
            }
            y += 3;
        }
        y += 12;
        y = header(page, sheet, y);
        // rows set a little closer where that keeps the index on its first page, rather than a few rows running on alone
        double needed = rows.stream().mapToDouble(r -> lines(sheet, r) * LINE + (ROW - LINE)).sum();
        double room = sheet.footerTop() - 10 - y;
        double pitch = needed > room && needed * CLOSEST <= room ? room / needed : 1;
        for (Row row : rows) {
            double height = (lines(sheet, row) * LINE + (ROW - LINE)) * pitch;
            if (y + height > sheet.footerTop() - 10) {
                page = new PageBuilder("index", false, "index, continued");
                out.add(page);
                y = header(page, sheet, Sheet.TOP + 20);
            }
            row(page, sheet, y, row, pitch);
            y += height;
        }
        return out;
    }

    private static double header(PageBuilder page, Sheet sheet, double y) {
        page.text(Sheet.SIDE, y - 10, "Counter index", "start", "heading");
        double x = Sheet.SIDE;
        double width = sheet.width - 2 * Sheet.SIDE;
        for (int i = 0; i < COLUMNS.length; i++) {
            page.text(x, y + 4, HEADINGS[i], "start", "index-head");
            x += COLUMNS[i] * width;
        }
        page.line(Sheet.SIDE, y + 7, sheet.width - Sheet.SIDE, y + 7, "rule");
        return y + 7 + ROW;
    }

    /** A cell's lines: a long name wraps onto further lines rather than being cut short. */
    private static List<String> cell(Sheet sheet, Row row, int i) {
        String[] cells = {row.label(), row.unit(), row.formation(), row.side(), row.counters()};
        double column = COLUMNS[i] * (sheet.width - 2 * Sheet.SIDE) - 6;
        TextWidth face = i == 0 ? TextWidth.CONDENSED_BOLD : TextWidth.SANS;
        List<String> lines = Sheet.wrap(cells[i], face, TEXT, column);
        return lines.stream().map(l -> face.cut(l, column, TEXT)).toList();
    }

    private static int lines(Sheet sheet, Row row) {
        int most = 1;
        for (int i = 0; i < COLUMNS.length; i++) {
            most = Math.max(most, cell(sheet, row, i).size());
        }
        return most;
    }

    private static void row(PageBuilder page, Sheet sheet, double y, Row row, double pitch) {
        double width = sheet.width - 2 * Sheet.SIDE;
        double x = Sheet.SIDE;
        for (int i = 0; i < COLUMNS.length; i++) {
            List<String> lines = cell(sheet, row, i);
            for (int k = 0; k < lines.size(); k++) {
                page.text(x, y + k * LINE * pitch, lines.get(k), "start", i == 0 ? "index-label" : "index-cell");
            }
            x += COLUMNS[i] * width;
        }
        double bottom = y + (lines(sheet, row) - 1) * LINE * pitch;
        page.line(Sheet.SIDE, bottom + 3, sheet.width - Sheet.SIDE, bottom + 3, "row-rule");
    }
}

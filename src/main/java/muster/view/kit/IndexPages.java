package muster.view.kit;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.IntUnaryOperator;
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
     * together on one run's line, so no two lines claim the same page. Where a run holds double-sided
     * items and one-sided ones, each item not on every page of the run says its own ("on pages 7–8,
     * 3 more counters …, fronts and backs. On pages 7 and 9, rulers …"): page numbers as
     * {@code number} gives them, the pages in {@code backs} holding only the backs of double-sided items.
     */
    static List<Section> runs(List<Section> sections, Set<Integer> backs, IntUnaryOperator number) {
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
            // a run of double-sided items and one-sided ones: each item that is not on all its pages says its own
            boolean apart = duplex && group.stream().anyMatch(s -> !s.duplex());
            List<String> whats = group.stream().map(s -> apart && (s.first() != first || s.last() != end)
                    ? "on " + pages(s, backs, number) + ", " + s.what() : s.what()).toList();
            out.add(new Section(together(whats, apart), first, end, duplex));
        }
        return out;
    }

    /** The pages a section's items are on: "page 7", "pages 7–8", "pages 7 and 9". */
    private static String pages(Section s, Set<Integer> backs, IntUnaryOperator number) {
        List<int[]> spans = new ArrayList<>();
        for (int i = s.first(); i <= s.last(); i++) {
            if (!s.duplex() && backs.contains(i)) {
                continue;
            }
            if (!spans.isEmpty() && spans.get(spans.size() - 1)[1] == i - 1) {
                spans.get(spans.size() - 1)[1] = i;
            } else {
                spans.add(new int[] {i, i});
            }
        }
        List<String> parts = spans.stream().map(r -> r[0] == r[1] ? String.valueOf(number.applyAsInt(r[0]))
                : number.applyAsInt(r[0]) + "–" + number.applyAsInt(r[1])).toList();
        boolean one = spans.size() == 1 && spans.get(0)[0] == spans.get(0)[1];
        return (one ? "page " : "pages ") + (parts.size() == 1 ? parts.get(0)
                : String.join(", ", parts.subList(0, parts.size() - 1)) + " and " + parts.get(parts.size() - 1));
    }

    private static final String BOTH_SIDES = ", fronts and backs";

    /**
     * What one run of pages holds: "A and B, fronts and backs", or one sentence each where an item's
     * words have their own parts or it names its own pages ({@code sentences}).
     */
    private static String together(List<String> whats, boolean sentences) {
        if (whats.size() == 1) {
            return whats.get(0);
        }
        boolean bothSides = !sentences && whats.stream().allMatch(w -> w.endsWith(BOTH_SIDES));
        List<String> items = bothSides ? whats.stream().map(w -> w.substring(0, w.length() - BOTH_SIDES.length())).toList() : whats;
        String joined;
        if (sentences || items.stream().anyMatch(w -> w.contains(";") || w.contains(":"))) {
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

    /**
     * The columns' widths in points: each as wide as its widest cell where the page has room for
     * that, else the columns that fit their {@link #COLUMNS} share keep their own width and the rest
     * share what is left by how wide their cells are, so fewer names wrap onto a second line.
     */
    static double[] widths(Sheet sheet, List<Row> rows) {
        double total = sheet.width - 2 * Sheet.SIDE;
        double[] natural = new double[COLUMNS.length];
        for (int i = 0; i < COLUMNS.length; i++) {
            TextWidth face = i == 0 ? TextWidth.CONDENSED_BOLD : TextWidth.SANS;
            natural[i] = TextWidth.SANS.of(HEADINGS[i], TEXT) + GAP;
            for (Row row : rows) {
                natural[i] = Math.max(natural[i], face.of(cells(row)[i], TEXT) + GAP);
            }
        }
        double sum = Arrays.stream(natural).sum();
        double[] out = new double[COLUMNS.length];
        if (sum <= total) {
            for (int i = 0; i < COLUMNS.length; i++) {
                out[i] = natural[i] + (total - sum) * COLUMNS[i];
            }
            return out;
        }
        double left = total;
        double wide = 0;
        for (int i = 0; i < COLUMNS.length; i++) {
            if (natural[i] <= COLUMNS[i] * total) {
                out[i] = natural[i];
                left -= natural[i];
            } else {
                wide += natural[i];
            }
        }
        for (int i = 0; i < COLUMNS.length; i++) {
            out[i] = out[i] > 0 ? out[i] : left * natural[i] / wide;
        }
        return out;
    }

    /** Room between a cell's words and the next column, points. */
    static final double GAP = 6;

    /** Between the lines of a page ruled for notes, points. */
    static final double NOTE_LINE = 22;

    /** A page of its own ruled for the game's notes. */
    static PageBuilder notes(Sheet sheet) {
        PageBuilder notes = new PageBuilder("index", false, "notes");
        ruleNotes(notes, sheet, Sheet.TOP + 10);
        return notes;
    }

    /** "Notes" at {@code top} and ruled lines from under it to the footer. */
    private static void ruleNotes(PageBuilder page, Sheet sheet, double top) {
        page.text(Sheet.SIDE, top, "Notes", "start", "heading");
        for (double y = top + 30; y < sheet.height - Sheet.FOOTER; y += NOTE_LINE) {
            page.line(Sheet.SIDE, y, sheet.width - Sheet.SIDE, y, "row-rule");
        }
    }

    static List<PageBuilder> pages(Sheet sheet, String heading, String subheading, List<String> intro, List<Row> rows) {
        double[] widths = widths(sheet, rows);
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
        y = header(page, widths, y);
        // rows set a little closer where that keeps the index on its first page, rather than a few rows running on alone
        double needed = rows.stream().mapToDouble(r -> lines(widths, r) * LINE + (ROW - LINE)).sum();
        double room = sheet.footerTop() - 10 - y;
        double pitch = needed > room && needed * CLOSEST <= room ? room / needed : 1;
        for (Row row : rows) {
            double height = (lines(widths, row) * LINE + (ROW - LINE)) * pitch;
            // (a hair of tolerance: the closer rows add up to the room exactly, give or take rounding)
            if (y + height > sheet.footerTop() - 10 + 1e-6) {
                page = new PageBuilder("index", false, "index, continued");
                out.add(page);
                y = header(page, widths, Sheet.TOP + 20);
            }
            row(page, widths, y, row, pitch);
            y += height;
        }
        // a page the index runs on to is ruled for notes below its last rows rather than left mostly blank
        if (out.size() > 1 && sheet.footerTop() - y > 4 * NOTE_LINE) {
            ruleNotes(page, sheet, y + 16);
        }
        return out;
    }

    private static double header(PageBuilder page, double[] widths, double y) {
        page.text(Sheet.SIDE, y - 10, "Counter index", "start", "heading");
        double x = Sheet.SIDE;
        for (int i = 0; i < COLUMNS.length; i++) {
            page.text(x, y + 4, HEADINGS[i], "start", "index-head");
            x += widths[i];
        }
        page.line(Sheet.SIDE, y + 7, x, y + 7, "rule");
        return y + 7 + ROW;
    }

    private static String[] cells(Row row) {
        return new String[] {row.label(), row.unit(), row.formation(), row.side(), row.counters()};
    }

    /** A cell's lines: a long name wraps onto further lines rather than being cut short. */
    private static List<String> cell(double[] widths, Row row, int i) {
        double column = widths[i] - GAP;
        TextWidth face = i == 0 ? TextWidth.CONDENSED_BOLD : TextWidth.SANS;
        List<String> lines = Sheet.wrap(cells(row)[i], face, TEXT, column);
        return lines.stream().map(l -> face.cut(l, column, TEXT)).toList();
    }

    private static int lines(double[] widths, Row row) {
        int most = 1;
        for (int i = 0; i < COLUMNS.length; i++) {
            most = Math.max(most, cell(widths, row, i).size());
        }
        return most;
    }

    private static void row(PageBuilder page, double[] widths, double y, Row row, double pitch) {
        double x = Sheet.SIDE;
        for (int i = 0; i < COLUMNS.length; i++) {
            List<String> lines = cell(widths, row, i);
            for (int k = 0; k < lines.size(); k++) {
                page.text(x, y + k * LINE * pitch, lines.get(k), "start", i == 0 ? "index-label" : "index-cell");
            }
            x += widths[i];
        }
        double bottom = y + (lines(widths, row) - 1) * LINE * pitch;
        page.line(Sheet.SIDE, bottom + 3, x, bottom + 3, "row-rule");
    }
}

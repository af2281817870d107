package muster.rulesets.data;

import java.util.ArrayList;
import java.util.List;
import muster.view.Chart;

/** Sections shared out in order over a player aid's columns, each column taking about an equal share of their lines. */
final class Columns {

    private Columns() {
    }

    /** About how many lines a section takes: its heading, each table's head and rows, each paragraph and listed item. */
    static int lines(Chart.Section s) {
        int n = 2;
        for (Chart.Block b : s.blocks()) {
            if (b instanceof Chart.Table t) {
                n += 1 + t.rows().size() + (t.caption().isEmpty() ? 0 : 1);
            } else if (b instanceof Chart.Bullets l) {
                n += l.items().size();
            } else if (b instanceof Chart.Steps l) {
                n += l.items().size();
            } else {
                n += 2;
            }
        }
        return n;
    }

    /**
     * {@code sections} in their order over {@code count} columns: a column is closed once it holds its share of the lines still
     * to place, so no column is left empty while another holds two sections it could share.
     */
    static List<List<Chart.Section>> split(List<Chart.Section> sections, int count) {
        List<List<Chart.Section>> out = new ArrayList<>();
        int left = sections.stream().mapToInt(Columns::lines).sum();
        int i = 0;
        for (int c = 0; c < count; c++) {
            List<Chart.Section> column = new ArrayList<>();
            int share = left / (count - c);
            int held = 0;
            int columnsAfter = count - c - 1;
            while (i < sections.size() && (column.isEmpty() || held + lines(sections.get(i)) / 2 <= share)
                    && sections.size() - i > 0 && (column.isEmpty() || sections.size() - i > columnsAfter)) {
                held += lines(sections.get(i));
                column.add(sections.get(i++));
            }
            left -= held;
            out.add(column);
        }
        // whatever is left goes in the last column
        while (i < sections.size()) {
            out.get(count - 1).add(sections.get(i++));
        }
        return out;
    }
}

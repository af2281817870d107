package muster.view.convention;

import java.util.List;

/**
 * What the print shop (or the organiser at the club's printer) needs for the whole event: per
 * table its file, pages, sheets, sides and paper, and the totals. Numbers are kept as numbers for
 * the CSV and the tests, and the rows read the same in the PDF page.
 */
public record PrintList(String event, String pageSize, List<Row> rows, Row total) {

    public PrintList {
        rows = List.copyOf(rows);
    }

    /**
     * One table's file (or the total): {@code table} is the manifest's id, {@code name} the same as a page reads it; pages
     * include the blank ones, which are counted apart too.
     */
    public record Row(String table, String name, String file, String scenario, String parts, int pages, int blanks, int sheets, String sides,
            String paper) {
    }
}

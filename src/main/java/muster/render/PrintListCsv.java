package muster.render;

import java.nio.charset.StandardCharsets;
import java.util.List;
import muster.view.convention.PrintList;

/** A convention's print list as CSV (RFC 4180: comma-separated, CRLF lines, quoted where needed), one row per table and the total. */
public final class PrintListCsv {

    static final List<String> HEADER = List.of("table", "file", "scenario", "parts", "pages", "blank_pages", "sheets", "sides", "paper");

    private PrintListCsv() {
    }

    public static byte[] bytes(PrintList list) {
        StringBuilder out = new StringBuilder();
        line(out, HEADER);
        for (PrintList.Row r : list.rows()) {
            row(out, r);
        }
        row(out, list.total());
        return out.toString().getBytes(StandardCharsets.UTF_8);
    }

    private static void row(StringBuilder out, PrintList.Row r) {
        line(out, List.of(r.table(), r.file(), r.scenario(), r.parts(), String.valueOf(r.pages()), String.valueOf(r.blanks()),
                String.valueOf(r.sheets()), r.sides(), r.paper()));
    }

    private static void line(StringBuilder out, List<String> cells) {
        for (int i = 0; i < cells.size(); i++) {
            String c = cells.get(i);
            boolean quote = c.contains(",") || c.contains("\"") || c.contains("\n") || c.contains("\r");
            out.append(i == 0 ? "" : ",").append(quote ? "\"" + c.replace("\"", "\"\"") + "\"" : c);
        }
        out.append("\r\n");
    }
}

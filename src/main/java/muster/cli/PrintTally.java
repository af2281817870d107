package muster.cli;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import muster.render.Renderer;
import muster.view.Num;
import muster.view.table.TablePaper;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.common.PDRectangle;

/**
 * What a command has just given the user to print, read from the PDFs it wrote: pages and sheets of
 * each file, and in all, by paper size. A kit's backs share a sheet with their fronts (it is printed on
 * both sides); every other page is a sheet of its own. The jobs that know it say how many backs a kit
 * has and how many plain sheets the table map left out of a table map.
 */
final class PrintTally {

    private final Map<String, Integer> backs = new ConcurrentHashMap<>();
    private final Map<String, Integer> plain = new ConcurrentHashMap<>();
    private final Map<String, Integer> sheetsByPaper = new LinkedHashMap<>();
    private int files;
    private int pages;
    private int plainInAll;

    /** The kit {@code file} has {@code n} pages that are the backs of the page before them. */
    void backs(String file, int n) {
        backs.put(file, n);
    }

    /** the table map left {@code n} plain sheets out of the table map {@code file}. */
    void plain(String file, int n) {
        plain.put(file, n);
    }

    /**
     * Counts a PDF written as {@code file}, and says what it holds: "18 pages", "16 pages on 8 sheets, both sides", ...; its
     * pages' sizes as the renderer saved them, else read from the PDF.
     */
    synchronized String count(String file, Renderer.Rendered pdf) {
        List<String> papers = new ArrayList<>();
        pdf.pages().forEach(p -> papers.add(paper(p.width(), p.height())));
        if (papers.isEmpty()) {
            try (PDDocument doc = Loader.loadPDF(pdf.bytes())) {
                for (PDPage page : doc.getPages()) {
                    papers.add(paper(page.getMediaBox()));
                }
            } catch (IOException e) {
                return Num.count(0, "page", "pages");
            }
        }
        int back = backs.getOrDefault(file, 0);
        files++;
        pages += papers.size();
        // each back is printed on the sheet of the page before it, on the kit's one paper
        int sheets = papers.size() - back;
        papers.forEach(p -> sheetsByPaper.merge(p, 1, Integer::sum));
        if (back > 0) {
            sheetsByPaper.merge(papers.get(0), -back, Integer::sum);
        }
        String said = back > 0 ? Num.count(papers.size(), "page", "pages") + " on " + Num.count(sheets, "sheet", "sheets")
                + " printed on both sides" : Num.count(papers.size(), "page", "pages");
        int left = plain.getOrDefault(file, 0);
        plainInAll += left;
        if (plain.containsKey(file)) {
            said += left == 0 ? "; every sheet holds more than open ground or one ground alone"
                    : "; " + Num.count(left, "sheet", "sheets") + " of open ground or one ground alone left out and marked on the index "
                    + "(--all-sheets prints them)";
        }
        return said;
    }

    /** The closing line: "to print: 5 files, 115 pages on 107 sheets of letter", or "" when nothing was counted. */
    synchronized String total() {
        if (files == 0) {
            return "";
        }
        int sheets = sheetsByPaper.values().stream().mapToInt(Integer::intValue).sum();
        List<String> byPaper = sheetsByPaper.entrySet().stream().filter(e -> e.getValue() > 0)
                .map(e -> e.getValue() + " of " + e.getKey()).toList();
        String on = byPaper.size() == 1 ? Num.count(sheets, "sheet", "sheets") + byPaper.get(0).substring(byPaper.get(0).indexOf(" of "))
                : Num.count(sheets, "sheet", "sheets") + " (" + String.join(", ", byPaper) + ")";
        String line = "to print: " + Num.count(files, "file", "files") + ", " + Num.count(pages, "page", "pages") + " on " + on;
        return plainInAll > 0 ? line + ", and " + Num.count(plainInAll, "plain sheet", "plain sheets") + " laid in the table map's gaps"
                : line;
    }

    /** The paper a page is, either way up: letter, a4, tabloid, a3 to a0, or its size in inches. */
    static String paper(PDRectangle box) {
        return paper(box.getWidth(), box.getHeight());
    }

    static String paper(float width, float height) {
        double w = Math.min(width, height);
        double h = Math.max(width, height);
        if (Math.abs(w - 612) < 2 && Math.abs(h - 792) < 2) {
            return "letter";
        }
        if (Math.abs(w - 595.3) < 2 && Math.abs(h - 841.9) < 2) {
            return "a4";
        }
        for (String name : List.of("tabloid", "a3", "a2", "a1", "a0")) {
            TablePaper sheet = TablePaper.parse(name).orElseThrow();
            if (Math.abs(w - sheet.width() * 72) < 2 && Math.abs(h - sheet.height() * 72) < 2) {
                return name;
            }
        }
        return Num.fmt(w / 72, 2) + " x " + Num.fmt(h / 72, 2) + " in";
    }
}

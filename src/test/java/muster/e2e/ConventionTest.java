package muster.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import muster.cli.Main;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * `muster convention` builds every table of an event in one run: each table's file is its cover,
 * the game master's pack, a handout per player and the kit where asked, page for page the files
 * `muster build` makes; the print list adds up.
 */
class ConventionTest {

    static ConventionRun.Built run;
    /** Pages of the files `muster build` writes for each scenario, by file name. */
    static java.util.Map<String, Integer> built = new java.util.HashMap<>();

    @BeforeAll
    static void buildBoth(@TempDir Path torreon) throws IOException {
        run = ConventionRun.shared();
        collect(Packs.shared().root().resolve(Packs.ID));
        StringWriter o = new StringWriter();
        StringWriter e = new StringWriter();
        assertEquals(0, new Main(new PrintWriter(o), new PrintWriter(e)).run("build", ConventionRun.TORREON.toString(), "-o",
                torreon.toString()), () -> o + "\n" + e);
        collect(torreon.resolve("torreon-1914"));
    }

    private static void collect(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            for (Path f : files.toList()) {
                built.put(f.getFileName().toString(), pages(f));
            }
        }
    }

    static int pages(Path pdf) throws IOException {
        try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
            return doc.getNumberOfPages();
        }
    }

    @Test
    void eachTablesFileIsItsPartsPageForPageWithBlanksOnlyBetweenThem() throws IOException {
        int gmSanJuan = built.get("san-juan-heights-gm.pdf");
        int us = built.get("san-juan-heights-us.pdf");
        int spain = built.get("san-juan-heights-spain.pdf");
        int kitSanJuan = built.get("san-juan-heights-kit.pdf");
        int gmTorreon = built.get("torreon-1914-gm.pdf");
        int villista = built.get("torreon-1914-villista.pdf");
        int federal = built.get("torreon-1914-federal.pdf");
        int kitTorreon = built.get("torreon-1914-kit.pdf");
        assertEquals(1 + gmSanJuan + 3 * us + 2 * spain, printed(run.out().resolve("table-1.pdf")));
        assertEquals(1 + gmTorreon + 2 * villista + 2 * federal + kitTorreon, printed(run.out().resolve("table-2.pdf")));
        assertEquals(1 + gmSanJuan + 2 * us + 2 * spain + kitSanJuan, printed(run.out().resolve("table-3.pdf")));
        for (String table : List.of("table-1.pdf", "table-2.pdf", "table-3.pdf")) {
            assertEquals(0, pages(run.out().resolve(table)) % 2, table + " fills whole sheets");
        }
    }

    /**
     * Printed on both sides as the file intends, every page cut out of the game master's pack or a handout (a sheet of
     * cards, which alone in a pack has no running footer but is not its map) and every kit page to cut out has a blank back.
     */
    @Test
    void whatIsCutOutHasABlankBack() throws IOException {
        try (PDDocument doc = Loader.loadPDF(run.out().resolve("table-1.pdf").toFile())) {
            List<String> pages = Packs.pageTexts(doc);
            int cards = 0;
            for (int i = 0; i < pages.size(); i++) {
                String text = Packs.flat(pages.get(i));
                boolean cardSheet = !text.isBlank() && !text.contains("· page ") && !text.contains("the field") && i > 0;
                if (cardSheet) {
                    cards++;
                    assertEquals(0, i % 2, "a sheet of cards starts a sheet: page " + (i + 1));
                    assertTrue(blank(doc, i + 1), "a sheet of cards has a blank back: page " + (i + 2));
                }
            }
            assertTrue(cards >= 6, "the pack's and the handouts' sheets of cards: " + cards);
        }
    }

    /** Pages that print something: all but the blanks the binding adds. */
    static int printed(Path pdf) throws IOException {
        try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
            int n = 0;
            for (int i = 0; i < doc.getNumberOfPages(); i++) {
                n += blank(doc, i) ? 0 : 1;
            }
            return n;
        }
    }

    /** A page with no content stream at all: a blank the binding added. */
    static boolean blank(PDDocument doc, int index) throws IOException {
        return !doc.getPage(index).hasContents();
    }

    @Test
    void theCoverNamesTheTableTheScenarioAndItsPlayers() throws IOException {
        try (PDDocument doc = Loader.loadPDF(run.out().resolve("table-2.pdf").toFile())) {
            String cover = Packs.flat(Packs.pageTexts(doc).get(0));
            assertTrue(cover.replace(" ", "").contains("COLDWARS2027") && cover.contains("Table 2") && cover.contains("Torreón 1914"), cover);
            assertTrue(cover.contains("25 March 1914") && !cover.contains("1914-03-25"), "the battle's date as the packs write it: " + cover);
            assertTrue(cover.contains("División del Norte (Villa) 2 players"), cover);
            assertTrue(cover.contains("In all 4 players"), cover);
            assertTrue(Packs.pageTexts(doc).get(1).isBlank(), "the cover's back is blank");
            assertTrue(Packs.flat(Packs.pageTexts(doc).get(2)).contains("game master"), "the game master's pack follows the cover");
        }
    }

    @Test
    void thePrintListAddsUp() throws IOException {
        List<String> lines = Files.readAllLines(run.out().resolve("print-list.csv"), StandardCharsets.UTF_8);
        assertEquals("table,file,scenario,parts,pages,blank_pages,sheets,sides,paper", lines.get(0));
        assertEquals(5, lines.size(), "a header, three tables and the total: " + lines);
        int pages = 0;
        int sheets = 0;
        for (String line : lines.subList(1, 4)) {
            List<String> cells = cells(line);
            int p = Integer.parseInt(cells.get(4));
            assertEquals(pages(run.out().resolve(cells.get(1))), p, "the file has the pages the list says: " + line);
            assertEquals(p / 2, Integer.parseInt(cells.get(6)), "duplex: two pages a sheet: " + line);
            assertEquals("Letter", cells.get(8));
            pages += p;
            sheets += Integer.parseInt(cells.get(6));
        }
        List<String> total = cells(lines.get(4));
        assertEquals("total", total.get(0));
        assertEquals(pages, Integer.parseInt(total.get(4)));
        assertEquals(sheets, Integer.parseInt(total.get(6)));
        try (PDDocument doc = Loader.loadPDF(run.out().resolve("print-list.pdf").toFile())) {
            String page = Packs.flat(Packs.pageTexts(doc).get(0));
            assertTrue(page.contains("In all 3 files " + pages + " "), page);
        }
        assertTrue(run.stdout().contains(pages + " pages on " + sheets + " sheets of Letter"), run.stdout());
    }

    @Test
    void nothingElseIsWrittenAndNothingPrintsOnAPipe() throws IOException {
        try (Stream<Path> files = Files.list(run.out())) {
            assertEquals(List.of("print-list.csv", "print-list.pdf", "table-1.pdf", "table-2.pdf", "table-3.pdf"),
                    files.map(p -> p.getFileName().toString()).sorted().toList());
        }
        assertEquals("", run.stderr(), "no progress line when standard error is not a terminal");
    }

    /** A CSV line's cells (quoted cells may hold commas). */
    static List<String> cells(String line) {
        List<String> out = new ArrayList<>();
        StringBuilder cell = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '"') {
                quoted = !quoted;
            } else if (c == ',' && !quoted) {
                out.add(cell.toString());
                cell.setLength(0);
            } else {
                cell.append(c);
            }
        }
        out.add(cell.toString());
        return out;
    }
}

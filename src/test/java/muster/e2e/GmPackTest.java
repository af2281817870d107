package muster.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import muster.scenario.Formation;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.scenario.load.LoadResult;
import muster.scenario.load.ScenarioLoader;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.contentstream.PDContentStream;
import org.apache.pdfbox.cos.COSArray;
import org.apache.pdfbox.cos.COSBase;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.cos.COSString;
import org.apache.pdfbox.pdfparser.PDFStreamParser;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDResources;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.graphics.PDXObject;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;
import org.apache.pdfbox.pdmodel.graphics.image.PDImageXObject;
import org.apache.pdfbox.pdmodel.graphics.pattern.PDTilingPattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * The game master's pack of the bundled scenario, built once through {@code muster build} and read
 * back with PDFBox: page sizes, the map, every section's text, fonts, vector-only pages, and cards
 * at true poker size.
 */
class GmPackTest {

    static final float LETTER_W = 612;
    static final float LETTER_H = 792;
    /** A poker card is 2.5 x 3.5 inches. */
    static final float CARD_W = 180;
    static final float CARD_H = 252;
    static final String FOOTER = "game master's pack · page";

    static Path out;

    static Scenario scenario;
    static PDDocument doc;
    static List<String> texts;
    static Packs.Printed printed;

    @BeforeAll
    static void buildOnce() throws IOException {
        LoadResult loaded = ScenarioLoader.load(Packs.SAN_JUAN, "san-juan-heights.yaml");
        scenario = loaded.scenario().orElseThrow(() -> new AssertionError(loaded.diagnostics().all()));
        Packs.Built built = Packs.shared();
        out = built.root();
        doc = Loader.loadPDF(built.gm().toFile());
        printed = built.printed();
        texts = Packs.pageTexts(doc);
    }

    @AfterAll
    static void close() throws IOException {
        if (doc != null) {
            doc.close();
        }
    }

    static List<Unit> units() {
        return scenario.sides().stream().flatMap(s -> s.units().stream()).toList();
    }

    static PDRectangle size(int pageIndex) {
        return doc.getPage(pageIndex).getMediaBox();
    }

    static boolean landscape(int pageIndex) {
        PDRectangle box = size(pageIndex);
        int rotation = doc.getPage(pageIndex).getRotation() % 180;
        return rotation == 0 ? box.getWidth() > box.getHeight() : box.getHeight() > box.getWidth();
    }

    /** Pages whose text contains {@code marker}, as 0-based indexes. */
    static List<Integer> pagesWith(String marker) {
        return IntStream.range(0, texts.size()).filter(i -> texts.get(i).contains(marker)).boxed().toList();
    }

    /** The flattened text of pages [from, to). */
    static String flatText(int from, int to) {
        StringBuilder b = new StringBuilder();
        for (int i = from; i < to; i++) {
            b.append(texts.get(i)).append('\n');
        }
        return Packs.flat(b.toString());
    }

    /** Card pages: portrait pages without the running footer (only the map and card pages go without). */
    static List<Integer> cardPages() {
        return IntStream.range(0, texts.size()).filter(i -> !landscape(i) && !texts.get(i).contains(FOOTER)).boxed().toList();
    }

    static boolean containsName(String flatText, String name) {
        return Pattern.compile("(?<![\\p{Alnum}])" + Pattern.quote(Packs.flat(name)) + "(?![\\p{Alnum}])").matcher(flatText).find();
    }

    @Test
    void theBundledScenarioBuildsWithoutAnyDiagnostic() {
        assertEquals("", printed.err(), "no error, warning or hint for the bundled scenario");
        assertTrue(printed.out().contains("san-juan-heights-gm.pdf ("), printed.out());
    }

    @Test
    void buildWritesThePackAndOneHandoutPerSide() throws IOException {
        List<String> all;
        try (Stream<Path> files = Files.walk(out)) {
            all = files.filter(p -> !p.equals(out)).map(p -> out.relativize(p).toString().replace('\\', '/')).sorted().toList();
        }
        assertEquals(List.of("san-juan-heights", "san-juan-heights/san-juan-heights-gm.pdf",
                "san-juan-heights/san-juan-heights-kit.pdf", "san-juan-heights/san-juan-heights-spain.pdf",
                "san-juan-heights/san-juan-heights-table.pdf", "san-juan-heights/san-juan-heights-us.pdf"), all);
    }

    // ---- pages -------------------------------------------------------------------------------

    @Test
    void hasMoreThanTenPages() {
        assertTrue(doc.getNumberOfPages() > 10, "pages: " + doc.getNumberOfPages());
    }

    @Test
    void theMapOpensOnLandscapeLetterAndTheTextFollowsOnPortrait() {
        assertTrue(landscape(0), "the map is the first page");
        assertEquals(LETTER_W, size(1).getWidth(), 0.5);
        assertEquals(LETTER_H, size(1).getHeight(), 0.5);
        assertEquals(0, doc.getPage(1).getRotation());
    }

    @Test
    void everyPortraitPageIsLetter() {
        for (int i = 0; i < doc.getNumberOfPages(); i++) {
            if (!landscape(i)) {
                assertEquals(LETTER_W, size(i).getWidth(), 0.5, "page " + (i + 1));
                assertEquals(LETTER_H, size(i).getHeight(), 0.5, "page " + (i + 1));
            }
        }
    }

    @Test
    void oneLandscapeLetterPageHoldsTheMap() {
        List<Integer> wide = IntStream.range(0, doc.getNumberOfPages()).filter(GmPackTest::landscape).boxed().toList();
        assertEquals(1, wide.size(), "landscape pages: " + wide);
        int map = wide.get(0);
        assertEquals(LETTER_H, size(map).getWidth(), 0.5);
        assertEquals(LETTER_W, size(map).getHeight(), 0.5);
        String text = texts.get(map);
        Set<String> tokens = new HashSet<>(List.of(text.split("\\s+")));
        for (char c = 'A'; c <= 'L'; c++) {
            assertTrue(tokens.contains(String.valueOf(c)), "grid column " + c + " missing from the map");
        }
        for (int row = 1; row <= 8; row++) {
            assertTrue(tokens.contains(String.valueOf(row)), "grid row " + row + " missing from the map");
        }
        assertFalse(tokens.contains("M"), "a 72-inch table has 12 columns of 6 inches, A to L");
        String flat = Packs.flat(text);
        for (String feature : List.of("Kettle Hill", "San Juan Hill", "San Juan Heights (northern ridge)", "San Juan River",
                "El Pozo hill", "Lower ford", "San Juan blockhouse")) {
            assertTrue(flat.contains(feature), () -> feature + " missing from the map text:\n" + text);
        }
        for (Unit u : units()) {
            String label = u.shortLabel().orElseThrow();
            assertTrue(containsName(flat, label), () -> "unit label " + label + " missing from the map text:\n" + text);
        }
        for (Side s : scenario.sides()) {
            assertTrue(flat.contains(s.hq().orElseThrow().name()), "HQ of " + s.id());
        }
        for (int t = 1; t <= scenario.targets().size(); t++) {
            assertTrue(tokens.contains("T" + t) || flat.contains("T" + t), "target mark T" + t);
        }
    }

    @Test
    void theMapIsOneFormXObjectWithRealText() throws IOException {
        int map = IntStream.range(0, doc.getNumberOfPages()).filter(GmPackTest::landscape).findFirst().orElseThrow();
        PDResources r = doc.getPage(map).getResources();
        List<PDFormXObject> forms = new ArrayList<>();
        for (COSName n : r.getXObjectNames()) {
            if (r.getXObject(n) instanceof PDFormXObject f) {
                forms.add(f);
            }
        }
        assertEquals(1, forms.size(), "the map is drawn once into a form XObject");
        assertTrue(forms.get(0).getResources().getFontNames().iterator().hasNext(),
                "the map form carries its own fonts (real text, not outlines)");
    }

    // ---- fonts and images --------------------------------------------------------------------

    @Test
    void everyFontIsEmbeddedDejaVu() throws IOException {
        int count = 0;
        for (int i = 0; i < doc.getNumberOfPages(); i++) {
            for (PDFont f : Packs.fonts(doc.getPage(i))) {
                count++;
                assertTrue(f.isEmbedded(), "page " + (i + 1) + ": font " + f.getName() + " is not embedded");
                assertTrue(f.getName().contains("DejaVu"), "page " + (i + 1) + ": font " + f.getName() + " is not DejaVu");
            }
        }
        assertTrue(count > doc.getNumberOfPages(), "fonts found: " + count);
    }

    @Test
    void pagesAreVectorOnly() throws IOException {
        for (int i = 0; i < doc.getNumberOfPages(); i++) {
            PDPage page = doc.getPage(i);
            int pageNumber = i + 1;
            List<String> images = new ArrayList<>();
            List<PDContentStream> streams = new ArrayList<>(List.of(page));
            Packs.walkResources(page.getResources(), r -> {
                for (COSName n : r.getXObjectNames()) {
                    try {
                        PDXObject x = r.getXObject(n);
                        if (x instanceof PDImageXObject) {
                            images.add(n.getName());
                        } else if (x instanceof PDFormXObject f) {
                            streams.add(f);
                        }
                    } catch (IOException e) {
                        images.add(n.getName() + " (unreadable: " + e.getMessage() + ")");
                    }
                }
                for (COSName n : r.getPatternNames()) {
                    try {
                        if (r.getPattern(n) instanceof PDTilingPattern t) {
                            streams.add(t);
                        }
                    } catch (IOException e) {
                        images.add(n.getName() + " (unreadable pattern)");
                    }
                }
            });
            assertEquals(List.of(), images, "image XObjects on page " + pageNumber);
            for (PDContentStream s : streams) {
                assertFalse(Packs.hasInlineImage(new PDFStreamParser(s)), "inline image on page " + pageNumber);
            }
        }
    }

    // ---- sections ----------------------------------------------------------------------------

    @Test
    void theMapOpensThePackAndTheTitleAndBriefingFollow() {
        assertTrue(Packs.flat(texts.get(0)).startsWith("San Juan Heights: the field"), texts.get(0));
        String first = Packs.flat(texts.get(1));
        assertTrue(first.contains("San Juan Heights"), first);
        assertTrue(first.contains("1 July 1898"), first);
        assertTrue(first.contains("Since dawn Shafter's V Corps has filed down one narrow jungle track"), first);
        String briefing = flatText(1, 3);
        assertTrue(briefing.contains("V Corps (Shafter): orders and intelligence Get the brigades out of the jungle"), briefing);
        assertTrue(briefing.contains("Linares' forward defence of Santiago: orders and intelligence Keep the blockhouse"), briefing);
        assertFalse(briefing.contains("**"), "Markdown emphasis is rendered, not printed");
        assertFalse(briefing.contains("## "), "Markdown headings are rendered, not printed");
    }

    /** The rosters stand for the orders of battle in the game master's pack (at 4b2ddaa it printed both, unit for unit). */
    @Test
    void theRostersNameEveryUnitAndFormation() {
        assertEquals(List.of(), pagesWith("Orders of battle"));
        int from = pagesWith("· roster").get(0);
        int to = pagesWith("Player aid ·").get(0);
        assertTrue(from < to, "the rosters come before the player aid");
        String oob = flatText(from, to);
        for (Side s : scenario.sides()) {
            assertTrue(oob.contains(s.name()), s.name());
            for (Formation f : s.formations()) {
                assertTrue(oob.contains(Packs.flat(f.displayName())), () -> f.displayName() + " missing:\n" + oob);
                for (Unit u : f.units()) {
                    assertTrue(containsName(oob, u.displayName()), () -> u.displayName() + " missing from the rosters:\n" + oob);
                }
            }
        }
    }

    @Test
    void thePlayerAidAndTheAppendixCarryTheRulesTheOddsAndTheInterpretations() {
        String all = flatText(0, texts.size());
        assertTrue(all.contains("Player aid · 15mm figures, 1\" bases, distances as written"), "the aid names its figure scale");
        assertTrue(all.contains("Game master's appendix: Spanish-American War quick-play rules"), "no appendix");
        assertTrue(all.contains("Troops and sight."), "no interpretations in the appendix");
    }

    @Test
    void rostersGiveBreakPoints() {
        String all = flatText(0, texts.size());
        assertTrue(all.contains("halts at"), "no brigade break points");
        Matcher armies = Pattern.compile("The army breaks when").matcher(all);
        int n = 0;
        while (armies.find()) {
            n++;
        }
        assertEquals(scenario.sides().size(), n, "one army break line per side's roster");
        for (Side s : scenario.sides()) {
            assertTrue(all.contains(s.name() + " · roster"), "roster of " + s.name());
        }
    }

    // ---- cards -------------------------------------------------------------------------------

    @Test
    void oneCardPerUnitAndNoCardSplit() {
        List<Integer> pages = cardPages();
        int cards = units().size() + (int) scenario.sides().stream().filter(s -> s.hq().isPresent()).count();
        assertEquals((cards + 8) / 9, pages.size(), "nine cards to a page; card pages " + pages);
        int aid = pagesWith("Player aid ·").get(0);
        assertTrue(aid - pages.get(pages.size() - 1) <= 2, "the player aid follows the cards, on a sheet of its own: card pages "
                + pages + ", aid on " + aid);
        int basesLost = 0;
        for (int p : pages) {
            String flat = Packs.flat(texts.get(p));
            int onPage = count(flat, "Bases lost");
            long namesOnPage = units().stream().filter(u -> containsName(flat, u.displayName())).count();
            assertEquals(onPage, namesOnPage, "page " + (p + 1) + ": every unit card shows its whole name once\n" + flat);
            basesLost += onPage;
        }
        assertEquals(units().size(), basesLost, "one card with loss boxes per unit");
        for (Unit u : units()) {
            long on = pages.stream().filter(p -> containsName(Packs.flat(texts.get(p)), u.displayName())).count();
            assertEquals(1, on, () -> u.displayName() + " must be wholly on exactly one card page");
        }
    }

    private static int count(String text, String word) {
        int n = 0;
        for (int i = text.indexOf(word); i >= 0; i = text.indexOf(word, i + 1)) {
            n++;
        }
        return n;
    }

    /** The card titles of the first card page in reading order: the first side's HQ, then its units. */
    static List<String> firstPageTitles() {
        List<String> titles = new ArrayList<>();
        Side first = scenario.sides().get(0);
        first.hq().ifPresent(h -> titles.add(h.name()));
        first.units().forEach(u -> titles.add(u.displayName()));
        return titles.subList(0, 9);
    }

    /** Where the first glyph of a card title sits on a page. */
    static Packs.Run titleRun(List<Packs.Run> runs, String title) {
        String flatTitle = Packs.flat(title);
        return runs.stream()
                .filter(r -> r.font().contains("Bold"))
                .filter(r -> r.text().strip().length() >= Math.min(3, flatTitle.length()) && flatTitle.startsWith(r.text().strip()))
                .findFirst().orElseThrow(() -> new AssertionError("no title run for " + title + " in " + runs));
    }

    static void assertCardsAtTrueScale(PDDocument pdf, int pageIndex) throws IOException {
        List<Packs.Run> runs = Packs.runs(pdf, pageIndex + 1);
        List<String> titles = firstPageTitles();
        List<Packs.Run> at = titles.stream().map(t -> titleRun(runs, t)).toList();
        // columns: the three cards of the first row
        assertEquals(at.get(0).y(), at.get(1).y(), 0.5, "a row's titles share a baseline");
        assertEquals(at.get(1).y(), at.get(2).y(), 0.5);
        assertEquals(CARD_W, at.get(1).x() - at.get(0).x(), 1, "column pitch is 2.5 in: " + at);
        assertEquals(CARD_W, at.get(2).x() - at.get(1).x(), 1, "column pitch is 2.5 in: " + at);
        // rows: the first card of each row
        assertEquals(at.get(0).x(), at.get(3).x(), 0.5, "a column's titles line up");
        assertEquals(CARD_H, at.get(3).y() - at.get(0).y(), 1, "row pitch is 3.5 in: " + at);
        assertEquals(CARD_H, at.get(6).y() - at.get(3).y(), 1, "row pitch is 3.5 in: " + at);
        // the 3 x 3 grid is centred on the paper: the first title sits as far in as the last one's card ends short
        PDRectangle box = pdf.getPage(pageIndex).getMediaBox();
        float gridLeft = (box.getWidth() - 3 * CARD_W) / 2;
        float inset = at.get(0).x() - gridLeft;
        assertTrue(inset > 0 && inset < 0.5f * 72, "the first title sits inside the first card: inset " + inset);
    }

    @Test
    void cardsArePokerSize() throws IOException {
        assertCardsAtTrueScale(doc, cardPages().get(0));
    }

    static byte[] firstId(PDDocument pdf) {
        COSBase id = pdf.getDocument().getTrailer().getDictionaryObject(COSName.ID);
        assertTrue(id instanceof COSArray a && a.size() == 2 && a.getObject(0) instanceof COSString, "trailer /ID: " + id);
        return ((COSString) ((COSArray) id).getObject(0)).getBytes();
    }

    // ---- A4 ----------------------------------------------------------------------------------

    @Nested
    @TestInstance(TestInstance.Lifecycle.PER_CLASS)
    class A4 {
        PDDocument a4;

        @BeforeAll
        void build() throws IOException {
            a4 = Loader.loadPDF(Packs.shared("--paper", "a4").gm().toFile());
        }

        @AfterAll
        void close() throws IOException {
            if (a4 != null) {
                a4.close();
            }
        }

        @Test
        void theFirstPageAfterTheMapIsA4Portrait() {
            PDRectangle box = a4.getPage(1).getMediaBox();
            assertEquals(595.28, box.getWidth(), 1);
            assertEquals(841.89, box.getHeight(), 1);
        }

        @Test
        void mapPageIsA4Landscape() {
            boolean found = false;
            for (PDPage p : a4.getPages()) {
                PDRectangle box = p.getMediaBox();
                if (box.getWidth() > box.getHeight()) {
                    found = true;
                    assertEquals(841.89, box.getWidth(), 1);
                    assertEquals(595.28, box.getHeight(), 1);
                }
            }
            assertTrue(found, "no landscape map page in the A4 pack");
        }

        @Test
        void theMapHeadIsAllAboveTheMap() throws IOException {
            int page = 0;
            while (a4.getPage(page).getMediaBox().getWidth() < a4.getPage(page).getMediaBox().getHeight()) {
                page++;
            }
            List<WordBoxes.Word> words = WordBoxes.words(a4, page + 1);
            // y runs up: the scale line's last word, and the top row of column letters over the map's frame
            WordBoxes.Word last = words.stream().filter(w -> w.text().equals("south")).max(java.util.Comparator.comparingDouble(
                    WordBoxes.Word::y1)).orElseThrow();
            WordBoxes.Word a = words.stream().filter(w -> w.text().equals("A")).max(java.util.Comparator.comparingDouble(
                    WordBoxes.Word::y2)).orElseThrow();
            assertTrue(last.y1() > a.y2(), "the map head's last line " + last + " runs under the map's letters " + a);
        }

        @Test
        void cardsStayPokerSizeOnA4() throws IOException {
            List<String> a4Texts = Packs.pageTexts(a4);
            int firstCards = IntStream.range(0, a4Texts.size())
                    .filter(i -> a4Texts.get(i).contains("Bases lost") && !a4Texts.get(i).contains(FOOTER)).findFirst().orElseThrow();
            assertCardsAtTrueScale(a4, firstCards);
        }

        @Test
        void documentIdDiffersFromTheLetterPack() {
            byte[] letterId = firstId(doc);
            byte[] a4Id = firstId(a4);
            assertFalse(Arrays.equals(letterId, a4Id), "a different document gets a different id");
        }
    }
}

package muster.render;

import freemarker.core.XHTMLOutputFormat;
import freemarker.template.TemplateModelException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalInt;
import muster.view.Booklet;
import muster.view.CardFaces;
import muster.view.CardSheet;
import muster.view.Documents;
import muster.view.Pack;
import muster.view.convention.PrintList;
import muster.view.convention.TableCover;
import muster.view.kit.KitView;
import muster.view.map.MapView;
import muster.view.table.TableView;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.common.PDRectangle;

/** Front door of the render stage: a pack's views to the bytes of its PDF. */
public final class Renderer {

    static final String PACK_TEMPLATE = "pack.ftlx";
    static final String AID_TEMPLATE = "aid.ftlx";
    static final String MAP_TEMPLATE = "map.svg.ftlx";
    static final String BOOKLET_TEMPLATE = "booklet.ftlx";
    static final String TABLE_SHEET_TEMPLATE = "table-sheet.svg.ftlx";
    static final String TABLE_INDEX_TEMPLATE = "table-index.svg.ftlx";
    static final String KIT_PAGE_TEMPLATE = "kit-page.svg.ftlx";
    static final String CARDS_TEMPLATE = "cards.svg.ftlx";
    static final String COVER_TEMPLATE = "convention-cover.ftlx";
    static final String PRINT_LIST_TEMPLATE = "print-list.ftlx";

    private final TemplateEngine templates;

    public Renderer(TemplateEngine templates) {
        this.templates = templates;
        JarFontMapper.install();
    }

    /**
     * A rendered file (PDF or PNG), what the map painter had to skip or substitute on the way, and for a file printed on
     * both sides its pages (from 0) meant to be cut out, which get a blank back ({@code oneSided}), and the pages printed
     * behind the page before them ({@code backs}); a PDF's {@code pages}, each one's size, as the document it was saved from
     * had them (none for a picture, or a PDF made of another's bytes: read them from the PDF).
     */
    public record Rendered(byte[] bytes, List<String> warnings, List<Integer> oneSided, List<Integer> backs, List<PageSize> pages) {
        public Rendered {
            warnings = List.copyOf(warnings);
            oneSided = List.copyOf(oneSided);
            backs = List.copyOf(backs);
            pages = List.copyOf(pages);
        }

        public Rendered(byte[] bytes, List<String> warnings) {
            this(bytes, warnings, List.of(), List.of(), List.of());
        }

        /** A PDF just saved from {@code doc}, its pages' sizes taken from it. */
        static Rendered saved(byte[] bytes, PDDocument doc, List<String> warnings, List<Integer> oneSided, List<Integer> backs) {
            List<PageSize> pages = new ArrayList<>();
            for (PDPage page : doc.getPages()) {
                PDRectangle box = page.getMediaBox();
                pages.add(new PageSize(box.getWidth(), box.getHeight()));
            }
            return new Rendered(bytes, warnings, oneSided, backs, pages);
        }
    }

    /** A page's media box: its width and height in points. */
    public record PageSize(float width, float height) {
    }

    /** The files of one scenario's documents, each rendered from them as it is asked for; its packs share one player aid. */
    public ScenarioPrint print(Documents documents) {
        return new ScenarioPrint(this, documents);
    }

    /** A pack (the game master's or a side's handout), placing {@code aid}'s pages: briefing, map, orders of battle, charts, rosters, cards. */
    Rendered pack(Pack pack, SharedPages aid) throws RenderException {
        String map = templates.process(MAP_TEMPLATE, Map.of("map", pack.map()));
        List<Map<String, Object>> sideBriefings = new ArrayList<>();
        for (Pack.SideBriefing b : pack.text().sideBriefings()) {
            sideBriefings.add(Map.of("heading", b.heading(), "sideClass", b.sideClass(), "html", markup(b.markdown())));
        }
        Map<String, SharedPages.Page> aidPages = new LinkedHashMap<>();
        List<Map<String, String>> aidBoxes = new ArrayList<>();
        for (int i = 0; i < aid.areas().size(); i++) {
            String id = "aid-" + (i + 1);
            aidPages.put(id, new SharedPages.Page(aid, i));
            SharedPages.Area area = aid.areas().get(i);
            // a point short of the page's content area, so that rounding never pushes the box onto a page of its own
            aidBoxes.add(Map.of("id", id, "width", points(area.width()), "height", points(area.height() - 1)));
        }
        Map<String, Object> model = new HashMap<>(Map.of("pack", pack, "briefing", markup(pack.text().briefing()),
                "sideBriefings", sideBriefings, "aidPages", aidBoxes));
        Map<String, String> drawings = new LinkedHashMap<>();
        drawings.put("overview", map);
        cardPages(pack.forces().cards(), "overview", drawings);
        List<KitView.Page> deck = pack.forces().deck();
        for (int i = 0; i < deck.size(); i++) {
            // the kit's own pages of the deck: drawn without a bleed, as the game master's pack is printed
            drawings.put("overview-deck-" + (i + 1), templates.process(KIT_PAGE_TEMPLATE, Map.of("kit", Map.of("bleed", false), "page", deck.get(i))));
        }
        String subject = pack.heading().title() + ", " + pack.heading().audience();
        CardSheet cards = pack.forces().cards();
        PdfMaker.Laid made = laidOut(model, drawings, aidPages, cards.pages().size(), deck.size(), pack.heading().title(), subject);
        for (CardSheet.Page strip : cards.strip()) {
            // the last page's row of cards below the pack's last sheet, kept only where it saved that page
            Map<String, Object> under = new HashMap<>(model);
            under.put("cardsUnderText", true);
            under.put("cardPagesShown", cards.pages().size() - 1);
            Map<String, String> withStrip = new LinkedHashMap<>(drawings);
            withStrip.put("overview-cards-strip", templates.process(CARDS_TEMPLATE, Map.of("page", strip)));
            PdfMaker.Laid shorter = laidOut(under, withStrip, aidPages, cards.pages().size() - 1, deck.size(), pack.heading().title(), subject);
            if (shorter.rendered().pages().size() < made.rendered().pages().size()) {
                made = shorter;
            }
        }
        return withTooFull(made.rendered(), cards.pages());
    }

    /**
     * The pack laid out from {@code model}; laid out again with {@code cardPages} pages of cards moved after the player aid when
     * that takes away a page left for notes before it ({@link #cardPagesBeforeAid}).
     */
    private PdfMaker.Laid laidOut(Map<String, Object> model, Map<String, String> drawings, Map<String, SharedPages.Page> aidPages,
            int cardPages, int deckPages, String title, String subject) throws RenderException {
        PdfMaker.Laid made = PdfMaker.pack(templates.process(PACK_TEMPLATE, model), drawings, aidPages, title, subject);
        OptionalInt before = cardPagesBeforeAid(cardPages, deckPages);
        if (made.notesPage() && before.isPresent()) {
            Map<String, Object> moving = new HashMap<>(model);
            moving.put("cardsBeforeAid", before.getAsInt());
            PdfMaker.Laid moved = PdfMaker.pack(templates.process(PACK_TEMPLATE, moving), drawings, aidPages, title, subject);
            if (!moved.notesPage()) {
                return moved;
            }
        }
        return made;
    }

    /**
     * How many pages of cards stay before the player aid when the pages before it were odd and left the aid a page for notes: an
     * odd number of card pages moved after the aid takes that page away (one layout more, for a page less to print). All of them
     * move when they are odd, else the last page of unit cards (the least full) with an even deck; none when neither is odd.
     */
    private static OptionalInt cardPagesBeforeAid(int unitCards, int deckPages) {
        if ((unitCards + deckPages) % 2 == 1) {
            return OptionalInt.of(0);
        }
        return unitCards > 0 && deckPages % 2 == 0 ? OptionalInt.of(unitCards - 1) : OptionalInt.empty();
    }

    /** Several packs as one book: title and contents, then each scenario's pack. */
    public Rendered booklet(Booklet booklet) throws RenderException {
        Map<String, String> maps = new LinkedHashMap<>();
        List<Map<String, Object>> chapters = new ArrayList<>();
        for (Booklet.Chapter c : booklet.chapters()) {
            String mapId = c.anchor() + "-map";
            maps.put(mapId, templates.process(MAP_TEMPLATE, Map.of("map", c.pack().map())));
            cardPages(c.pack().forces().cards(), mapId, maps);
            List<Map<String, Object>> sideBriefings = new ArrayList<>();
            for (Pack.SideBriefing b : c.pack().text().sideBriefings()) {
                sideBriefings.add(Map.of("heading", b.heading(), "sideClass", b.sideClass(), "html", markup(b.markdown())));
            }
            chapters.add(Map.of("chapter", c, "pack", c.pack(), "briefing", markup(c.pack().text().briefing()), "sideBriefings", sideBriefings,
                    "mapId", mapId, "sources", markup(c.sources())));
        }
        String xhtml = templates.process(BOOKLET_TEMPLATE, Map.of("booklet", booklet, "chapters", chapters));
        return PdfMaker.make(xhtml, maps, booklet.title(), booklet.title() + ": " + booklet.chapters().size() + " scenarios");
    }

    /** The true-scale table map: an index page, then every sheet. */
    public Rendered table(TableView table) throws RenderException {
        Map<String, String> maps = new LinkedHashMap<>();
        maps.put("map", templates.process(MAP_TEMPLATE, Map.of("map", table.maps().map())));
        maps.put("overview", templates.process(MAP_TEMPLATE, Map.of("map", table.maps().overview())));
        String index = templates.process(TABLE_INDEX_TEMPLATE, Map.of("table", table));
        List<String> sheets = new ArrayList<>();
        for (TableView.Sheet sheet : table.sheets()) {
            sheets.add(templates.process(TABLE_SHEET_TEMPLATE, Map.of("table", table, "sheet", sheet)));
        }
        return TablePdf.make(table, maps, index, sheets);
    }

    /** The paper-play kit: counters, markers, rulers, templates and cards, each page and card from its SVG, the cards as in the pack. */
    public Rendered kit(KitView kit) throws RenderException {
        List<String> pages = new ArrayList<>();
        for (KitView.Page page : kit.pages()) {
            pages.add(templates.process(KIT_PAGE_TEMPLATE, Map.of("kit", kit, "page", page)));
        }
        List<String> cards = new ArrayList<>();
        for (CardSheet.Page card : kit.cardFaces()) {
            cards.add(templates.process(CARDS_TEMPLATE, Map.of("page", card)));
        }
        return withTooFull(KitPdf.make(kit, pages, cards), kit.cardFaces());
    }

    /** The cover sheet of a table's file at a convention. */
    public Rendered cover(TableCover cover) throws RenderException {
        String xhtml = templates.process(COVER_TEMPLATE, Map.of("cover", cover, "situation", markup(cover.situation())));
        return PdfMaker.make(xhtml, Map.of(), cover.event() + ": " + cover.table(), cover.title() + ", cover sheet");
    }

    /** A convention's print list as a PDF page. */
    public Rendered printList(PrintList list) throws RenderException {
        String xhtml = templates.process(PRINT_LIST_TEMPLATE, Map.of("list", list));
        return PdfMaker.make(xhtml, Map.of(), list.event() + ": print list", "pages, sheets, sides and paper of every table's file");
    }

    /** A map's SVG, escaped by its template, exactly as the PDFs draw it; for showing in a browser. */
    public String mapSvg(MapView map) throws RenderException {
        return templates.process(MAP_TEMPLATE, Map.of("map", map));
    }

    /** A map as a PNG picture at {@code dpi}, for posting online; drawn from the same vector map as the PDFs. */
    public Rendered preview(MapView map, int dpi) throws RenderException {
        return Preview.png(templates.process(MAP_TEMPLATE, Map.of("map", map)), dpi);
    }

    /**
     * A scenario's player aid laid out alone, for its packs to place; an aid set in a larger type, its own or its pack's large
     * type, that runs past its sheet after all is laid out again in the usual type: one sheet to hold beats two in large type.
     */
    SharedPages aid(Documents.AidPage page) throws RenderException {
        SharedPages aid = aidAsGiven(page);
        boolean packLarge = Arrays.asList(page.style().split(" ")).contains(CardFaces.LARGE_TYPE);
        if (aid.areas().size() > page.aid().sides().size() && (page.aid().enlarged() || packLarge)) {
            String style = packLarge ? page.style().replace(CardFaces.LARGE_TYPE, "").strip() : page.style();
            return aidAsGiven(new Documents.AidPage(page.aid().inUsualType(), style, page.pageSize()));
        }
        return aid;
    }

    private SharedPages aidAsGiven(Documents.AidPage page) throws RenderException {
        String xhtml = templates.process(AID_TEMPLATE, Map.of("page", page));
        return PdfMaker.alone(xhtml, SharedPages.digest(xhtml), page.aid().title(), page.aid().subtitle());
    }

    private static String points(double value) {
        return String.format(Locale.ROOT, "%.2fpt", value);
    }

    /** Each page of {@code sheet}'s cards as SVG, under the name the pack's page gives it: {@code <mapId>-cards-<n>}. */
    private void cardPages(CardSheet sheet, String mapId, Map<String, String> into) throws RenderException {
        for (int i = 0; i < sheet.pages().size(); i++) {
            into.put(mapId + "-cards-" + (i + 1), templates.process(CARDS_TEMPLATE, Map.of("page", sheet.pages().get(i))));
        }
    }

    /** {@code made} with a warning for each card on {@code pages} whose facts and notes did not all fit, however small. */
    private static Rendered withTooFull(Rendered made, List<CardSheet.Page> pages) {
        List<String> warnings = new ArrayList<>(made.warnings());
        for (CardSheet.Page page : pages) {
            for (CardSheet.Placed placed : page.cards()) {
                int left = placed.face().left();
                if (left > 0) {
                    warnings.add("the card for " + placed.card().title() + " is too full: " + left + (left == 1 ? " line" : " lines")
                            + " of its facts and notes left off; give it less to say (shorter names for its targets, fewer notes)");
                }
            }
        }
        return warnings.size() == made.warnings().size() ? made : new Rendered(made.bytes(), warnings, made.oneSided(), made.backs(), made.pages());
    }

    /** Markdown as markup the templates print without escaping again (it is escaped on the way in). */
    private static Object markup(String markdown) throws RenderException {
        try {
            return XHTMLOutputFormat.INSTANCE.fromMarkup(Markdown.toXhtml(markdown));
        } catch (TemplateModelException e) {
            throw new RenderException("could not prepare a briefing: " + e.getMessage(), e);
        }
    }
}

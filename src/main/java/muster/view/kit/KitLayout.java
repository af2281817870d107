package muster.view.kit;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import muster.rules.Checked;
import muster.scenario.Scenario;
import muster.view.Card;
import muster.view.CardFaces;
import muster.view.CardLayout;
import muster.view.MapScale;
import muster.view.Num;
import muster.view.PageSize;
import muster.view.Paper;
import muster.view.RuleSetModule;
import muster.view.RuleSetSheets;
import muster.view.TextWidth;
import muster.view.kit.IndexPages.Section;
import muster.view.kit.KitContent.Counter;
import muster.view.kit.KitView.Page;

/**
 * Lays a rule set's kit out on pages: the index, then the double-sided run (duplex calibration,
 * counters with their backs, the deck with its backs), then the one-sided pages (markers,
 * rulers, templates, cards). Items of one size share a grid with crop marks at every edge; a
 * back page puts each item at the mirror of its front, shifted by the duplex offset.
 */
public final class KitLayout {

    private KitLayout() {
    }

    /** The kit of {@code checked}, whose rule set printed {@code sheets} for it. */
    public static KitView layout(Checked<? extends RuleSetModule> checked, RuleSetSheets sheets, KitOptions options) {
        Scenario scenario = checked.scenario();
        KitContent content = sheets.kit();
        Sheet sheet = new Sheet(options, scenario.title());
        boolean duplexCounters = content.counters().stream().anyMatch(Counter::doubleSided);
        List<PageBuilder> body = new ArrayList<>();
        List<Section> sections = new ArrayList<>();
        List<Card> cards = new ArrayList<>();
        fill(content, sheet, options, List.of(), body, sections, cards);
        if (duplexCounters) {
            // the counters of the last counter page laid at the head of the small items, if that saves a page, or at
            // equal pages fills that counter page's room (133 counters on a page that holds 132 left 14 alone on a sheet)
            List<Counter> rest = CounterPages.lastPage(content.counters(), sheet);
            List<PageBuilder> shared = new ArrayList<>();
            List<Section> sharedSections = new ArrayList<>();
            List<Card> sharedCards = new ArrayList<>();
            if (fill(content, sheet, options, rest, shared, sharedSections, sharedCards)
                    && better(shared, body, false)) {
                body = shared;
                sections = sharedSections;
                cards = sharedCards;
            }
        }

        double scale = CardFaces.shared(content.cards(), content.cardStyle());
        String ruleSet = checked.ruleSet().title();
        String heading = scenario.title() + ": paper-play kit";
        String sub = TextWidth.SANS.cut(ruleSet + " · " + sheet.scaleText + " · " + options.paper().cssName() + " paper", sheet.width
                - 2 * Sheet.SIDE, 9);
        List<IndexPages.Row> rows = IndexPages.rows(content.counters());
        int indexPages = 1;
        List<PageBuilder> index = List.of();
        for (int round = 0; round < 4; round++) {
            int pad = padding(indexPages, sections);
            index = IndexPages.pages(sheet, heading, sub, intro(content, sheet, options, sections, backs(body), indexPages + pad), rows);
            if (index.size() == indexPages) {
                break;
            }
            indexPages = index.size();
        }
        List<PageBuilder> all = new ArrayList<>(index);
        if (padding(index.size(), sections) == 1) {
            // the back of the index, so the double-sided pages start on the front of a sheet: ruled for the game's notes, as
            // the game master's pack rules its spare page (a sentence on why it was blank read as the tool's own business)
            all.add(IndexPages.notes(sheet));
        }
        all.addAll(body);
        List<Page> pages = new ArrayList<>();
        for (int i = 0; i < all.size(); i++) {
            PageBuilder page = all.get(i);
            Sheet on = page.sheet == null ? sheet : page.sheet;
            if (!page.kind.equals("cards") && !page.kind.equals("deck")) {
                on.footer(page, i + 1, all.size());
            }
            pages.add(page.build(i + 1, on.bleed, on.media(), PageSize.of(on.width, on.height)));
        }
        return new KitView(scenario.title() + ": paper-play kit", "Counters, markers, rulers, templates and cards at " + sheet.scaleText,
                new MapScale(options.scale(), sheet.scaleText), PageSize.of(sheet.width, sheet.height),
                options.bleedMm() > 0, pages, cards, cards.stream().map(c -> CardLayout.alone(c, content.cardStyle(), scale)).toList());
    }

    /** The fronts of {@code deck}'s cards on {@code paper} with their crop marks, the kit's own pages, for the game master's pack. */
    public static List<Page> deckFronts(KitContent.Deck deck, Paper paper, String title) {
        Sheet sheet = new Sheet(KitOptions.plain(paper, 1), title);
        List<PageBuilder> body = new ArrayList<>();
        CardPages.deck(deck, sheet, body);
        List<Page> out = new ArrayList<>();
        for (PageBuilder page : body) {
            if (!page.back) {
                out.add(page.build(out.size() + 1, sheet.bleed, sheet.media(), PageSize.of(sheet.width, sheet.height)));
            }
        }
        return out;
    }

    /**
     * The kit's pages after the index: calibration, counters, deck, small items, cards. {@code rest}
     * are counters to lay with the small items instead of on their own last page; false when the
     * small items' pages cannot take them.
     */
    private static boolean fill(KitContent content, Sheet sheet, KitOptions options, List<Counter> rest, List<PageBuilder> body,
            List<Section> sections, List<Card> cards) {
        boolean duplexCounters = content.counters().stream().anyMatch(Counter::doubleSided);
        boolean twoSidedMarkers = content.markers().stream().anyMatch(m -> m.back().isPresent());
        if (duplexCounters || twoSidedMarkers || content.deck().isPresent()) {
            int first = body.size();
            body.add(Calibration.front(sheet));
            body.add(Calibration.back(sheet, options));
            sections.add(new Section("duplex calibration", first, body.size() - 1, true));
        }
        if (duplexCounters) {
            Set<Counter> later = Collections.newSetFromMap(new IdentityHashMap<>());
            later.addAll(rest);
            CounterPages.add(content.counters().stream().filter(c -> !later.contains(c)).toList(), content.counters(), sheet, true, body,
                    sections);
        }
        boolean referenceLeft = false;
        if (content.deck().isPresent()) {
            KitContent.Deck deck = content.deck().get();
            int first = body.size();
            boolean placed = CardPages.deck(deck, sheet, body);
            referenceLeft = !placed;
            sections.add(new Section(deck.name() + " (" + deck.cards().size() + " cards" + (placed ? " and its reference card" : "")
                    + "), fronts and backs", first, body.size() - 1, true));
        }
        if (!duplexCounters) {
            CounterPages.add(content, sheet, false, body, sections);
        }
        if (!SmallItems.add(content, sheet, body, sections, rest)) {
            return false;
        }
        if (!content.cards().isEmpty() || referenceLeft) {
            int first = body.size();
            cards.addAll(content.cards());
            CardPages.cards(content.cards().size(), 0, referenceLeft ? content.deck().get().reference() : null, sheet, body);
            sections.add(new Section((referenceLeft ? "the " + content.deck().get().name() + "'s reference card and " : "")
                    + "the pack's cards at poker size (" + content.cards().size() + ")", first, body.size() - 1, false));
        }
        return true;
    }

    /**
     * Fewer pages, or as many with fewer fronts of counters or a single item alone (or, when {@code lonely}, fewer pages of a
     * single item), then, where pages are turned, fewer fronts of counters alone: a sheet printed on both sides for a few
     * counters while the markers lie on the turned pages (Mexican Revolution 4 on Letter: 9 counters alone on page 15).
     */
    static boolean better(List<PageBuilder> pages, List<PageBuilder> than, boolean lonely) {
        boolean turned = pages.stream().anyMatch(p -> p.sheet != null && p.sheet.landscape);
        int[] a = {pages.size(), lonely ? 0 : alone(pages), lonely ? lonely(pages) : 0, turned ? countersAlone(pages) : 0};
        int[] b = {than.size(), lonely ? 0 : alone(than), lonely ? lonely(than) : 0, turned ? countersAlone(than) : 0};
        return java.util.Arrays.compare(a, b) < 0;
    }

    /** The front pages that hold counters and nothing else. */
    static int countersAlone(List<PageBuilder> body) {
        return (int) body.stream().filter(p -> !p.back && !p.counters.isEmpty() && p.markers.isEmpty() && p.fills.isEmpty()
                && p.paths.isEmpty() && p.rings.isEmpty()).count();
    }

    /** Pages that hold a single item. */
    static int lonely(List<PageBuilder> pages) {
        int n = 0;
        for (PageBuilder p : pages) {
            long items = p.markers.size() + p.fills.stream().filter(f -> f.role().equals("strip")).count()
                    + p.paths.stream().filter(x -> x.role().equals("template-cut")).count()
                    + p.rings.stream().filter(r -> r.role().equals("template-cut")).count();
            n += items <= 1 ? 1 : 0;
        }
        return n;
    }

    /** The front pages that hold counters and nothing else, or a single small item. */
    static int alone(List<PageBuilder> body) {
        return (int) body.stream().filter(p -> !p.back && (!p.counters.isEmpty() && p.markers.isEmpty() && p.fills.isEmpty()
                && p.paths.isEmpty() && p.rings.isEmpty() || p.kind.equals("sheets") && p.counters.isEmpty()
                && lonely(List.of(p)) == 1)).count();
    }

    /** The pages of {@code body} that are backs. */
    private static Set<Integer> backs(List<PageBuilder> body) {
        Set<Integer> out = new HashSet<>();
        for (int i = 0; i < body.size(); i++) {
            if (body.get(i).back) {
                out.add(i);
            }
        }
        return out;
    }

    /** A blank page after the index when the double-sided run would otherwise start on an even page. */
    private static int padding(int indexPages, List<Section> sections) {
        boolean duplex = sections.stream().anyMatch(Section::duplex);
        return duplex && indexPages % 2 == 1 ? 1 : 0;
    }

    /** The introduction on the index page: how to print and cut, what is where, the rule set's notes. */
    private static List<String> intro(KitContent content, Sheet sheet, KitOptions options, List<Section> sections, Set<Integer> backs,
            int before) {
        List<String> out = new ArrayList<>();
        out.add("Print at actual size (no \"fit to page\"). The bar at the foot of every page checks it: "
                + Sheet.CALIBRATION_INCHES + " table inches at " + sheet.scaleText + " measure "
                + Num.fmt((double) Sheet.CALIBRATION_INCHES / sheet.scale, 2) + " in (" + Num.fmt(Sheet.CALIBRATION_INCHES * 25.4
                / sheet.scale, 1) + " mm). Counters, markers, rulers and templates are at the table map's scale; cards are poker "
                + "size (2.5 x 3.5 in) whatever the scale.");
        int firstDuplex = -1;
        int lastDuplex = -1;
        for (Section s : sections) {
            if (s.duplex()) {
                firstDuplex = firstDuplex < 0 ? s.first() : firstDuplex;
                lastDuplex = s.last();
            }
        }
        if (firstDuplex >= 0) {
            out.add("Pages " + (before + firstDuplex + 1) + "–" + (before + lastDuplex + 1) + " print double-sided, flipping on "
                    + "the long edge: each back page puts its items behind their fronts. Print the calibration sheet (pages "
                    + (before + firstDuplex + 1) + "–" + (before + firstDuplex + 2) + ") first; its back says what to do if the backs "
                    + "land off their fronts. Every other page prints single-sided.");
        }
        if (sheet.bleed > 0) {
            out.add("Built with a bleed of " + Num.fmt(options.bleedMm(), 2) + " mm: every item has its own crop marks and its colour "
                    + "runs past them. Cut at every mark with a guillotine, first right across the sheet at the marks left and "
                    + "right, then each strip at the marks above and below; the narrow strips between items are waste.");
        } else {
            out.add("Cut with a guillotine along the crop marks in the margins: first right across the sheet at the marks "
                    + "left and right, then each strip at the marks above and below. Neighbouring items share a cut.");
        }
        out.add("Each counter's front edge is the one with the bar; its label, symbol and side colour match the map and "
                + "the cards. Units of several bases, stands or figures have a counter for each, numbered.");
        for (Section s : IndexPages.runs(sections, backs, i -> before + i + 1)) {
            String pages = s.first() == s.last() ? "Page " + (before + s.first() + 1)
                    : "Pages " + (before + s.first() + 1) + "–" + (before + s.last() + 1);
            out.add(pages + ": " + s.what() + ".");
        }
        out.addAll(content.notes());
        return out;
    }
}

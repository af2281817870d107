package muster.view.kit;

import static muster.view.kit.KitLayoutTest.bundled;
import static muster.view.kit.KitLayoutTest.d;
import static muster.view.kit.KitLayoutTest.layout;
import static muster.view.kit.KitLayoutTest.scenario;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import muster.rulesets.Checks;
import muster.rulesets.RuleSets;
import muster.scenario.Scenario;
import muster.scenario.load.ScenarioLoader;
import muster.view.Paper;
import muster.view.RuleSetModule;
import muster.view.Views;
import muster.view.kit.KitView.Page;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/** Kit sheets without waste: cards nine to a sheet, small items sharing sheets, long rulers in the fewest landscape strips. */
class KitSheetsTest {

    /**
     * An item that takes less than this share of its sheet's area is small: a page for it alone is
     * waste. (A 90-degree fire arc of 4" at 1:1 takes 23% of a landscape A4 sheet: two of them nest
     * head to tail on one. A 6" burst circle takes 28% and shares with nothing that is left.)
     */
    static final double SMALL = 0.25;

    static List<KitOptions> options() {
        return List.of(KitOptions.plain(Paper.LETTER, 1), KitOptions.plain(Paper.A4, 1), new KitOptions(Paper.LETTER, 2, 2, 0, 0));
    }

    static Stream<DynamicTest> each(java.util.function.BiConsumer<String, KitOptions> check) throws IOException {
        return bundled().stream().flatMap(id -> options().stream().map(o -> DynamicTest.dynamicTest(id + " " + o.paper().word() + " 1:"
                + o.scale() + (o.bleedMm() > 0 ? " bleed" : ""), () -> check.accept(id, o))));
    }

    @Test
    void anIndexThatNearlyFitsItsFirstPageIsSetCloserRatherThanRunningOnForTwoRows() throws IOException {
        // an author's Celaya: at 867bebd its counter index ran on to a second page for Obregón's and Villa's headquarters
        Path file = Path.of("src/test/resources/authors/mexican-revolution-2.yaml");
        Scenario s = ScenarioLoader.load(file, file.toString()).scenario().orElseThrow();
        KitView kit = Views.documents(Checks.checked(s), Paper.LETTER).kit(KitOptions.plain(Paper.LETTER, 1));
        List<Page> index = kit.pages().stream().filter(p -> p.drawing().texts().stream().anyMatch(t -> t.text().equals("Counter index")))
                .toList();
        assertEquals(1, index.size(), "pages of the counter index");
        assertTrue(index.get(0).drawing().texts().stream().anyMatch(t -> t.text().equals("Villa")), "the last row on the first page");
    }

    @TestFactory
    Stream<DynamicTest> thePacksCardsPrintNineToASheet() throws IOException {
        return each((id, o) -> {
            KitView kit = layout(id, o);
            KitContent content = Checks.sheets(scenario(id)).kit();
            List<Page> pages = kit.pages().stream().filter(p -> p.kind().equals("cards")).toList();
            // a deck's reference card that found no place on the deck's own sheets leads the pack's cards
            int reference = (int) pages.stream().flatMap(p -> p.drawing().texts().stream())
                    .filter(t -> t.text().startsWith(DeckFaces.REFERENCE) && t.role().startsWith("deck-side")).count();
            int cards = content.cards().size() + reference;
            assertTrue(reference <= 1, id + ": one reference card");
            assertEquals((cards + 8) / 9, pages.size(), id + ": card sheets for " + cards + " cards");
            for (int i = 0; i < pages.size() - 1; i++) {
                assertEquals(9, pages.get(i).drawing().cardSlots().size() + (i == 0 ? reference : 0), id + " page " + pages.get(i).number());
            }
        });
    }

    /** What a page holds, each item as its area in square points. */
    static List<Double> items(Page p) {
        List<Double> out = new ArrayList<>();
        p.drawing().counters().forEach(c -> out.add(d(c.outline().trim().width()) * d(c.outline().trim().height())));
        p.drawing().markers().forEach(m -> out.add(d(m.trim().width()) * d(m.trim().height())));
        p.drawing().fills().stream().filter(f -> f.role().equals("strip")).forEach(f -> out.add(d(f.width()) * d(f.height())));
        p.drawing().paths().stream().filter(x -> x.role().equals("template-cut")).forEach(x -> out.add(area(x.d())));
        p.drawing().rings().stream().filter(r -> r.role().equals("template-cut")).forEach(r -> out.add(Math.PI * d(r.r()) * d(r.r())));
        return out;
    }

    /** The area of a path's bounding box, from the points its commands move and draw to. */
    static double area(String path) {
        List<double[]> points = new ArrayList<>();
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("([MLHVAZ])([^MLHVAZ]*)").matcher(path);
        double x = 0;
        double y = 0;
        while (m.find()) {
            String[] n = m.group(2).trim().isEmpty() ? new String[0] : m.group(2).trim().split("\\s+");
            switch (m.group(1)) {
                case "M", "L" -> {
                    x = Double.parseDouble(n[0]);
                    y = Double.parseDouble(n[1]);
                }
                case "H" -> x = Double.parseDouble(n[0]);
                case "V" -> y = Double.parseDouble(n[0]);
                case "A" -> {
                    // the kit's arcs are wedges from their apex, the first point, pointing up the page or (the second of a
                    // nested pair) down it: they reach a radius beyond it
                    double dir = points.get(1)[1] > points.get(0)[1] ? 1 : -1;
                    points.add(new double[] {x, points.get(0)[1] + dir * Double.parseDouble(n[0])});
                    x = Double.parseDouble(n[5]);
                    y = Double.parseDouble(n[6]);
                }
                default -> {
                }
            }
            points.add(new double[] {x, y});
        }
        double x1 = points.stream().mapToDouble(p -> p[0]).min().orElse(0);
        double x2 = points.stream().mapToDouble(p -> p[0]).max().orElse(0);
        double y1 = points.stream().mapToDouble(p -> p[1]).min().orElse(0);
        double y2 = points.stream().mapToDouble(p -> p[1]).max().orElse(0);
        return (x2 - x1) * (y2 - y1);
    }

    @TestFactory
    Stream<DynamicTest> noSheetHoldsOnlyOneSmallItem() throws IOException {
        return each((id, o) -> {
            KitView kit = layout(id, o);
            for (Page p : kit.pages()) {
                if (p.back() || !(p.kind().equals("counters") || p.kind().equals("sheets"))) {
                    continue;
                }
                List<Double> items = items(p);
                assertFalse(items.isEmpty(), id + " page " + p.number() + " is empty");
                double sheet = p.size().width() * p.size().height();
                assertFalse(items.size() == 1 && items.get(0) < SMALL * sheet,
                        id + " page " + p.number() + " holds one small item alone, " + Math.round(100 * items.get(0) / sheet) + "% of the sheet");
            }
        });
    }

    /**
     * A ruler longer than the paper is wide prints in the fewest strips that fit with their glue tabs,
     * landscape when that takes fewer: every strip of a ruler of whole inches, as long as the others
     * but the last, which takes what is left, each but the last with a glue tab at its end.
     */
    @TestFactory
    Stream<DynamicTest> longRulersPrintInTheFewestEqualStripsWithGlueTabs() throws IOException {
        return each((id, o) -> {
            KitView kit = layout(id, o);
            KitContent content = Checks.sheets(scenario(id)).kit();
            List<KitContent.Ruler> sticks = SmallItems.sticks(content);
            double inch = 72.0 / o.scale();
            double portrait = o.paper().width() * 72 - 2 * Sheet.SIDE;
            double landscape = o.paper().height() * 72 - 2 * Sheet.SIDE;
            int upright = sticks.stream().mapToInt(r -> pieces(r, portrait, inch)).sum();
            int turned = sticks.stream().mapToInt(r -> pieces(r, landscape, inch)).sum();
            boolean wide = turned < upright;
            List<KitContent.Ruler> rulers = SmallItems.rulers(content, wide ? new Sheet(o, "t").landscape() : new Sheet(o, "t"));
            List<Page> withStrips = kit.pages().stream().filter(p -> p.drawing().fills().stream().anyMatch(f -> f.role().equals("strip")))
                    .toList();
            List<KitView.Box> strips = withStrips.stream().flatMap(p -> p.drawing().fills().stream()).filter(f -> f.role().equals("strip"))
                    .toList();
            List<KitView.Box> tabs = withStrips.stream().flatMap(p -> p.drawing().fills().stream()).filter(f -> f.role().equals("glue"))
                    .toList();
            assertEquals(Math.min(upright, turned), strips.size(), id + ": strips");
            int joins = rulers.stream().mapToInt(r -> pieces(r, wide ? landscape : portrait, inch) - 1).sum();
            assertEquals(joins, tabs.size(), id + ": a glue tab at every join");
            Sheet sheet = wide ? new Sheet(o, "t").landscape() : new Sheet(o, "t");
            for (KitContent.Ruler r : rulers) {
                List<Strips.Piece> pieces = Strips.pieces(r, sheet);
                assertEquals(pieces(r, wide ? landscape : portrait, inch), pieces.size(), id + ": " + r.title());
                double full = pieces.get(0).to() - pieces.get(0).from();
                for (Strips.Piece p : pieces) {
                    assertTrue(p.to() - p.from() <= full + 1e-9, id + ": a strip longer than the first in " + r.title());
                    if (!p.last()) {
                        assertEquals(full, p.to() - p.from(), 1e-9, id + ": every strip of " + r.title() + " but the last as long as the first");
                        // a join at a whole inch, the last strip what is left (Torreón's 48" on Letter: 3 strips of 9.7" before)
                        assertEquals(Math.rint(p.to()), p.to(), 1e-9, id + ": " + r.title() + " strip " + (p.index() + 1) + " ends at " + p.to());
                    }
                    assertTrue(Strips.width(p, sheet) <= sheet.width - 2 * Strips.SIDE + 0.01, id + ": a strip wider than the paper");
                }
                assertEquals(r.inches(), pieces.get(pieces.size() - 1).to(), 1e-9);
            }
            for (Page p : withStrips) {
                assertEquals(wide, p.size().width() > p.size().height(), id + " page " + p.number() + " landscape");
            }
            for (KitView.Box tab : tabs) {
                assertEquals(Strips.TAB, d(tab.width()) - 2 * o.bleedMm() * 72 / 25.4 / 2, 0.02, id + ": a glue tab's width");
            }
        });
    }

    /** A band is named once on its stick, not again on every strip it runs on ("Shell: losses ×1, to 72"" on four strips). */
    @TestFactory
    Stream<DynamicTest> aBandIsNamedOnceOnItsStick() throws IOException {
        return each((id, o) -> {
            Map<String, Long> named = layout(id, o).pages().stream().flatMap(p -> p.drawing().texts().stream())
                    .filter(t -> t.role().equals("band-text") && t.text().contains(": "))
                    .collect(Collectors.groupingBy(KitView.Text::text, Collectors.counting()));
            // once on the stick, and once more on the long-range extension where the band runs on past the stick's end
            List<KitContent.Ruler> rulers = SmallItems.rulers(Checks.sheets(scenario(id)).kit(), new Sheet(o, "t").landscape());
            named.entrySet().removeIf(e -> e.getValue() <= rulers.stream().filter(r -> r.tracks().stream()
                    .anyMatch(t -> t.bands().stream().anyMatch(b -> e.getKey().equals(t.label() + ": " + b.label())))).count());
            assertEquals(Map.of(), named, id + ": bands named on more than one strip of a piece");
        });
    }

    /** A band whose weapon and words fit a later strip whole is named there, not cut to its words on a stub of it. */
    @org.junit.jupiter.api.Test
    void aBandIsNamedWithItsWeaponWhereThatFits() {
        // the Mauser's long band runs 18" to 36": 1.2" of it on Letter's second strip, the rest on the third
        List<String> named = layout("torreon-1914", KitOptions.plain(Paper.LETTER, 1)).pages().stream()
                .flatMap(p -> p.drawing().texts().stream()).filter(t -> t.role().equals("band-text")).map(KitView.Text::text).toList();
        assertTrue(named.contains("Mauser 18\"/36\": long, one pip harder"), named.toString());
        assertFalse(named.contains("long, one pip harder"), named.toString());
        // the strips after carry each run-on row's weapon, so a player tells the rows apart before gluing (3 strips run on: the
        // stick's second and third, the extension's second)
        assertTrue(named.stream().filter(t -> t.equals("Artillery 48\"")).count() >= 3, named.toString());
    }

    /**
     * One stick for a rule set's ranges and moves, as long as its farthest row: no second stick repeats its first inches (its
     * short rows end on its first strips).
     */
    @TestFactory
    Stream<DynamicTest> aRuleSetsRulerIsOneStickWhoseRowsEndWhereTheirBandsDo() throws IOException {
        return each((id, o) -> {
            KitContent content = Checks.sheets(scenario(id)).kit();
            List<KitContent.Ruler> rulers = SmallItems.sticks(content);
            for (KitContent.Ruler r : content.rulers()) {
                assertEquals(1, rulers.stream().filter(x -> x.title().startsWith(r.title())).count(), id + ": sticks of " + r.title());
                assertEquals(r.tracks().stream().mapToDouble(KitContent.Track::reach).max().orElseThrow(), r.inches(), 1.0,
                        id + ": " + r.title() + " runs to its farthest row");
            }
        });
    }

    /** The fewest strips that carry ruler {@code r} across {@code width} points, each with its tab. */
    static int pieces(KitContent.Ruler r, double width, double inch) {
        double length = r.inches() - r.start();
        if (length * inch <= width + 0.01) {
            return 1;
        }
        // strips of whole inches, each with its tab, may run nearer the paper's edge than the area's margin
        double most = Math.floor((width + 2 * Sheet.SIDE - 2 * Strips.SIDE - Strips.TAB) / inch + 1e-9);
        return (int) Math.ceil(length / most - 1e-9);
    }

    @TestFactory
    Stream<DynamicTest> theIndexNamesNoRuleSetIdAndNoSourceNotes() throws IOException {
        List<String> ids = RuleSets.all().stream().map(RuleSetModule::id).toList();
        return each((id, o) -> {
            KitView kit = layout(id, o);
            for (Page p : kit.pages()) {
                for (KitView.Text t : p.drawing().texts()) {
                    String text = t.text().toLowerCase(java.util.Locale.ROOT);
                    for (String word : ids) {
                        // ids are lower-case slugs; a rule set's title may spell its name in capitals ("HATSOFF tactical rules")
                        assertFalse(t.text().contains(word), id + " page " + p.number() + ": '" + word + "' in " + t.text());
                    }
                    for (String word : List.of("seed", "muster reads", "by-nation", "ocr")) {
                        assertFalse(text.contains(word), id + " page " + p.number() + ": '" + word + "' in " + t.text());
                    }
                    assertFalse(t.text().endsWith("…") && !t.role().equals("footer"), id + " page " + p.number() + ": cut short: " + t.text());
                }
            }
        });
    }
}

package muster.view.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import muster.rulesets.Checks;
import muster.scenario.Scenario;
import muster.scenario.load.ScenarioLoader;
import muster.view.TextWidth;
import muster.view.kit.KitContent.Arc;
import muster.view.kit.KitContent.Circle;
import muster.view.kit.KitContent.Counter;
import muster.view.kit.KitContent.Line;
import muster.view.kit.KitContent.Rectangle;
import muster.view.kit.KitContent.Track;
import org.junit.jupiter.api.Test;

/** What each rule set puts in its kit, in table inches, against the numbers of its rules. */
class RuleSetKitsTest {

    static KitContent kit(String id) {
        Scenario s = KitLayoutTest.scenario(id);
        return Checks.sheets(s).kit();
    }

    static Scenario saw(String figureScale) {
        String yaml = muster.view.MapDeriverTest.SCENARIO.replace("turns: 6", "turns: 6\nfigureScale: " + figureScale)
                .replace("{ id: u3, type: infantry, weapon: rifle, count: 4", "{ id: u3, type: field-artillery, count: 1");
        return ScenarioLoader.parse("t.yaml", yaml.getBytes(StandardCharsets.UTF_8)).scenario().orElseThrow();
    }

    @Test
    void sawQuickplayGivesACounterPerOneInchBasePinnedOnItsBack() {
        KitContent k = Checks.sheets(saw("15mm")).kit();
        List<Counter> u1 = k.counters().stream().filter(c -> c.unitId().equals("u1")).toList();
        assertEquals(3, u1.size(), "a 3-base unit gives 3 counters");
        u1.forEach(c -> {
            assertEquals(1.0, c.width());
            assertEquals(1.0, c.depth());
            assertEquals("Pinned", c.back().orElseThrow());
        });
        assertEquals(List.of(1, 2, 3), u1.stream().map(Counter::element).toList());
        assertEquals(2, k.counters().stream().filter(c -> c.unitId().startsWith("hq-")).count(), "an HQ base a side");
    }

    @Test
    void sawQuickplaySheafsAndArcFromItsWeapons() {
        KitContent k = Checks.sheets(saw("15mm")).kit();
        List<Rectangle> sheafs = k.templates().stream().filter(t -> t instanceof Rectangle).map(t -> (Rectangle) t).toList();
        assertEquals(1, sheafs.size(), "one sheaf for the one field gun, none for siege guns the scenario lacks");
        assertTrue(sheafs.stream().anyMatch(r -> r.width() == 1 && r.depth() == 2 && r.grid() == 0), "field sheaf 1\" x 2\"");
        String yaml = muster.view.MapDeriverTest.SCENARIO.replace("{ id: u3, type: infantry, weapon: rifle, count: 4",
                "{ id: u3, type: siege-artillery, count: 2");
        KitContent siege = Checks.sheets(ScenarioLoader.parse("t.yaml", yaml.getBytes(StandardCharsets.UTF_8)).scenario().orElseThrow()).kit();
        List<Rectangle> two = siege.templates().stream().filter(t -> t instanceof Rectangle).map(t -> (Rectangle) t).toList();
        assertEquals(4, two.size(), "a square and a line for each of two siege guns");
        assertEquals(2, two.stream().filter(r -> r.width() == 2 && r.depth() == 2 && r.grid() == 1).count(), "siege sheaf 2\" x 2\" of 1\" squares");
        assertEquals(2, two.stream().filter(r -> r.width() == 1 && r.depth() == 4 && r.grid() == 1).count(),
                "the same four squares in a line, 1\" x 4\", which the text allows too");
        Arc arc = k.templates().stream().filter(t -> t instanceof Arc).map(t -> (Arc) t).findFirst().orElseThrow();
        assertEquals(90, arc.degrees(), "45 degrees either side of the front");
        assertEquals(1, k.templates().stream().filter(t -> t instanceof Arc).count(), "one fire arc: a gauge for one shot at a time");
        Track rifle = k.rulers().get(0).tracks().stream().filter(t -> t.label().startsWith("Rifle")).findFirst().orElseThrow();
        assertEquals(18, rifle.bands().get(0).to());
    }

    @Test
    void sawQuickplayDoublesRangesAndSheafsAt25mm() {
        KitContent k = Checks.sheets(saw("25mm")).kit();
        Track rifle = k.rulers().get(0).tracks().stream().filter(t -> t.label().startsWith("Rifle")).findFirst().orElseThrow();
        assertEquals(36, rifle.bands().get(0).to());
        assertTrue(k.templates().stream().anyMatch(t -> t instanceof Rectangle r && r.width() == 2 && r.depth() == 4), "field sheaf 2\" x 4\"");
        assertTrue(k.counters().stream().allMatch(c -> c.width() == 1), "bases stay 1\" at 25mm");
    }

    @Test
    void splendidLittleWarHasItsBurstCircleDeckAndDriftBands() {
        KitContent k = kit("las-guasimas");
        Circle burst = k.templates().stream().filter(t -> t instanceof Circle).map(t -> (Circle) t).findFirst().orElseThrow();
        assertEquals(1.0, burst.radius(), "every unit within 1\" of the landing point");
        KitContent.Deck deck = k.deck().orElseThrow();
        Scenario s = KitLayoutTest.scenario("las-guasimas");
        List<String> brigades = s.sides().stream().flatMap(side -> side.formations().stream()).map(f -> f.displayName()).toList();
        assertEquals(brigades.size() + s.sides().size(), deck.cards().size(), "a card per brigade and a bonus card a side");
        assertTrue(deck.cards().stream().map(KitContent.DeckCard::title).toList().containsAll(brigades), "each card titled by its brigade");
        assertTrue(k.cards().stream().noneMatch(c -> c.kind().startsWith("Activation card")), "deck cards are not repeated");
        for (var side : s.sides()) {
            // the band names the side (its nation in a word); the card says what it is, the reference card what it does
            assertTrue(deck.cards().stream().anyMatch(c -> c.title().equals("Bonus card") && c.sideClass().equals(muster.view.Forces
                    .sideClass(s, side.id())) && !c.side().isEmpty() && c.lines().isEmpty()), "the side's bonus card is its name alone");
        }
        // the rules every brigade card shares are printed once, on the reference card
        List<String> shared = deck.reference().lines().stream().map(muster.view.Card.Fact::value).toList();
        assertTrue(shared.stream().anyMatch(v -> v.contains("may move 6\"")));
        assertTrue(shared.stream().noneMatch(v -> v.contains("%")), "the deck's reference card lies on the table and gives no odds: " + shared);
        for (KitContent.DeckCard c : deck.cards()) {
            for (muster.view.Card.Fact f : c.lines()) {
                assertFalse(shared.contains(f.value()), c.title() + " repeats the reference card: " + f.value());
            }
        }
        Track art = k.rulers().get(0).tracks().stream().filter(t -> t.label().startsWith("Artillery")).findFirst().orElseThrow();
        assertEquals(24, art.bands().get(0).to(), "drift 1D6 to half range");
        assertEquals(48, art.bands().get(1).to());
        assertTrue(k.counters().stream().filter(c -> c.unitId().startsWith("hq-")).allMatch(c -> c.back().isEmpty()));
        // a unit of one stand is gone with it, never routing (an author's Caloocan: gun backs read "ROUTING", "which means nothing")
        java.util.Map<String, Integer> stands = new java.util.HashMap<>();
        s.sides().forEach(side -> side.units().forEach(u -> stands.put(u.id(), u.count().orElse(1))));
        assertTrue(k.counters().stream().filter(c -> !c.unitId().startsWith("hq-"))
                .allMatch(c -> c.back().orElse("").equals(stands.get(c.unitId()) > 1 ? "Routing" : "")), k.counters().toString());
        assertTrue(stands.values().stream().anyMatch(n -> n == 1) && stands.values().stream().anyMatch(n -> n > 1));
    }

    @Test
    void mexicanRevolutionHasItsImpactCircleAndMachineGunArc() {
        KitContent k = kit("torreon-1914");
        assertTrue(k.templates().stream().anyMatch(t -> t instanceof Circle c && c.radius() == 3), "3\" impact");
        assertTrue(k.templates().stream().anyMatch(t -> t instanceof Arc a && a.degrees() == 90), "90-degree arc");
        assertTrue(k.counters().stream().anyMatch(c -> c.back().orElse("").equals("Prone")));
        assertTrue(k.counters().stream().anyMatch(c -> c.front().equals("mounted") && c.back().orElse("").equals("Dismounted")));
        // Torreón's buildings: the station 3" by 3", Casa Redonda 6" by 5", La Jabonera 6" by 4"; fire spreads within a building
        assertTrue(k.markers().stream().anyMatch(m -> m.text().equals("Burning") && m.width() == 1 && m.count() == 30
                && m.detail().contains("5-6")), "a burning marker for each 1\" square of the largest building, where a figure dies on 5-6");
        assertTrue(k.notes().stream().anyMatch(n -> n.contains("Burning markers cover the largest building (30 squares)")), k.notes().toString());
        assertTrue(k.markers().stream().anyMatch(m -> m.text().equals("Fire started") && m.detail().equals("no entry")),
                "only the square where the fire was started is closed");
        Arc mg = k.templates().stream().filter(t -> t instanceof Arc).map(t -> (Arc) t).findFirst().orElseThrow();
        assertEquals(List.of(-30.0, -15.0, 0.0, 15.0, 30.0), mg.rays(), "rays at the 45° halves, 30° thirds and 15° arcs");
    }

    @Test
    void hatsoffMeasuresRifleFireInWoodsOnTheStickWhereThereAreWoods() {
        // El Caney's player aid gives the rifle's bands in woods (0-6", 6-12", 12-18"); its stick left them out
        Track woods = kit("el-caney").rulers().get(0).tracks().stream().filter(t -> t.label().equals("Rifle in woods")).findFirst()
                .orElseThrow(() -> new AssertionError("no woods row on El Caney's stick"));
        assertEquals(List.of(0.0, 6.0, 12.0), woods.bands().stream().map(KitContent.Band::from).toList());
        assertEquals(18.0, woods.reach());
        assertTrue(woods.bands().get(1).label().contains("×1/2"), woods.bands().toString());
    }

    @Test
    void juniorGeneralHasTheThrowingLineAndTheBallsReach() {
        KitContent k = kit("teddys-wild-ride");
        Line line = k.templates().stream().filter(t -> t instanceof Line).map(t -> (Line) t).findFirst().orElseThrow();
        assertEquals(12, line.length(), "the thrower stands a foot behind the edge");
        assertTrue(k.templates().stream().anyMatch(t -> t instanceof Circle c && c.radius() == 0.5));
        assertTrue(k.counters().stream().filter(c -> !c.unitId().startsWith("hq-")).allMatch(c -> c.back().orElse("").equals("Pinned")));
        assertEquals("large-type", k.cardStyle());
    }


    @Test
    void textWidthsAreDejaVus() {
        // DejaVu Sans: "0" is 1303/2048 em; Condensed Bold "M" 1835/2048
        assertEquals(636 * 10 / 1000.0, TextWidth.SANS.of("0", 10), 1e-9);
        assertEquals(896 * 10 / 1000.0, TextWidth.CONDENSED_BOLD.of("M", 10), 1e-9);
        assertEquals(10, TextWidth.SANS.fit("00", 2 * 6.36, 12), 1e-9);
    }
}

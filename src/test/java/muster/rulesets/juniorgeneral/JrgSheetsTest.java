package muster.rulesets.juniorgeneral;

import static org.junit.jupiter.api.Assertions.assertEquals;
import muster.rules.HouseReading;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import muster.scenario.Scenario;
import muster.scenario.Unit;
import muster.scenario.load.LoadResult;
import muster.scenario.load.ScenarioLoader;
import muster.view.Card;
import muster.view.RuleSetSheets;
import muster.view.Chart;
import muster.view.Roster;
import org.junit.jupiter.api.BeforeAll;
import muster.rulesets.Checks;
import org.junit.jupiter.api.Test;

/** What the junior-general sheets show for the bundled scenario, Teddy's Wild Ride. */
class JrgSheetsTest {

    static final Path SCENARIO = Path.of(System.getProperty("basedir", "")).toAbsolutePath()
            .resolve("scenarios/teddys-wild-ride.yaml");

    static Scenario scenario;
    static RuleSetSheets sheets() {
        return Checks.sheets(scenario);
    }

    @BeforeAll
    static void load() {
        LoadResult r = ScenarioLoader.load(SCENARIO, "teddys-wild-ride.yaml");
        scenario = r.scenario().orElseThrow(() -> new AssertionError(r.diagnostics().all()));
        assertEquals(List.of(), Checks.diagnostics(scenario).all(), "the bundled scenario is clean");
    }

    static List<Unit> units() {
        return scenario.sides().stream().flatMap(s -> s.units().stream()).toList();
    }

    /**
     * The rules have no headquarters: a commander is a name on his roster, or the officer figure a scenario fields for him, and
     * no mark on the map (an author's El Caney drew Lawton's flag while its roster said "no figure", and called Vara del Rey "no
     * figure" above the officer figure of his on the roster below).
     */
    @Test
    void aCommanderIsHisRostersNameOrHisOfficerFigureAndNoMarkOnTheMap() {
        Path file = SCENARIO.getParent().getParent().resolve("src/test/resources/authors/junior-general-4.yaml");
        Scenario elCaney = ScenarioLoader.load(file, "junior-general-4.yaml").scenario().orElseThrow();
        List<Roster> rosters = Checks.sheets(elCaney).rosters();
        assertTrue(rosters.get(0).hq().endsWith("(no figure on the table)"), rosters.get(0).hq());
        assertTrue(rosters.get(1).hq().startsWith("Gen. Joaquín Vara del Rey (his officer figure"), rosters.get(1).hq());
        muster.view.map.MapView map = muster.view.Views.documents(Checks.checked(elCaney), muster.view.Paper.LETTER).gameMaster().map();
        assertEquals(List.of(), map.pieces().hqs());
        assertFalse(map.toString().contains("headquarters"), "no headquarters in the legend");
        // the record sheets follow the handouts' turn tracks under their own captions: no roster points to one, as the game
        // master's pack, which has none, did ("Keep the artillery record after the turn track")
        muster.view.Pack gm = muster.view.Views.documents(Checks.checked(elCaney), muster.view.Paper.LETTER).gameMaster();
        assertTrue(gm.forces().rosters().stream().flatMap(r -> r.notes().stream()).noneMatch(n -> n.contains("after the turn track")
                || n.contains("After the turn track")), gm.forces().rosters().toString());
        assertTrue(rosters.stream().anyMatch(r -> !r.sheets().isEmpty()), "the handouts keep their record sheets");
    }

    @Test
    void thePackIsInLargeType() {
        assertEquals("large-type", sheets().style());
        assertEquals(1.0, sheets().baseInches());
    }

    @Test
    void aCardPerUnitWithThreeToFiveShortFactsAndABoxPerFigure() {
        List<Card> cards = sheets().cards();
        List<Unit> units = units();
        assertEquals(units.size() + 3, cards.size(), "a card per unit and the artillery, wire and blockhouse cards");
        for (int i = 0; i < units.size(); i++) {
            Card c = cards.get(i);
            Unit u = units.get(i);
            assertEquals(u.displayName(), c.title());
            assertTrue(c.facts().size() >= 3 && c.facts().size() <= 5, c.title() + " has " + c.facts().size() + " facts");
            c.facts().forEach(f -> assertTrue(f.value().length() <= 30, "too long for large type: " + f.value()));
            int boxes = c.tracks().stream().filter(t -> t.label().equals("Lost:")).mapToInt(Card.Track::boxes).sum();
            assertEquals(Figures.figures(u), boxes, c.title());
        }
    }

    @Test
    void cardsSayWhatTheirFiguresDo() {
        Map<String, Card> byTitle = sheets().cards().stream().collect(Collectors.toMap(Card::title, c -> c, (a, b) -> a));
        Card roosevelt = byTitle.get("Lt. Col. Theodore Roosevelt");
        assertTrue(fact(roosevelt, "Melee").contains("+1"), roosevelt.toString());
        assertTrue(fact(roosevelt, "Melee").contains("Spain wins ties"));
        assertTrue(fact(roosevelt, "Move").contains("6\""));
        Card kettle = byTitle.get("Kettle Hill company");
        assertEquals("1 die each: 5 pins, 6 kills", fact(kettle, "Shoot"));
        assertTrue(fact(kettle, "Melee").contains("you win ties"));
        Card blockhouse = byTitle.get("Talavera company in the blockhouse");
        assertTrue(fact(blockhouse, "Inside").contains("safe from US fire"));
        Card colt = byTitle.get("Rough Riders' Colt automatic gun");
        assertEquals("3 dice: each 6 hits", fact(colt, "Shoot"));
        assertTrue(fact(colt, "Ammo").contains(Odds.machineGunRunsDry().percent()));
        assertTrue(colt.tracks().stream().anyMatch(t -> t.label().equals("Empty:")));
        Card gatling = byTitle.get("Parker's first Gatling");
        assertEquals("never runs out", fact(gatling, "Ammo"));
        Card balls = byTitle.get("Spanish artillery");
        assertTrue(fact(balls, "Stand").contains("west"));
        assertEquals(4, balls.tracks().get(0).boxes());
        assertEquals(JrgSheets.sideClassOf(scenario, "spain").orElseThrow(), balls.sideClass());
        assertEquals(JrgSheets.sideClassOf(scenario, "us").orElseThrow(), byTitle.get("Barbed wire").sideClass());
    }

    private static String fact(Card c, String label) {
        return c.facts().stream().filter(f -> f.label().equals(label)).map(Card.Fact::value).findFirst()
                .orElseThrow(() -> new AssertionError(c.title() + " has no " + label));
    }

    @Test
    void theRiverLineOnlyWhereTheTableHasARiver() {
        // an author's El Caney, with no river, printed "Cross rivers only at a ford or bridge."
        String withRiver = new JrgChart(scenario, JuniorGeneral.INSTANCE.words(scenario)).moving().toString();
        assertTrue(withRiver.contains("Cross rivers only at a ford or bridge."), withRiver);
        Scenario dry = scenario.with(scenario.terrain().stream().filter(t -> !t.kind().equals("river")).toList(), scenario.targets(),
                scenario.victory(), scenario.specialRules());
        String without = new JrgChart(dry, JuniorGeneral.INSTANCE.words(dry)).moving().toString();
        assertFalse(without.contains("Cross rivers"), without);
    }

    @Test
    void theChartCarriesEveryInterpretationAndExactOdds() {
        Chart chart = muster.rulesets.Checks.everything(sheets());
        List<Chart.Note> notes = blocks(chart).stream().filter(b -> b instanceof Chart.Note).map(b -> (Chart.Note) b).toList();
        assertEquals(Interpretations.ALL.stream().map(HouseReading::topic).toList(),
                notes.stream().map(Chart.Note::topic).toList());
        Chart.Table melee = table(chart, "Pluses ahead");
        assertEquals(List.of("even", Odds.usWinsMelee(0).percent(), Odds.usWinsMelee(0).complement().percent()), melee.rows().get(2));
        assertEquals("42%", melee.rows().get(2).get(1));
        Chart.Table guns = table(chart, "Gun");
        assertEquals("44%", guns.rows().get(0).get(4));
        assertEquals("never", guns.rows().get(1).get(4));
        assertEquals(9, sheets().aid().sequence().size(), "the nine phases are the aid's boxed sequence of play");
        Chart.Table throwsTable = table(chart, "Target");
        // The thrower stands 12" behind x = 0; the blockhouse at x = 16 is the nearest work: 28".
        assertEquals(List.of("San Juan blockhouse", "28\""), throwsTable.rows().get(0));
    }

    @Test
    void rostersHaveABoxPerFigureAndTheRecordsTheGameNeeds() {
        List<Roster> rosters = sheets().rosters();
        assertEquals(2, rosters.size());
        for (int i = 0; i < 2; i++) {
            Roster r = rosters.get(i);
            int boxes = r.brigades().stream().mapToInt(b -> b.track().size()).sum();
            assertEquals(Figures.figures(scenario.sides().get(i)), boxes, r.side());
            assertTrue(r.armyTrack().isEmpty(), "no army break point in these rules");
        }
        Roster us = rosters.get(0);
        assertEquals(List.of("Wire", "Reached on turn", "Cut on turn", "Gap open from turn"), us.sheets().get(0).header());
        assertEquals(2, us.sheets().get(0).rows().size());
        assertEquals(1, us.sheets().get(1).rows().size(), "one machine gun that can run dry");
        Roster spain = rosters.get(1);
        assertEquals(scenario.turns(), spain.sheets().get(0).rows().size());
    }

    @Test
    void strengthsAndWeaponsForTheOrderOfBattle() {
        Unit roosevelt = units().get(0);
        assertEquals("1 figure", sheets().strength(roosevelt));
        Unit squad = units().get(2);
        assertEquals("6 figures", sheets().strength(squad));
        assertEquals("Carbine", sheets().weapon(squad));
        Unit colt = units().get(4);
        assertEquals("1 model", sheets().strength(colt));
        assertEquals("Machine gun, 3 dice", sheets().weapon(colt));
    }

    static List<Chart.Block> blocks(Chart chart) {
        List<Chart.Block> out = new ArrayList<>();
        chart.sections().forEach(s -> out.addAll(s.blocks()));
        return out;
    }

    static Chart.Table table(Chart chart, String firstHeader) {
        return blocks(chart).stream().filter(b -> b instanceof Chart.Table t && t.header().get(0).equals(firstHeader))
                .map(b -> (Chart.Table) b).findFirst().orElseThrow(() -> new AssertionError("no table " + firstHeader));
    }

    @Test
    void noCardHidesItsFigures() {
        assertFalse(sheets().cards().stream().anyMatch(Card::hidden));
    }

    @Test
    void aRosterSaysWhereTheBlockhouseSeatsFewerThanStartThere() {
        // an author's El Caney: 7 figures start at El Viso, which seats 6 (JRG-011's note); at 76ffcc5 the roster said "in the blockhouse"
        Path file = Path.of("src/test/resources/authors/junior-general-4.yaml");
        Scenario s = ScenarioLoader.load(file, file.toString()).scenario().orElseThrow();
        List<String> notes = Checks.sheets(s).rosters().stream().flatMap(r -> r.brigades().stream()).flatMap(b -> b.units().stream())
                .map(Roster.Line::notes).filter(n -> n.contains("blockhouse")).toList();
        // the first of El Viso's two units says so, the second that it is at the blockhouse (a reviewer: "the same note is printed
        // twice"); the units in the blockhouses with room are simply in them
        assertEquals(1, notes.stream().filter(n -> n.contains("at the blockhouse, which seats 6 of the 7 figures there")).count(), notes.toString());
        assertEquals(1, notes.stream().filter(n -> n.endsWith("at the blockhouse")).count(), notes.toString());
        assertEquals(3, notes.stream().filter(n -> n.endsWith("in the blockhouse")).count(), notes.toString());
    }
}

package muster.rulesets.mexicanrevolution;

import static org.junit.jupiter.api.Assertions.assertEquals;
import muster.rules.HouseReading;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import muster.rules.HouseReadings;
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

/** The cards, chart and rosters mexican-revolution derives for the bundled Torreón scenario. */
class MxrSheetsTest {

    static final Path TORREON = Path.of(System.getProperty("basedir", "")).toAbsolutePath().resolve("scenarios/torreon-1914.yaml");
    static Scenario scenario;
    static RuleSetSheets sheets() {
        return Checks.sheets(scenario);
    }

    @BeforeAll
    static void load() {
        LoadResult r = ScenarioLoader.load(TORREON, "torreon-1914.yaml");
        scenario = r.scenario().orElseThrow(() -> new AssertionError(r.diagnostics().all()));
        assertTrue(Checks.diagnostics(scenario).all().isEmpty(), () -> Checks.diagnostics(scenario).all().toString());
    }

    static Unit unit(String id) {
        return scenario.sides().stream().flatMap(s -> s.units().stream()).filter(u -> u.id().equals(id)).findFirst().orElseThrow();
    }

    static Card card(String title) {
        return sheets().cards().stream().filter(c -> c.title().equals(title)).findFirst().orElseThrow(() -> new AssertionError(title));
    }

    static String fact(Card c, String label) {
        return c.facts().stream().filter(f -> f.label().equals(label)).map(Card.Fact::value).findFirst().orElse("");
    }

    @Test
    void strengthReadsFiguresCrewsCarsAndGenerals() {
        assertEquals("15 figures (150 men)", sheets().strength(unit("jabonera-inf")));
        assertEquals("MG model + 2 crew (20 men)", sheets().strength(unit("pila-mg")));
        assertEquals("gun model + 4 crew (40 men)", sheets().strength(unit("el-nino")));
        assertEquals("locomotive + 3 cars", sheets().strength(unit("scout-train")));
        assertEquals("1 figure", sheets().strength(unit("villa")));
        assertEquals("Mauser, 18\"/36\"", sheets().weapon(unit("jabonera-inf")));
        assertEquals("Mountain or scratch-built gun, 36\"", sheets().weapon(unit("pila-mountain-guns")));
        assertEquals("", sheets().weapon(unit("hq-train")));
    }

    @Test
    void oneCardPerUnitWithTickBoxesForEveryFigure() {
        List<Card> cards = sheets().cards();
        long units = scenario.sides().stream().mapToLong(s -> s.units().size()).sum();
        // Torreón names Villa and Velasco as each side's hq and again as general figures: each has one card, not two
        long hqs = scenario.sides().stream().filter(s -> s.hq().isPresent() && muster.view.Forces.hqFigure(s).isEmpty()).count();
        assertEquals(units + hqs, cards.size(), "a card per unit and one per side's hq not on the table as a figure of its own");
        assertEquals(1, cards.stream().filter(c -> c.title().contains("Francisco Villa")).count(), "Villa once");
        Card juarez = card("Brigada Juárez, first regiment");
        assertEquals(18, juarez.tracks().stream().mapToInt(Card.Track::boxes).sum());
        assertTrue(juarez.tracks().stream().allMatch(t -> t.boxes() <= MxrCards.BOXES_PER_ROW));
        assertTrue(fact(juarez, "Move").startsWith("roll 2D6 "), "dismounted cavalry moves as infantry");
        assertTrue(fact(juarez, "Melee").startsWith("kill on 5-6"), fact(juarez, "Melee"));
        assertEquals(4, card("El Niño (75mm gun on its armoured flatcar)").tracks().get(0).boxes());
        // Mounted cavalry: 3D6 and 3-6 in close combat.
        Card dorados = card("Los Dorados (Villa's escort)");
        assertTrue(fact(dorados, "Move").startsWith("roll 3D6 "));
        assertTrue(fact(dorados, "Melee").startsWith("kill on 3-6; 5-6 in rough"), fact(dorados, "Melee"));
        // in words, the odds left to the player aid (round 1 of stop 49: "5-6 (33%), to 36" 6 (17%)" read as notation)
        assertEquals("1 die a figure, kills on 5-6 to 9\", on 6 to 18\"", fact(dorados, "Fire"));
    }

    @Test
    void onlyInfantryAndCrewsGoProne() {
        // the seed: "infantry and MG/artillery crewmen may go prone"; at d0f2c98 the mounted Dorados' card said they may too
        assertFalse(fact(card("Los Dorados (Villa's escort)"), "Move").contains("prone"), fact(card("Los Dorados (Villa's escort)"), "Move"));
        assertTrue(fact(card("Federal conscripts in the northern trenches"), "Move").endsWith("may go prone after"));
    }

    @Test
    void moraleAndLossesOnTheCard() {
        Card inferior = card("Federal conscripts in the northern trenches");
        assertEquals("inferior: 2D6, fails on 7 or less, removed on 5 or less", fact(inferior, "Morale"));
        assertEquals("morale −1 at 4 lost, −2 at 8, −3 at 12; from 8 lost, a failed test removes it", fact(inferior, "Losses"));
        assertEquals("morale −2 at 1 lost; from 1 lost, a failed test removes it", MxrCards.losses(2));
        assertEquals("morale −1 at 3 lost, −2 at 5, −3 at 8; from 5 lost, a failed test removes it", MxrCards.losses(10));
        // the aid gives the numbers the cards do (it said "failed by more than two pips", which reads as removed on 3 or less)
        assertTrue(bullets("Morale").contains("Inferior units fail on 7 or less and are removed on 5 or less; average units fail on 6 or "
                + "less and are removed on 4 or less; superior units fail on 5 or less and are removed on 3 or less."), bullets("Morale").toString());
    }

    @Test
    void generalsSeeTheTelegraphOnlyWhereTheScenarioGivesIt() {
        assertTrue(fact(card("General José Refugio Velasco"), "Orders").contains("telegraph"));
        assertFalse(fact(card("General Francisco Villa"), "Orders").contains("telegraph"));
        assertTrue(card("General Francisco Villa").tracks().isEmpty());
    }

    @Test
    void trainCardsListTheirRidersAndSpeed() {
        Card train = card("Scout train (armoured flatcar, armoured car, rail car)");
        assertEquals("locomotive + 3; riding: El Niño, Riflemen in the armoured car, Machine gun on the rail car", fact(train, "Cars"));
        assertEquals(List.of(new Card.Track("Speed dice:", 4)), train.tracks());
        // faces, not percentages, on a card (a reviewer: "Percentages are not a card stat"); the aid keeps the odds
        assertTrue(fact(train, "Wreck").contains("on a 1 at 2D6, on 1-3 at 4D6"), fact(train, "Wreck"));
        assertTrue(card("Riflemen in the armoured car").notes().get(0).startsWith("On Scout train: in cover"));
    }

    /** Every bullet of the sections with this heading, aid and appendix. */
    static List<String> bullets(String heading) {
        return muster.rulesets.Checks.everything(sheets()).sections().stream().filter(s -> s.heading().equals(heading))
                .flatMap(s -> s.blocks().stream()).filter(b -> b instanceof Chart.Bullets).flatMap(b -> ((Chart.Bullets) b).items().stream())
                .toList();
    }

    @Test
    void aGunFallsSilentWhenItsCrewOrItsModelIsEngaged() {
        List<String> combat = bullets("Close combat");
        assertTrue(combat.contains("A gun or machine gun cannot fire while all its crew figures are in close combat, nor while an enemy "
                + "figure touches its model."), combat.toString());
        assertTrue(combat.stream().noneMatch(b -> b.contains("all its crew and its model")), combat.toString());
        assertTrue(Interpretations.ALL.stream().anyMatch(r -> r.topic().equals("Silencing a gun")));
        assertEquals("every crew figure is in close combat, or an enemy figure touches the gun model",
                ((java.util.Map<?, ?>) MexicanRevolution.INSTANCE.data().get("closeCombat")).get("gunsSilencedWhen"));
    }

    @Test
    void onlyTheSquareAFireStartsInIsClosed() {
        List<String> fire = bullets("Buildings and fire");
        assertTrue(fire.get(1).startsWith("The square where a fire is started can no longer be entered; the squares it spreads to burn "
                + "but stay open."), fire.get(1));
        assertTrue(fire.stream().noneMatch(b -> b.contains("catches fire can no longer be entered")), fire.toString());
        assertTrue(Interpretations.ALL.stream().anyMatch(r -> r.topic().equals("Burning squares")));
        assertTrue(HouseReadings.on(Interpretations.ALL, "Burning squares").text().contains("may still be entered"));
    }

    @Test
    void theAidSendsPlayersToTheSpecialRulesOnlyWhereTheScenarioHasOne() {
        List<String> lines = texts(muster.rulesets.Checks.everything(sheets()));
        assertTrue(lines.contains("For destroying a gun model, see the special rules."), "Torreón gives a rule for it");
        Scenario without = scenario.with(scenario.terrain(), scenario.targets(), scenario.victory(),
                scenario.specialRules().stream().filter(n -> !n.text().startsWith("Destroying a gun")).toList());
        assertTrue(texts(muster.rulesets.Checks.everything(Checks.sheets(without)))
                .contains("The rules give no way of destroying a gun model: agree one before the game."));
    }

    @Test
    void theAidLeavesOutBarbedWireWhereTheTableHasNone() {
        assertTrue(scenario.terrain().stream().noneMatch(t -> t.kind().equals("barbed-wire")), "Torreón has no wire");
        assertTrue(muster.rulesets.Checks.everything(sheets()).sections().stream().noneMatch(sec -> sec.heading().equals("Barbed wire")));
    }

    private static List<String> texts(Chart chart) {
        return chart.sections().stream().flatMap(s -> s.blocks().stream()).filter(b -> b instanceof Chart.Bullets)
                .flatMap(b -> ((Chart.Bullets) b).items().stream()).toList();
    }

    @Test
    void theChartPrintsEveryInterpretationThatConcernsTheScenarioAndTheExactOdds() {
        Chart chart = muster.rulesets.Checks.everything(sheets());
        List<Chart.Note> notes = chart.sections().stream().flatMap(s -> s.blocks().stream())
                .filter(b -> b instanceof Chart.Note).map(b -> (Chart.Note) b).toList();
        assertEquals(Interpretations.ALL.stream().filter(r -> r.concerns(scenario)).map(HouseReading::topic).toList(),
                notes.stream().map(Chart.Note::topic).toList());
        Chart.Table mg = table(chart, "Machine guns");
        // percentages alone down the columns: at d218129 "70% (19/27)" stood over a bare "80%" (a fraction is not printed for 65/81)
        assertEquals(List.of("The whole 90° arc", "1", "33%", "17%"), mg.rows().get(0));
        assertEquals(List.of("One 15° sector", "4", "80%", "52%"), mg.rows().get(3));
        Chart.Table prisoners = table(chart, "Prisoners");
        // one unmodified die never reaches the seed's "7+ spared" row: the aid leaves it out and says so in a sentence
        assertEquals(List.of(List.of("1-4", "shot", "67% (2/3)"), List.of("5-6", "hanged", "33% (1/3)")), prisoners.rows());
        assertTrue(prisoners.caption().contains("No roll spares a prisoner"), prisoners.caption());
        Chart.Table morale = table(chart, "Morale: the odds");
        // Row "0": average passes 21/36 = 58%, prone 9/36 = 25%, removed 6/36 = 17%.
        List<String> zero = morale.rows().stream().filter(r -> r.get(0).equals("0")).findFirst().orElseThrow();
        assertEquals("58% / 25% / 17%", zero.get(2));
        Chart.Table buildings = chart.sections().stream().filter(s -> s.heading().equals("Buildings and fire"))
                .flatMap(s -> s.blocks().stream()).filter(b -> b instanceof Chart.Table).map(b -> (Chart.Table) b)
                .filter(t -> t.header().get(0).startsWith("Building in")).findFirst().orElseThrow();
        assertEquals(List.of("9", "30", "24"), buildings.rows().stream().map(r -> r.get(1)).toList());
        String telegraph = chart.sections().stream().filter(s -> s.heading().equals("Orders and generals"))
                .flatMap(s -> s.blocks().stream()).map(Object::toString).collect(Collectors.joining());
        assertTrue(telegraph.contains("Telegraph in this scenario: División del Nazas (Velasco)."), telegraph);
    }

    static Chart.Table table(Chart chart, String heading) {
        return chart.sections().stream().filter(s -> s.heading().equals(heading)).flatMap(s -> s.blocks().stream())
                .filter(b -> b instanceof Chart.Table).map(b -> (Chart.Table) b).findFirst().orElseThrow(() -> new AssertionError(heading));
    }

    @Test
    void rostersKeepLossesAndPrisonersNamingTheSide() {
        List<Roster> rosters = sheets().rosters();
        assertEquals(2, rosters.size());
        Roster fed = rosters.get(0);
        assertTrue(fed.hq().contains("Velasco") && fed.hq().contains("telegraph"), fed.hq());
        assertTrue(fed.armyTrack().isEmpty());
        assertEquals(2, fed.sheets().size(), "losses and prisoners; the prisoners' fate is on the player aid, not on every roster");
        // the prisoners first: after the losses, which fill a page, the small table was left alone on the next
        Chart.Table losses = fed.sheets().get(1);
        assertEquals(14, losses.header().size(), "unit, start and 12 turns");
        assertEquals(List.of("Unit", "Start", "1", "2"), losses.header().subList(0, 4), "turns by number: the maps mark targets T1, T2 ...");
        // an author's Celaya: "losses go in three places" (the turn track's two loss columns, this sheet, the cards' boxes)
        assertEquals("", fed.turns().lost(), "the turn track keeps no count of losses");
        long fighting = scenario.sides().get(0).units().stream().filter(u -> !u.type().equals("general") && !u.type().equals("train")).count();
        assertEquals(fighting + 1, losses.rows().size(), "a row a unit, and the side's total");
        // an author's Celaya: "the crushing win needs more than half the Villista figures, but no Villista total is printed"
        List<String> total = losses.rows().get(losses.rows().size() - 1);
        int figures = scenario.sides().get(0).units().stream().filter(u -> !u.type().equals("general") && !u.type().equals("train"))
                .mapToInt(Units::figures).sum();
        assertEquals(List.of("All units", String.valueOf(figures)), total.subList(0, 2));
        assertTrue(fed.sheets().get(0).caption().startsWith("Prisoners taken by " + scenario.sides().get(0).name() + "."),
                fed.sheets().get(0).caption());
        Optional<Roster.Line> conscripts = fed.brigades().get(0).units().stream().filter(l -> l.name().startsWith("Federal conscripts")).findFirst();
        assertTrue(conscripts.orElseThrow().notes().startsWith("inferior; morale −1 at 4 lost"), conscripts.get().notes());
        assertTrue(rosters.get(1).brigades().stream().allMatch(b -> b.track().isEmpty()));
    }

    @Test
    void gunsReachTargetsFromTheirTrain() {
        assertTrue(sheets().buildingGrid());
        assertEquals(0.5, sheets().baseInches());
        // El Niño has no place of its own: it is where its train stands.
        assertEquals(unit("scout-train").at(), MxrSheets.position(scenario, unit("el-nino")));
    }
}

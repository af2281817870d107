package muster.rulesets.splendidlittlewar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import muster.rules.HouseReading;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import muster.rules.HouseReadings;
import muster.scenario.Scenario;
import muster.scenario.load.LoadResult;
import muster.scenario.load.ScenarioLoader;
import muster.view.Card;
import muster.view.kit.KitContent;
import muster.view.kit.KitContent.DeckCard;
import muster.rules.Guns;
import muster.scenario.Unit;
import java.util.Optional;
import static org.junit.jupiter.api.Assertions.assertFalse;
import muster.view.RuleSetSheets;
import muster.view.Chart;
import muster.view.Roster;
import org.junit.jupiter.api.BeforeAll;
import muster.rulesets.Checks;
import org.junit.jupiter.api.Test;

/** The Las Guasimas pack as splendid-little-war derives it: cards with hit boxes, the deck, the chart, rosters. */
class SlwSheetsTest {

    static final Path ROOT = Path.of(System.getProperty("basedir", "")).toAbsolutePath();
    static Scenario scenario;
    static List<Card> cards;
    static RuleSetSheets sheets() {
        return Checks.sheets(scenario);
    }

    @BeforeAll
    static void load() {
        LoadResult r = ScenarioLoader.load(ROOT.resolve("scenarios/las-guasimas.yaml"), "las-guasimas.yaml");
        scenario = r.scenario().orElseThrow(() -> new AssertionError(r.diagnostics().all()));
        assertTrue(Checks.diagnostics(scenario).all().isEmpty(), () -> Checks.diagnostics(scenario).all().toString());
        cards = sheets().cards();
    }

    static Card card(String title) {
        return cards.stream().filter(c -> c.title().equals(title)).findFirst().orElseThrow(() -> new AssertionError("no card " + title));
    }

    static String fact(Card c, String label) {
        return c.facts().stream().filter(f -> f.label().equals(label)).findFirst().orElseThrow().value();
    }

    @Test
    void aTrackOfThreeBoxesForEachInfantryStand() {
        // Seed: each infantry stand takes three hits; L Troop has 4 stands.
        Card capron = card("L Troop (Capron) with Fish's point");
        assertEquals(List.of(new Card.Track("Stand 1", 3), new Card.Track("Stand 2", 3), new Card.Track("Stand 3", 3),
                new Card.Track("Stand 4", 3)), capron.tracks());
        assertEquals(6, card("1st US Cavalry, right wing").tracks().size());
        assertEquals("Dismounted cavalry · Carbine", capron.kind());
        assertTrue(fact(capron, "Fire").startsWith("12\": 4D6"), fact(capron, "Fire"));
        // a unit of 4 stands first tests with 3 left, after its first loss
        assertEquals("roll 1D6 at each stand lost: it holds on a roll under the stands left (1-2 with 3 left)", fact(capron, "Morale"));
    }

    @Test
    void gunsAndMachineGunsHaveTwoBoxesAndTheirFirstHitEffect() {
        // Seed: MG and artillery stands take two hits; after one the MG moves at half speed, the gun cannot move.
        Card colt = card("Colt automatic gun (Tiffany), first gun");
        assertEquals(List.of(new Card.Track("Hits", 2)), colt.tracks());
        assertTrue(colt.notes().stream().anyMatch(n -> n.contains("half speed")), colt.notes().toString());
        assertTrue(fact(colt, "Fire").contains("6D6"), "3D6 for each of 2 crew");
        Card krupp = card("Krupp 75mm mountain gun, first gun");
        assertEquals(List.of(new Card.Track("Hits", 2)), krupp.tracks());
        assertTrue(krupp.notes().stream().anyMatch(n -> n.contains("stuck where it stands") && n.contains("turn on the spot")), krupp.notes().toString());
        assertTrue(fact(krupp, "Move").contains("never rough"));
        assertTrue(fact(krupp, "Fire").startsWith("48\""));
    }

    @Test
    void coverLinesFollowTheNation() {
        // Seed: US units in cover save on 4-6; Spaniards in cover cannot be fired at.
        assertTrue(fact(card("1st US Cavalry, right wing"), "In cover").contains("4-6"));
        assertEquals("cannot be fired at", fact(card("San Fernando Battalion, third company"), "In cover"));
    }

    @Test
    void theActivationDeckHasACardPerBrigadeAndABonusCardPerSide() {
        KitContent.Deck deck = sheets().deck().orElseThrow();
        assertEquals(4 + 1 + 3 + 1, deck.cards().size());
        List<DeckCard> bonus = deck.cards().stream().filter(c -> c.title().equals("Bonus card")).toList();
        assertEquals(List.of("side-a", "side-b"), bonus.stream().map(DeckCard::sideClass).toList());
        // a bonus card says what it is and nothing more (both reviewers read its rules, the same small print on each, as
        // repeated); what it does, by when it is turned, is the reference card's with the brigades' rules; the odds are in the
        // game master's appendix
        assertTrue(bonus.stream().allMatch(b -> b.lines().isEmpty() && b.units().isEmpty()), bonus.toString());
        List<Card.Fact> reference = deck.reference().lines();
        assertTrue(reference.stream().anyMatch(f -> f.label().equals("When turned")), reference.toString());
        assertTrue(reference.stream().anyMatch(f -> f.label().equals("Bonus first") && f.value().contains("enemy brigade")), reference.toString());
        assertTrue(reference.stream().anyMatch(f -> f.label().equals("Bonus later") && f.value().contains("moves again")), reference.toString());
        assertTrue(reference.stream().noneMatch(f -> f.value().contains("%") || f.value().contains("see ")), reference.toString());
        // a brigade's card names the units it moves by their counters' labels, no task; the deck lies on the table for both
        // sides, so a hidden unit is left off (at d0f2c98: "SF ranch, SF ridge" on a card)
        DeckCard bell = deck.cards().stream().filter(c -> c.title().startsWith("1st Cavalry squadron")).findFirst().orElseThrow();
        assertFalse(bell.units().isEmpty(), bell.toString());
        assertTrue(deck.cards().stream().allMatch(c -> c.lines().isEmpty()), deck.toString());
        assertTrue(deck.cards().stream().flatMap(c -> c.units().stream()).noneMatch(l -> l.startsWith("SF r")), deck.toString());
        // the handouts' cards are the units' alone: a side's roster lists each brigade's units and task
        assertTrue(cards.stream().noneMatch(c -> c.title().equals(bell.title())), "no deck card among the unit cards");
    }

    @Test
    void everyUnitHasACard() {
        long units = scenario.sides().stream().mapToLong(s -> s.units().size()).sum();
        assertEquals(units, cards.size());
    }

    @Test
    void theVeryFirstCardIsAReadingTheAppendixPrints() {
        Chart aid = muster.rulesets.Checks.everything(sheets());
        String deck = aid.sections().stream().filter(s -> s.heading().equals("Activation deck")).flatMap(s -> s.blocks().stream())
                .filter(b -> b instanceof Chart.Bullets).flatMap(b -> ((Chart.Bullets) b).items().stream()).collect(Collectors.joining("\n"));
        assertTrue(deck.contains("Turned as the very first card, a bonus card pins one enemy brigade"), deck);
        List<Chart.Note> notes = sheets().appendix().sections().stream().flatMap(s -> s.blocks().stream())
                .filter(b -> b instanceof Chart.Note).map(b -> (Chart.Note) b).toList();
        HouseReading first = HouseReadings.on(Interpretations.ALL, "The first card");
        assertTrue(notes.contains(new Chart.Note(first.topic(), first.text())), notes.toString());
        assertTrue(first.text().contains("the first card turned from the whole deck that turn"), first.text());
    }

    @Test
    void theChartPrintsEveryInterpretationAndCountedOdds() {
        Chart chart = muster.rulesets.Checks.everything(sheets());
        List<Chart.Note> notes = chart.sections().stream().flatMap(s -> s.blocks().stream())
                .filter(b -> b instanceof Chart.Note).map(b -> (Chart.Note) b).toList();
        assertEquals(HouseReadings.concerning(Interpretations.ALL, scenario).stream().map(HouseReading::topic).toList(),
                notes.stream().map(Chart.Note::topic).toList());
        assertTrue(notes.stream().noneMatch(n -> n.topic().equals("Filipino saves")), "a scenario of Americans and Spaniards");
        Chart.Section morale = chart.sections().stream().filter(s -> s.heading().equals("Morale and rout: the odds")).findFirst().orElseThrow();
        Chart.Table passes = (Chart.Table) morale.blocks().stream().filter(b -> b instanceof Chart.Table).findFirst().orElseThrow();
        assertEquals(List.of("5", "67%"), passes.rows().get(0), "no test is ever taken at full strength of 6");
        assertEquals(List.of("4", "50%"), passes.rows().get(1));
        assertEquals(List.of("1", "0%"), passes.rows().get(4));
        String headings = chart.sections().stream().map(Chart.Section::heading).collect(Collectors.joining(", "));
        assertEquals(TurnSequence.STEPS, sheets().aid().sequence(), "the turn is the aid's boxed sequence of play");
        for (String h : List.of("Activation deck", "Fire", "Artillery", "Charges and evading", "Hand-to-hand")) {
            assertTrue(headings.contains(h), headings);
        }
    }

    @Test
    void theAidSpeaksOfCoverAndRoughGroundOnlyForTheArmiesOnTheTable() {
        String aid = muster.rulesets.Checks.everything(sheets()).sections().stream().flatMap(sec -> sec.blocks().stream())
                .filter(b -> b instanceof muster.view.Chart.Bullets).flatMap(b -> ((muster.view.Chart.Bullets) b).items().stream())
                .reduce("", (a, b) -> a + "\n" + b);
        assertTrue(aid.contains("US units in cover can be shot at") && aid.contains("Spaniards in cover cannot be shot at"), aid);
        assertTrue(!aid.contains("Cuban") && !aid.contains("Filipino") && !aid.contains("Moro"), "Las Guasimas is US against Spain: " + aid);
    }

    @Test
    void rostersKeepARecordOfEveryUnitAndTurn() {
        List<Roster> rosters = sheets().rosters();
        assertEquals(2, rosters.size());
        Roster us = rosters.get(0);
        assertEquals(4, us.brigades().size());
        // the side named: the game master's pack prints the rules' break point once for both (round 1: "This side puts" said no side)
        assertTrue(us.notes().contains(us.side() + " puts 4 brigade cards and 1 bonus card in the deck."), us.notes().toString());
        assertEquals(rosters.get(1).armyBreak(), us.armyBreak());
        assertEquals(13, us.sheets().get(0).rows().size(), "a record line per US unit");
        assertEquals(scenario.turns(), us.turns().rows().size(), "the turn record is the turn track");
        assertEquals(java.util.List.of("Our bonus card: pinned or moved again", "Brigade pinned by the enemy"), us.turns().extra());
        assertTrue(us.brigades().get(0).summary().contains("12 stands, 36 hits"), us.brigades().get(0).summary());
        // a roster is written on: its notes carry no odds
        List<String> notes = rosters.stream().flatMap(r -> r.brigades().stream()).flatMap(b -> b.units().stream()).map(Roster.Line::notes)
                .toList();
        assertTrue(notes.stream().noneMatch(n -> n.contains("%")), notes.toString());
    }

    @Test
    void strengthsWeaponsAndGunReach() {
        assertEquals("6 stands (122 men)", sheets().strength(scenario.side("us").orElseThrow().units().get(0)));
        assertEquals("Mountain gun, 48\"", sheets().weapon(scenario.side("spain").orElseThrow().units().stream()
                .filter(u -> u.id().equals("krupp-1")).findFirst().orElseThrow()));
        Unit krupp = scenario.side("spain").orElseThrow().units().stream().filter(u -> u.id().equals("krupp-1")).findFirst().orElseThrow();
        Guns.Gun gun = sheets().gun(krupp).orElseThrow();
        assertEquals(48, gun.range());
        assertEquals(Optional.of("drift 1D6"), sheets().fireNote(new Guns.Shot(gun, 24)));
        assertEquals(Optional.of("drift 2D6"), sheets().fireNote(new Guns.Shot(gun, 24.5)));
        assertFalse(new Guns.Shot(gun, 49).inRange());
        assertEquals(2, Guns.shots(scenario, scenario.targets().get(0), sheets()::gun).stream().filter(Guns.Shot::inRange).count());
    }
}

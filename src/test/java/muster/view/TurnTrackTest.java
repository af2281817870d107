package muster.view;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import muster.rulesets.Checks;
import muster.scenario.Scenario;
import muster.scenario.load.ScenarioLoader;
import org.junit.jupiter.api.Test;

/** Each roster's turn track: a row per turn, the side's own orders on the turn they start, the last turn, times only with a clock. */
class TurnTrackTest {

    static Scenario load(String id) {
        Path file = Path.of("scenarios", id + ".yaml");
        return ScenarioLoader.load(file, file.toString()).scenario().orElseThrow();
    }

    @Test
    void aScenarioWithAClockGivesEachTurnItsTime() {
        Scenario s = load("el-caney");
        for (Roster r : Checks.sheets(s).rosters()) {
            Roster.Turns t = r.turns();
            assertTrue(t.timed());
            assertEquals(s.turns(), t.rows().size());
            assertEquals("06:30", t.rows().get(0).time());
            assertEquals("16:00", t.rows().get(19).time());
            assertTrue(t.rows().get(19).events().startsWith("Last turn"), t.rows().get(19).events());
        }
    }

    @Test
    void ordersStartOnTheirTurnOnTheirOwnSidesTrackOnly() {
        Scenario s = load("el-caney");
        Roster us = Checks.sheets(s).rosters().get(0);
        // the brigade arrives on the turn its orders start: one event, not two (at 35171c1 "...: orders start, attack El Viso fort;
        // Arrives: Bates' Independent Brigade")
        assertEquals("Arrives: Bates' Independent Brigade, orders: attack El Viso fort", us.turns().rows().get(11).events());
        for (Roster other : Checks.sheets(s).rosters().subList(1, s.sides().size())) {
            assertTrue(other.turns().rows().stream().noneMatch(row -> row.events().contains("orders: attack El Viso fort")), other.side());
        }
    }

    @Test
    void theGameMastersPackHasOneTrackWithEverySidesEventsOnceAndTheSidesTheirOwn() {
        Scenario s = load("el-caney");
        Pack gm = Views.documents(Checks.checked(s), Paper.LETTER).gameMaster();
        assertTrue(gm.forces().rosters().stream().allMatch(r -> r.turns().rows().isEmpty()), "no roster of the game master's has a track");
        Roster.Turns game = gm.forces().turns();
        assertEquals("", game.lost());
        assertEquals(4, game.columns(), "turn, time, what happens, notes");
        assertEquals("The game begins", game.rows().get(0).events(), "said once, though every side's track says it");
        assertEquals("Arrives: Bates' Independent Brigade, orders: attack El Viso fort", game.rows().get(11).events(),
                "the arrival said once, with the orders the other sides' tracks leave out");
        Pack us = Views.documents(Checks.checked(s), Paper.LETTER).handout("us");
        assertEquals(Roster.Turns.NONE, us.forces().turns());
        assertEquals(s.turns(), us.forces().rosters().get(0).turns().rows().size());
    }

    @Test
    void withoutAClockTheTrackHasNoTimes() {
        Scenario s = load("teddys-wild-ride");
        for (Roster r : Checks.sheets(s).rosters()) {
            assertFalse(r.turns().timed());
            assertEquals(s.turns(), r.turns().rows().size());
            assertTrue(r.turns().rows().stream().allMatch(row -> row.time().isEmpty()));
        }
    }

    @Test
    void aSpecialRuleThatNamesATurnIsOnThatTurnsRow() {
        Scenario s = load("el-caney");
        Roster us = Checks.sheets(s).rosters().get(0);
        // "Bates' Independent Brigade is off the table until turn 12 (noon). ..." and "... From turn 16 it may limber ..."
        assertTrue(us.turns().rows().get(11).events().contains("Arrives: Bates' Independent Brigade"),
                us.turns().rows().get(11).events());
        assertTrue(us.turns().rows().get(15).events().contains("Capron's battery: from turn 16 it may limber and come "
                + "forward"), us.turns().rows().get(15).events());
    }

    @Test
    void aRuleIsKnownByItsLeadOrItsFirstWordsWhole() {
        assertEquals(java.util.List.of(5), RuleTurns.turns("Night: from turn 5 it is dark.", 12));
        assertEquals(java.util.List.of(1, 3), RuleTurns.turns("Signal Corps balloon (turns 1 to 3): it hangs over the fork.", 12));
        assertEquals(java.util.List.of(), RuleTurns.turns("Roll before turn 14.", 12));
        assertEquals("Night (special rule)", RuleTurns.name("Night: from turn 5 it is dark."));
        assertEquals("Night: from turn 5 it is dark", RuleTurns.on("Night: from turn 5 it is dark.", 5));
        // an author's El Caney printed "Capron's battery (off table) (special rule)" on turn 2; the line goes on (the roll's result is
        // in the next sentence, a reviewer: "The result ('On a 6 the blockhouse is breached') is missing")
        assertEquals("Capron's battery (off table): from turn 2 the US player names one wooden blockhouse at the "
                + "start of each US shooting phase and rolls 1D6 (more in the special rules)", RuleTurns.on("Capron's battery (off table): from turn 2 the US "
                + "player names one wooden blockhouse (never El Viso) at the start of each US shooting phase and rolls 1D6. On a 6 "
                + "the blockhouse is breached.", 2));
        // Torreón's track said only "The trains (special rule)" on turn 1 (a reviewer: "as if it were an event")
        assertEquals("The trains: the scout train starts stationary and may not move on turn 1", RuleTurns.on("The trains: the railway "
                + "south of the station is Federal. The scout train starts stationary and may not move on turn 1.", 1));
        assertEquals("The Spanish reserve: on turn 6 it marches in from the city",
                RuleTurns.on("The Spanish reserve waits in Santiago. On turn 6 it marches in from the city.", 6));
        assertEquals("Arrives: Bates' brigade",
                RuleTurns.on("Bates' brigade is off the table until turn 12 (noon). On turn 12 it comes on.", 12));
        // a long sentence loses its aside in brackets before any of its words
        assertEquals("From turn 7 Rubín may switch any battalion to a withdraw order without rolling", RuleTurns.on(
                "From turn 7 Rubín may switch any battalion to a withdraw order (off the north edge by the valley trail) without rolling.", 7));
        assertEquals("Roll a die at the start of ... (special rule)", RuleTurns.name("Roll a die at the start of each turn from turn 8."));
        assertEquals(java.util.List.of(), RuleTurns.turns("Time: turn 1 starts at 06:30; turn 12 ends at 16:30.", 12));
        assertEquals(java.util.List.of(1), RuleTurns.turns("Naval gunfire: before the first card of turn 1 the fleet fires.", 12));
    }

    @Test
    void aRuleThatForbidsSomethingBeforeATurnSaysOnItThatItMayBeDoneFromThen() {
        // an author's Celaya printed on turn 3 "Trains: the reserve train may not start moving before turn 3", read as an event on
        // the wrong turn
        assertEquals("Trains: the reserve train may start moving from this turn (steam is being raised) (more in the special rules)",
                RuleTurns.on("Trains: the reserve train may not start moving before turn 3 (steam is being raised). The Villista gun "
                        + "train may not go east of the camino vecinal.", 3));
        assertEquals("Vara del Rey will not give up the village: the garrison may receive a withdraw order from this turn", RuleTurns.on(
                "Vara del Rey will not give up the village: the garrison may not receive a withdraw order before turn 10.", 10));
        assertEquals("Miles's brigade can move from this turn", RuleTurns.on("Miles's brigade cannot move until turn 3.", 3));
        assertEquals("The guns: they may fire from this turn", RuleTurns.on("The guns: they must not fire until the start of turn 4.", 4));
    }

    @Test
    void aRangeIsMarkedOnItsLastTurnAndTwoTurnsByAndAreBothHeld() {
        assertEquals(java.util.List.of(new RuleTurns.Mark(1, false), new RuleTurns.Mark(3, true)),
                RuleTurns.marks("Signal Corps balloon (turns 1 to 3): it hangs over the fork.", 12), "turn 3 its last, not begun again");
        assertEquals("Signal Corps balloon: its last turn", RuleTurns.ended("Signal Corps balloon (turns 1 to 3): it hangs."));
        assertEquals(java.util.List.of(new RuleTurns.Mark(1, false), new RuleTurns.Mark(2, false)),
                RuleTurns.marks("Naval gunfire: turns 1 and 2 only.", 12), "turns 1 and 2: held on both, and nothing on turn 3");
        assertEquals(java.util.List.of(new RuleTurns.Mark(3, false), new RuleTurns.Mark(6, true)),
                RuleTurns.marks("Fog: turns 3-6.", 12));
        assertEquals(java.util.List.of(new RuleTurns.Mark(1, false), new RuleTurns.Mark(3, true)), RuleTurns.marks(
                "Signal Corps balloon (turns 1 to 3): it is holed and comes down at the end of turn 3.", 12), "its last turn, not begun again");
    }

    @Test
    void aRuleThatStartsTwoThingsOnTwoTurnsTellsEachInItsOwnWords() {
        // Torreón's night: at ffc04e2 turn 1 read "Night (special rule)" and turn 4 "Night: its last turn", the reverse of the rule
        String night = "Night: turns 1 to 4 are the evening artillery duel in daylight. From turn 5 it is dark: no figure can see or fire "
                + "at an enemy more than 12 inches away, except at figures within 6 inches of a burning building square.";
        assertEquals(java.util.List.of(new RuleTurns.Mark(1, false), new RuleTurns.Mark(5, false)), RuleTurns.marks(night, 12),
                "turn 4 ends the daylight and turn 5 says what follows: no line for turn 4");
        assertEquals("Night: turns 1 to 4 are the evening artillery duel in daylight", RuleTurns.on(night, 1));
        assertEquals("Night: from turn 5 it is dark (more in the special rules)", RuleTurns.on(night, 5));
    }

    @Test
    void oneSentenceNamingTwoTurnsDoesOneThingOnBothAndIsKnownByItsLead() {
        // an author's Caloocan: at bde5703 turns 1 and 2 each printed the whole rule, word for word
        String naval = "Naval gunfire: before the first card of turns 1 and 2 the US player fires one artillery shot at any point of "
                + "Caloocan town.";
        assertEquals("Naval gunfire (special rule)", RuleTurns.on(naval, 1));
        assertEquals("Naval gunfire (special rule)", RuleTurns.on(naval, 2));
    }
}

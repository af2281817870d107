package muster.rulesets.juniorgeneral;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import muster.rules.TableEdge;
import muster.scenario.Point;
import muster.scenario.Scenario;
import org.junit.jupiter.api.Test;

/** Seed 003's paper-ball artillery, and the option that says where the thrower stands. */
class SpanishArtilleryTest {

    @Test
    void fourBallsAFootBehindTheEdgeKillingWithinHalfAnInch() {
        // Seed: four balls a turn; the thrower a foot or more behind his edge; figures touching a
        // ball or within 1/2" are eliminated, Spanish figures too.
        assertEquals(4, SpanishArtillery.BALLS_PER_TURN);
        assertEquals(12, SpanishArtillery.STAND_BACK_INCHES);
        assertEquals(0.5, SpanishArtillery.REACH_INCHES);
    }

    @Test
    void aScenarioMayGiveFewerBallsNeverMore() {
        // Seed: the Spanish players "may toss four" balls: four is the most; the option sets fewer, and every sheet prints it
        Scenario two = Yaml.load(Yaml.HEAD + "options: { throwingEdge: west, ballsPerTurn: 2 }\n" + Yaml.SIDES);
        assertEquals(2, SpanishArtillery.balls(two));
        assertEquals(4, SpanishArtillery.balls(Yaml.load(Yaml.HEAD + "options: { throwingEdge: west, ballsPerTurn: 6 }\n" + Yaml.SIDES)));
        assertEquals(4, SpanishArtillery.balls(Yaml.load(Yaml.HEAD + "options: { throwingEdge: west }\n" + Yaml.SIDES)));
        muster.view.Card card = muster.rulesets.Checks.sheets(two).cards().stream().filter(c -> c.title().equals("Spanish artillery"))
                .findFirst().orElseThrow();
        assertEquals(2, card.tracks().get(0).boxes());
        assertTrue(card.facts().get(0).value().startsWith("2 every turn"), card.facts().toString());
    }

    @Test
    void edgesAreReadFromTheOption() {
        Scenario west = Yaml.load(Yaml.HEAD + "options: { throwingEdge: west }\n" + Yaml.SIDES);
        assertEquals(Optional.of(TableEdge.WEST), SpanishArtillery.edge(west));
        assertTrue(SpanishArtillery.throwing(west));
        Scenario none = Yaml.load(Yaml.HEAD + "options: { throwingEdge: none }\n" + Yaml.SIDES);
        assertEquals(Optional.of(TableEdge.NONE), SpanishArtillery.edge(none));
        assertFalse(SpanishArtillery.throwing(none));
        Scenario bad = Yaml.load(Yaml.HEAD + "options: { throwingEdge: behind }\n" + Yaml.SIDES);
        assertEquals(Optional.empty(), SpanishArtillery.edge(bad));
        // without the option: Spain's edge read from where its figures stand against the Americans'
        assertEquals(Optional.of(TableEdge.WEST), SpanishArtillery.edge(Yaml.load(Yaml.HEAD + Yaml.SIDES)));
        Scenario zone = Yaml.load(Yaml.HEAD + Yaml.SIDES.replace("    nation: spain\n",
                "    nation: spain\n    deploy: { outline: [[0,40],[72,40],[72,48],[0,48]] }\n"));
        assertEquals(Optional.of(TableEdge.NORTH), SpanishArtillery.edge(zone), "the deployment zone decides before the figures");
        Scenario unplaced = Yaml.load(Yaml.HEAD + Yaml.SIDES.replace(", at: [16, 24]", "").replace(", at: [12.5, 19]", ""));
        assertEquals(Optional.empty(), SpanishArtillery.edge(unplaced), "Spanish figures not on the table tell no edge");
        assertEquals(Optional.of(TableEdge.NORTH), TableEdge.of(" North "));
    }

    @Test
    void distancesRunFromTheEdgeAndTheThrowAddsAFoot() {
        Scenario s = Yaml.load(Yaml.HEAD + Yaml.SIDES);
        Point p = Point.of(10, 30);
        assertEquals(10, TableEdge.WEST.distance(p, s.table()));
        assertEquals(38, TableEdge.EAST.distance(p, s.table()));
        assertEquals(30, TableEdge.SOUTH.distance(p, s.table()));
        assertEquals(6, TableEdge.NORTH.distance(p, s.table()));
        assertEquals(22, SpanishArtillery.throwInches(TableEdge.WEST, p, s.table()));
        assertEquals(36, TableEdge.WEST.length(s.table()));
        assertEquals(48, TableEdge.NORTH.length(s.table()));
    }
}

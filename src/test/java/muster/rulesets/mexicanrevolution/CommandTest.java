package muster.rulesets.mexicanrevolution;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalDate;
import muster.scenario.Scenario;
import org.junit.jupiter.api.Test;

/** Orders, telegraph, the period and who may use wire, against seed 004. */
class CommandTest {

    @Test
    void ordersAreChangedWithinEighteenInches() {
        // Seed: a commanding general within 18" of the unit may change its orders.
        assertEquals(18, Command.ORDER_RADIUS_INCHES);
    }

    @Test
    void theScenarioDecidesWhoHasTheTelegraph() {
        // Seed: or by telegraph, as the scenario decides. Interpretation TELEGRAPH: true, false or a side id.
        Scenario both = Yaml.scenario("options:\n  telegraph: true\n", "");
        Scenario none = Yaml.scenario("options:\n  telegraph: false\n", "");
        Scenario fed = Yaml.scenario("options:\n  telegraph: fed\n", "");
        Scenario unset = Yaml.scenario("", "");
        Scenario wrong = Yaml.scenario("options:\n  telegraph: maybe\n", "");
        assertTrue(Command.hasTelegraph(both, both.sides().get(0)) && Command.hasTelegraph(both, both.sides().get(1)));
        assertFalse(Command.hasTelegraph(none, none.sides().get(0)));
        assertTrue(Command.hasTelegraph(fed, fed.sides().get(0)));
        assertFalse(Command.hasTelegraph(fed, fed.sides().get(1)));
        assertFalse(Command.hasTelegraph(unset, unset.sides().get(0)));
        assertFalse(Command.hasTelegraph(wrong, wrong.sides().get(0)));
        assertTrue(Command.telegraph(wrong.option("telegraph").orElseThrow(), wrong).isEmpty());
        assertEquals(Command.Telegraph.ONE_SIDE, Command.telegraph(fed.option("telegraph").orElseThrow(), fed).orElseThrow());
    }

    @Test
    void wireIsCarrancistaFromNineteenFifteen() {
        // Seed: after 1915 the Carrancistas may use barbed wire. Interpretation WIRE_DATE: from 1 January 1915.
        assertTrue(Period.wireAllowed(LocalDate.of(1915, 4, 13), "carrancista"));
        assertTrue(Period.wireAllowed(LocalDate.of(1915, 1, 1), "carrancista"));
        assertFalse(Period.wireAllowed(LocalDate.of(1914, 12, 31), "carrancista"));
        assertFalse(Period.wireAllowed(LocalDate.of(1916, 3, 9), "villista"));
        assertFalse(Period.wireAllowed(LocalDate.of(1916, 3, 9), "federal"));
    }

    @Test
    void theRulesCoverNineteenTenToNineteenTwenty() {
        // Seed: the years 1910-1920 are the subject.
        assertTrue(Period.inPeriod(LocalDate.of(1910, 11, 20)));
        assertTrue(Period.inPeriod(LocalDate.of(1920, 12, 31)));
        assertFalse(Period.inPeriod(LocalDate.of(1909, 12, 31)));
        assertFalse(Period.inPeriod(LocalDate.of(1921, 1, 1)));
    }

    @Test
    void trains() {
        // Seed: a train starts at 1 die, changes by one die a turn, never more than 4; bombs go off within 3".
        assertEquals(1, Trains.STARTING_DICE);
        assertEquals(1, Trains.CHANGE_PER_TURN);
        assertEquals(4, Trains.MOST_DICE);
        assertEquals(3, Trains.DETONATE_WITHIN_INCHES);
        // Interpretation TRAIN_CARS: 'count' is the cars; left out, a car for each unit aboard, one at least.
        Scenario none = Yaml.scenario("", "");
        assertEquals(3, Trains.cars(none, Yaml.unit("{ id: tr, type: train, count: 3 }")));
        assertEquals(1, Trains.cars(none, Yaml.unit("{ id: tr, type: train }")));
        Scenario two = Yaml.scenario("", "          - { id: tr, type: train }\n"
                + "          - { id: a, type: infantry, count: 10, aboard: tr }\n          - { id: b, type: machinegun, aboard: tr }\n");
        assertEquals(2, Trains.cars(two, two.sides().get(0).units().get(1)));
    }
}

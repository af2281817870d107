package muster.rulesets.mexicanrevolution;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import muster.rules.Fraction;
import muster.rules.HouseReadings;
import org.junit.jupiter.api.Test;

/** The seed's one-die tables: fire spreading in buildings and the fate of prisoners. */
class TablesTest {

    private static long sixths(DieTable t) {
        return t.rows().stream().mapToLong(r -> r.chance().numerator() * (6 / r.chance().denominator())).sum();
    }

    @Test
    void fireSpreadsOnFourOrMore() {
        // Seed: 1-3 not yet burning, 4-5 alight, 6 explosive (roll at once for every neighbour).
        List<DieTable.Row> rows = Buildings.SPREAD.rows();
        assertEquals(List.of("1-3", "4-5", "6"), rows.stream().map(DieTable.Row::faces).toList());
        assertEquals(new Fraction(1, 2), rows.get(0).chance());
        assertEquals(new Fraction(1, 3), rows.get(1).chance());
        assertEquals(new Fraction(1, 6), rows.get(2).chance());
        assertEquals(6, sixths(Buildings.SPREAD));
        // Seed: a figure in a burning square dies on 5-6.
        assertEquals(new Fraction(1, 3), Odds.atLeast(Buildings.BURN_KILLS));
    }

    @Test
    void prisonersAreShotOrHangedAndNeverSpared() {
        // Seed: 1-4 shot, 5-6 hanged, 7+ spared, with no modifier: one die cannot show 7.
        List<DieTable.Row> rows = Prisoners.FATE.rows();
        assertEquals(List.of("1-4", "5-6", "7+"), rows.stream().map(DieTable.Row::faces).toList());
        assertEquals(new Fraction(2, 3), rows.get(0).chance());
        assertEquals(new Fraction(1, 3), rows.get(1).chance());
        assertEquals(Fraction.ZERO, rows.get(2).chance());
        assertEquals("spared", rows.get(2).result());
        assertEquals(6, sixths(Prisoners.FATE));
        assertTrue(HouseReadings.on(Interpretations.ALL, "Prisoners").text().contains("no prisoner is spared"));
    }

    @Test
    void buildingsAreGriddedInInchSquares() {
        // Seed: buildings are divided into 1" squares. A 3" x 3" station holds 9, a 6" x 5" roundhouse 30.
        assertEquals(9, Buildings.squares(Yaml.scenario("terrain:\n  - { id: s, kind: building, outline: [[27, 15], [30, 15], [30, 18], [27, 18]] }\n", "")
                .terrain().get(0).shape().points()));
        assertEquals(30, Buildings.squares(List.of(muster.scenario.Point.of(18, 11), muster.scenario.Point.of(24, 11),
                muster.scenario.Point.of(24, 16), muster.scenario.Point.of(18, 16))));
        // An L of three squares: the grid counts squares whose centre lies inside.
        assertEquals(3, Buildings.squares(List.of(muster.scenario.Point.of(0, 0), muster.scenario.Point.of(2, 0),
                muster.scenario.Point.of(2, 1), muster.scenario.Point.of(1, 1), muster.scenario.Point.of(1, 2),
                muster.scenario.Point.of(0, 2))));
        // Under an inch wide: no square fits.
        assertEquals(0, Buildings.squares(List.of(muster.scenario.Point.of(0, 0), muster.scenario.Point.of(0.8, 0),
                muster.scenario.Point.of(0.8, 4), muster.scenario.Point.of(0, 4))));
        // A 2.5" x 2" floor plan holds two whole columns of two.
        assertEquals(4, Buildings.squares(List.of(muster.scenario.Point.of(0, 0), muster.scenario.Point.of(2.5, 0),
                muster.scenario.Point.of(2.5, 2), muster.scenario.Point.of(0, 2))));
    }
}

package muster.rulesets.sawquickplay;

import static muster.rulesets.sawquickplay.Fixtures.unit;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The paper organisations and the men-per-base rule of seed 000. */
class OrganisationsTest {

    private static Optional<Integer> paperBases(String type, String nation, String... tags) {
        return Organisations.paper(unit(type, 1, tags), nation).map(Organisations.Paper::bases);
    }

    @Test
    void paperStrengths() {
        // Seed, organisation: US cavalry regiment 3 bases, US infantry battalion 4, Spanish cavalry
        // regiment 4, Spanish line battalion 4, Spanish rifle or light battalion 6.
        assertEquals(Optional.of(3), paperBases("cavalry", "us"));
        assertEquals(Optional.of(4), paperBases("infantry", "us"));
        assertEquals(Optional.of(4), paperBases("cavalry", "spain"));
        assertEquals(Optional.of(4), paperBases("infantry", "spain"));
        assertEquals(Optional.of(6), paperBases("infantry", "spain", "light"));
    }

    @Test
    void noPaperStrengthWhereTheSeedGivesNone() {
        assertEquals(Optional.empty(), paperBases("infantry", "cuba"));
        assertEquals(Optional.empty(), paperBases("machinegun", "us"));
        assertEquals(Optional.empty(), paperBases("infantry", "us", "light"));
        assertEquals(Optional.empty(), paperBases("cavalry", "spain", "light"));
    }

    @Test
    void oneBasePerHundredAndFiftyMen() {
        // Seed: from real rosters, figure 1 base per 150 men.
        assertEquals(150, Organisations.MEN_PER_BASE);
        assertEquals(3, Organisations.basesFor(450));
        assertEquals(3, Organisations.basesFor(520));
        assertEquals(1, Organisations.basesFor(150));
        assertEquals(7, Organisations.basesFor(1000));
    }

    @Test
    void roundingIsToTheNearestHalfUpAndNeverBelowOne() {
        // Organisations.basesFor rounds men / 150 to the nearest whole base, a half going up.
        assertEquals(2, Organisations.basesFor(225));
        assertEquals(1, Organisations.basesFor(224));
        assertEquals(3, Organisations.basesFor(375));
        assertEquals(2, Organisations.basesFor(374));
        assertEquals(1, Organisations.basesFor(75));
        assertEquals(1, Organisations.basesFor(74));
        assertEquals(1, Organisations.basesFor(1));
    }
}

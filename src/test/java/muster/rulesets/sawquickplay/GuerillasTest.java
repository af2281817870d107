package muster.rulesets.sawquickplay;

import static muster.rulesets.sawquickplay.Fixtures.formation;
import static muster.rulesets.sawquickplay.Fixtures.gun;
import static muster.rulesets.sawquickplay.Fixtures.unit;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Who counts as a guerilla under seed 000's guerilla section. */
class GuerillasTest {

    @Test
    void cubanAndFilipinoFootAndHorseAreGuerillasUnlessRegular() {
        // Seed: the Cuban army was almost all guerillas, infantry and cavalry alike; Filipino
        // insurgent infantry and cavalry count as guerillas. Interpretation: 'regular' opts out.
        assertTrue(Guerillas.isGuerilla(unit("infantry", 4), "cuba"));
        assertTrue(Guerillas.isGuerilla(unit("cavalry", 3), "cuba"));
        assertTrue(Guerillas.isGuerilla(unit("infantry", 4), "philippines"));
        assertFalse(Guerillas.isGuerilla(unit("infantry", 4, "regular"), "cuba"));
        assertFalse(Guerillas.isGuerilla(unit("cavalry", 3, "regular"), "philippines"));
    }

    @Test
    void cubanGunsAreNotGuerillas() {
        // Seed: the guerilla rule names infantry and cavalry only.
        assertFalse(Guerillas.isGuerilla(gun("machinegun"), "cuba"));
        assertFalse(Guerillas.isGuerilla(gun("field-artillery"), "philippines"));
    }

    @Test
    void spanishContraGuerillasAreGuerillas() {
        // Seed: Spain's counter-guerilla companies (foot or horse) are treated as guerillas too.
        assertTrue(Guerillas.isGuerilla(unit("infantry", 4, "contra-guerilla"), "spain"));
        assertTrue(Guerillas.isGuerilla(unit("cavalry", 4, "contra-guerilla"), "spain"));
        assertFalse(Guerillas.isGuerilla(unit("infantry", 4), "spain"));
    }

    @Test
    void americansAreNotGuerillasUnlessTagged() {
        assertFalse(Guerillas.isGuerilla(unit("infantry", 4), "us"));
        assertFalse(Guerillas.isGuerilla(unit("cavalry", 3), "us"));
        assertTrue(Guerillas.isGuerilla(unit("cavalry", 3, "guerilla"), "us"));
    }

    @Test
    void aFormationIsAllGuerillaOnlyWhenEveryUnitIs() {
        assertTrue(Guerillas.allGuerilla(formation(unit("infantry", 4), unit("cavalry", 3)), "cuba"));
        assertFalse(Guerillas.allGuerilla(formation(unit("infantry", 4), gun("machinegun")), "cuba"));
        assertFalse(Guerillas.allGuerilla(formation(unit("infantry", 4)), "us"));
        // An empty formation is not all guerillas (COM-009 reports it instead).
        assertFalse(Guerillas.allGuerilla(formation(), "cuba"));
    }
}

package muster.rulesets.hatsoff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Troop classes, morale percentages and black powder of seed 002. */
class TroopClassTest {

    @Test
    void moralePercentagesByClass() {
        // Seed IV.B: 1st Vol Cav 120%, US regular 110%, National Guard 100%, Spanish regulars 90%,
        // Spanish colonial militia 80%, insurrectos 70%.
        assertEquals(120, TroopClass.of("first-vol-cav", "us").orElseThrow().morale());
        assertEquals(110, TroopClass.of("regular", "us").orElseThrow().morale());
        assertEquals(100, TroopClass.of("national-guard", "us").orElseThrow().morale());
        assertEquals(90, TroopClass.of("regular", "spain").orElseThrow().morale());
        assertEquals(80, TroopClass.of("militia", "spain").orElseThrow().morale());
        assertEquals(70, TroopClass.of("insurrecto", "cuba").orElseThrow().morale());
        assertEquals(70, TroopClass.of("insurrecto", "philippines").orElseThrow().morale());
    }

    @Test
    void classesBelongToTheirArmies() {
        // a class serves where the scenario puts it; only 'regular' needs a nation of its own
        assertEquals(Optional.of(TroopClass.MILITIA), TroopClass.of("militia", "us"));
        assertEquals(Optional.of(TroopClass.INSURRECTO), TroopClass.of("insurrecto", "us"));
        assertEquals(Optional.empty(), TroopClass.of("regular", "cuba"));
        assertEquals(Optional.of(TroopClass.FIRST_VOL_CAV), TroopClass.of("first-vol-cav", "spain"));
        assertEquals(java.util.List.of("us", "spain"), TroopClass.nationsOf("regular"));
    }

    @Test
    void blackPowderTroopsAreTheOnesTheSeedNames() {
        // Seed III.7: black powder means US National Guard, Spanish militia, insurrectos.
        for (TroopClass c : TroopClass.values()) {
            boolean named = c == TroopClass.NATIONAL_GUARD || c == TroopClass.MILITIA || c == TroopClass.INSURRECTO;
            assertEquals(named, c.blackPowder(), c.name());
        }
        var us = Scenarios.with("", "us", "{ id: ng, type: infantry, weapon: rifle, count: 2, tags: [national-guard] }",
                "{ id: reg, type: infantry, weapon: rifle, count: 2, tags: [regular] }",
                "{ id: bp, type: infantry, weapon: black-powder-rifle, count: 2, tags: [regular] }",
                "{ id: tagged, type: infantry, weapon: rifle, count: 2, tags: [regular, black-powder] }",
                "{ id: guns, type: field-artillery }");
        assertTrue(Troops.blackPowder(Scenarios.unit(us, "ng"), "us"));
        assertFalse(Troops.blackPowder(Scenarios.unit(us, "reg"), "us"));
        assertTrue(Troops.blackPowder(Scenarios.unit(us, "bp"), "us"));
        assertTrue(Troops.blackPowder(Scenarios.unit(us, "tagged"), "us"));
        // Seed III.B.7.a: American and insurrecto batteries smoke after each fire; Spanish guns must be found.
        assertTrue(Troops.blackPowder(Scenarios.unit(us, "guns"), "us"));
        assertFalse(Troops.blackPowder(Scenarios.unit(us, "guns"), "spain"));
    }

    @Test
    void crewsTakeTheirArmysRegularsAndBrigadiersAddTen() {
        var s = Scenarios.with("", "spain", "{ id: guns, type: mountain-artillery }",
                "{ id: coy, type: infantry, weapon: rifle, count: 2, tags: [regular, officer] }",
                "{ id: none, type: infantry, weapon: rifle, count: 2 }");
        assertEquals(Optional.of(TroopClass.SPANISH_REGULAR), Troops.troopClass(Scenarios.unit(s, "guns"), "spain"));
        assertEquals(Optional.of(TroopClass.INSURRECTO), TroopClass.crewDefault("cuba"));
        // Seed IV.C.2: +10% with the brigadier.
        assertEquals(Optional.of(100), Troops.morale(Scenarios.unit(s, "coy"), "spain"));
        assertEquals(Optional.empty(), Troops.morale(Scenarios.unit(s, "none"), "spain"));
    }
}

package muster.rulesets.hatsoff;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Figure ratios and organisation of seed 002, and how the sheets count a scenario's units. */
class StrengthTest {

    @Test
    void theSeedsOrganisation() {
        // Seed, introduction: 1 figure = 25 men; 3-figure stands are platoons, 2 to a company,
        // 4 companies and a 3-figure command stand to a battalion.
        Organisation.Level platoon = Organisation.LEVELS.get(0);
        Organisation.Level company = Organisation.LEVELS.get(1);
        Organisation.Level battalion = Organisation.LEVELS.get(2);
        assertEquals(3, platoon.figures());
        assertEquals(75, platoon.men(FigureRatio.STANDARD_MEN));
        assertEquals(6, company.figures());
        // Seed V.3: the standard company is 150 men.
        assertEquals(Organisation.COMPANY_MEN, company.men(FigureRatio.STANDARD_MEN));
        assertEquals(9, battalion.stands());
        assertEquals(27, battalion.figures());
        assertEquals(675, battalion.men(25));
        // Seed V.3: a cavalry squadron is 2 troops and 150 men.
        assertEquals(Organisation.SQUADRON_MEN, Organisation.LEVELS.get(4).men(25));
    }

    @Test
    void theOptionalRatiosGiveCompaniesOfAboutAHundredAndOneHundredEighty() {
        // Seed: optional 1:20 for Americans (companies often near 100), 1:30 for Spaniards (about 180).
        assertEquals(20, FigureRatio.BY_NATION.menPerFigure("us"));
        assertEquals(30, FigureRatio.BY_NATION.menPerFigure("spain"));
        assertEquals(25, FigureRatio.BY_NATION.menPerFigure("cuba"));
        assertEquals(25, FigureRatio.STANDARD.menPerFigure("us"));
        assertEquals(120, Organisation.LEVELS.get(1).men(FigureRatio.BY_NATION.menPerFigure("us")));
        assertEquals(180, Organisation.LEVELS.get(1).men(FigureRatio.BY_NATION.menPerFigure("spain")));
    }

    @Test
    void figuresComeFromMenAtTheRatioOrFromStands() {
        var s = Scenarios.with("", "us", "{ id: a, type: infantry, weapon: rifle, count: 8, men: 560, tags: [regular] }",
                "{ id: b, type: infantry, weapon: rifle, count: 2, tags: [regular] }",
                "{ id: c, type: infantry, weapon: rifle, count: 1, men: 10, tags: [regular] }");
        // 560 / 25 = 22.4 -> 22 figures, 8 stands (the last of one figure), 550 men on the table.
        assertEquals(new Strength(8, 22, 550, 25, 0), Strength.of(Scenarios.unit(s, "a"), "us", FigureRatio.STANDARD));
        // 560 / 20 = 28 figures, 10 stands, 560 men.
        assertEquals(new Strength(10, 28, 560, 20, 0), Strength.of(Scenarios.unit(s, "a"), "us", FigureRatio.BY_NATION));
        // Without men: 3 figures a stand.
        assertEquals(new Strength(2, 6, 150, 25, 0), Strength.of(Scenarios.unit(s, "b"), "us", FigureRatio.STANDARD));
        assertEquals(new Strength(2, 6, 180, 30, 0), Strength.of(Scenarios.unit(s, "b"), "spain", FigureRatio.BY_NATION));
        // A handful of men is still one figure.
        assertEquals(1, Strength.of(Scenarios.unit(s, "c"), "us", FigureRatio.STANDARD).figures());
        // Halves round up: 490 / 20 = 24.5 -> 25 figures.
        var h = Scenarios.with("", "us", "{ id: d, type: infantry, weapon: rifle, count: 9, men: 490, tags: [regular] }");
        assertEquals(25, Strength.of(Scenarios.unit(h, "d"), "us", FigureRatio.BY_NATION).figures());
    }

    @Test
    void gunsCountSectionsOfTwoGunsAndThirtyMen() {
        // Seed III.B.1 and 8: a casting is 2 guns, its section 30 men, crews 10 men a figure.
        // Seed III.C.2: a machine-gun section is 2 guns and 30 men.
        var s = Scenarios.with("", "us", "{ id: battery, type: field-artillery, count: 2 }", "{ id: mg, type: gatling }",
                "{ id: small, type: field-artillery, men: 12 }");
        assertEquals(new Strength(2, 6, 60, 10, 4), Strength.of(Scenarios.unit(s, "battery"), "us", FigureRatio.BY_NATION));
        assertEquals(new Strength(1, 3, 30, 10, 2), Strength.of(Scenarios.unit(s, "mg"), "us", FigureRatio.STANDARD));
        assertEquals(2, Strength.of(Scenarios.unit(s, "small"), "us", FigureRatio.STANDARD).figures());
        assertEquals("60 men · 4 guns · 2 sections", Strength.of(Scenarios.unit(s, "battery"), "us", FigureRatio.STANDARD).describe());
    }

    @Test
    void fiftiesAndAssaultColumns() {
        // Seed III.6: count the full 50s firing; III.6.c: assault columns fire the lead company's only.
        assertEquals(11, Organisation.fifties(560));
        assertEquals(0, Organisation.fifties(49));
        assertEquals(3, Organisation.assaultColumnFifties(560, 25));
        assertEquals(2, Organisation.assaultColumnFifties(560, 20));
        assertEquals(3, Organisation.assaultColumnFifties(560, 30));
        assertEquals(1, Organisation.assaultColumnFifties(90, 25));
    }

    @Test
    void dismountingCavalryLeavesAQuarterWithTheHorses() {
        // Seed V.3: cavalry that starts mounted keeps 25% of its strength as horse holders.
        assertEquals(112, Organisation.dismountedFiring(150));
        assertEquals(List.of(20, 15), List.of(Organisation.MAX_ROUNDS, Organisation.dismountedFiring(20)));
    }
}

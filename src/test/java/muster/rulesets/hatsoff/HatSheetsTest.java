package muster.rulesets.hatsoff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import muster.rules.HouseReading;
import muster.rules.HouseReadings;
import muster.scenario.Scenario;
import muster.scenario.load.LoadResult;
import muster.scenario.load.ScenarioLoader;
import muster.view.Card;
import muster.view.Chart;
import muster.view.Roster;
import muster.rulesets.Checks;
import org.junit.jupiter.api.Test;

/** What the hatsoff sheets print for a small scenario, and how its options change it. */
class HatSheetsTest {

    static final String BASE = """
            id: t
            title: T
            ruleset: hatsoff
            turns: 12
            %s
            table: { width: 72, depth: 48 }
            terrain:
              - { id: village, kind: town, outline: [[40,20],[50,20],[50,30],[40,30]] }
              - { id: fort, kind: fort, at: [56, 14] }
            sides:
              - id: us
                name: Lawton
                nation: us
                hq: { name: Lawton, at: [4, 24] }
                formations:
                  - id: chaffee
                    name: Chaffee
                    orders: { type: attack, objective: village }
                    units:
                      - { id: inf-12th, name: 12th Infantry, type: infantry, weapon: rifle, count: 10, men: 560, tags: [regular, officer] }
                      - { id: inf-7th, name: 7th Infantry, type: infantry, weapon: rifle, count: 9, tags: [regular] }
                      - { id: inf-17th, name: 17th Infantry, type: infantry, weapon: rifle, count: 8, tags: [regular] }
                      - { id: mass-2nd, name: 2nd Massachusetts, type: infantry, weapon: black-powder-rifle, count: 15, tags: [national-guard] }
                      - { id: capron, name: Capron, type: field-artillery, count: 2 }
              - id: spain
                name: Vara del Rey
                nation: spain
                formations:
                  - id: garrison
                    orders: { type: defend, objective: fort }
                    units:
                      - { id: const-1, name: Constitución, type: infantry, weapon: rifle, count: 2, men: 140, tags: [regular] }
                      - { id: guns, name: Plasencia, type: mountain-artillery }
            """;

    static Scenario scenario(String options) {
        String text = BASE.formatted(options);
        LoadResult r = ScenarioLoader.parse("t.yaml", text.getBytes(StandardCharsets.UTF_8));
        return r.scenario().orElseThrow(() -> new AssertionError(r.diagnostics().all()));
    }

    static Card card(List<Card> cards, String title) {
        return cards.stream().filter(c -> c.title().equals(title)).findFirst().orElseThrow(() -> new AssertionError(title));
    }

    static String fact(Card c, String label) {
        return c.facts().stream().filter(f -> f.label().equals(label)).map(Card.Fact::value).findFirst()
                .orElseThrow(() -> new AssertionError(label + " on " + c.title()));
    }

    @Test
    void thePaperStrengthsShowTheOptionalRatiosOnlyWhereTheScenarioPlaysThem() {
        // at 041b626 an outside author's Zapote, at 1:25 with no Spaniards, printed the 1:20 (US) and 1:30 (Spain) columns
        assertEquals(List.of("Level", "Stands", "Figures", "Men 1:25"), strengths(scenario("")).header());
        assertEquals(List.of("Level", "Stands", "Figures", "Men 1:25", "Men 1:20 (US)", "Men 1:30 (Spain)"),
                strengths(scenario("options: { figure-ratio: by-nation }")).header());
        assertTrue(strengths(scenario("")).rows().stream().allMatch(r -> r.size() == 4));
    }

    private static Chart.Table strengths(Scenario s) {
        return Checks.everything(Checks.sheets(s)).sections().stream().flatMap(x -> x.blocks().stream())
                .filter(b -> b instanceof Chart.Table t && t.header().contains("Men 1:25")).map(b -> (Chart.Table) b).findFirst()
                .orElseThrow();
    }

    /** A gun's reach from the muzzle reads "up to 72\"": a reviewer stopped at "Shell over 0 to 72\"" in El Caney's appendix. */
    @Test
    void theAppendixGivesAGunsReachFromTheMuzzleAsUpTo() {
        List<List<String>> rows = Checks.sheets(scenario("")).appendix().sections().stream().flatMap(x -> x.blocks().stream())
                .filter(b -> b instanceof Chart.Table).flatMap(b -> ((Chart.Table) b).rows().stream()).toList();
        assertTrue(rows.stream().flatMap(List::stream).noneMatch(c -> c.startsWith("over 0 ")), rows.toString());
        assertTrue(rows.stream().anyMatch(r -> r.size() > 1 && r.get(0).equals("Shell") && r.get(1).equals("up to 72\"")), rows.toString());
    }

    /** No heading over nothing: an author's Zapote, without the ammunition option, printed "Batteries: the odds" and no table. */
    @Test
    void theAppendixHasNoEmptySection() {
        java.nio.file.Path file = java.nio.file.Path.of("src/test/resources/authors/hatsoff-2.yaml");
        Scenario zapote = ScenarioLoader.load(file, file.toString()).scenario().orElseThrow();
        for (Scenario s : List.of(zapote, scenario(""))) {
            List<String> empty = Checks.sheets(s).appendix().sections().stream().filter(x -> x.blocks().isEmpty()).map(Chart.Section::heading)
                    .toList();
            assertEquals(List.of(), empty, s.id());
        }
    }

    @Test
    void theAidNamesOnlyTheArmiesOfTheScenario() {
        // at d0f2c98 an outside author's Zapote, Americans against Filipinos, printed the Spanish classes and how to find a Spanish battery
        java.nio.file.Path file = java.nio.file.Path.of("src/test/resources/authors/hatsoff-2.yaml");
        Scenario zapote = ScenarioLoader.load(file, file.toString()).scenario().orElseThrow();
        String aid = text(Checks.everything(Checks.sheets(zapote)));
        assertTrue(!aid.contains("Spanish regular") && !aid.contains("Spanish colonial militia") && !aid.contains("Spanish battery"), aid);
        assertTrue(aid.contains("Insurrecto") && aid.contains("US regular"), aid);
        // with Spanish guns on the table, how to find them stays
        String both = text(Checks.everything(Checks.sheets(scenario(""))));
        assertTrue(both.contains("Spanish regular") && both.contains("Spanish battery found"), both);
        assertTrue(!both.contains("US 1st Volunteer Cavalry") && !both.contains("Insurrecto"), both);
    }

    @Test
    void theTerrainTableGivesShellTheModifiersTheArtilleryTableDoes() {
        // round 2 of stop 49: "the terrain 'Shell' column is blank for fort, blockhouse and trench, but gm-07 gives 'target in works −2'"
        Chart.Table terrain = Checks.everything(Checks.sheets(scenario(""))).sections().stream().filter(x -> x.heading().equals("Terrain"))
                .flatMap(x -> x.blocks().stream()).filter(b -> b instanceof Chart.Table).map(b -> (Chart.Table) b).findFirst().orElseThrow();
        int shell = terrain.header().indexOf("Shell");
        for (List<String> row : terrain.rows()) {
            String expected = row.get(1).equals("works") ? "−2" : row.get(0).contains("building") || row.get(0).contains("town") ? "+1" : "";
            assertEquals(expected, row.get(shell), row.toString());
        }
        assertTrue(terrain.rows().stream().anyMatch(r -> r.get(shell).equals("−2")), terrain.rows().toString());
    }

    /** The troop classes' table and the batteries' section, as text. */
    private static String text(Chart chart) {
        StringBuilder out = new StringBuilder();
        for (Chart.Section section : chart.sections().stream().filter(x -> x.heading().equals("Morale") || x.heading().startsWith("Batteries")).toList()) {
            for (Chart.Block b : section.blocks()) {
                out.append(b).append('\n');
            }
        }
        return out.toString();
    }

    @Test
    void theFigureRatioOptionChangesStrengthsOnTheSheets() {
        List<Card> standard = Checks.sheets(scenario("")).cards();
        List<Card> byNation = Checks.sheets(scenario("options: { figure-ratio: by-nation }")).cards();
        // 560 men: 22 figures (550 men) at 1:25, 28 figures at 1:20.
        assertEquals("550 men · 22 figs · 8 stands", fact(card(standard, "12th Infantry"), "Strength"));
        assertEquals("560 men · 28 figs · 10 stands", fact(card(byNation, "12th Infantry"), "Strength"));
        // 9 stands without men: 27 figures, 675 men at 1:25, 540 at 1:20.
        assertEquals("675 men · 27 figs · 9 stands", fact(card(standard, "7th Infantry"), "Strength"));
        assertEquals("540 men · 27 figs · 9 stands", fact(card(byNation, "7th Infantry"), "Strength"));
        // 140 Spaniards: 6 figures at 1:25, 5 at 1:30.
        assertEquals("150 men · 6 figs · 2 stands", fact(card(standard, "Constitución"), "Strength"));
        assertEquals("150 men · 5 figs · 2 stands", fact(card(byNation, "Constitución"), "Strength"));
        // The ladder follows the men on the table: a figure per 20 men, -10% at each 56.
        assertTrue(card(byNation, "12th Infantry").notes().get(0).startsWith("Morale falls 10% as losses reach 56, 112, 168, 224 and 280 men; a figure per 20"),
                card(byNation, "12th Infantry").notes().toString());
    }

    @Test
    void theAidGivesTheScenariosOwnRounds() {
        // at d0f2c98 El Caney's aid said "at most 20 rounds" where its Spaniards bring 16
        String line = Checks.everything(Checks.sheets(scenario("options: { rounds-spain: 16 }"))).sections().stream()
                .filter(x -> x.heading().equals("Rifle fire")).flatMap(x -> x.blocks().stream())
                .filter(b -> b instanceof Chart.Bullets).flatMap(b -> ((Chart.Bullets) b).items().stream())
                .filter(i -> i.contains("Rounds of fire")).findFirst().orElseThrow();
        assertTrue(line.startsWith("Rounds of fire in a game: Vara del Rey 16, the others 20"), line);
    }

    @Test
    void cardsCarryMoraleFireAndRounds() {
        List<Card> cards = Checks.sheets(scenario("options: { rounds-spain: 16 }")).cards();
        Card twelfth = card(cards, "12th Infantry");
        // 110% US regular, +10 with the brigadier.
        assertTrue(fact(twelfth, "Morale").startsWith("120% US regular (brigadier +10)"), fact(twelfth, "Morale"));
        // 550 men: 11 full 50s; short 22-55, medium 11-28, long 6-14 (2 x 11 / 4 = 5.5 -> 6).
        assertEquals("enemy loses 22-55 men", fact(twelfth, "Fire to 12\""));
        assertEquals("11-28 men", fact(twelfth, "to 24\""));
        assertEquals("6-14 men", fact(twelfth, "to 36\""));
        assertEquals(List.of(new Card.Track("1-10", 10), new Card.Track("11-20", 10)), twelfth.tracks());
        Card spanish = card(cards, "Constitución");
        assertEquals(List.of(new Card.Track("1-10", 10), new Card.Track("11-16", 6)), spanish.tracks());
        assertTrue(fact(spanish, "Morale").startsWith("90% Spanish regular"));
        // a company fires whole in column: El Caney's one-company Spanish cards said "only its lead company fires" (a reviewer)
        assertTrue(spanish.facts().stream().noneMatch(f -> f.label().equals("In column")), spanish.facts().toString());
        assertTrue(fact(twelfth, "In column").startsWith("only its lead company fires"), fact(twelfth, "In column"));
        Card mass = card(cards, "2nd Massachusetts");
        assertTrue(mass.notes().stream().anyMatch(n -> n.startsWith("Black powder")), mass.notes().toString());
        assertEquals("Infantry · black-powder rifle", mass.kind());
    }

    @Test
    void batteriesShowTheirGunsAndTheOptionalAmmunition() {
        Card without = card(Checks.sheets(scenario("")).cards(), "Capron");
        assertEquals(List.of(new Card.Track("Guns out", 4)), without.tracks());
        assertEquals("to 72\": 8-20, avg 14", fact(without, "Shell"));
        assertTrue(without.notes().get(0).startsWith("Black powder"));
        List<Card> cards = Checks.sheets(scenario("options: { artillery-ammo: true }")).cards();
        Card with = card(cards, "Capron");
        assertEquals(List.of(new Card.Track("Guns out", 4), new Card.Track("Shell", 10), new Card.Track("", 10),
                new Card.Track("Canister", 10)), with.tracks());
        assertTrue(card(cards, "Plasencia").notes().get(0).startsWith("Smokeless"));
        // El Caney's Plasencia card said "90% Spanish regular" where its roster line said "110% in works at the start": a gun's
        // card gives its morale at the start as the roster does
        String inTheFort = BASE.formatted("").replace("type: mountain-artillery }", "type: mountain-artillery, at: [56, 14] }");
        LoadResult r = ScenarioLoader.parse("t.yaml", inTheFort.getBytes(StandardCharsets.UTF_8));
        Card plasencia = card(Checks.sheets(r.scenario().orElseThrow()).cards(), "Plasencia");
        assertEquals("90% Spanish regular, 110% in works at the start", fact(plasencia, "Morale"));
        assertEquals("90% Spanish regular", fact(card(cards, "Plasencia"), "Morale"));
        assertEquals("110% US regular", fact(without, "Morale"));
    }

    @Test
    void everyCardStaysWithinWhatAPokerCardHolds() {
        // A budget measured on the printed cards: lines of text at the card's widths, plus the
        // box rows at its foot, must stay under what 3.5" holds.
        for (Card c : Checks.sheets(scenario("options: { artillery-ammo: true, figure-ratio: by-nation }")).cards()) {
            // every card that moves says how far, a battery too (Capron's card had no Move line)
            assertTrue(c.kind().startsWith("Commander") || c.facts().stream().anyMatch(f -> f.label().equals("Move")), c.title() + ": no Move");
            int lines = 3 + (c.title().length() > 24 ? 1 : 0) + 1;
            for (Card.Fact f : c.facts()) {
                lines += Math.max(1, (f.value().length() + 29) / 30);
            }
            for (String n : c.notes()) {
                lines += (n.length() + 47) / 48;
            }
            lines += c.tracks().size() * 2;
            assertTrue(lines <= 24, c.title() + " needs about " + lines + " lines");
            assertTrue(c.tracks().stream().allMatch(t -> t.boxes() <= HatCards.BOXES_PER_ROW && t.label().length() <= 8), c.title());
        }
    }

    @Test
    void aBrigadeTooBigForOneSheetIsSharedOutEvenly() {
        assertEquals(List.of(), HatRosters.shares(0));
        assertEquals(List.of(1), HatRosters.shares(1));
        assertEquals(List.of(3), HatRosters.shares(3));
        assertEquals(List.of(2, 2), HatRosters.shares(4));
        assertEquals(List.of(3, 2), HatRosters.shares(5));
        assertEquals(List.of(3, 2, 2), HatRosters.shares(7));
        // the first part fills the sheet before it where that spares a sheet, and only then
        assertEquals(List.of(1, 3), HatRosters.shares(4, 1));
        assertEquals(List.of(3), HatRosters.shares(3, 1));
        assertEquals(List.of(2), HatRosters.shares(2, 1));
        assertEquals(List.of(2, 3), HatRosters.shares(5, 2));
        assertEquals(List.of(3, 2), HatRosters.shares(5, 0));
    }

    @Test
    void theRosterGivesEveryUnitALinePerTurn() {
        Scenario s = scenario("options: { figure-ratio: by-nation }");
        Roster us = Checks.sheets(s).rosters().get(0);
        // Five units in one formation: two record sheets, three units and two.
        assertEquals(2, us.sheets().size());
        Chart.Table first = us.sheets().get(0);
        assertEquals(List.of("Turn", "12th Infantry: order", "Lost", "7th Infantry: order", "Lost", "17th Infantry: order", "Lost"), first.header());
        // A start row and one row for each of the 12 turns.
        assertEquals(13, first.rows().size());
        assertEquals(List.of("Start", "560 men · 28 figures · 120%", "0", "540 men · 27 figures · 110%", "0", "480 men · 24 figures · 110%", "0"),
                first.rows().get(0));
        assertEquals(List.of("12", "", "", "", "", "", ""), first.rows().get(12));
        assertEquals(List.of("Turn", "2nd Massachusetts: order", "Lost", "Capron: order", "Lost"), us.sheets().get(1).header());
        assertEquals("Start", us.sheets().get(1).rows().get(0).get(0));
        assertTrue(us.sheets().get(1).rows().get(0).get(3).startsWith("60 men · 4 guns"), us.sheets().get(1).rows().get(0).toString());
        Roster.Line twelfth = us.brigades().get(0).units().get(0);
        assertEquals("560 men · 28 figs · 10 stands", twelfth.strength());
        assertEquals(List.of(56, 112, 168, 224, 280), twelfth.steps().boxes().stream().map(Roster.Box::number).toList());
        assertFalse(twelfth.notes().contains("losses reach"), twelfth.notes());
        assertTrue(us.brigades().get(0).summary().contains("brigadier with 12th Infantry"));
        assertEquals(List.of(), us.armyTrack());
    }

    @Test
    void aSideOfOneUnitWritesItsOrdersOnItsTurnTrack() {
        // at bec9807 El Caney's Cubans, one unit, had a page of order sheet for one column beside a turn track counting its losses
        String text = BASE.formatted("").replaceAll("\\s*- \\{ id: guns[^\n]*", "");
        Scenario s = ScenarioLoader.parse("t.yaml", text.getBytes(StandardCharsets.UTF_8)).scenario().orElseThrow();
        List<Roster> rosters = Checks.sheets(s).rosters();
        Roster spain = rosters.get(1);
        assertEquals(List.of(), spain.sheets());
        assertEquals(List.of("Constitución: order"), spain.turns().extra());
        assertTrue(spain.forGameMaster().notes().stream().anyMatch(n -> n.contains("in its handout")), spain.notes().toString());
        Roster us = rosters.get(0);
        assertEquals(List.of(), us.turns().extra());
        assertEquals(2, us.sheets().size());
    }

    @Test
    void theStartRowCountsTheCoverAUnitBeginsIn() {
        String text = BASE.formatted("").replace("tags: [regular] }\n          - { id: guns",
                "tags: [regular], at: [57, 15] }\n          - { id: guns").replace("count: 9, tags: [regular] }",
                "count: 9, tags: [regular], at: [45, 25] }");
        Scenario s = ScenarioLoader.parse("t.yaml", text.getBytes(StandardCharsets.UTF_8)).scenario().orElseThrow();
        List<Roster> rosters = Checks.sheets(s).rosters();
        // 90% Spanish regulars 1.4" from the fort: in works, +20.
        assertEquals("150 men · 6 figures · 110% in works", rosters.get(1).sheets().get(0).rows().get(0).get(1));
        // 110% US regulars inside the village: in cover, +10.
        assertEquals("675 men · 27 figures · 120% in cover", rosters.get(0).sheets().get(0).rows().get(0).get(3));
        // The 12th has no position: no cover counted.
        assertEquals("550 men · 22 figures · 120%", rosters.get(0).sheets().get(0).rows().get(0).get(1));
        assertTrue(rosters.get(1).brigades().get(0).units().get(0).notes().startsWith("Morale 90% Spanish regular, 110% in works at the start"),
                rosters.get(1).brigades().get(0).units().get(0).notes());
    }

    @Test
    void theChartPrintsEveryInterpretationThatConcernsTheScenarioOnce() {
        Scenario s = scenario("");
        Chart chart = Checks.everything(Checks.sheets(s));
        List<Chart.Note> notes = chart.sections().stream().flatMap(x -> x.blocks().stream()).filter(b -> b instanceof Chart.Note)
                .map(b -> (Chart.Note) b).toList();
        assertEquals(Interpretations.ALL.stream().filter(r -> r.concerns(s)).map(HouseReading::topic).toList(),
                notes.stream().map(Chart.Note::topic).toList());
    }

    /** Every bullet of the sheets' sections with this heading, aid and appendix. */
    static List<String> bullets(String heading) {
        return Checks.everything(Checks.sheets(scenario(""))).sections().stream().filter(x -> x.heading().equals(heading))
                .flatMap(x -> x.blocks().stream()).filter(b -> b instanceof Chart.Bullets).flatMap(b -> ((Chart.Bullets) b).items().stream())
                .toList();
    }

    @Test
    void fireLossesAreSpreadOverEveryEnemyUnitInTheArcAsTheTextSays() {
        List<String> losses = bullets("Losses and officers");
        // naming only the arms the scenario fields (here rifles and guns): the aid said "Rifles, guns and machine guns alike" and
        // "Rifle and carbine fire" where El Caney had neither (a reviewer: "although the scenario has no machine guns and no cavalry")
        assertTrue(losses.get(0).startsWith("Rifles and guns alike: share the men lost among every enemy unit in the firer's arc"),
                losses.get(0));
        assertTrue(losses.stream().noneMatch(b -> b.contains("stand nearest")), losses.toString());
        String sharing = HouseReadings.on(Interpretations.ALL, "Sharing losses").text();
        assertTrue(sharing.contains("shared among every enemy unit in the arc"), sharing);
    }

    @Test
    void machineGunsFireOnTheAidOnlyWhereTheScenarioHasThem() {
        // at 5bc0734 El Caney's aid had two machine-gun columns and "fired on by machine guns" with no machine gun in the scenario
        Chart without = Checks.everything(Checks.sheets(scenario("")));
        Chart.Section guns = without.sections().stream().filter(x -> x.heading().equals("Artillery")).findFirst().orElseThrow();
        Chart.Table perGun = (Chart.Table) guns.blocks().get(1);
        // a reviewer read a "Chance, no mods" column among the results as a third result: the chances are said in words above
        assertEquals(List.of("Modified die", "Shell", "Canister"), perGun.header());
        assertTrue(guns.toString().contains("The average die rolls 2 (1 in 6), 3 (2 in 6), 4 (2 in 6), 5 (1 in 6)."), guns.toString());
        assertFalse(without.toString().contains("fired on by machine guns"));
        String text = BASE.formatted("").replace("      - { id: guns, name: Plasencia, type: mountain-artillery }",
                "      - { id: guns, name: Plasencia, type: mountain-artillery }\n          - { id: mg, name: Maxim, type: machinegun }");
        Scenario s = ScenarioLoader.parse("t.yaml", text.getBytes(StandardCharsets.UTF_8)).scenario().orElseThrow(() -> new AssertionError(ScenarioLoader.parse("t.yaml", text.getBytes(StandardCharsets.UTF_8)).diagnostics().all()));
        Chart with = Checks.everything(Checks.sheets(s));
        assertTrue(with.sections().stream().anyMatch(x -> x.heading().equals("Artillery and machine guns")), with.sections().toString());
        assertTrue(with.toString().contains("fired on by machine guns"));
        assertTrue(with.toString().contains("Rifles, guns and machine guns alike: share"), with.toString());
    }

    @Test
    void theArcsOfFireAndColumnsInWoodsAreReadingsTheAppendixLists() {
        assertTrue(bullets("Artillery").get(0).endsWith("within 45° either side of straight ahead."), bullets("Artillery").get(0));
        assertTrue(bullets("Rifle fire").get(0).endsWith("up to 30° beyond either flank."));
        // the scenario has no woods: neither the sentence on columns in woods nor its reading prints
        assertTrue(bullets("Movement").stream().noneMatch(b -> b.contains("a column's to a third")), bullets("Movement").toString());
        assertTrue(Checks.sheets(scenario("")).appendix().toString().indexOf("Columns in woods") < 0);
        String text = BASE.formatted("").replace("  - { id: fort, kind: fort, at: [56, 14] }",
                "  - { id: fort, kind: fort, at: [56, 14] }\n  - { id: copse, kind: woods, outline: [[10,10],[16,10],[16,16],[10,16]] }");
        Scenario wooded = ScenarioLoader.parse("t.yaml", text.getBytes(StandardCharsets.UTF_8)).scenario().orElseThrow();
        assertTrue(Checks.everything(Checks.sheets(wooded)).sections().stream().filter(x -> x.heading().equals("Movement"))
                .flatMap(x -> x.blocks().stream()).filter(b -> b instanceof Chart.Bullets).flatMap(b -> ((Chart.Bullets) b).items().stream())
                .anyMatch(b -> b.contains("cut a column's to a third unless it keeps to a path")));
        Chart chart = Checks.sheets(wooded).appendix();
        List<Chart.Note> notes = chart.sections().stream().flatMap(x -> x.blocks().stream()).filter(b -> b instanceof Chart.Note)
                .map(b -> (Chart.Note) b).toList();
        HouseReading arcs = HouseReadings.on(Interpretations.ALL, "Arcs of fire");
        HouseReading woods = HouseReadings.on(Interpretations.ALL, "Columns in woods");
        for (HouseReading r : List.of(arcs, woods)) {
            assertTrue(notes.contains(new Chart.Note(r.topic(), r.text())), r.topic());
        }
        assertTrue(woods.text().contains("a third of its rate"));
        assertTrue(arcs.text().contains("45° either side of straight ahead"));
    }

    @Test
    void theRiflesReadyReckonerReachesTheBiggestUnit() {
        Chart chart = Checks.everything(Checks.sheets(scenario("")));
        Chart.Table reckoner = chart.sections().stream().filter(x -> x.heading().equals("Men lost to rifle fire"))
                .flatMap(x -> x.blocks().stream()).filter(b -> b instanceof Chart.Table).map(b -> (Chart.Table) b).findFirst().orElseThrow();
        // The 2nd Massachusetts: 15 stands, 45 figures, 1125 men at 1:25: 22 full 50s.
        assertEquals(22, reckoner.rows().size());
        // 3 full 50s, die 4: 12 at short, 6 at medium, 3 at long.
        assertEquals("12/6/3", reckoner.rows().get(2).get(4));
        assertEquals("10½ / 5½ / 2⅔", reckoner.rows().get(2).get(9));
    }

    @Test
    void thePackUsesTheHatsoffStyleAndStands() {
        Scenario s = scenario("");
        assertEquals("hatsoff", Checks.sheets(s).style());
        assertEquals(0.75, Checks.sheets(s).baseInches());
        assertEquals("10 stands, 560 men", Checks.sheets(s).strength(s.sides().get(0).units().get(0)));
        assertEquals("Rifle, 12/24/36\"", Checks.sheets(s).weapon(s.sides().get(0).units().get(0)));
    }

    @Test
    void theAidGivesTheScenariosOwnFigureRatio() {
        String byNation = Checks.sheets(scenario("options: { figure-ratio: by-nation }")).aid().subtitle();
        assertTrue(byNation.contains("US figure is 20 men, a Spanish 30") && !byNation.contains("1 figure = 25"), byNation);
        String standard = Checks.sheets(scenario("")).aid().subtitle();
        assertTrue(standard.startsWith("1 figure = 25 men"), standard);
        // the standard company of 150 men is six figures at 1:25; at this scenario's ratios a unit's men make its figures (reviewers
        // read "The standard company is 150 men" against 120-man American companies, then "six figures are 180 Spaniards" against
        // a 150-man Spanish company of 5 figures, as contradictions)
        assertTrue(organisation("options: { figure-ratio: by-nation }").contains("here a unit has the figures its men make at its own army's ratio."));
        assertFalse(organisation("").contains("here a company"));
    }

    private String organisation(String options) {
        return Checks.everything(Checks.sheets(scenario(options))).sections().stream().filter(s -> s.heading().equals("Scale and organisation"))
                .flatMap(s -> s.blocks().stream()).filter(b -> b instanceof muster.view.Chart.Bullets)
                .flatMap(b -> ((muster.view.Chart.Bullets) b).items().stream()).collect(java.util.stream.Collectors.joining("\n"));
    }
}

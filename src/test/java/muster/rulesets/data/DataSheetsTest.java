package muster.rulesets.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import muster.rules.Checked;
import muster.scenario.Unit;
import muster.scenario.rulefile.Profiles;
import muster.scenario.rulefile.RuleSetFile;
import muster.view.Card;
import muster.view.Chart;
import muster.view.PlayerAid;
import muster.view.RuleSetModule;
import muster.view.RuleSetSheets;
import muster.view.kit.KitContent;
import org.junit.jupiter.api.Test;

/** Each derivation of the sheets from the stranger's house rules, one fact at a time. */
class DataSheetsTest {

    static final FileFacts AT_20MM = new FileFacts(HouseRules.file(), "20mm");
    static final FileFacts AT_28MM = new FileFacts(HouseRules.file(), "28mm");

    static Unit unit(Checked<RuleSetModule> c, String id) {
        return c.scenario().sides().stream().flatMap(s -> s.units().stream()).filter(u -> u.id().equals(id)).findFirst().orElseThrow();
    }

    @Test
    void distancesScaleByTheFigureScalesFactor() {
        assertEquals("12\"", AT_20MM.inches(12));
        assertEquals("18\"", AT_28MM.inches(12));
        // under an inch, quarters print as a ruler reads them, as the built-in rule sets print a ball's reach
        assertEquals("1/2\"", AT_20MM.inches(0.5));
        assertEquals("3/4\"", AT_28MM.inches(0.5));
        assertEquals("1/4\"", AT_20MM.inches(0.25));
        assertEquals("1.5\"", AT_28MM.inches(1));
        Profiles.Band longMauser = AT_20MM.weapon("mauser").orElseThrow().bands().get(1);
        assertEquals("12-24\"", new Shooting(AT_20MM).range(longMauser));
        assertEquals("18-36\"", new Shooting(AT_28MM).range(longMauser));
        assertEquals("9\"; 4.5\" in woods, rough, field, town and building; 3\" in marsh", new Moves(AT_28MM).of("infantry").orElseThrow());
    }

    @Test
    void movesGiveEveryOtherGroundFirstThenTheLongestDownAndNoEntryLast() {
        assertEquals("4\"; 8\" in road; not into woods, rough, marsh and building", new Moves(AT_20MM).of("field-artillery").orElseThrow());
        List<Moves.Step> steps = new Moves(AT_20MM).steps(Map.of("any", 6.0, "marsh", 2.0, "woods", 3.0));
        assertEquals(List.of(new Moves.Step(6, List.of()), new Moves.Step(3, List.of("woods")), new Moves.Step(2, List.of("marsh"))), steps);
    }

    @Test
    void namesAreTheMeaningsHeadsOrThePlainWord() {
        assertEquals("Mauser rifle", AT_20MM.weaponName("mauser"));
        assertEquals("Older rifle", AT_20MM.weaponName("older-rifle"));
        assertEquals("Machine gun team", AT_20MM.typeName("machinegun"));
        assertEquals("Field gun", AT_20MM.typeName("field-artillery"));
        assertEquals("Villa's Division of the North", AT_20MM.nationName("villista"));
        assertEquals("the Federal army", AT_20MM.nationName("federal"));
    }

    @Test
    void aCardHasTheMoveEachBandsRollWithItsOddsTheDoublesAndTheMorale() {
        Checked<RuleSetModule> c = HouseRules.checked();
        RuleSetSheets sheets = c.ruleSet().sheets(c);
        Card mg = sheets.cards().stream().filter(k -> k.title().equals("Hotchkiss team")).findFirst().orElseThrow();
        assertEquals(List.of(new Card.Fact("Move", "4\"; 8\" in road; not into marsh"), new Card.Fact("Fire", "6d6 per unit"),
                new Card.Fact("Short", "0-24\": each 5 or 6 hits (at least one 91%, 2 on average)"),
                new Card.Fact("Long", "24-48\": each 6 hits (at least one 67%, 1 on average)"),
                new Card.Fact("Doubles", "runs dry if ammunition is short (98%)"),
                new Card.Fact("Morale", "7; test 2d6, 7 or less (58%)")), mg.facts());
        assertEquals("3 figures · machine gun team", mg.kind());
        assertEquals(List.of(new Card.Track("Lost:", 3)), mg.tracks());
        Card dorados = sheets.cards().stream().filter(k -> k.title().equals("Dorados")).findFirst().orElseThrow();
        assertEquals(List.of("Cavalry on horseback: 12\" move, +1 charging.", "Veteran: morale 8, +1 in close combat.",
                "The unit has its officer: +1 morale, +1 in close combat."), dorados.notes());
    }

    @Test
    void aUnitsCountAndFootprintFollowTheFile() {
        Checked<RuleSetModule> c = HouseRules.checked();
        RuleSetSheets sheets = c.ruleSet().sheets(c);
        assertEquals("12 figures", sheets.strength(unit(c, "villa-inf")));
        assertEquals("Older rifle, 20\"", sheets.weapon(unit(c, "villa-inf")));
        // a machine gun team of 3 figures serves one gun on a 1.5" base; riflemen stand an inch a figure
        assertEquals(new RuleSetSheets.Footprint(1.5, 1.5), sheets.footprint(unit(c, "fed-mg")));
        assertEquals(new RuleSetSheets.Footprint(8, 1), sheets.footprint(unit(c, "fed-inf-1")));
        // the field gun reaches the ford it is given as a target; the Mauser section is no gun
        assertEquals(60, sheets.gun(unit(c, "fed-gun")).orElseThrow().range());
        assertTrue(sheets.gun(unit(c, "fed-inf-1")).isEmpty());
    }

    @Test
    void strengthIsCountedInTheFilesWords() {
        RuleSetFile f = HouseRules.file();
        for (RuleSetFile.Count count : RuleSetFile.Count.values()) {
            RuleSetFile.Figures figures = new RuleSetFile.Figures(count, f.figures().defaultScale(), f.figures().scales(), f.figures().span());
            RuleSetFile other = new RuleSetFile(f.id(), f.title(), f.source(), figures, f.vocabulary(), f.profiles(), f.organisation(),
                    f.sequence(), f.charts(), f.checks(), f.readings(), f.file(), f.span());
            Checked<RuleSetModule> c = HouseRules.checked(HouseRules.DIR.resolve("scenario.yaml"), other);
            String expected = switch (count) {
                case BASES -> "12 bases";
                case STANDS -> "12 stands";
                case FIGURES -> "12 figures";
            };
            assertEquals(expected, c.ruleSet().sheets(c).strength(unit(c, "villa-inf")));
        }
    }

    @Test
    void juniorGeneralsPinsAreACountersBackAndNoMarker() {
        Path jrg = Path.of(System.getProperty("basedir", "")).toAbsolutePath().resolve("rulesets/junior-general.yaml");
        Path teddy = Path.of(System.getProperty("basedir", "")).toAbsolutePath().resolve("scenarios/teddys-wild-ride.yaml");
        Checked<RuleSetModule> c = HouseRules.checked(teddy, HouseRules.file(jrg));
        KitContent kit = c.ruleSet().sheets(c).kit();
        assertTrue(kit.counters().stream().filter(k -> !k.unitId().startsWith("hq-")).allMatch(k -> k.back().equals(Optional.of("Pinned"))));
        // no pinned marker, the counter being turned over (pinned's turnOver), and a marker for the gap each American cuts in
        // the wire (crossings' gap), named by its marker
        assertEquals(List.of("Out of ammunition", "Wire cut"), kit.markers().stream().map(KitContent.Marker::text).toList());
        // every shot is in range: no range ruler, only the move and the short distances (the blockhouse's 2", the wire's gap),
        // the last saying why
        assertEquals(List.of("Moves at 54mm", "Short distances at 54mm (every shot is in range)"),
                kit.rulers().stream().map(KitContent.Ruler::title).toList());
    }

    @Test
    void moraleStepsAreSaidOnceWhenAlikeAndByTypeWhereTheyDiffer() {
        Chart.Bullets alike = (Chart.Bullets) HouseRules.sheets().aid().sections().get(3).blocks().get(1);
        assertEquals(List.of("At 25% lost: tests at the end of the turn; halts a turn if it fails.",
                "At 50% lost: tests; falls back 6\" if it fails.", "At 75% lost: leaves the table, no test."), alike.items());
        RuleSetFile f = HouseRules.file();
        List<Profiles.TypeProfile> types = f.profiles().types().stream().map(t -> !t.type().equals("cavalry") ? t
                : new Profiles.TypeProfile(t.type(), t.move(), t.base(), t.morale().map(m -> new Profiles.Morale(m.number(), m.test(),
                        List.of(new Profiles.MoraleStep(50, "rides off the table", m.span())), m.span())), t.span())).toList();
        RuleSetFile other = new RuleSetFile(f.id(), f.title(), f.source(), f.figures(), f.vocabulary(),
                new Profiles(types, f.profiles().weapons()), f.organisation(), f.sequence(), f.charts(), f.checks(), f.readings(), f.file(),
                f.span());
        Checked<RuleSetModule> c = HouseRules.checked(HouseRules.DIR.resolve("scenario.yaml"), other);
        Chart.Bullets differ = (Chart.Bullets) c.ruleSet().sheets(c).aid().sections().get(3).blocks().get(1);
        assertTrue(differ.items().contains("Cavalry at 50% lost: rides off the table."), differ.items().toString());
        assertTrue(differ.items().contains("Infantry at 50% lost: tests; falls back 6\" if it fails."), differ.items().toString());
    }

    @Test
    void moraleStepsComeAtTheFirstLossThatReachesTheirShare() {
        assertEquals(3, DataRosters.lostAt(10, 25));
        assertEquals(5, DataRosters.lostAt(10, 50));
        assertEquals(2, DataRosters.lostAt(8, 25));
        assertEquals(1, DataRosters.lostAt(2, 25));
        assertEquals(6, DataRosters.lostAt(8, 75));
    }

    @Test
    void aStateARollLeavesIsMarkedAndHitsAreNot() {
        assertEquals(List.of(), Effects.states(HouseRules.file()));
        assertEquals(List.of("pin"), Effects.states(HouseRules.file(HouseRules.DIR.resolve("../../../../rulesets/junior-general.yaml")
                .normalize())));
        assertEquals("Pinned", Effects.participle("pin"));
        assertEquals("Stunned", Effects.participle("stun"));
        assertEquals("Routed", Effects.participle("rout"));
        assertEquals("Disordered", Effects.participle("disorder"));
        assertEquals("Rallied", Effects.participle("rally"));
        assertEquals("Falls back", Effects.participle("falls back"));
        assertEquals("pins", Shooting.verb("pin"));
        assertEquals("falls back", Shooting.verb("falls back"));
    }

    @Test
    void theAidHasTheSequenceTheFieldedWeaponsAndEveryChart() {
        PlayerAid aid = HouseRules.sheets().aid();
        assertEquals("Initiative: each rolls 1d6; the higher moves first; reroll ties", aid.sequence().get(0));
        List<String> headings = aid.sections().stream().map(Chart.Section::heading).toList();
        assertEquals(List.of("Moving", "Ground on this table", "Shooting", "Morale", "Small arms: 2d6 per figure", "Machine guns and field guns",
                "Saves: 1d6 per hit figure", "Morale: 2d6, at or below the number passes", "Close combat modifiers to 1d6",
                "Close combat: the higher kills, a tie leaves both"), headings);
        assertTrue(aid.sides().stream().allMatch(f -> f.columns().stream().noneMatch(col -> col.sections().isEmpty())), "no empty column");
        Chart.Table shooting = (Chart.Table) aid.sections().get(2).blocks().get(0);
        assertTrue(shooting.rows().contains(List.of("Field gun", "Effective, 12-60\"", "2d6 per unit, 8 or more", "hit (42%)")),
                shooting.rows().toString());
    }

    @Test
    void theAppendixHasEveryRollsExactOddsAndTheReadingsForThisScenario() {
        Chart appendix = HouseRules.sheets().appendix();
        List<String> headings = appendix.sections().stream().map(Chart.Section::heading).toList();
        assertEquals(List.of("About this appendix", "Rolls: the odds", "Dice that count hits: the odds", "House interpretations"), headings);
        Chart.Table rolls = (Chart.Table) appendix.sections().get(1).blocks().get(0);
        assertTrue(rolls.rows().contains(List.of("2d6, 7 or more", "58%", "7 in 12")), rolls.rows().toString());
        // the hill reading is printed: the table has a hill; every reading here concerns the scenario
        assertEquals(5, appendix.sections().get(3).blocks().stream().filter(Chart.Note.class::isInstance).count());
        // each pool once: their chart's "6d6, each 6 hits" is the machine gun's band without its doubles (the stranger: "the 6d6
        // odds tables are printed twice")
        List<String> pools = appendix.sections().get(2).blocks().stream().map(b -> ((Chart.Table) b).header().get(0)).toList();
        assertEquals(pools.stream().distinct().toList(), pools);
    }

    @Test
    void sectionsAreSharedOutOverTheColumnsInOrder() {
        List<Chart.Section> four = List.of(section("a", 10), section("b", 10), section("c", 10), section("d", 10));
        assertEquals(List.of(List.of(four.get(0)), List.of(four.get(1)), List.of(four.get(2)), List.of(four.get(3))), Columns.split(four, 4));
        List<Chart.Section> uneven = List.of(section("a", 2), section("b", 2), section("c", 30), section("d", 2), section("e", 2));
        List<List<Chart.Section>> split = Columns.split(uneven, 4);
        assertEquals(List.of("a", "b"), split.get(0).stream().map(Chart.Section::heading).toList());
        assertEquals(List.of("c"), split.get(1).stream().map(Chart.Section::heading).toList());
        assertEquals(5, split.stream().mapToInt(List::size).sum());
        assertTrue(split.stream().noneMatch(List::isEmpty), split.toString());
    }

    private static Chart.Section section(String heading, int rows) {
        return new Chart.Section(heading, List.of(new Chart.Bullets(java.util.Collections.nCopies(rows, "x"))));
    }

    /**
     * A commander the scenario fields as an officer figure is on the roster as his figure, not "no figure on the table": El
     * Caney's Vara del Rey, in the module's words, from junior-general.yaml (its rules put no headquarters on the table).
     */
    @Test
    void aCommanderFieldedAsAFigureIsOnTheRoster() {
        Path root = Path.of(System.getProperty("basedir", "")).toAbsolutePath();
        Path elCaney = root.resolve("src/test/resources/authors/junior-general-4.yaml");
        Checked<RuleSetModule> file = HouseRules.checked(elCaney, HouseRules.file(root.resolve("rulesets/junior-general.yaml")));
        Checked<RuleSetModule> module = muster.rulesets.RuleSets.check(muster.scenario.load.ScenarioLoader.load(elCaney,
                "junior-general-4.yaml").checkable().orElseThrow()).checked().orElseThrow();
        List<String> hqs = file.ruleSet().sheets(file).rosters().stream().map(muster.view.Roster::hq).toList();
        assertEquals(List.of("Brig. Gen. Henry W. Lawton (no figure on the table)",
                "Gen. Joaquín Vara del Rey (his officer figure, on the roster below)"), hqs);
        assertEquals(module.ruleSet().sheets(module).rosters().stream().map(muster.view.Roster::hq).toList(), hqs);
    }
}

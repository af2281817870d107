package muster.scenario.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;
import muster.scenario.Formation;
import muster.scenario.Orders;
import muster.scenario.Point;
import muster.scenario.Scenario;
import muster.scenario.Shape;
import muster.scenario.Side;
import muster.scenario.Target;
import muster.scenario.Terrain;
import muster.scenario.Unit;
import muster.source.Span;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** A full scenario (load/full-scenario.yaml) loads into the records it describes, with the spans of its values. */
class ScenarioLoaderFullScenarioTest {

    static final Path FILE = Path.of(System.getProperty("basedir", "")).toAbsolutePath()
            .resolve("src/test/resources/load/full-scenario.yaml");
    static final String LABEL = "scenarios/full-scenario.yaml";

    static Scenario scenario;
    static List<String> lines;

    @BeforeAll
    static void load() throws IOException {
        LoadResult r = ScenarioLoader.load(FILE, LABEL);
        assertTrue(r.diagnostics().isEmpty(), () -> LoaderAssertions.messages(r));
        scenario = r.scenario().orElseThrow();
        lines = Files.readAllLines(FILE);
    }

    /** The 1-based line of the first line of the file containing {@code text}. */
    static int lineOf(String text) {
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).contains(text)) {
                return i + 1;
            }
        }
        throw new AssertionError(text + " not in the file");
    }

    /** The range of {@code valueText} where it first appears on the line containing {@code lineText}. */
    static Span at(String lineText, String valueText) {
        return after(lineText, "", valueText);
    }

    /** The range of {@code valueText} written right after {@code prefix} on the line containing {@code lineText}. */
    static Span after(String lineText, String prefix, String valueText) {
        int line = lineOf(lineText);
        int column = lines.get(line - 1).indexOf(prefix + valueText) + prefix.length() + 1;
        return Span.of(LABEL, line, column, line, column + valueText.length());
    }

    static Unit unit(String id) {
        return scenario.sides().stream().flatMap(s -> s.units().stream()).filter(u -> u.id().equals(id)).findFirst().orElseThrow();
    }

    static Terrain terrain(String id) {
        return scenario.feature(id).orElseThrow();
    }

    static void assertPoint(double x, double y, Point p) {
        assertEquals(x, p.x());
        assertEquals(y, p.y());
    }

    @Test
    void topLevelValues() {
        assertEquals("san-juan-heights", scenario.id());
        assertEquals("San Juan Heights", scenario.title());
        assertEquals(Optional.of(LocalDate.of(1898, 7, 1)), scenario.date());
        assertEquals(Optional.of("Santiago de Cuba"), scenario.place());
        assertEquals("saw-quickplay", scenario.ruleset());
        assertEquals(Optional.of("15mm"), scenario.figureScale());
        assertEquals(12, scenario.turns());
        assertEquals("Shafter's V Corps must carry the heights before Santiago.\nThe Spanish hold the blockhouse.\n",
                scenario.briefing());
        assertEquals(72.0, scenario.table().width());
        assertEquals(48.0, scenario.table().depth());
        assertEquals(LABEL, scenario.file());
    }

    @Test
    void terrainShapesAndHillFacts() {
        assertEquals(10, scenario.terrain().size());
        Terrain kettle = terrain("kettle-hill");
        assertEquals("hill", kettle.kind());
        assertEquals(Optional.of(1), kettle.level());
        assertEquals(Optional.of("plateau"), kettle.form());
        Shape.Outline outline = assertInstanceOf(Shape.Outline.class, kettle.shape());
        assertEquals(4, outline.points().size());
        assertPoint(20, 18, outline.points().get(0));
        assertPoint(24, 28, outline.points().get(3));

        Terrain ridge = terrain("san-juan-ridge");
        assertEquals(Optional.of("San Juan Hill"), ridge.name());
        assertEquals("San Juan Hill", ridge.displayName());
        assertEquals(2, ridge.crest().size());
        assertPoint(48, 35, ridge.crest().get(1));

        Terrain blockhouse = terrain("blockhouse");
        assertPoint(48, 24, assertInstanceOf(Shape.Spot.class, blockhouse.shape()).at());
        assertTrue(blockhouse.hidden());
        assertFalse(kettle.hidden());
        assertEquals("Blockhouse", blockhouse.displayName());

        assertEquals(3, assertInstanceOf(Shape.Path.class, terrain("camino-real").shape()).points().size());
        assertEquals(Optional.of("spain"), terrain("wire-1").side());
        assertEquals(Optional.empty(), terrain("camino-real").side());
    }

    @Test
    void sidesFormationsOrdersAndUnits() {
        assertEquals(List.of("us", "spain"), scenario.sides().stream().map(Side::id).toList());
        Side us = scenario.side("us").orElseThrow();
        assertEquals("V Corps", us.name());
        assertEquals("us", us.nation());
        assertEquals("Shafter", us.hq().orElseThrow().name());
        assertPoint(4, 30, us.hq().orElseThrow().at().orElseThrow());
        assertEquals(4, us.deploy().orElseThrow().outline().size());

        Formation cav = us.formations().get(0);
        assertEquals("cav-div", cav.id());
        assertEquals("Cavalry Division (Sumner)", cav.displayName());
        Orders o = cav.orders().orElseThrow();
        assertEquals("attack", o.type());
        assertEquals(Optional.of("kettle-hill"), o.objective());
        assertEquals(Optional.of(2), o.fromTurn());
        assertEquals(2, o.path().size());
        assertEquals(List.of("rough-riders", "tenth-cavalry", "gatling-det"), cav.units().stream().map(Unit::id).toList());

        Unit rr = unit("rough-riders");
        assertEquals(Optional.of("1st US Volunteer Cavalry"), rr.name());
        assertEquals(Optional.of("RR"), rr.shortLabel());
        assertEquals("cavalry", rr.type());
        assertEquals(Optional.of("carbine"), rr.weapon());
        assertEquals(Optional.of(3), rr.count());
        assertEquals(Optional.empty(), rr.men());
        assertPoint(8, 20, rr.at().orElseThrow());
        assertEquals(Optional.of(90.0), rr.facing());

        Unit tenth = unit("tenth-cavalry");
        assertEquals(Optional.of(450), tenth.men());
        assertEquals(List.of("dismounted"), tenth.tags());
        assertTrue(tenth.hasTag("dismounted"));
        assertEquals(Optional.of(67.5), tenth.facing());

        Unit gatlings = unit("gatling-det");
        assertEquals(Optional.empty(), gatlings.weapon());
        assertEquals(Optional.empty(), gatlings.count());
        assertEquals(List.of(), gatlings.tags());

        assertTrue(unit("talavera-1").hidden());
        assertEquals("Vara del Rey", scenario.side("spain").orElseThrow().hq().orElseThrow().name());
        assertEquals(Optional.empty(), scenario.side("spain").orElseThrow().deploy());
    }

    @Test
    void targetsVictoryAndSpecialRules() {
        Target byFeature = scenario.targets().get(0);
        assertEquals("spain", byFeature.side());
        assertEquals(Optional.of("aguadores-ford"), byFeature.feature());
        assertEquals(Optional.empty(), byFeature.at());
        Target byPoint = scenario.targets().get(1);
        assertPoint(30, 29, byPoint.at().orElseThrow());
        assertEquals(Optional.of("El Pozo crossroads"), byPoint.label());

        assertEquals("us", scenario.victory().get(0).side());
        assertEquals("Hold the blockhouse at the end of turn 12.", scenario.victory().get(0).text());

        assertEquals(2, scenario.specialRules().size());
        assertTrue(scenario.specialRules().get(0).text().startsWith("Balloon observation: "));
        assertEquals(lineOf("Balloon observation"), scenario.specialRules().get(0).span().line());
        assertEquals(lineOf("reinforcements"), scenario.specialRules().get(1).span().line());
    }

    @Test
    void valuesKeepTheirSpans() {
        Unit rr = unit("rough-riders");
        // 'weapon' sits on the continuation line of the flow mapping.
        assertEquals(at("weapon: carbine, count: 3, at: [8, 20]", "carbine"), rr.spans().of("weapon"));
        assertEquals(lineOf("weapon: carbine, count: 3, at: [8, 20]"), rr.spans().of("weapon").line());
        assertEquals(at("id: rough-riders", "rough-riders"), rr.spans().of("id"));
        assertEquals(at("at: [8, 20], facing: 90", "[8, 20]"), rr.at().orElseThrow().span());
        // The mapping itself starts at its '{'.
        assertEquals(at("id: rough-riders", "{ id: rough-riders").start(), rr.spans().self().start());
        // A key the unit does not have falls back to the mapping, as a missing-key finding should.
        assertFalse(rr.spans().has("men"));
        assertEquals(rr.spans().self(), rr.spans().of("men"));

        // A block mapping starts at its first key.
        Unit krupp = unit("krupp-sec");
        assertEquals(at("- id: krupp-sec", "id: krupp-sec").start(), krupp.spans().self().start());
        assertEquals(at("type: field-artillery", "field-artillery"), krupp.spans().of("type"));

        assertEquals(at("ruleset: saw-quickplay", "saw-quickplay"), scenario.spans().of("ruleset"));
        assertEquals(Span.of(LABEL, lineOf("id: san-juan-heights"), 1), scenario.spans().self().start());
        Point corner = terrain("kettle-hill").shape().points().get(1);
        assertEquals(at("outline: [[20,18],[30,16]", "[30,16]"), corner.span());
        assertEquals(after("fromTurn: 2", "fromTurn: ", "2"), scenario.side("us").orElseThrow().formations().get(0).orders().orElseThrow()
                .spans().of("fromTurn"));
    }
}

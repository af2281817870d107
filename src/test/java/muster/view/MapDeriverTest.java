package muster.view;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import muster.rulesets.Checks;
import muster.scenario.Scenario;
import muster.scenario.load.ScenarioLoader;
import muster.view.map.Audience;
import muster.view.map.MapDeriver;
import muster.view.map.MapOptions;
import muster.view.map.MapView;
import org.junit.jupiter.api.Test;

public class MapDeriverTest {

    public static final String SCENARIO = """
            id: t
            title: T
            ruleset: saw-quickplay
            turns: 6
            table: { width: 72, depth: 48 }
            terrain:
              - { id: h, kind: hill, level: 1, form: plateau, outline: [[0, 0], [12, 0], [12, 6]] }
              - { id: wire, kind: barbed-wire, side: b, hidden: true, path: [[30, 0], [30, 10]] }
            sides:
              - id: a
                name: A
                nation: us
                hq: { name: HQ A, at: [1, 1] }
                formations:
                  - id: f1
                    orders: { type: attack, objective: h }
                    units:
                      - { id: u1, type: infantry, weapon: rifle, count: 3, at: [36, 24], facing: 0 }
                      - { id: u2, type: infantry, weapon: rifle, count: 2, at: [40, 24], facing: 270, hidden: true }
              - id: b
                name: B
                nation: spain
                hq: { name: HQ B, at: [70, 47] }
                formations:
                  - id: f2
                    orders: { type: defend, objective: h }
                    units:
                      - { id: u3, type: infantry, weapon: rifle, count: 4, at: [60, 40], facing: 180, hidden: true }
            """;

    public static Scenario scenario() {
        return ScenarioLoader.parse("t.yaml", SCENARIO.getBytes(StandardCharsets.UTF_8)).scenario().orElseThrow();
    }

    static MapView map(Audience audience, double w, double h) {
        return new MapDeriver(scenario(), MapOptions.fit(audience, false, w, h), Checks.sheets(scenario())).derive();
    }

    @Test
    void picksTheLargestRoundScaleThatFitsTheBox() {
        MapView fits8 = map(Audience.gameMaster(), 10.3, 7.38);
        assertTrue(fits8.frame().scaleText().contains("(1:8)"), fits8.frame().scaleText());
        MapView small = map(Audience.gameMaster(), 6, 5);
        assertTrue(small.frame().scaleText().contains("(1:16)"), small.frame().scaleText());
    }

    @Test
    void tableCornersMapToPointsWithNorthUp() {
        MapView map = map(Audience.gameMaster(), 10.3, 7.38);
        // 1:8 -> 9 pt per table inch, 16 pt edge margin; y runs down the page
        assertEquals("16", map.frame().table().x());
        assertEquals("16", map.frame().table().y());
        assertEquals("648", map.frame().table().width());
        assertEquals("432", map.frame().table().height());
        assertEquals("16,448 124,448 124,394", map.ground().areas().get(0).points());
    }

    @Test
    void unitsAreDrawnToTheirFrontageWithLabelsBehindThem() {
        MapView map = map(Audience.gameMaster(), 10.3, 7.38);
        MapView.UnitMark u1 = map.pieces().units().stream().filter(u -> u.caption().lines().get(0).text().equals("U1")).findFirst().orElseThrow();
        assertEquals("27", u1.box().width(), "3 bases of 1 inch at 9 pt per inch");
        assertEquals("9", u1.box().depth());
        assertEquals("0", u1.rotate());
        assertEquals("middle", u1.caption().anchor(), "facing north, the label sits south of the unit");
        MapView.UnitMark u2 = map.pieces().units().stream().filter(u -> u.caption().lines().get(0).text().equals("U2")).findFirst().orElseThrow();
        assertEquals("270", u2.rotate());
        assertEquals("start", u2.caption().anchor(), "facing west, the label sits east of the unit");
    }

    @Test
    void aSideSeesItsOwnHiddenThingsButNotTheEnemys() {
        MapView gm = map(Audience.gameMaster(), 10.3, 7.38);
        assertEquals(3, gm.pieces().units().size());
        assertEquals(1, gm.ground().lines().size());
        MapView a = map(Audience.side("a"), 10.3, 7.38);
        assertEquals(2, a.pieces().units().size(), "a sees its own hidden u2, not b's hidden u3");
        assertFalse(a.pieces().units().stream().anyMatch(u -> u.caption().lines().get(0).text().equals("U3")));
        assertTrue(a.ground().lines().isEmpty(), "b's hidden wire is not on a's map");
        MapView b = map(Audience.side("b"), 10.3, 7.38);
        assertEquals(1, b.ground().lines().size());
    }

    @Test
    void gridEverySixInchesWithLetteredColumnsAndNumberedRows() {
        MapView map = map(Audience.gameMaster(), 10.3, 7.38);
        assertEquals(11 + 7, map.bearings().grid().size());
        assertTrue(map.bearings().edgeLabels().stream().anyMatch(l -> l.text().equals("L")));
        assertFalse(map.bearings().edgeLabels().stream().anyMatch(l -> l.text().equals("M")));
        assertTrue(map.bearings().edgeLabels().stream().anyMatch(l -> l.text().equals("8")));
        assertFalse(map.bearings().edgeLabels().stream().anyMatch(l -> l.text().equals("9")));
    }

    @Test
    void legendShowsOnlyKindsThatAppear() {
        MapView map = map(Audience.gameMaster(), 10.3, 7.38);
        assertTrue(map.captions().legend().stream().anyMatch(i -> i.kind().equals("hill")));
        assertTrue(map.captions().legend().stream().anyMatch(i -> i.kind().equals("barbed-wire")));
        assertFalse(map.captions().legend().stream().anyMatch(i -> i.kind().equals("woods")));
    }

    @Test
    void aLongNameNearTheEdgeIsKeptWholeAndOnTheTable() {
        String name = "The very long name of a small wood by the west edge";
        String text = SCENARIO.replace("terrain:\n", "terrain:\n  - { id: w, kind: woods, name: " + name + ","
                + " outline: [[0, 20], [3, 20], [3, 23], [0, 23]] }\n");
        Scenario s = ScenarioLoader.parse("t.yaml", text.getBytes(StandardCharsets.UTF_8)).scenario().orElseThrow();
        MapView map = new MapDeriver(s, MapOptions.fit(Audience.gameMaster(), false, 10.3, 7.38), Checks.sheets(s)).derive();
        MapView.Words label = map.captions().labels().stream().filter(l -> l.lines().get(0).text().startsWith("The very")).findFirst()
                .orElseThrow();
        assertEquals(name, String.join(" ", label.lines().stream().map(MapView.TextLine::text).toList()), "the name is whole");
        for (MapView.TextLine l : label.lines()) {
            assertTrue(Double.parseDouble(l.x()) >= Double.parseDouble(map.frame().table().x()), "the label starts off the table at x " + l.x());
        }
    }
}

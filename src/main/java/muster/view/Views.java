package muster.view;

import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import muster.rules.Checked;
import muster.rules.Guns;
import muster.rules.PrintedNote;
import muster.rules.ScenarioReading;
import muster.rules.common.SharedSecrets;
import muster.scenario.Formation;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Target;
import muster.scenario.Unit;
import muster.view.map.Audience;
import muster.view.map.MapDeriver;
import muster.view.map.MapOptions;
import muster.view.map.MapView;

/** Front door of the derive stage: a checked scenario to the views of its pack. */
public final class Views {

    /** Page margin of every sheet, inches. */
    public static final double MARGIN = 0.4;
    /** Margin above and below the landscape map page, inches (as pack.css sets it). */
    static final double MAP_MARGIN = 0.25;
    /** Margin left and right of the landscape map page, inches (as pack.css sets it): a drawing wider than the rest is clipped. */
    static final double MAP_SIDE_MARGIN = 0.4;
    /** Kept free under the map, inches: the layout's own rounding must never push it onto a page of its own. */
    static final double MAP_SLACK = 0.04;

    private Views() {
    }

    /** The documents of a checked scenario on {@code paper}, each derived when first asked for. */
    public static Documents documents(Checked<? extends RuleSetModule> checked, Paper paper) {
        return new Documents(checked, paper);
    }

    /**
     * The game master's packs of several checked scenarios, bound in the order given, with a contents page; the unit cards,
     * meant to be cut out, print with each scenario's own pack instead.
     */
    public static Booklet booklet(String title, List<? extends Checked<? extends RuleSetModule>> scenarios, Paper paper) {
        return booklet(title, scenarios, Trim.of(paper), Collections.nCopies(scenarios.size(), ""), List.of());
    }

    /**
     * As above at a trim size, with each scenario's notes on its sources (Markdown, "" for none, in
     * the same order) and the colophon's lines on how the book was made, every page laid out at the trim's size.
     */
    public static Booklet booklet(String title, List<? extends Checked<? extends RuleSetModule>> scenarios, Trim trim,
            List<String> sources, List<String> printing) {
        Paper paper = trim.layout();
        List<Booklet.Chapter> chapters = new ArrayList<>();
        Map<String, Booklet.RuleSetLine> ruleSets = new LinkedHashMap<>();
        for (int i = 0; i < scenarios.size(); i++) {
            Pack pack = documents(scenarios.get(i), paper).chapter();
            chapters.add(new Booklet.Chapter("chapter-" + (i + 1), pack.heading().title(), pack.heading().subtitle(),
                    pack.heading().ruleSet(), pack, sources.get(i)));
            RuleSetModule r = scenarios.get(i).ruleSet();
            Booklet.RuleSetLine before = ruleSets.get(r.id());
            String usedBy = before == null ? pack.heading().title() : before.usedBy() + ", " + pack.heading().title();
            ruleSets.put(r.id(), new Booklet.RuleSetLine(r.title(), usedBy));
        }
        Booklet.Cover cover = BookletCover.of(scenarios.stream().map(c -> c.scenario()).toList(),
                scenarios.stream().map(c -> c.ruleSet().title()).toList());
        return new Booklet(title, cover, paper.cssName(), paper.landscapeCss(), chapters,
                new Booklet.Colophon(List.copyOf(ruleSets.values()), printing));
    }

    /** A pack's map, the page it lies on ("" for the landscape page, or the upright page's name) and the head over it. */
    record PlacedMap(MapView map, String page, MapHead head) {
        int scale() {
            return map.frame().scale();
        }
    }

    /**
     * The map of a pack for {@code audience} on {@code paper}, at the largest round scale that fits its page, 1:{@code leastScale}
     * or smaller: the map's page lies on its side; a booklet's small page stands upright when the map and its key fit only so.
     */
    static PlacedMap placeMap(Scenario scenario, Paper paper, RuleSetSheets sheets, Audience audience, String what, int leastScale) {
        MapHead head = head(scenario, paper, what);
        MapView map = fitted(scenario, sheets, audience, paper.height(), paper.width(), head, leastScale);
        if (!fits(map, paper.height(), paper.width(), head) && paper.width() < AidFit.TWO_COLUMNS) {
            MapView tall = fitted(scenario, sheets, audience, paper.width(), paper.height(), head, leastScale);
            if (fits(tall, paper.width(), paper.height(), head)) {
                return new PlacedMap(tall, "map-upright", head);
            }
        }
        return new PlacedMap(map, "", head);
    }

    // The head's lines wrap at the upright page's width even on the page on its side (openhtmltopdf sets a block's width from
    // the body's pages), so that is the width they are measured at.
    private static MapHead head(Scenario scenario, Paper paper, String what) {
        return MapHead.of(scenario.title(), what, (paper.width() - 2 * MAP_SIDE_MARGIN) * 72);
    }

    /**
     * A pack for {@code audience} with its map placed, from the scenario's sheets and its player aid fitted to the paper, its
     * cards' facts and notes at {@code cardScale} ({@link CardFaces#shared}).
     */
    static Pack build(Checked<? extends RuleSetModule> checked, Paper paper, RuleSetSheets sheets, PlayerAid aid, Audience audience,
            String what, PlacedMap placed, double cardScale) {
        Scenario scenario = checked.scenario();
        RuleSetModule ruleSet = checked.ruleSet();
        MapHead head = placed.head();
        MapView map = placed.map();
        String mapPage = placed.page();
        String figureScale = checked.figureScale();
        Set<String> mine = ownClasses(scenario, audience);
        List<Roster> rosters = sheets.rosters().stream().filter(r -> mine.contains(r.sideClass())).toList();
        // the game master reads every side's roster: one track of the game's turns instead of one a side, nearly alike
        boolean gameTrack = rosters.stream().filter(r -> !r.turns().rows().isEmpty()).count() > 1;
        return new Pack(
                new Pack.Heading(scenario.id(), scenario.title(), what, subtitle(scenario), ruleSet.title(), ruleSet.id(), figureScale,
                        String.valueOf(scenario.turns())),
                new Pack.PageSetup(sheets.style(), paper.cssName(), paper.landscapeCss(), head.css(), mapPage),
                new Pack.Text(SideParagraphs.visible(scenario, audience::seesPlansOf), sideBriefings(scenario, audience), victory(scenario, audience),
                        scenario.specialRules().stream().filter(n -> n.side().map(audience::seesPlansOf)
                                .orElseGet(() -> SharedSecrets.owners(scenario, n.text()).stream().allMatch(audience::seesPlansOf))).map(n -> n.text())
                                .toList(), readings(checked, audience)),
                map,
                targets(scenario, sheets, audience),
                // a side's handout has its roster, which lists the same units: the orders of battle are for the booklet's chapter
                new Pack.Forces(audience instanceof Audience.GameMaster ? orders(scenario, sheets) : List.of(),
                        CardLayout.layout(sheets.cards().stream().filter(c -> mine.contains(c.sideClass())).toList(), paper, sheets.style(),
                                cardScale),
                        gameTrack ? rosters.stream().map(r -> r.withTurns(r.turns().withoutRows())).toList() : rosters,
                        writingRow(paper, scenario.turns()), gameTrack ? TurnTrack.game(scenario) : Roster.Turns.NONE),
                aid,
                audience instanceof Audience.GameMaster ? List.of(sheets.appendix()) : List.of());
    }

    /**
     * The height of a record sheet's writing rows (a row a turn and a start row): the style's ("") where two sheets or more
     * share a page at that height; else as tall as fills most of the page under the sheet's caption and a head of up to three
     * lines, at most 30 pt, room for a pencilled order. Short games keep their sheets two or three to a page.
     */
    static String writingRow(Paper paper, int turns) {
        int rows = turns + 1;
        // decided on the taller of the page and A4, so a game prints its sheets alike on Letter and A4
        if (sheetRoom(Math.max(paper.height(), Paper.A4.height())) / (rows * MIN_ROW + SHEET_CAPTION) >= 2) {
            return "";
        }
        return Num.fmt(Math.max(MIN_ROW, Math.min(30, (sheetRoom(paper.height()) - SHEET_HEAD) / rows)), 1) + "pt";
    }

    /** Points of a text page {@code height} inches tall that record sheets may take, a little kept spare. */
    private static double sheetRoom(double height) {
        return (height - PACK_MARGINS) * 72 * 0.95;
    }

    /** Inches of a text page's top and bottom margins (pack.css @page). */
    private static final double PACK_MARGINS = 0.5 + 0.55;
    /** Points over a record sheet's rows: its caption and a head of three lines. */
    private static final double SHEET_HEAD = 70;
    /** ...and as most sheets have them: a caption and a head of one or two lines. */
    private static final double SHEET_CAPTION = 50;
    /** The writing row's height pack.css sets. */
    private static final double MIN_ROW = 24;

    /** The map fitted into a page {@code width} x {@code height} inches, under its head, at 1:{@code leastScale} or smaller. */
    private static MapView fitted(Scenario scenario, RuleSetSheets sheets, Audience audience, double width, double height, MapHead head,
            int leastScale) {
        return new MapDeriver(scenario, MapOptions.fit(audience, sheets.buildingGrid(), width - 2 * MAP_SIDE_MARGIN,
                height - 2 * MAP_MARGIN - head.height() / 72 - MAP_SLACK).atLeast(leastScale), sheets).derive();
    }

    private static boolean fits(MapView map, double width, double height, MapHead head) {
        return Double.parseDouble(map.frame().printedWidth()) <= (width - 2 * MAP_SIDE_MARGIN) * 72 + 1e-6
                && Double.parseDouble(map.frame().printedHeight()) <= (height - 2 * MAP_MARGIN - MAP_SLACK) * 72 - head.height() + 1e-6;
    }

    /**
     * What was read from the scenario, about the features this audience sees (a hidden work only for its owner), then
     * what the rules say follows from it, each note for the side it concerns.
     */
    static List<String> readings(Checked<? extends RuleSetModule> checked, Audience audience) {
        List<String> out = new ArrayList<>(checked.inferences().stream().filter(i -> checked.scenario().feature(i.featureId())
                .filter(f -> !f.hidden() || f.side().map(audience::seesPlansOf).orElse(true)).isPresent())
                .map(ScenarioReading.Inference::text).toList());
        checked.notes().stream().filter(n -> n.side().map(audience::seesPlansOf).orElse(true)).map(PrintedNote::text).forEach(out::add);
        return out;
    }

    /** The side classes whose own sheets (orders, cards, rosters) this audience gets. */
    static Set<String> ownClasses(Scenario scenario, Audience audience) {
        return Forces.sides(scenario).stream().filter(s -> audience.seesPlansOf(s.side().id())).map(Forces.SideOf::sideClass)
                .collect(Collectors.toSet());
    }

    /** Each side's own briefing this audience may read, then, for the game master only, the scenario's notes for them. */
    static List<Pack.SideBriefing> sideBriefings(Scenario scenario, Audience audience) {
        List<Pack.SideBriefing> out = new ArrayList<>(Forces.sides(scenario).stream()
                .filter(s -> s.side().briefing().isPresent() && audience.seesPlansOf(s.side().id()))
                .map(s -> new Pack.SideBriefing(s.side().name() + ": orders and intelligence", s.sideClass(), s.side().briefing().get()))
                .toList());
        if (audience instanceof Audience.GameMaster) {
            scenario.gmNotes().ifPresent(n -> out.add(new Pack.SideBriefing("For the game master", "gm-notes", n)));
        }
        return out;
    }

    /** The scenario's date as a reader writes it ("25 March 1914") and its place: "1 July 1898 · Santiago de Cuba". */
    public static String subtitle(Scenario s) {
        List<String> parts = new ArrayList<>();
        s.date().ifPresent(d -> parts.add(d.format(DateTimeFormatter.ofPattern("d MMMM yyyy", Locale.ENGLISH))));
        s.place().ifPresent(parts::add);
        return String.join(" · ", parts);
    }

    static List<OrderOfBattle> orders(Scenario scenario, RuleSetSheets sheets) {
        List<OrderOfBattle> out = new ArrayList<>();
        for (Forces.SideOf s : Forces.sides(scenario)) {
            Side side = s.side();
            List<OrderOfBattle.Formation> formations = new ArrayList<>();
            for (Formation f : side.formations()) {
                List<OrderOfBattle.Line> lines = new ArrayList<>();
                for (Unit u : f.units()) {
                    List<String> notes = new ArrayList<>(u.tags().stream().map(Words::plain).toList());
                    if (u.hidden()) {
                        notes.add("hidden");
                    }
                    lines.add(new OrderOfBattle.Line(u.displayName(), Words.plain(u.type()), sheets.strength(side, u), sheets.weapon(u),
                            String.join(", ", notes)));
                }
                formations.add(new OrderOfBattle.Formation(f.displayName(),
                        f.orders().map(o -> OrderWords.describe(scenario, o)).orElse(""), lines));
            }
            String hq = side.hq().map(h -> h.name()).orElse("");
            out.add(new OrderOfBattle(side.name(), s.sideClass(), Nations.name(side.nation()), hq, formations));
        }
        return out;
    }

    static List<Pack.TargetLine> targets(Scenario scenario, RuleSetSheets sheets, Audience audience) {
        List<Pack.TargetLine> out = new ArrayList<>();
        int n = 0;
        for (Target t : scenario.targets()) {
            n++;
            if (!audience.seesPlansOf(t.side())) {
                continue;
            }
            String name = t.label().or(() -> t.feature().flatMap(scenario::feature).map(f -> f.displayName())).orElse("");
            String side = scenario.side(t.side()).map(Side::name).orElse(t.side());
            out.add(new Pack.TargetLine("T" + n, name, side, reach(scenario, sheets, t)));
        }
        // with no gun on the map at the start there is nothing to measure: the table lists the marks alone
        if (out.stream().allMatch(l -> l.reach().isEmpty())) {
            return out;
        }
        return out.stream().map(l -> l.reach().isEmpty() ? new Pack.TargetLine(l.label(), l.name(), l.side(),
                "no gun of this side on the map at the start") : l).toList();
    }

    /** Each gun of the target's side with its distance, and what that distance means: "Krupp 22\" (drift 1D6)"; "" with no gun placed. */
    static String reach(Scenario scenario, RuleSetSheets sheets, Target target) {
        List<String> parts = new ArrayList<>();
        // the guns out of range gathered by their range, after those in range: "out of range (48\"): 75 mm gun (1st) 71\", ..."
        Map<Integer, List<String>> beyond = new LinkedHashMap<>();
        for (Guns.Shot shot : Guns.shots(scenario, target, sheets::gun)) {
            String distance = shot.gun().unit().displayName() + " " + Num.inches(Math.round(shot.distance()));
            if (shot.inRange()) {
                parts.add(distance + sheets.fireNote(shot).map(n -> " (" + n + ")").orElse(""));
            } else {
                beyond.computeIfAbsent(shot.gun().range(), r -> new ArrayList<>()).add(distance);
            }
        }
        beyond.forEach((range, guns) -> parts.add("out of range (" + range + "\"): " + String.join(", ", guns)));
        return String.join("; ", parts);
    }

    /** The victory conditions this audience reads: every one not hidden, and a hidden one by its own side. */
    static List<Pack.VictoryLine> victory(Scenario scenario, Audience audience) {
        // a side reads its own; the others a shown one that names none of their enemy's secrets
        return scenario.victory().stream().filter(v -> audience.seesPlansOf(v.side())
                || !v.hidden() && SharedSecrets.owners(scenario, v.text()).stream().allMatch(audience::seesPlansOf))
                .map(v -> new Pack.VictoryLine(scenario.side(v.side()).map(Side::name).orElse(v.side()), v.text()))
                .toList();
    }
}

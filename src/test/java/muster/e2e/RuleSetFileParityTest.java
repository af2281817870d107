package muster.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import muster.cli.Main;
import muster.rules.Checked;
import muster.rules.Verdict;
import muster.rulesets.RuleSets;
import muster.rules.Engine;
import muster.rulesets.data.DataModule;
import muster.scenario.Scenario;
import muster.scenario.load.RuleSetLoader;
import muster.scenario.load.ScenarioLoader;
import muster.view.CardFaces;
import muster.view.RuleSetModule;
import muster.view.RuleSetSheets;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Teddy's Wild Ride printed twice: with the built-in junior-general module, and with rulesets/junior-general.yaml beside it
 * ({@code ruleset: ./junior-general.yaml}). Both packs' cards and aids print the same rule facts: every figure moves 6", a
 * Spaniard's 5 pins and 6 kills, an American's 6 hits, the machine gun's 3 dice and the pair that empties it (4 in 9 bursts),
 * the Gatling's 6 dice; melee on every card (one die, what an officer or a flag adds, Spain winning ties), the blockhouse
 * that American fire cannot harm, the American hits that half pin, no American shooting before the wire, and the wire got
 * through in steps (on the cards, a rule card, the aid, the American record sheet, the kit's gap markers and ruler), the
 * blockhouse's ring in the kit, and the thrown balls (a rule card, a note on the map's edge, the kit's throwing line and reach
 * gauge, a reach of 1/2", a line on each Spanish card that they hit Spaniards too, the aid's table of how far a ball must go
 * to reach each work, the Spanish record of balls thrown); guns never start a melee; the blockhouse holds 6, the machine gun
 * (not the Gatling) has a box to tick when it runs dry, the kit's ruler has the wire's 1" band where a figure is at it and
 * the gap marker is "Wire cut", and the sheets speak of Americans and Spaniards where they speak of figures; what a pinned
 * figure may not do and what its enemy adds, how a pin is shown and the phase it ends in, that pinned figures do not move (under
 * the moves), the kit's gap marker saying the gap is crossed from next turn, melee one on one in turn with no winner going on, the side hit picking its
 * casualties, the blockhouse taken only hand to hand and still hit by the balls, and no morale on the rosters; the exact
 * chance of at least one pin and one kill for each American volley, and of a lone defender falling to Americans in turn.
 */
class RuleSetFileParityTest {

    static final Path TEDDY = Packs.ROOT.resolve("scenarios/teddys-wild-ride.yaml");
    static final Path JRG_FILE = Packs.ROOT.resolve("rulesets/junior-general.yaml");
    static final String ID = "teddys-wild-ride";

    @TempDir
    static Path dir;
    static String builtIn;
    static String fromFile;
    /** What each build wrote to its error stream (warnings), by folder. */
    static final Map<String, String> WARNINGS = new java.util.HashMap<>();

    @BeforeAll
    static void build() throws IOException {
        String yaml = Files.readString(TEDDY, StandardCharsets.UTF_8);
        assertTrue(yaml.contains("\nruleset: junior-general\n"));
        Files.createDirectories(dir.resolve("module"));
        Files.createDirectories(dir.resolve("file"));
        Files.writeString(dir.resolve("module/teddy.yaml"), yaml, StandardCharsets.UTF_8);
        Files.writeString(dir.resolve("file/teddy.yaml"), yaml.replace("\nruleset: junior-general\n", "\nruleset: ./junior-general.yaml\n"),
                StandardCharsets.UTF_8);
        Files.copy(JRG_FILE, dir.resolve("file/junior-general.yaml"));
        builtIn = gm(dir.resolve("module"));
        fromFile = gm(dir.resolve("file"));
    }

    static String gm(Path folder) throws IOException {
        StringWriter o = new StringWriter();
        StringWriter e = new StringWriter();
        int code = new Main(new PrintWriter(o), new PrintWriter(e)).run("build", folder.resolve("teddy.yaml").toString(), "-o",
                folder.resolve("out").toString());
        assertEquals(0, code, () -> o + "\n" + e);
        WARNINGS.put(folder.getFileName().toString(), e.toString());
        return text(folder, "gm");
    }

    /** The text of one of the pack's files: "gm", or a side's id for its handout. */
    static String text(Path folder, String which) throws IOException {
        try (PDDocument doc = Loader.loadPDF(folder.resolve("out").resolve(ID).resolve(ID + "-" + which + ".pdf").toFile())) {
            return Packs.flat(String.join(" ", Packs.pageTexts(doc)).replace('\u00a0', ' '));
        }
    }

    /** A unit's card in a pack's text: from its name to its tick boxes ("Lost:"), each card drawn whole before the next. */
    static String card(String pack, String unit) {
        return Arrays.stream(pack.split("Lost:")).map(String::strip).filter(s -> s.startsWith(unit + " ")).reduce((a, b) -> b)
                .orElseThrow(() -> new AssertionError("no card of " + unit));
    }

    /** A fact both packs must print, where: on a unit's card, or anywhere in the pack (the aid). */
    record Fact(String where, String regex) {
        boolean in(String pack) {
            String text = where.isEmpty() ? pack : card(pack, where);
            return Pattern.compile(regex).matcher(text).find();
        }
    }

    static final List<Fact> SHARED = List.of(
            new Fact("6th US Infantry", "Move 6\""),
            // shooting and melee in plain words on the cards, the odds left to the aid: profiles.plainCards
            new Fact("6th US Infantry", "Shoot:? 1 die each: 6 hits Melee:? 1 die · Spain wins ties"),
            new Fact("Kettle Hill company", "Shoot:? 1 die each: 5 pins, 6 kills"),
            new Fact("Rough Riders' Colt automatic gun", "Shoot:? 3 dice: each 6 hits"),
            new Fact("Rough Riders' Colt automatic gun", "Ammo:? a pair: (empty|out of ammunition for the game) \\(44%\\)"),
            // a tag whose effect the card's lines carry is not said again: a tag's card
            new Fact("Rough Riders, first squad", "\\A(?!.*[Cc]avalry on foot)"),
            // a card's kind line does not name a rifle or carbine, which its shooting says: a weapon's card
            new Fact("Rough Riders, first squad", "6 figures · cavalry(?! · )"),
            // an officer named so on the kind line, a rider's horse on the Move line, neither's meaning again: a tag's kind and moveNote
            new Fact("1st Lt. John J. Pershing", "1 figure · officer\\b"),
            new Fact("1st Lt. John J. Pershing", "\\A(?!.*An officer figure)"),
            new Fact("", "Move:? 6\" \\(on horseback\\)"),
            // a roster line says what a tag adds and how a machine gun runs dry, not the weapon: a tag's and a weapon's roster
            new Fact("", "Pershing 1 figure officer, \\+1 in melee\\b"),
            new Fact("", "Colt (automatic gun )?1 model runs dry on a pair\\b"),
            new Fact("", "\\A(?!.*(Carbine|Rifle|Mauser rifle); )"),
            new Fact("6th US Infantry", "\\b6 hits\\b"),
            new Fact("Kettle Hill company", "Move 6\""),
            new Fact("Kettle Hill company", "\\b5 pins\\b"),
            new Fact("Kettle Hill company", "\\b6 kills\\b"),
            new Fact("Rough Riders' Colt automatic gun", "\\b3( dice|d6)\\b"),
            new Fact("Rough Riders' Colt automatic gun", "each 6 hits"),
            new Fact("Rough Riders' Colt automatic gun", "(a pair|Doubles):? (empty|out of ammunition)"),
            new Fact("Rough Riders' Colt automatic gun", "\\(44%\\)"),
            new Fact("Parker's first Gatling", "\\b6( dice|d6)\\b"),
            new Fact("Parker's first Gatling", "each 6 hits"),
            // a gun is one model, not a figure, on its card and the roster: a type's model
            new Fact("Parker's first Gatling", "\\b1 model · gatling gun\\b"),
            new Fact("", "Parker's first Gatling 1 model\\b"),
            // the Gatling never runs out, on its card and the aid: a weapon's neverRunsOut
            new Fact("Parker's first Gatling", "Ammo:? never runs out"),
            new Fact("", "(A Gatling rolls 6 dice and never runs out|Gatling gun: never runs out of ammunition)\\."),
            new Fact("", "any two (match|alike)(, it is|:) out of amm(o|unition)"),
            // the thrown balls' card: offTable's shotsName and made, and the sequence opening with their phase
            new Fact("", "Spanish artillery Thrown paper balls .{0,80}Thrown first, every turn"),
            new Fact("", "Balls:? 4 every turn"),
            // how a melee starts, first under Melee and nowhere else: profiles.melee's startsOnContact
            new Fact("", "Melee Move into contact with an enemy figure to fight a melee\\. Each figure"),
            new Fact("", "\\A(?!.*fight a melee\\..*fight a melee\\.)"),
            // melee: profiles.melee, and the tags' and the blockhouse's meleeAdd
            new Fact("6th US Infantry", "Melee 1 ?(die|d6) · Spain wins ties"),
            new Fact("Kettle Hill company", "Melee 1 ?(die|d6) · you win ties"),
            new Fact("Colour bearer in the blockhouse", "Melee 1 ?(die|d6) \\+1 · you win ties"),
            // hits that split: profiles.hits
            new Fact("6th US Infantry", "Hits: half \\(rounded up\\) pin, the rest kill"),
            // the table of how 1 to 6 American hits split: hits' tableTo
            new Fact("", "US hits 1 2 3 4 5 6 Pins 1 1 2 2 3 3 Kills 0 1 1 2 2 3"),
            // the blockhouse's shelter and fire held until the wire: profiles.works, profiles.holdFire
            // the short name on the cards' tight lines: vocabulary.nations' short
            new Fact("Talavera company in the blockhouse", "Inside:? safe from US fire; \\+1 in melee"),
            // the text's own fact, in the same words on both cards (the turn the first shots come is the aid's, below)
            new Fact("6th US Infantry", "No shooting till one of yours reaches the barbed wire\\."),
            // fire held until the turn after the wire is reached, the Americans shooting before they move: holdFire's fromNextTurn
            new Fact("", "Americans may (shoot from|not shoot before) the turn after (the first American|one of them) reaches "
                    + "(any|the barbed) wire: they shoot before they move\\."),
            new Fact("", "San Juan blockhouse Blockhouse .*Inside:? safe from US fire"),
            new Fact("", "Melee:? \\+1 for its defender"),
            // the wire got through in steps: profiles.crossings, on the cards, a rule card, the aid
            new Fact("6th US Infantry", "Wire:? stop, then cut, then pass"),
            new Fact("", "Barbed wire Getting through"),
            new Fact("", "opens a gap 2\" wide in front of it"),
            // the thrown balls: profiles.offTable, a rule card and a note on the map's edge
            new Fact("", "Spanish artillery Thrown paper balls"),
            new Fact("", "Stand 12\" or more behind the west edge"),
            new Fact("", "[Ww]ithin 1/2\""),
            // only where a ball stops counts, not what it knocks over on the way: offTable's onlyAtRest
            new Fact("", "Only where (the ball|it) stops counts"),
            new Fact("", "(A figure knocked over on the way is not hurt|a figure knocked over on the way is unhurt)\\."),
            // the fire hits the thrower's own side too: a line on each Spanish card (offTable's hitsOwn and ownNote)
            new Fact("Kettle Hill company", "Paper balls hit Spaniards too\\."),
            // a gun never starts a melee: profiles.melee's defendOnly
            new Fact("Rough Riders' Colt automatic gun", "Melee 1 ?(die|d6); never attacks"),
            new Fact("Parker's first Gatling", "Melee 1 ?(die|d6); never attacks"),
            // how far a ball must go to reach each work and obstacle, from the thrower's line: offTable with works and crossings
            new Fact("", "Target Shortest (throw|shot) San Juan blockhouse 28\" Wire below San Juan Hill 43\" Wire fences below Kettle Hill 63\""),
            new Fact("", "\\b5 pins?\\b.*\\b6 (kills|eliminates)"),
            // how many figures the blockhouse holds, on its card: works' holds
            new Fact("", "San Juan blockhouse Blockhouse .*Holds 6 figures"),
            // a box to tick when the machine gun runs dry, and none on the Gatling's card: a weapon's runsDry
            new Fact("Rough Riders' Colt automatic gun", "Empty:"),
            new Fact("Parker's first Gatling", "\\A(?!.*Empty:)"),
            // the machine gun's chance of still having ammunition after 1 to 5 bursts, in the appendix: a weapon's loadedTableTo
            new Fact("", "Bursts fired Machine gun still loaded 1 56% 2 31% 3 17% 4 10% 5 5%"),
            // each number of hits one burst scores, firing on or now empty, in the appendix: a weapon's burstTable
            new Fact("", "Machine-gun hits and still firing and now empty 0 28% 30% 1 28% 7% 2 0% 7% 3 0% <1%"),
            // the nations' people where the sheets speak of their figures: vocabulary.nations' people
            new Fact("", "Americans at the start"),
            new Fact("", "\\A(?!.*United States (at the start|out|may not shoot))"),
            // what a pinned figure may not do, and the enemy's +1 against it, as text: profiles.pinned
            new Fact("", "may not move or shoot, and may not start a melee"),
            new Fact("", "An enemy fighting a pinned figure adds 1\\."),
            // how a pin is shown, when it ends, and the moves it stops said with the moves: pinned's shown, recoversIn and cannot
            new Fact("", "(Lay a pinned figure|To show a pinned figure, lay it down) on its side\\."),
            new Fact("", "(stands up again|recovers) in its side's unpin phase\\."),
            new Fact("", "Pinned figures do not move\\."),
            new Fact("", "Tick a box for each figure lost\\. (Pinned figures just lie down on the table|A pin is not a loss: lay it down on its side)\\."),
            // one on one in turn, and a winner stays: melee's oneAtATime and winnerStops
            new Fact("", "Several figures on one enemy: fight one at a time\\."),
            new Fact("", "A winner does not go on to attack another figure\\."),
            // what becomes of the loser of a melee: melee's loser
            new Fact("", "([Tt]he loser is out\\.)"),
            // who picks the figures a hit takes: profiles.casualties
            new Fact("", "The side that is hit picks which of its front figures fall\\."),
            // the blockhouse is won only hand to hand, and the balls still land on it: works' takenInMelee, offTable's nation
            new Fact("", "San Juan blockhouse Blockhouse .*Americans must take it hand to hand\\."),
            new Fact("", "San Juan blockhouse Blockhouse .*(Balls|Spanish artillery):? still hits? inside"),
            // no morale: profiles.noMorale on the rosters
            new Fact("", "No army morale: play to the victory conditions\\."),
            new Fact("", "\\d+ figures · no morale test: fight on"),
            // no headquarters on the table: profiles.noHeadquarters on the rosters (and no counter in the kit, below)
            new Fact("", "HQ: Sumner \\(no figure on the table\\)"),
            // the chance of at least one pin and at least one kill for a volley, exactly: a chart's split
            new Fact("", "\\b52% 13%"),
            new Fact("", "\\b89% 62%"),
            // a lone defender against Americans one at a time, in the open, in the blockhouse, with its officer: melee's oneAtATime
            new Fact("", "Americans in turn .*\\b1 42% 28% 17% 2 66% 48% 31% 3 80% 62% 42%"),
            new Fact("", "Chance one of them beats a lone defender"),
            // a gun's card says it never attacks, not who wins ties, and leaves the wire's steps and the hits' split to the
            // figures' cards: melee's defendOnly, a type's model
            new Fact("Rough Riders' Colt automatic gun", "\\A(?!.*(wins ties|Wire|Hits: half))"),
            new Fact("Parker's first Gatling", "\\A(?!.*(wins ties|Wire|Hits: half))"),
            // a work's rule card is titled for what it rules: the blockhouse's melee
            new Fact("", "Blockhouse · Spaniards Rules for melee"),
            new Fact("", "\\A(?!.*Rule card)"),
            // the roster line of a unit that starts in a work says so: works
            new Fact("", "3 figures in the blockhouse\\b"),
            // the aid says once what every row would repeat: every shot in range (no column of 'any range'), every unit's move
            // (no table of one row)
            new Fact("", "(Everything is always|Every shot is) in range\\."),
            new Fact("", "\\A(?!.*any range)"),
            new Fact("", "Every (figure|unit) moves up to 6\""),
            new Fact("", "\\A(?!.*Move a turn)"),
            // nor does a chart say the Spanish shooting or the guns' bursts again, which the aid's shooting says
            new Fact("", "\\A(?!.*Spanish shooting, one die per figure)"),
            new Fact("", "\\A(?!.*For Burst)"));

    @Test
    void bothPrintTheSameRuleFacts() {
        List<String> missing = new ArrayList<>();
        for (Fact f : SHARED) {
            if (!f.in(builtIn)) {
                missing.add("module: " + f);
            }
            if (!f.in(fromFile)) {
                missing.add("file: " + f);
            }
        }
        assertEquals(List.of(), missing);
    }

    /** The Americans' handout has a record of each wire line, a column for the turn it is cut, in both packs. */
    @Test
    void bothAmericanRecordSheetsNoteWhenTheWireIsCut() throws IOException {
        for (String folder : List.of("module", "file")) {
            String us = text(dir.resolve(folder), "us");
            assertTrue(Pattern.compile("Cut on turn").matcher(us).find(), folder);
            // no roster line points to it: the game master's pack, which has no record sheets, carried the pointer too
            assertTrue(!us.contains("After the turn track, note"), folder);
        }
    }

    /** The Spaniards' handout has a record of the balls thrown turn by turn and the figures they took out, in both packs. */
    @Test
    void bothSpanishRecordSheetsKeepTheBallsThrown() throws IOException {
        for (String folder : List.of("module", "file")) {
            String spain = text(dir.resolve(folder), "spain");
            // the nations' people name the columns: vocabulary.nations' people
            assertTrue(spain.contains("Turn Balls thrown (4) Americans out Spaniards out"), folder);
            assertTrue(spain.contains("record: the thrower stands 12\" or more behind the west edge")
                    || spain.contains("record: stand 12\" or more behind the west edge"), folder);
        }
    }

    /** Both kits have the line the thrower stands behind, square to the west edge. */
    @Test
    void bothKitsHaveTheThrowingLine() throws IOException {
        for (String folder : List.of("module", "file")) {
            assertTrue(text(dir.resolve(folder), "kit").contains("lay square to the west edge"), folder);
        }
    }

    /** Both kits have the blockhouse's ring, a marker per American unit for the gap it cuts, and a ruler of the short distances. */
    @Test
    void bothKitsHaveTheRingTheGapsAndTheShortDistances() throws IOException {
        Map<String, Long> gaps = new java.util.HashMap<>();
        Map<String, Long> heroes = new java.util.HashMap<>();
        for (String folder : List.of("module", "file")) {
            String kit = text(dir.resolve(folder), "kit");
            assertTrue(Pattern.compile("Blockhouse figures within 2\" of (its spot are inside|it are in it)").matcher(kit).find(), folder);
            assertTrue(Pattern.compile("Blockhouse: in(side| it)").matcher(kit).find(), folder);
            assertTrue(Pattern.compile("Wire: one (cutter|figure)'s gap").matcher(kit).find(), folder);
            // the wire's 1" band where a figure is at it and stops: crossings' within
            assertTrue(kit.contains("at it, stop"), folder);
            // no headquarters counter: profiles.noHeadquarters
            assertTrue(!kit.contains("Sumner (headquarters)"), folder);
            // every figure moves alike, so the move ruler has one row for all, not one per type
            assertTrue(Pattern.compile("Move 6\": every figure|Every figure: any ground").matcher(kit).find(), folder);
            assertTrue(!kit.contains("Infantry: any ground"), folder);
            // an officer's and a flag bearer's counters say what they add in melee, one each: tags' meleeAdd
            heroes.put(folder, Pattern.compile("\\b(officer|flag|flag bearer) \\+1\\b").matcher(kit).results().count());
            // the gap's marker is named for the cutting: crossings' marker
            assertTrue(kit.contains("Wire cut"), folder);
            // a pin is shown by turning the counter over, with no pinned markers: pinned's turnOver
            assertTrue(Pattern.compile("[Tt]urn a pinned figure over to its back\\.").matcher(kit).find(), folder);
            assertTrue(!kit.contains("by fire"), folder);
            // the ruler says why it has no ranges: every fielded weapon's bands run from 0 with no end
            assertTrue(kit.contains("(every shot is in range)"), folder);
            gaps.put(folder, Pattern.compile("Wire (cut|gap) cross from next turn").matcher(kit).results().count());
        }
        assertTrue(gaps.get("module") > 0, gaps::toString);
        assertEquals(gaps.get("module"), gaps.get("file"));
        assertTrue(heroes.get("module") > 0, heroes::toString);
        assertEquals(heroes.get("module"), heroes.get("file"), heroes::toString);
    }

    /** Both maps note on the west edge the balls a turn and how far behind it they are thrown from (the map's text is drawn). */
    @Test
    void bothMapsNoteTheThrowersEdge() throws IOException {
        Pattern note = Pattern.compile("4 balls a turn, thrown from 12\" or more behind this edge");
        Scenario teddy = ScenarioLoader.load(TEDDY, "teddy.yaml").checkable().orElseThrow();
        RuleSetLoader.Loaded file = RuleSetLoader.load(JRG_FILE, "junior-general.yaml");
        Map<String, Verdict<RuleSetModule>> both = Map.of("module", RuleSets.check(teddy),
                "file", Engine.check(teddy, (RuleSetModule) DataModule.of(file.ruleSet().orElseThrow())));
        for (String folder : List.of("module", "file")) {
            Checked<RuleSetModule> checked = both.get(folder).checked().orElseThrow();
            List<RuleSetSheets.EdgeNote> notes = checked.ruleSet().sheets(checked).edgeNotes();
            assertEquals(1, notes.size(), folder);
            assertEquals("west", notes.get(0).edge(), folder);
            assertTrue(note.matcher(notes.get(0).text()).find(), folder + ": " + notes.get(0).text());
        }
    }

    /**
     * Both packs print every sheet in large type, for a class of students (the file's profiles.largeType), and every card holds
     * all it has to say in that type: no card is too full.
     */
    @Test
    void bothPrintInLargeTypeAndEveryCardFits() {
        Scenario teddy = ScenarioLoader.load(TEDDY, "teddy.yaml").checkable().orElseThrow();
        RuleSetLoader.Loaded file = RuleSetLoader.load(JRG_FILE, "junior-general.yaml");
        Map<String, Verdict<RuleSetModule>> both = Map.of("module", RuleSets.check(teddy),
                "file", Engine.check(teddy, (RuleSetModule) DataModule.of(file.ruleSet().orElseThrow())));
        for (String folder : List.of("module", "file")) {
            Checked<RuleSetModule> checked = both.get(folder).checked().orElseThrow();
            RuleSetSheets sheets = checked.ruleSet().sheets(checked);
            assertEquals(CardFaces.LARGE_TYPE, sheets.style(), folder);
            assertEquals(CardFaces.LARGE_TYPE, sheets.kit().cardStyle(), folder);
            assertTrue(!WARNINGS.get(folder).contains("too full"), folder + ": " + WARNINGS.get(folder));
        }
    }

    /**
     * Both sides' handouts run to as many pages: the file's player aid, more than the module's says, runs past its one sheet in
     * the pack's large type and is laid out again in the usual type, not on a second sheet.
     */
    @Test
    void bothHandoutsRunToAsManyPages() throws IOException {
        for (String side : List.of("us", "spain")) {
            assertEquals(pages(dir.resolve("module"), side), pages(dir.resolve("file"), side), side);
        }
    }

    /**
     * Both appendices give their odds on as many pages: the file's tables no pool of dice whose hits the sheets already split
     * (the volleys' pins and kills on the aid, the machine gun's burst table), as the module tables none.
     */
    @Test
    void bothAppendicesRunToAsManyPages() throws IOException {
        assertEquals(appendixPages(dir.resolve("module")), appendixPages(dir.resolve("file")));
        assertTrue(!fromFile.contains("each 6 hits Exactly At least"), "a pool of dice tabled hit by hit");
    }

    /**
     * Both packs leave every size of volley, with its chance of a pin and of a kill, and the odds of each difference in melee to
     * the game master's appendix, not the player aid: the file's charts with {@code appendix}, as the module does.
     */
    @Test
    void bothLeaveTheVolleysAndTheMeleeOddsToTheAppendix() throws IOException {
        for (String folder : List.of("module", "file")) {
            List<String> pages = pages(dir.resolve(folder));
            int appendix = first(pages, "Game master's appendix");
            assertTrue(appendix > first(pages, "Player aid · single"), folder);
            int aid = first(pages, "Player aid · single");
            assertTrue(first(pages, "\\b89% 62%") >= appendix, folder);
            assertTrue(pages.get(aid).concat(pages.get(aid + 1)).indexOf("Spain 3 ahead") < 0
                    && pages.get(aid).concat(pages.get(aid + 1)).indexOf("Spain +3") < 0, folder);
            assertTrue(first(pages, "Spain (3 ahead|\\+3)") >= appendix, folder);
        }
    }

    static List<String> pages(Path folder) throws IOException {
        try (PDDocument doc = Loader.loadPDF(folder.resolve("out").resolve(ID).resolve(ID + "-gm.pdf").toFile())) {
            return Packs.pageTexts(doc).stream().map(t -> Packs.flat(t.replace('\u00a0', ' '))).toList();
        }
    }

    /** The index of the first page where {@code regex} is found; -1 for none. */
    static int first(List<String> pages, String regex) {
        Pattern p = Pattern.compile(regex);
        for (int i = 0; i < pages.size(); i++) {
            if (p.matcher(pages.get(i)).find()) {
                return i;
            }
        }
        return -1;
    }

    /** The pages of the game master's appendix before its house interpretations. */
    static int appendixPages(Path folder) throws IOException {
        try (PDDocument doc = Loader.loadPDF(folder.resolve("out").resolve(ID).resolve(ID + "-gm.pdf").toFile())) {
            List<String> pages = Packs.pageTexts(doc);
            int first = -1;
            for (int i = 0; i < pages.size(); i++) {
                if (first < 0 && pages.get(i).contains("Game master's appendix")) {
                    first = i;
                }
                if (first >= 0 && pages.get(i).contains("House interpretations")) {
                    return Math.max(1, i - first);
                }
            }
            throw new AssertionError("no appendix in " + folder);
        }
    }

    static int pages(Path folder, String which) throws IOException {
        try (PDDocument doc = Loader.loadPDF(folder.resolve("out").resolve(ID).resolve(ID + "-" + which + ".pdf").toFile())) {
            return doc.getNumberOfPages();
        }
    }

    /** Both kits' gap markers say when the gap may be crossed: crossings' steps, the marker going down in the one before the last. */
    @Test
    void bothKitsSayWhenTheGapMayBeCrossed() throws IOException {
        for (String folder : List.of("module", "file")) {
            assertTrue(text(dir.resolve(folder), "kit").contains("Wire cut cross from next turn"), folder);
        }
    }
}

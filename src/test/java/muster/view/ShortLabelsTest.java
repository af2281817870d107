package muster.view;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import muster.scenario.Scenario;
import muster.scenario.Unit;
import muster.scenario.load.ScenarioLoader;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Labels made from names: whole words, numbers, initials and the usual abbreviations, never an id
 * cut short, and no two alike in a scenario. Read over every bundled and authors' scenario with
 * the authors' {@code short:} labels taken out, so that every unit's label is made.
 */
public class ShortLabelsTest {

    @Test
    void aFeatureWithoutANameIsCalledByItsKindAndGridSquares() throws IOException {
        // at bde5703 an author's El Caney printed "Town Wire" and "Viso Wire West", its ids made readable, which no map shows
        Path file = Path.of("src/test/resources/authors/junior-general-4.yaml");
        Scenario s = ScenarioLoader.parse(file.toString(), Files.readAllBytes(file)).scenario().orElseThrow();
        MapNames names = new MapNames(s);
        List<String> wires = s.terrain().stream().filter(t -> t.kind().equals("barbed-wire")).map(names::of).toList();
        // an unnamed blockhouse the map labels from its id is called as the map calls it
        assertTrue(s.terrain().stream().filter(t -> t.kind().equals("blockhouse")).allMatch(t -> names.of(t).equals(t.displayName())));
        assertTrue(!wires.isEmpty() && wires.stream().allMatch(w -> w.matches("barbed wire (at|from) [A-P]\\d+( to [A-P]\\d+)?")), wires.toString());
        assertEquals("C4", Labels.square(muster.scenario.Point.of(12.5, 23.9)));
    }

    @Test
    void aRecordSheetNamesTheCountersOnlyWhereSomeNameDoesNotSayItsLabel() {
        // at 5bc0734 Torreón's figures-lost sheet read "Zaragoza · Brigada Zaragoza"; at 002fe04 Las Guasimas' record had one row
        // without its label ("Provisional Battalion of Puerto Rico No. 1, ...") among rows with theirs
        assertEquals(List.of("Brigada Zaragoza", "Engineers (two platoons)"),
                Labels.rowNames(List.of("Zaragoza", "Engineers"), List.of("Brigada Zaragoza", "Engineers (two platoons)")));
        assertEquals(List.of("Puerto Rico 1 · Puerto Rico No. 1, left wing", "Puerto Rico 2 · Puerto Rico No. 1, right wing"),
                Labels.rowNames(List.of("Puerto Rico 1", "Puerto Rico 2"), List.of("Puerto Rico No. 1, left wing", "Puerto Rico No. 1, right wing")));
        // an author's Celaya: "El Niño · El Niño" where the gun's short label is its whole name
        assertEquals(List.of("V Mtn · Mountain gun", "El Niño"), Labels.rowNames(List.of("V Mtn", "El Niño"), List.of("Mountain gun", "El Niño")));
    }

    @Test
    void namesGiveLabelsAGameMasterWouldWrite() {
        Map<String, String> expected = new java.util.LinkedHashMap<>();
        expected.put("12th US Infantry", "12 Inf");
        expected.put("Sixth company", "6 Coy");
        expected.put("Blockhouse garrison", "Blockhouse");
        expected.put("Cav troop", "Cav Tp");
        expected.put("Krupp section at Blockhouse 14", "Krupp");
        expected.put("Brig. Gen. Hamilton Hawkins", "Hawkins");
        expected.put("Grimes' battery (4 x 3.2-inch guns)", "Grimes");
        expected.put("Troop, 15th Cavalry (dismounted)", "Tp 15 Cav");
        expected.put("Brigada Juárez, first regiment", "Juárez");
        // a reviewer read an author's "10 Inf" as the 10th US Infantry
        expected.put("10th Pennsylvania Volunteer Infantry", "10 Penn");
        expected.put("1st Wyoming Battalion", "1 Wyoming");
        for (Map.Entry<String, String> e : expected.entrySet()) {
            assertEquals(e.getValue(), LabelForms.of(e.getKey()).get(0), e.getKey());
        }
    }

    /**
     * A name of common words gives a label of its words, not its initials, which read as a code (a reviewer read labels such as
     * "RR 1" as ids): authors' units with no {@code short:} were labelled "GCC", "MAC", "MGF", "MG" (mounted guerrillas, read as a
     * machine gun) and "La" (of "La máquina loca").
     */
    @Test
    void aNameOfCommonWordsGivesALabelOfWordsNotInitials() {
        Map<String, String> expected = new java.util.LinkedHashMap<>();
        expected.put("Guerrilla company in the church", "Guer church");
        expected.put("Machine guns on the armoured car", "MG car");
        expected.put("Mountain gun on the flatcar", "Mtn flatcar");
        expected.put("Mounted guerrillas (on foot)", "Guerrillas");
        expected.put("Company of movilizados (local levies)", "Movilizados");
        expected.put("La máquina loca", "Máquina loca");
        for (Map.Entry<String, String> e : expected.entrySet()) {
            assertEquals(e.getValue(), LabelForms.of(e.getKey()).get(0), e.getKey());
        }
        // initials stay a last resort, after every form of whole words
        List<String> forms = LabelForms.of("Guerrilla marksmen in the north meadow");
        assertEquals("GMNM", forms.get(forms.size() - 1), forms.toString());
    }

    @Test
    void labelsThatWouldBeAlikeAreToldApartByTheirNames() {
        Scenario s = parse("""
                id: alike
                title: Alike
                ruleset: saw-quickplay
                turns: 8
                table: { width: 48, depth: 36 }
                sides:
                  - id: us
                    name: US
                    nation: us
                    formations:
                      - id: a
                        name: A
                        units:
                          - { id: reg-coy-1, type: infantry, weapon: rifle, count: 2, at: [2, 2] }
                          - { id: reg-coy-2, type: infantry, weapon: rifle, count: 2, at: [6, 2] }
                          - { id: reg-coy-3, type: infantry, weapon: rifle, count: 2, at: [10, 2] }
                          - { id: prico-left, name: "Puerto Rico Bn, left wing", type: infantry, weapon: rifle, count: 2, at: [14, 2] }
                          - { id: prico-right, name: "Puerto Rico Bn, right wing", type: infantry, weapon: rifle, count: 2, at: [18, 2] }
                          - { id: cav-1, name: 1st US Cavalry, short: 1 Cav, type: cavalry, weapon: carbine, count: 2, at: [22, 2] }
                          - { id: rough, name: 1st US Volunteer Cavalry, type: cavalry, weapon: carbine, count: 2, at: [26, 2] }
                """);
        ShortLabels labels = ShortLabels.of(s);
        List<String> got = s.sides().get(0).units().stream().map(labels::unit).toList();
        assertEquals(List.of("Reg 1", "Reg 2", "Reg 3", "Puerto Rico L", "Puerto Rico R", "1 Cav", "1 Cav V"), got);
        assertEquals(6, labels.made().size(), "the author's own label is not made");
    }

    @Test
    void aLabelBesideANumberedSiblingTakesItsOwnNumber() {
        Scenario s = parse("""
                id: numbered
                title: Numbered
                ruleset: mexican-revolution
                turns: 8
                table: { width: 48, depth: 36 }
                sides:
                  - id: villa
                    name: Villistas
                    nation: villista
                    formations:
                      - id: a
                        name: A
                        units:
                          - { id: j1, name: "Brigada Juárez, 1st regiment", short: Juárez 1, type: cavalry, weapon: winchester, count: 8, at: [2, 2] }
                          - { id: j2, name: "Brigada Juárez, 2nd regiment", type: cavalry, weapon: winchester, count: 8, at: [6, 2] }
                """);
        ShortLabels labels = ShortLabels.of(s);
        assertEquals(List.of("Juárez 1", "Juárez 2"), s.sides().get(0).units().stream().map(labels::unit).toList());
    }

    @TestFactory
    Stream<DynamicTest> everyMadeLabelIsWholeWordsAndUnique() throws IOException {
        return corpus().stream().map(file -> DynamicTest.dynamicTest(file.getFileName().toString(), () -> {
            Scenario s = withoutShorts(file);
            ShortLabels labels = ShortLabels.of(s);
            List<String> wrong = new ArrayList<>();
            Map<String, String> seen = new HashMap<>();
            for (Unit u : s.sides().stream().flatMap(side -> side.units().stream()).toList()) {
                String label = labels.unit(u);
                wrong.addAll(notFromName(label, u));
                String before = seen.put(label.toLowerCase(Locale.ROOT), u.id());
                if (before != null) {
                    wrong.add("'" + label + "' for both " + before + " and " + u.id());
                }
            }
            assertEquals(List.of(), wrong);
        }));
    }

    /** What is wrong with a label for a unit: a part cut from its id or from a word of its name, or made of nothing in its name. */
    public static List<String> notFromName(String label, Unit u) {
        List<String> out = new ArrayList<>();
        List<LabelForms.Token> words = LabelForms.all(u.displayName());
        // a state's name shortened as the period's rosters did ("Penn") is an abbreviation, not a word cut short
        Set<String> whole = words.stream().flatMap(t -> Stream.of(t.text(), t.shown(),
                        LabelForms.STATES.getOrDefault(t.text().toLowerCase(Locale.ROOT), t.text()))).map(w -> w.toLowerCase(Locale.ROOT))
                .collect(Collectors.toSet());
        String id = u.id().toLowerCase(Locale.ROOT);
        String flat = label.toLowerCase(Locale.ROOT).replace(' ', '-');
        if (!flat.equals(id) && id.startsWith(flat)) {
            String[] parts = flat.split("-", -1);
            String last = parts[parts.length - 1];
            String idWord = id.split("-")[parts.length - 1];
            if (last.isEmpty() || last.length() >= 2 && last.length() < idWord.length() && !whole.contains(last)) {
                out.add(u.id() + ": '" + label + "' is its id cut short");
            }
        }
        String initials = words.stream().filter(LabelForms.Token::significant).map(t -> t.shown().substring(0, 1)).collect(Collectors.joining())
                .toLowerCase(Locale.ROOT);
        for (String part : label.split(" ")) {
            String p = part.toLowerCase(Locale.ROOT);
            boolean inName = whole.contains(p) || p.chars().allMatch(c -> initials.indexOf(c) >= 0 || Character.isDigit(c));
            // "MAC" of "Machine guns on the armoured car" is its initials, though "machine" starts so too
            boolean ofInitials = subsequence(p, initials);
            boolean cut = !whole.contains(p) && !ofInitials && p.length() >= 3
                    && whole.stream().anyMatch(w -> w.length() > p.length() && w.startsWith(p));
            if (!inName || cut) {
                out.add(u.id() + ": '" + part + "' of '" + label + "' is " + (cut ? "a word cut short" : "not made from") + " '"
                        + u.displayName() + "'");
            }
        }
        return out;
    }

    public static List<Path> corpus() throws IOException {
        List<Path> out = new ArrayList<>();
        for (Path dir : List.of(Path.of("scenarios"), Path.of("src/test/resources/authors"))) {
            try (Stream<Path> s = Files.list(dir)) {
                s.filter(p -> p.toString().endsWith(".yaml")).sorted().forEach(out::add);
            }
        }
        return out;
    }

    /** The scenario as if its author had given no {@code short:} label. */
    public static Scenario withoutShorts(Path file) throws IOException {
        String text = Files.readString(file, StandardCharsets.UTF_8)
                .replaceAll("(?m)^\\s*short:.*\\R", "")
                .replaceAll(",\\s*short:\\s*(\"[^\"]*\"|[^,}\\n]*)", "");
        Scenario s = parse(text);
        assertTrue(s.sides().stream().flatMap(side -> side.units().stream()).allMatch(u -> u.shortLabel().isEmpty()),
                file + " keeps a short label the test could not take out");
        return s;
    }

    static Scenario parse(String yaml) {
        var r = ScenarioLoader.parse("test.yaml", yaml.getBytes(StandardCharsets.UTF_8));
        return r.scenario().orElseThrow(() -> new AssertionError(r.diagnostics().all().toString()));
    }

    /** Whether {@code part}'s letters come in order from {@code initials}. */
    static boolean subsequence(String part, String initials) {
        int at = 0;
        for (char c : part.toCharArray()) {
            at = initials.indexOf(c, at);
            if (at < 0) {
                return false;
            }
            at++;
        }
        return !part.isEmpty();
    }
}

package muster.rulesets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import muster.scenario.Scenario;
import muster.scenario.Unit;
import muster.scenario.load.ScenarioLoader;
import muster.view.Chart;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A house reading prints only in a pack whose scenario has what it is about. Over every bundled and
 * strangers' scenario: a printed reading that names a nation (Spanish, Cuban, Filipino, American) is
 * in a scenario with a side of that nation, and a printed reading whose topic names a kind of troops,
 * weapon or ground (machine guns, batteries, cavalry and carbines, trains, wire, woods) is in a
 * scenario that fields or lays it.
 */
class ReadingsConcernTest {

    static final Path ROOT = Path.of(System.getProperty("basedir", "")).toAbsolutePath();
    static final String[] FOLDERS = {"scenarios", "src/test/resources/authors"};

    /** Words that name a nation, anywhere in a reading, and the nation they name. */
    static final Map<Pattern, String> NATIONS = new LinkedHashMap<>();
    /** Words of a topic that name what the reading is about, and the scenario's words, one of which must be there. */
    static final Map<Pattern, List<String>> SUBJECTS = new LinkedHashMap<>();

    static {
        NATIONS.put(Pattern.compile("\\bSpani(sh|ards?)\\b|\\bSpain"), "spain");
        NATIONS.put(Pattern.compile("\\bCuban?s?\\b"), "cuba");
        NATIONS.put(Pattern.compile("\\bFilipinos?\\b|\\bPhilippines?\\b"), "philippines");
        NATIONS.put(Pattern.compile("\\bAmericans?\\b|\\bUS\\b"), "us");
        List<String> guns = List.of("field-artillery", "mountain-artillery", "siege-artillery", "machinegun", "gatling");
        SUBJECTS.put(Pattern.compile("(?i)machine.gun"), List.of("machinegun", "gatling"));
        SUBJECTS.put(Pattern.compile("(?i)batter|canister|\\bgun\\b|crew"), guns);
        SUBJECTS.put(Pattern.compile("(?i)cavalry|carbine"), List.of("cavalry", "carbine"));
        SUBJECTS.put(Pattern.compile("(?i)\\btrains?\\b"), List.of("train"));
        SUBJECTS.put(Pattern.compile("(?i)\\bwire\\b"), List.of("barbed-wire"));
        SUBJECTS.put(Pattern.compile("(?i)\\bwoods\\b"), List.of("woods", "jungle"));
    }

    record Pack(String where, Scenario scenario, List<Chart.Note> readings) {
    }

    static List<Pack> packs;

    @BeforeAll
    static void print() throws IOException {
        packs = new ArrayList<>();
        for (String folder : FOLDERS) {
            try (Stream<Path> files = Files.list(ROOT.resolve(folder))) {
                for (Path yaml : files.filter(p -> p.toString().endsWith(".yaml")).sorted().toList()) {
                    Scenario s = ScenarioLoader.parse(yaml.toString(), Files.readString(yaml).getBytes(StandardCharsets.UTF_8))
                            .scenario().orElseThrow();
                    List<Chart.Note> notes = Checks.sheets(s).appendix().sections().stream()
                            .filter(x -> x.heading().equals("House interpretations")).flatMap(x -> x.blocks().stream())
                            .filter(b -> b instanceof Chart.Note).map(b -> (Chart.Note) b).toList();
                    packs.add(new Pack(folder + "/" + yaml.getFileName(), s, notes));
                }
            }
        }
    }

    static boolean fields(Scenario s, String word) {
        return s.hasKind(word) || s.sides().stream().flatMap(side -> side.units().stream()).anyMatch(u -> uses(u, word));
    }

    static boolean uses(Unit u, String word) {
        return u.type().equals(word) || u.weapon().filter(word::equals).isPresent();
    }

    @Test
    void noPrintedReadingNamesANationTheScenarioDoesNotField() {
        List<String> wrong = new ArrayList<>();
        for (Pack p : packs) {
            for (Chart.Note n : p.readings()) {
                NATIONS.forEach((words, nation) -> {
                    if (words.matcher(n.topic() + " " + n.text()).find() && p.scenario().sides().stream().noneMatch(s -> s.nation().equals(nation))) {
                        wrong.add(p.where() + ": \"" + n.topic() + "\" names " + nation);
                    }
                });
            }
        }
        assertEquals(List.of(), wrong);
    }

    @Test
    void noPrintedReadingIsAboutTroopsWeaponsOrGroundTheScenarioLacks() {
        List<String> wrong = new ArrayList<>();
        for (Pack p : packs) {
            for (Chart.Note n : p.readings()) {
                SUBJECTS.forEach((words, things) -> {
                    if (words.matcher(n.topic()).find() && things.stream().noneMatch(t -> fields(p.scenario(), t))) {
                        wrong.add(p.where() + ": \"" + n.topic() + "\" without " + things);
                    }
                });
            }
        }
        assertEquals(List.of(), wrong);
    }

    @Test
    void theChecksFindAReadingOnWhatIsNotThere() {
        Pack zapote = packs.stream().filter(p -> p.where().endsWith("hatsoff-2.yaml")).findFirst().orElseThrow();
        assertTrue(zapote.scenario().sides().stream().noneMatch(s -> s.nation().equals("spain")), "Zapote Bridge fields no Spaniards");
        assertTrue(NATIONS.keySet().stream().anyMatch(w -> w.matcher("finding a Spanish battery").find()));
        assertTrue(SUBJECTS.keySet().stream().anyMatch(w -> w.matcher("Machine-gun ranges").find()));
        assertTrue(!fields(zapote.scenario(), "machinegun") && !fields(zapote.scenario(), "gatling"), "Zapote Bridge fields no machine guns");
    }
}

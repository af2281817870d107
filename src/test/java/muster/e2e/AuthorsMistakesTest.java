package muster.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import muster.rules.AnnotatedScenarios;
import muster.source.Diagnostic;
import muster.source.Severity;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Each of the strangers' scenarios has a copy with one mistake in it (authors/mistakes/, kept as
 * written), whose first lines say where it must be reported and how: {@code # expect: line 96 error}.
 * The mistake is reported at that line with that severity, and nothing else the clean scenario does
 * not report (its findings shifted by the mistake file's header lines).
 */
class AuthorsMistakesTest {

    static final Path MISTAKES = AuthorsCorpusTest.AUTHORS.resolve("mistakes");
    static final Pattern EXPECT = Pattern.compile("^# expect: line (\\d+) (error|warning)$", Pattern.MULTILINE);

    /** What the rule texts support where an author's expectation reads them otherwise (README.md gives the texts' words). */
    record Reading(Optional<Severity> severity, String why) {
    }

    static final Map<String, Reading> READINGS = Map.of(
            "hatsoff-3.mistake.yaml", new Reading(Optional.of(Severity.WARNING), "the morale table binds no class to a side: "
                    + "National Guard on a Spanish unit is read as the US class, which the table does not mean (HAT-004)"),
            "hatsoff-4.mistake.yaml", new Reading(Optional.empty(), "four stands are two companies by the text's organisation; "
                    + "only the unit's name says it is one"),
            "junior-general-5.mistake.yaml", new Reading(Optional.of(Severity.WARNING), "the text never forbids US wire; it "
                    + "halts Americans at wire and gives the blockhouse to Spain (JRG-010)"),
            "splendid-little-war-3.mistake.yaml", new Reading(Optional.of(Severity.WARNING), "the text advises four to six stands "
                    + "for an infantry unit (SLW-003)"));

    @TestFactory
    Stream<DynamicTest> everyMistakeIsReportedAtItsLineWithItsSeverityAndNothingElseIsNew() throws IOException {
        List<Path> files;
        try (Stream<Path> all = Files.list(MISTAKES)) {
            files = all.filter(f -> f.toString().endsWith(".mistake.yaml")).sorted().toList();
        }
        assertTrue(files.size() >= 10, "a mistake file for each new scenario, found " + files.size());
        return files.stream().map(f -> DynamicTest.dynamicTest(f.getFileName().toString(), () -> verify(f)));
    }

    private static void verify(Path mistakeFile) throws IOException {
        String name = mistakeFile.getFileName().toString();
        String text = Files.readString(mistakeFile);
        Matcher m = EXPECT.matcher(text);
        assertTrue(m.find(), name + " says where its mistake is: # expect: line N error|warning");
        int line = Integer.parseInt(m.group(1));
        Reading reading = READINGS.getOrDefault(name, new Reading(Optional.of(Severity.valueOf(m.group(2).toUpperCase())), ""));
        Path clean = AuthorsCorpusTest.AUTHORS.resolve(name.replace(".mistake.yaml", ".yaml"));
        int shift = header(text);
        String cleanText = Files.readString(clean);
        // a finding of the clean file stays where it was, or moves down by the lines the edit added when it is below the edit
        int added = text.split("\n", -1).length - shift - cleanText.split("\n", -1).length;
        List<String> after = new ArrayList<>(findings(name, text, 0));
        for (String old : findings(clean.getFileName().toString(), cleanText, shift)) {
            if (!after.remove(old) && added != 0) {
                int at = Integer.parseInt(old.substring(0, old.indexOf(':')));
                after.remove((at + added) + old.substring(old.indexOf(':')));
            }
        }
        List<String> expected = reading.severity().map(s -> List.of(line + ": " + s.label())).orElse(List.of());
        assertEquals(expected, after.stream().map(x -> x.substring(0, x.indexOf('['))).distinct().toList(),
                name + ": what the one edit adds" + (reading.why().isEmpty() ? "" : " (" + reading.why() + ")") + ": " + after);
    }

    /** Errors and warnings as {@code line: severity[ID]}, lines moved down by {@code shift}. */
    private static List<String> findings(String label, String text, int shift) {
        return AnnotatedScenarios.diagnose(label, text.getBytes(StandardCharsets.UTF_8)).stream()
                .filter(d -> d.severity() == Severity.ERROR || d.severity() == Severity.WARNING)
                .map((Diagnostic d) -> (d.span().line() + shift) + ": " + d.severity().label() + "[" + d.ruleId() + "]").toList();
    }

    /** The lines the mistake file adds before the scenario: its leading comments that the clean file does not have. */
    private static int header(String text) {
        int n = 0;
        for (String l : text.split("\n", -1)) {
            if (!l.startsWith("# mistake:") && !l.startsWith("# expect:")) {
                break;
            }
            n++;
        }
        return n;
    }
}

package muster.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import muster.rulesets.RuleSets;
import muster.source.Code;
import muster.source.StageCode;
import org.junit.jupiter.api.Test;

/** Every id muster can print is one code, declared once with its severity and summary. */
class CodeFamilyTest {

    static final Path MAIN = Path.of(System.getProperty("basedir", "")).toAbsolutePath().resolve("src/main/java/muster");

    /** Every code: the stages' own and every rule of every rule set (common checks included). */
    static List<Code> everyCode() {
        List<Code> all = new ArrayList<>(List.of(StageCode.values()));
        RuleSets.all().forEach(r -> all.addAll(Engine.rules(r)));
        return all;
    }

    @Test
    void everyCodeHasAnIdASeverityAndASummary() {
        for (Code c : everyCode()) {
            assertTrue(c.id().matches("[A-Z]+-\\d{3}"), c.id());
            assertTrue(c.severity() != null, c.id());
            assertFalse(c.summary().isBlank(), c.id());
            assertFalse(c.summary().contains("\n"), c.id() + ": a summary is one line");
        }
    }

    /** A common check runs in every rule set under one id; no two declarations share an id. */
    @Test
    void anIdIsDeclaredOnce() {
        Map<String, String> declared = new LinkedHashMap<>();
        for (Code c : everyCode()) {
            String declaration = c.getClass().getName() + " " + c.severity() + " " + c.summary();
            String before = declared.putIfAbsent(c.id(), declaration);
            assertTrue(before == null || before.equals(declaration), c.id() + " is declared twice:\n" + before + "\n" + declaration);
        }
    }

    @Test
    void theStageCodesAreTheLoadBuildRenderAndWriteIdsAndComZero() {
        for (StageCode c : StageCode.values()) {
            String stage = c.name().substring(0, c.name().indexOf('_'));
            String prefix = stage.equals("CHECK") ? "COM" : stage;
            assertTrue(c.id().startsWith(prefix + "-"), c + " is " + c.id());
        }
        assertEquals("COM-000", StageCode.CHECK_UNKNOWN_RULE_SET.id());
    }

    /** Outside StageCode, no stage id is written as a string; no code prints a diagnostic by hand. */
    @Test
    void noStageIdIsABareStringAtACallSite() throws IOException {
        Pattern stageId = Pattern.compile("\"(LOAD|CONV|BUILD|RENDER|WRITE)-\\d{3}\"|\"COM-000\"");
        Pattern handPrinted = Pattern.compile("\"[^\"\\n]*(error|warning|hint)\\[");
        List<String> found = new ArrayList<>();
        try (Stream<Path> files = Files.walk(MAIN)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                String text = Files.readString(f, StandardCharsets.UTF_8);
                Matcher m = stageId.matcher(text);
                if (!f.getFileName().toString().equals("StageCode.java") && m.find()) {
                    found.add(MAIN.relativize(f) + ": " + m.group());
                }
                Matcher h = handPrinted.matcher(text);
                if (h.find()) {
                    found.add(MAIN.relativize(f) + ": " + h.group());
                }
            }
        }
        assertEquals(List.of(), found);
    }
}

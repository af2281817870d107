package muster.layers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The pipeline's stages depend one way: source <- scenario <- rules <- view <- rulesets <- render
 * <- cli, and write stands alone (only cli uses it). A rule-set package uses no other rule set.
 */
class LayersTest {

    static final Path MAIN = Path.of(System.getProperty("basedir", "")).toAbsolutePath().resolve("src/main/java");
    static final List<String> ORDER = List.of("source", "scenario", "rules", "view", "rulesets", "render", "cli");
    static final Pattern PACKAGE = Pattern.compile("(?m)^package (muster(?:\\.[a-z0-9]+)*);");
    static final Pattern COMMENT = Pattern.compile("(?s)/\\*.*?\\*/|//[^\n]*");
    static final Pattern REFERENCE = Pattern.compile("\\bmuster((?:\\.[a-z0-9]+)+)\\.[A-Z]");

    /** The stage a package belongs to: its first name under muster. */
    static String stage(String pkg) {
        String[] parts = pkg.split("\\.");
        return parts.length > 1 ? parts[1] : "";
    }

    /** Every reference from one source file to a muster package it may not use. */
    static List<String> violations(String file, String text) {
        List<String> out = new ArrayList<>();
        Matcher p = PACKAGE.matcher(text);
        if (!p.find()) {
            return out;
        }
        String from = p.group(1);
        String fromStage = stage(from);
        Matcher m = REFERENCE.matcher(COMMENT.matcher(text).replaceAll(" "));
        while (m.find()) {
            String to = "muster" + m.group(1);
            String toStage = stage(to);
            if (to.equals(from) || toStage.equals(fromStage) && !toStage.equals("rulesets")) {
                continue;
            }
            if (!allowed(from, fromStage, to, toStage)) {
                out.add(file + ": " + from + " uses " + to);
            }
        }
        return out;
    }

    static boolean allowed(String from, String fromStage, String to, String toStage) {
        if (toStage.equals("write") || fromStage.equals("write")) {
            return fromStage.equals("cli") && toStage.equals("write");
        }
        if (fromStage.equals("rulesets") && toStage.equals("rulesets")) {
            // the registry lists the rule sets; a rule set uses only itself
            return from.equals("muster.rulesets") || to.equals(from);
        }
        int a = ORDER.indexOf(fromStage);
        int b = ORDER.indexOf(toStage);
        return a >= 0 && b >= 0 && b <= a;
    }

    @Test
    void everyStageUsesOnlyTheStagesBeforeIt() throws IOException {
        Map<String, String> files = new TreeMap<>();
        try (Stream<Path> all = Files.walk(MAIN)) {
            for (Path f : all.filter(x -> x.toString().endsWith(".java")).toList()) {
                files.put(MAIN.relativize(f).toString(), Files.readString(f, StandardCharsets.UTF_8));
            }
        }
        assertTrue(files.size() > 100, "found only " + files.size() + " source files under " + MAIN);
        List<String> found = new ArrayList<>();
        files.forEach((f, text) -> found.addAll(violations(f, text)));
        assertEquals(List.of(), found);
    }

    @Test
    void anUpstreamImportIsCaught() {
        assertEquals(List.of("R.java: muster.rules uses muster.view"),
                violations("R.java", "package muster.rules;\nimport muster.view.Pack;\nclass R {}"));
        assertEquals(List.of("K.java: muster.rulesets.hatsoff uses muster.rulesets.sawquickplay"),
                violations("K.java", "package muster.rulesets.hatsoff;\nclass K { muster.rulesets.sawquickplay.Units u; }"));
        assertEquals(List.of("W.java: muster.write uses muster.view"),
                violations("W.java", "package muster.write;\nimport muster.view.Paper;\nclass W {}"));
        assertEquals(List.of(), violations("S.java", "package muster.source;\n/** Like {@code muster.rules.Rule}. */\ninterface S {}"));
        assertEquals(List.of(), violations("C.java", "package muster.cli;\nimport muster.write.OutputWriter;\nimport muster.rules.Engine;\nclass C {}"));
    }
}

package muster.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import muster.view.Card;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Templates may come from strangers: they present view objects and can do nothing else. */
class TemplateEngineTest {

    @TempDir
    Path root;

    Path folder;

    static final Card.Fact FACT = new Card.Fact("Move", "6\"");

    /** A template folder inside the temp root, with a secret file next to it (outside the folder). */
    TemplateEngine engineWith(String name, String template) throws IOException, RenderException {
        folder = Files.createDirectories(root.resolve("templates"));
        Files.writeString(root.resolve("secret.txt"), "TOP-SECRET", StandardCharsets.UTF_8);
        Files.writeString(folder.resolve(name), template, StandardCharsets.UTF_8);
        return TemplateEngine.folder(folder);
    }

    String render(String template, Map<String, Object> model) throws IOException, RenderException {
        return engineWith("t.ftlx", template).process("t.ftlx", model);
    }

    RenderException refused(String template, Map<String, Object> model) {
        return assertThrows(RenderException.class, () -> render(template, model), "template should fail: " + template);
    }

    @Test
    void rendersAViewRecord() throws Exception {
        assertEquals("Move: 6&quot;", render("${x.label}: ${x.value}", Map.of("x", FACT)));
    }

    @Test
    void newBuiltinCannotRunCommands() {
        RenderException e = refused("<#assign ex = \"freemarker.template.utility.Execute\"?new()>${ex(\"id\")}", Map.of());
        assertTrue(e.getMessage().contains("t.ftlx"), e.getMessage());
    }

    @Test
    void newBuiltinCannotMakeAnyObject() {
        refused("<#assign o = \"freemarker.template.utility.ObjectConstructor\"?new()>${o(\"java.io.File\", \"/\")}", Map.of());
        refused("${\"muster.view.Card$Fact\"?new(\"a\", \"b\")}", Map.of());
    }

    @Test
    void apiBuiltinIsOff() {
        refused("${x?api.getClass().getName()}", Map.of("x", FACT));
        refused("${x?api.hashCode()}", Map.of("x", FACT));
    }

    @Test
    void classAndGetClassAreNotReachable() throws Exception {
        for (String t : List.of("${x.class}", "${x.getClass()}", "${x.class.protectionDomain}",
                "${x.getClass().getProtectionDomain().getCodeSource().getLocation()}", "${x.label.getClass()}",
                "${x.hashCode()}")) {
            String out;
            try {
                out = render(t, Map.of("x", FACT));
            } catch (RenderException e) {
                continue; // refused outright: fine
            }
            assertFalse(out.contains("muster.view") || out.contains("java.lang") || out.contains("file:") || out.contains(".jar")
                    || out.contains("class "), t + " printed " + out);
        }
    }

    @Test
    void staticModelsAreNotAvailable() {
        refused("${statics[\"java.lang.System\"].getProperty(\"user.home\")}", Map.of());
        refused("${enums[\"java.lang.Thread$State\"].NEW}", Map.of());
    }

    @Test
    void valuesAreEscaped() throws Exception {
        String out = render("<p>${x.label}</p>", Map.of("x", new Card.Fact("<b>bold</b> & <script>x</script>", "")));
        assertEquals("<p>&lt;b&gt;bold&lt;/b&gt; &amp; &lt;script&gt;x&lt;/script&gt;</p>", out);
    }

    @Test
    void numbersPrintWithoutGrouping() throws Exception {
        assertEquals("1234567.5", render("${n}", Map.of("n", 1234567.5)));
    }

    @Test
    void endlessListIsStoppedByTheOutputCap() {
        RenderException e = assertTimeoutPreemptively(Duration.ofSeconds(20), () -> assertThrows(RenderException.class,
                () -> render("<#assign chunk = \"\"?left_pad(65536, \"x\")><#list 1..100000000000 as i>${chunk}</#list>", Map.of())));
        assertTrue(e.getMessage().contains("exceeds"), e.getMessage());
    }

    @Test
    void endlessListOfSingleCharactersIsStopped() {
        RenderException e = assertTimeoutPreemptively(Duration.ofSeconds(20), () -> assertThrows(RenderException.class,
                () -> render("<#list 1..100000000000 as i>x</#list>", Map.of())));
        assertTrue(e.getMessage().contains("exceeds"), e.getMessage());
    }

    @Test
    void cannotIncludeAFileOutsideItsFolder() throws Exception {
        for (String t : List.of("<#include \"../secret.txt\" parse=false>", "<#include \"/../secret.txt\" parse=false>",
                "<#include \"sub/../../secret.txt\" parse=false>", "<#include \"" + root.resolve("secret.txt") + "\" parse=false>")) {
            String out;
            try {
                out = render(t, Map.of());
            } catch (RenderException e) {
                assertFalse(e.getMessage().contains("TOP-SECRET"), e.getMessage());
                continue;
            }
            assertFalse(out.contains("TOP-SECRET"), t + " read a file outside the templates folder");
        }
    }

    @Test
    void cannotFollowASymlinkOutOfItsFolder() throws Exception {
        TemplateEngine engine = engineWith("t.ftlx", "<#include \"link.txt\" parse=false>");
        try {
            Files.createSymbolicLink(folder.resolve("link.txt"), root.resolve("secret.txt"));
        } catch (UnsupportedOperationException | IOException e) {
            assumeTrue(false, "no symbolic links here");
        }
        String out;
        try {
            out = engine.process("t.ftlx", Map.of());
        } catch (RenderException e) {
            return;
        }
        assertFalse(out.contains("TOP-SECRET"), "followed a link out of the templates folder");
    }

    @Test
    void cannotReadOtherResourcesOfTheJar() throws Exception {
        for (String t : List.of("<#include \"../scenario.schema.base.json\" parse=false>",
                "<#include \"../../muster/scenario.schema.base.json\" parse=false>")) {
            assertThrows(RenderException.class, () -> render(t, Map.of()), t);
        }
        assertThrows(RenderException.class,
                () -> TemplateEngine.bundled().process("../scenario.schema.base.json", Map.of()));
    }

    @Test
    void aMissingTemplateFallsBackToTheBundledOne() throws Exception {
        String out = render("<#include \"pack.css\" parse=false>", Map.of());
        assertTrue(out.contains("@page"), "bundled pack.css not found through the folder");
        TemplateEngine engine = TemplateEngine.folder(folder);
        assertEquals(TemplateEngine.bundled().process("map.css", Map.of()), engine.process("map.css", Map.of()));
    }

    @Test
    void aSilentEndlessLoopInAnIncludedTemplateIsStoppedByTheTimeLimit() throws Exception {
        engineWith("inner.ftlx", "<#list 1..100000000000 as i><#assign x = i></#list>");
        Files.writeString(folder.resolve("outer.ftlx"), "<#include \"inner.ftlx\">", StandardCharsets.UTF_8);
        TemplateEngine engine = TemplateEngine.folder(folder, 1);
        RenderException e = assertTimeoutPreemptively(Duration.ofSeconds(30), () -> assertThrows(RenderException.class,
                () -> engine.process("outer.ftlx", Map.of())));
        assertTrue(e.getMessage().contains("stopped"), e.getMessage());
        // the run itself must end too, not spin on in the background: the included template got interrupt checks
        long until = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        while (templateThreadRunning() && System.nanoTime() < until) {
            Thread.sleep(50);
        }
        assertFalse(templateThreadRunning(), "the stopped template kept running");
    }

    @Test
    void threadsSharingTheEngineGetTheSameOutput() throws Exception {
        TemplateEngine engine = engineWith("inner.ftlx", "<#list 1..200 as i>${i}<#if i % 7 == 0>;</#if></#list>");
        Files.writeString(folder.resolve("outer.ftlx"), "[<#include \"inner.ftlx\">]", StandardCharsets.UTF_8);
        String alone = engine.process("outer.ftlx", Map.of());
        java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(4);
        try {
            List<java.util.concurrent.Future<String>> runs = new java.util.ArrayList<>();
            for (int i = 0; i < 64; i++) {
                String name = i % 2 == 0 ? "outer.ftlx" : "inner.ftlx";
                runs.add(pool.submit(() -> engine.process(name, Map.of())));
            }
            for (int i = 0; i < runs.size(); i++) {
                String expected = i % 2 == 0 ? alone : alone.substring(1, alone.length() - 1);
                assertEquals(expected, runs.get(i).get());
            }
        } finally {
            pool.shutdown();
        }
    }

    private static boolean templateThreadRunning() {
        return Thread.getAllStackTraces().keySet().stream()
                .anyMatch(t -> t.getName().equals("muster-template") && t.getState() == Thread.State.RUNNABLE);
    }

    @Test
    void aTemplateInTheFolderOverridesTheBundledOne() throws Exception {
        TemplateEngine engine = engineWith("pack.css", "/* mine */");
        assertEquals("/* mine */", engine.process("pack.css", Map.of()));
    }

    @Test
    void aTemplateMissingEverywhereIsARenderException() throws Exception {
        TemplateEngine engine = engineWith("t.ftlx", "");
        RenderException e = assertThrows(RenderException.class, () -> engine.process("nope.ftlx", Map.of()));
        assertTrue(e.getMessage().contains("nope.ftlx"), e.getMessage());
    }

    @Test
    void aMissingFolderIsARenderException() {
        assertThrows(RenderException.class, () -> TemplateEngine.folder(root.resolve("missing")));
    }

    @Test
    void aSyntaxErrorIsARenderException() {
        RenderException e = refused("<#list x as>", Map.of());
        assertTrue(e.getMessage().contains("t.ftlx"), e.getMessage());
    }

    @Test
    void anUndefinedValueIsARenderException() {
        refused("${nothing.here}", Map.of());
    }
}

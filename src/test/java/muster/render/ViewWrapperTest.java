package muster.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import muster.view.Chart;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What a template sees of a view record through {@link ViewWrapper}: what the bean wrapper showed, read directly. */
class ViewWrapperTest {

    @TempDir
    Path folder;

    private String run(String template, Map<String, Object> model) throws Exception {
        Files.writeString(folder.resolve("t.ftlx"), template);
        return TemplateEngine.folder(folder).process("t.ftlx", model);
    }

    private final Chart.Section section = new Chart.Section("Fire", List.of(new Chart.Para("Roll & hit"), new Chart.Note("Cover", "halves")));

    @Test
    void componentsAndOtherZeroArgumentMethodsReadAsProperties() throws Exception {
        String out = run("${s.heading}|<#list s.blocks as b>${b.kind}:<#if b.kind == 'para'>${b.text}<#else>${b.topic}</#if>;</#list>",
                Map.of("s", section));
        assertEquals("Fire|para:Roll &amp; hit;note:Cover;", out);
    }

    @Test
    void methodsWithArgumentsAndCallsStillWork() throws Exception {
        assertEquals("Shooting|Fire", run("${s.titled('Shooting').heading}|${s.heading()}", Map.of("s", section)));
    }

    @Test
    void aRecordPrintsAsItselfAndIsAHash() throws Exception {
        String out = run("${s.blocks[0]}|${s?is_hash?c}|${s?has_content?c}", Map.of("s", section));
        assertEquals("Para[text=Roll &amp; hit]|true|true", out);
    }

    @Test
    void nothingOutsideTheViewIsReachable() throws Exception {
        assertEquals("false|false", run("${((s.class)??)?c}|${((s.getClass)??)?c}", Map.of("s", section)));
        // a record outside muster.view is not read directly, and the bean wrapper's policy shows none of its methods
        record Outside(String secret) {
        }
        RenderException e = assertThrows(RenderException.class, () -> run("${o.secret}", Map.of("o", new Outside("x"))));
        assertTrue(e.getMessage().contains("o.secret"), e.getMessage());
    }
}

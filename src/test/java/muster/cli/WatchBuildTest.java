package muster.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import javax.xml.parsers.DocumentBuilderFactory;
import muster.cli.watch.Builder;
import muster.render.Renderer;
import muster.render.TemplateEngine;
import muster.view.Paper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;

/** The pipeline as {@code muster watch} runs it: the same findings as the command line, maps that carry no markup of the scenario's. */
class WatchBuildTest {

    @TempDir
    Path dir;

    private WatchBuild build(Path output) {
        return new WatchBuild(output, Paper.LETTER, new Renderer(TemplateEngine.bundled()), new PrintWriter(new StringWriter()),
                new PrintWriter(new StringWriter()));
    }

    private Path sanJuan(String from, String to) throws Exception {
        String text = Files.readString(MainTest.SAN_JUAN);
        assertTrue(text.contains(from), from);
        return Files.writeString(dir.resolve("san-juan-heights.yaml"), text.replace(from, to));
    }

    @Test
    void thePageGetsTheFindingsInTheWordsTheCommandLinePrints() throws Exception {
        Path file = sanJuan("    kind: jungle\n", "    kind: jungel\n    colour: green\n");
        MainTest.Run cli = MainTest.run("validate", file.toString());
        assertEquals(1, cli.code(), cli::describe);
        Builder.Look look = build(dir.resolve("out")).look(file);
        assertTrue(look.clean().isEmpty());
        assertTrue(look.findings().size() >= 2, look.findings()::toString);
        String page = look.findings().stream().map(f -> f.text() + "\n").collect(Collectors.joining());
        assertEquals(cli.err().replace(System.lineSeparator(), "\n"), page);
        int line = Files.readString(MainTest.SAN_JUAN).lines().toList().indexOf("    kind: jungle") + 1;
        assertTrue(line > 0);
        assertTrue(page.contains(file + ":" + line + ":11: error["), page);
        assertTrue(look.findings().stream().anyMatch(f -> f.severity().equals("error")));
    }

    @Test
    void aScenarioPutsNoMarkupIntoItsMapsAndEachSideSeesOnlyItsOwnHiddenUnits() throws Exception {
        Path file = sanJuan("short: Kettle", "short: \"<script>x()</script>\"");
        Builder.Look look = build(dir.resolve("out")).look(file);
        assertEquals(List.of(), look.findings().stream().filter(f -> f.severity().equals("error")).toList());
        Builder.Clean clean = look.clean().orElseThrow();
        assertEquals(List.of("gm", "us", "spain"), clean.maps().stream().map(Builder.MapSvg::view).toList());
        for (Builder.MapSvg map : clean.maps()) {
            DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
            f.setNamespaceAware(true);
            f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            Document doc = f.newDocumentBuilder().parse(new ByteArrayInputStream(map.svg().get().getBytes(StandardCharsets.UTF_8)));
            assertEquals(0, doc.getElementsByTagNameNS("*", "script").getLength(), map.view());
            assertTrue(doc.getDocumentElement().getTextContent().contains("<script>x()</script>"), map.view() + ": the label is shown as text");
            assertFalse(map.svg().get().contains("<script"), map.view());
        }
        // fog of war as on the handouts: the Puerto Rico company lies hidden with the Spanish
        assertTrue(svg(clean, "gm").contains("Puerto Rico"));
        assertTrue(svg(clean, "spain").contains("Puerto Rico"));
        assertFalse(svg(clean, "us").contains("Puerto Rico"));
    }

    @Test
    void aCleanScenarioPrintsTheFilesBuildWrites() throws Exception {
        Path file = Files.copy(Path.of(MainTest.ROOT + "/src/main/resources/muster/rulesets/splendidlittlewar/starter.yaml"),
                dir.resolve("clean-slw.yaml"));
        Path out = dir.resolve("out");
        Builder.Printed printed = build(out).look(file).clean().orElseThrow().print().print(() -> false);
        assertFalse(printed.abandoned());
        assertEquals(List.of("clean-slw/clean-slw-gm.pdf", "clean-slw/clean-slw-us.pdf", "clean-slw/clean-slw-filipinos.pdf",
                "clean-slw/clean-slw-table.pdf", "clean-slw/clean-slw-kit.pdf"), printed.files());
        for (String f : printed.files()) {
            assertTrue(Files.size(out.resolve(f)) > 1000, f);
        }
        Builder.Printed given = build(dir.resolve("out2")).look(file).clean().orElseThrow().print().print(() -> true);
        assertTrue(given.abandoned());
        assertFalse(Files.exists(dir.resolve("out2/clean-slw")));
    }

    private static String svg(Builder.Clean clean, String view) {
        return clean.maps().stream().filter(m -> m.view().equals(view)).findFirst().orElseThrow().svg().get();
    }
}

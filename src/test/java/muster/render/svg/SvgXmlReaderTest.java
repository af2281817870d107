package muster.render.svg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The tree read from the JDK parser's events is the tree the DOM reading gave ({@link DomSvgReader}): names,
 * attributes in order, ordinals, text nodes as split, warnings, and the error for input it refuses, word for word.
 * Set -Dmuster.svg.corpus=DIR to compare every .svg file in DIR too (maps dumped from real builds).
 */
class SvgXmlReaderTest {

    private static final String NS = "xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\"";

    static final List<String> CASES = List.of(
            "<svg " + NS + " width=\"10\" height=\"10\"><rect x=\"1\" y=\"2\" width=\"3\" height=\"4\"/></svg>",
            "<svg width='1' height='1'><g class='a b' id='g1' fill='red'><circle r='2' cx='1'/></g></svg>",
            "<svg " + NS + "><text x='1' zeta='z' alpha='a' y='2'>Fish &amp; Chips &#233; &lt;&gt;</text></svg>",
            "<svg " + NS + "><text>one <tspan>two</tspan> three<!-- c --> four<?pi x?>five</text></svg>",
            "<svg " + NS + "><text><![CDATA[a < b]]> and <![CDATA[c]]>d</text></svg>",
            "<svg " + NS + "><style type='text/css'>\n.a { fill: red }\n/* x */\n</style><g/></svg>",
            "<svg " + NS + " xmlns:ink='http://www.inkscape.org/namespaces/inkscape'><ink:thing><rect/></ink:thing>"
                    + "<text>a<ink:b>hidden</ink:b>b</text><rect ink:label='x' xml:space='preserve' xlink:href='#a'/></svg>",
            "<svg " + NS + "><metadata><rdf:RDF xmlns:rdf='urn:x'><rdf:li>t</rdf:li></rdf:RDF><rect/></metadata>"
                    + "<rect id='after'/><text>\n  spaced\t</text></svg>",
            "<?xml version='1.0' encoding='UTF-8'?>\n<!-- top -->\n<svg " + NS + ">\n  <g>\n    <path d='M0 0'/>\n  </g>\n</svg>\n",
            "<svg " + NS + "><a xlink:href='#x'><use href='#r' x='1'/></a><text>\u2014 \u00e9 \ud83d\ude00</text></svg>",
            "<x:svg xmlns:x='http://www.w3.org/2000/svg'><x:rect/></x:svg>",
            "<html xmlns='http://www.w3.org/1999/xhtml'><body/></html>",
            "<svg " + NS + "><rect></svg>",
            "<!DOCTYPE svg [<!ENTITY a 'b'>]><svg " + NS + ">&a;</svg>",
            "<svg " + NS + "><rect a='1' a='2'/></svg>",
            "<svg " + NS + "><rect" + manyAttributes() + "/></svg>",
            "<svg " + NS + ">" + "<g>".repeat(120) + "</g>".repeat(120) + "</svg>",
            "<html xmlns='http://www.w3.org/1999/xhtml'><body>",
            "");

    /** Forty attributes out of order, more than the reader sorts one by one. */
    private static String manyAttributes() {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 40; i++) {
            int k = (i * 17) % 40;
            sb.append(" a").append(k).append("='").append(i).append('\'');
        }
        return sb.toString();
    }

    @Test
    void theTreeIsTheDomReadingsTree() {
        for (String svg : CASES) {
            assertSame(svg);
        }
    }

    @Test
    void aDoctypeAndAnElementOfTooManyAttributesAreRefusedAtTheirLineAndColumn() {
        assertEquals("SVG is not well-formed or uses forbidden XML features (line 2, column 10): DOCTYPE is disallowed when the "
                + "feature \"http://apache.org/xml/features/disallow-doctype-decl\" set to true.", assertThrows(SvgException.class,
                        () -> new SvgXmlReader(new Warnings()).read("<?xml version='1.0'?>\n<!DOCTYPE svg [<!ENTITY a 'b'>]><svg "
                                + NS + ">&a;</svg>")).getMessage());
        StringBuilder many = new StringBuilder("<svg " + NS + "><rect");
        for (int i = 0; i <= 1000; i++) {
            many.append(" a").append(i).append("=''");
        }
        many.append("/></svg>");
        String m = assertThrows(SvgException.class, () -> new SvgXmlReader(new Warnings()).read(many.toString())).getMessage();
        assertTrue(m.endsWith("Element \"rect\" has more than \"1,000\" attributes, \"1,000\" is the limit imposed by the JDK."), m);
    }

    @Test
    void aCorpusOfRealMapsReadsTheSame() throws IOException {
        String dir = System.getProperty("muster.svg.corpus");
        if (dir == null) {
            return;
        }
        List<Path> files;
        try (Stream<Path> s = Files.list(Path.of(dir))) {
            files = s.filter(p -> p.toString().endsWith(".svg")).sorted().toList();
        }
        assertFalse(files.isEmpty(), "no .svg files in " + dir);
        for (Path file : files) {
            assertSame(Files.readString(file, StandardCharsets.UTF_8));
        }
    }

    private static void assertSame(String svg) {
        assertEquals(read(svg, true), read(svg, false), () -> "for " + (svg.length() > 200 ? svg.substring(0, 200) : svg));
    }

    /** Everything about the tree, the warnings and the error, written out. */
    private static String read(String svg, boolean dom) {
        Warnings warnings = new Warnings();
        StringBuilder sb = new StringBuilder();
        try {
            SvgElement root = dom ? new DomSvgReader(warnings).read(svg) : new SvgXmlReader(warnings).read(svg);
            write(root, sb, 0);
        } catch (SvgException e) {
            sb.append("error: ").append(e.getMessage());
        }
        sb.append("\nwarnings: ").append(warnings.toList());
        return sb.toString();
    }

    private static void write(SvgElement e, StringBuilder sb, int depth) {
        sb.append("  ".repeat(depth)).append('<').append(e.name()).append(" #").append(e.ordinal());
        List<String> attrs = new ArrayList<>();
        e.attributes().forEach((k, v) -> attrs.add(k + "=" + v));
        sb.append(' ').append(attrs).append(" parent=").append(e.parent() == null ? "-" : e.parent().ordinal()).append('\n');
        for (SvgNode node : e.children()) {
            if (node instanceof SvgText t) {
                sb.append("  ".repeat(depth + 1)).append("text[").append(t.text()).append("]\n");
            } else {
                write((SvgElement) node, sb, depth + 1);
            }
        }
    }
}

package muster.fuzz;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import muster.rulesets.RuleSets;
import muster.scenario.load.LoadResult;
import muster.scenario.load.ScenarioLoader;
import muster.source.Diagnostic;
import muster.source.Span;

/**
 * What validating any bytes must give, for the fuzz test and the bench's long driver: no
 * exception, every finding exactly its headline and at most a hint line with nothing in them that
 * could forge or hide a line, no internal class name, and every position inside the file (line
 * 1 to the file's last, column at most one past its line's end, counting LF, CRLF and CR as line
 * ends only).
 */
public final class Invariants {

    static final Pattern UNSAFE = Pattern.compile("[\\x00-\\x1F\\x7F-\\x9F\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069\\u2028\\u2029\\uFEFF]");
    /** A Java class name or identity hash, looked for outside the quoted values (which show what the file says). */
    static final Pattern INTERNAL = Pattern.compile("(?:[a-z]+\\.){2,}[A-Z]\\w*|[A-Za-z]@[0-9a-f]{6,}\\b");
    // unrolled, so the matcher recurses once per escape, not once per character of a long quoted value; a value in double
    // quotes is the file's own text written back as a hint suggests it (weapon: "carbine, Krag")
    static final Pattern QUOTED = Pattern.compile("'[^'\\\\]*(?:\\\\.[^'\\\\]*)*'|\"[^\"\\\\]*(?:\\\\.[^\"\\\\]*)*\"");

    private Invariants() {
    }

    /** Validates {@code bytes} as muster validate does and returns every broken invariant (empty when all hold); throws what muster threw. */
    public static List<String> validate(String label, byte[] bytes) {
        LoadResult loaded = ScenarioLoader.parse(label, bytes);
        List<Diagnostic> all = new ArrayList<>(loaded.diagnostics().all());
        loaded.checkable().ifPresent(s -> all.addAll(RuleSets.check(s).diagnostics().all()));
        int[] lineLengths = lineLengths(bytes);
        List<String> broken = new ArrayList<>();
        for (Diagnostic d : all) {
            String[] lines = d.format().split(System.lineSeparator(), -1);
            if (lines.length > 2 || lines.length == 2 && !lines[1].startsWith("  hint: ")) {
                broken.add("format: " + d.format());
            }
            for (String line : lines) {
                if (UNSAFE.matcher(line).find()) {
                    broken.add("unsafe character: " + line);
                }
                if (INTERNAL.matcher(QUOTED.matcher(line).replaceAll("''")).find()) {
                    broken.add("internal name: " + line);
                }
            }
            if (!inside(d.span(), lineLengths)) {
                broken.add("outside the file (" + lineLengths.length + " lines): " + d.headline());
            }
        }
        return broken;
    }

    static boolean inside(Span span, int[] lineLengths) {
        if (!span.isKnown()) {
            return true;
        }
        return within(span.line(), span.column(), lineLengths) && within(span.endLine(), span.endColumn(), lineLengths);
    }

    private static boolean within(int line, int column, int[] lineLengths) {
        return line >= 1 && line <= lineLengths.length && column >= 1 && column <= lineLengths[line - 1] + 1;
    }

    /** Each line's length in code points, lines ending at LF, CRLF or CR; bytes that are not UTF-8 count as one each. */
    static int[] lineLengths(byte[] bytes) {
        String text = new String(bytes, StandardCharsets.UTF_8);
        if (text.startsWith("\uFEFF")) {
            text = text.substring(1);
        }
        String[] lines = text.replace("\r\n", "\n").replace('\r', '\n').split("\n", -1);
        int[] out = new int[lines.length];
        for (int i = 0; i < lines.length; i++) {
            out[i] = lines[i].codePointCount(0, lines[i].length());
        }
        return out;
    }
}

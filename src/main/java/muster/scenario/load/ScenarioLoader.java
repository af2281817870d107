package muster.scenario.load;

import static muster.source.StageCode.LOAD_NOT_TEXT;
import static muster.source.StageCode.LOAD_TOO_LARGE;
import static muster.source.StageCode.LOAD_UNREADABLE;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import muster.scenario.Scenario;
import muster.source.Diagnostics;
import muster.source.Span;

/**
 * Front door of the load stage. Checks the bytes before any parsing (size, UTF-8), then reads
 * the YAML into a positioned tree and binds it. Never throws for bad input: every problem is a
 * diagnostic; the scenario is present only when no error was found, and the scenario as read
 * (for the checks) whenever the file is YAML.
 */
public final class ScenarioLoader {

    /** Scenario files are a few KB; anything this large is a mistake or an attack. */
    public static final long MAX_BYTES = 2L * 1024 * 1024;

    private ScenarioLoader() {
    }

    public static LoadResult load(Path path, String label) {
        Diagnostics diagnostics = new Diagnostics();
        return bind(label, tree(path, label, diagnostics), diagnostics);
    }

    /** Parses scenario bytes; {@code label} is the file name printed in diagnostics. */
    public static LoadResult parse(String label, byte[] bytes) {
        Diagnostics diagnostics = new Diagnostics();
        return bind(label, tree(label, bytes, diagnostics), diagnostics);
    }

    private static LoadResult bind(String label, Optional<Node.MapNode> root, Diagnostics diagnostics) {
        if (root.isEmpty()) {
            return new LoadResult(Optional.empty(), diagnostics);
        }
        // every mistake is local to its value: bind anyway, leaving refused values out, so every other finding is reported too
        Scenario scenario = new ScenarioBinder(label, diagnostics).scenario(root.get());
        return LoadResult.of(scenario, diagnostics);
    }

    /** A file's positioned tree, its bytes checked first (size, UTF-8); empty when it has none (the reasons are reported). */
    static Optional<Node.MapNode> tree(Path path, String label, Diagnostics diagnostics) {
        return tree(path, label, Document.SCENARIO, diagnostics);
    }

    /** As {@link #tree(Path, String, Diagnostics)}, its messages worded for {@code doc}; the limits are a scenario's. */
    static Optional<Node.MapNode> tree(Path path, String label, Document doc, Diagnostics diagnostics) {
        try {
            long size = Files.size(path);
            if (size > MAX_BYTES) {
                diagnostics.report(LOAD_TOO_LARGE, Span.of(label, 1, 1),
                        "the file is " + size / 1024 + " KB; " + doc.files() + " are limited to " + MAX_BYTES / 1024 + " KB",
                        doc.sizeHint());
                return Optional.empty();
            }
            byte[] bytes;
            try (InputStream in = Files.newInputStream(path)) {
                bytes = in.readNBytes((int) MAX_BYTES + 1);
            }
            return tree(label, bytes, doc, diagnostics);
        } catch (IOException e) {
            diagnostics.report(LOAD_UNREADABLE, Span.wholeFile(label), "cannot read the file: " + e.getMessage(),
                    "check the path and that the file is readable");
            return Optional.empty();
        }
    }

    static Optional<Node.MapNode> tree(String label, byte[] bytes, Diagnostics diagnostics) {
        return tree(label, bytes, Document.SCENARIO, diagnostics);
    }

    static Optional<Node.MapNode> tree(String label, byte[] bytes, Document doc, Diagnostics diagnostics) {
        if (bytes.length > MAX_BYTES) {
            diagnostics.report(LOAD_TOO_LARGE, Span.of(label, 1, 1), "the file is larger than " + MAX_BYTES / 1024 + " KB",
                    doc.smallHint());
            return Optional.empty();
        }
        Optional<String> text = decode(label, bytes, doc, diagnostics);
        if (text.isEmpty()) {
            return Optional.empty();
        }
        return new YamlTreeReader(label, text.get(), doc, diagnostics).read(text.get());
    }

    private static Optional<String> decode(String label, byte[] bytes, Document doc, Diagnostics diagnostics) {
        int start = bytes.length >= 3 && (bytes[0] & 0xff) == 0xEF && (bytes[1] & 0xff) == 0xBB && (bytes[2] & 0xff) == 0xBF ? 3 : 0;
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        try {
            String text = decoder.decode(ByteBuffer.wrap(bytes, start, bytes.length - start)).toString();
            int nul = text.indexOf('\0');
            if (nul >= 0) {
                diagnostics.report(LOAD_NOT_TEXT, Lines.afterPrefix(label, text.substring(0, nul)), "the file contains a NUL character",
                        doc.files() + " are plain UTF-8 text; was a binary file renamed?");
                return Optional.empty();
            }
            return Optional.of(Lines.normalized(text));
        } catch (CharacterCodingException e) {
            int bad = firstBadByte(bytes, start);
            String prefix = new String(bytes, start, bad - start, StandardCharsets.UTF_8);
            diagnostics.report(LOAD_NOT_TEXT, Lines.afterPrefix(label, prefix),
                    "the file is not valid UTF-8 (byte 0x" + Integer.toHexString(bytes[bad] & 0xff) + " at offset " + bad + ")",
                    "save the file as UTF-8 in your editor");
            return Optional.empty();
        }
    }

    private static int firstBadByte(byte[] bytes, int start) {
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes, start, bytes.length - start);
        CharBuffer out = CharBuffer.allocate(bytes.length + 1);
        decoder.decode(in, out, true);
        return in.position();
    }
}

package muster.cli.watch;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * The only way from a URL to a file: a path of plain names under the output folder, to a PDF or
 * PNG that really lies there once every link is followed. Each name is decoded on its own, so an
 * encoded slash stays inside its name and is refused; so are empty names (an absolute path),
 * {@code .}, {@code ..}, names starting with a dot (the writer's unfinished sets), backslashes and
 * control characters.
 */
final class OutputFiles {

    /** Why a URL path was refused: {@code MALFORMED} (400) or {@code NOT_FOUND} (404). */
    enum Refusal { MALFORMED, NOT_FOUND }

    /** A file found, or why not. */
    record Found(Optional<Path> file, Refusal refusal) {
    }

    static final List<String> SERVED = List.of(".pdf", ".png");

    private final Path root;

    OutputFiles(Path root) {
        this.root = root.toAbsolutePath().normalize();
    }

    /** The file named by {@code rawPath}, the part of a URL's raw (still encoded) path after its route. */
    Found find(String rawPath) {
        if (rawPath.isEmpty()) {
            return notFound();
        }
        Path p;
        try {
            p = Files.exists(root) ? root.toRealPath() : root;
        } catch (IOException e) {
            return notFound();
        }
        Path rootReal = p;
        for (String raw : rawPath.split("/", -1)) {
            Optional<String> name = decode(raw);
            if (name.isEmpty()) {
                return new Found(Optional.empty(), Refusal.MALFORMED);
            }
            String n = name.get();
            if (n.chars().anyMatch(c -> c < 0x20 || c == 0x7f)) {
                return new Found(Optional.empty(), Refusal.MALFORMED);
            }
            if (n.isEmpty() || n.startsWith(".") || n.contains("/") || n.contains("\\") || n.contains(":")) {
                return notFound();
            }
            p = p.resolve(n);
        }
        String file = p.getFileName().toString();
        if (SERVED.stream().noneMatch(file::endsWith)) {
            return notFound();
        }
        try {
            Path real = p.toRealPath();
            if (!real.startsWith(rootReal) || !Files.isRegularFile(real, LinkOption.NOFOLLOW_LINKS)) {
                return notFound();
            }
            return new Found(Optional.of(real), null);
        } catch (IOException e) {
            return notFound();
        }
    }

    private static Found notFound() {
        return new Found(Optional.empty(), Refusal.NOT_FOUND);
    }

    /** A path segment's %-escapes as UTF-8; empty when they are not well formed. */
    static Optional<String> decode(String raw) {
        ByteBuffer bytes = ByteBuffer.allocate(raw.length() * 4);
        for (int i = 0; i < raw.length(); i++) {
            char c = raw.charAt(i);
            if (c == '%') {
                if (i + 2 >= raw.length()) {
                    return Optional.empty();
                }
                int hi = Character.digit(raw.charAt(i + 1), 16);
                int lo = Character.digit(raw.charAt(i + 2), 16);
                if (hi < 0 || lo < 0) {
                    return Optional.empty();
                }
                bytes.put((byte) (hi * 16 + lo));
                i += 2;
            } else {
                bytes.put(String.valueOf(c).getBytes(StandardCharsets.UTF_8));
            }
        }
        bytes.flip();
        try {
            return Optional.of(StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(bytes).toString());
        } catch (CharacterCodingException e) {
            return Optional.empty();
        }
    }
}

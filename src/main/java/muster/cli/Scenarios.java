package muster.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/** Finds the scenario files a command names: files as given, folders for their *.yaml files. */
final class Scenarios {

    private Scenarios() {
    }

    static List<Path> find(List<Path> paths) throws IOException {
        List<Path> out = new ArrayList<>();
        for (Path p : paths) {
            if (Files.isDirectory(p)) {
                try (Stream<Path> files = Files.list(p)) {
                    files.filter(Files::isRegularFile)
                            .filter(f -> !f.getFileName().toString().startsWith(".") && isScenario(f) && !isManifest(f))
                            .sorted()
                            .forEach(out::add);
                }
            } else if (Files.isRegularFile(p) && isManifest(p)) {
                throw new Mistake(label(p) + " is a convention's manifest, not a scenario", "print it with `muster convention " + label(p) + "`");
            } else if (Files.isRegularFile(p) && isScenario(p)) {
                out.add(p);
            } else if (Files.isRegularFile(p)) {
                throw new Mistake(label(p) + " is not a scenario file: a scenario is a .yaml or .yml file",
                        PathHints.scenarioBeside(p).map(y -> "did you mean " + label(y) + "?").orElse(""));
            } else {
                throw new Mistake("no such file or folder: " + label(p),
                        PathHints.missing(p).map(y -> "did you mean " + label(y) + "?").orElse(""));
            }
        }
        return out;
    }

    static boolean isScenario(Path file) {
        String name = file.getFileName().toString();
        return name.endsWith(".yaml") || name.endsWith(".yml");
    }

    /**
     * A convention's manifest (top-level {@code event:} and {@code tables:}), which may share a folder with the scenarios it
     * names: a folder's files are read without it. Only the start of a file is read; a scenario is rarely less than 1 KB.
     */
    static boolean isManifest(Path file) {
        if (!isScenario(file)) {
            return false;
        }
        try (InputStream in = Files.newInputStream(file)) {
            String start = new String(in.readNBytes(16 * 1024), StandardCharsets.UTF_8);
            return MANIFEST_EVENT.matcher(start).find() && MANIFEST_TABLES.matcher(start).find();
        } catch (IOException e) {
            return false;
        }
    }

    private static final Pattern MANIFEST_EVENT = Pattern.compile("(?m)^event\\s*:");
    private static final Pattern MANIFEST_TABLES = Pattern.compile("(?m)^tables\\s*:");

    /** A path that names no scenario, with what it may have meant ("" when nothing is near). */
    static final class Mistake extends IOException {
        private static final long serialVersionUID = 1L;
        final String hint;

        Mistake(String message, String hint) {
            super(message);
            this.hint = hint;
        }
    }

    /** How a file is named in messages: as the user wrote it, with forward slashes. */
    static String label(Path p) {
        return p.toString().replace('\\', '/');
    }
}

package muster.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Stream;

/** "Did you mean": the existing scenario file or folder nearest to a path that is not there or is not a scenario. */
final class PathHints {

    private PathHints() {
    }

    /** For a path that does not exist: the nearest name beside it, or {@code scenarios/<name>.yaml} for a bare id. */
    static Optional<Path> missing(Path path) {
        Path name = path.getFileName();
        if (name == null) {
            return Optional.empty();
        }
        Path parent = path.getParent();
        if (parent == null && !name.toString().contains(".")) {
            for (String ext : new String[] {".yaml", ".yml"}) {
                Path asId = Path.of("scenarios", name + ext);
                if (Files.isRegularFile(asId)) {
                    return Optional.of(asId);
                }
            }
        }
        Path dir = parent == null ? Path.of("") : parent;
        if (!Files.isDirectory(dir)) {
            // the folder is wrong: put the nearest folder in its place, keeping the name
            return missing(dir).map(d -> d.resolve(name)).filter(Files::exists);
        }
        return nearest(dir, parent, name.toString());
    }

    /** For a file that exists but is not YAML (its notes, say): the scenario beside it with the same first name part. */
    static Optional<Path> scenarioBeside(Path file) {
        String name = file.getFileName().toString();
        String stem = name.contains(".") ? name.substring(0, name.indexOf('.')) : name;
        for (String ext : new String[] {".yaml", ".yml"}) {
            Path yaml = file.resolveSibling(stem + ext);
            if (Files.isRegularFile(yaml)) {
                return Optional.of(yaml);
            }
        }
        return Optional.empty();
    }

    /** The entry of {@code dir} whose name is within a few edits of {@code wanted} (case aside), the nearest. */
    private static Optional<Path> nearest(Path dir, Path parent, String wanted) {
        String w = wanted.toLowerCase(Locale.ROOT);
        int limit = Math.max(2, w.length() / 4);
        try (Stream<Path> entries = Files.list(dir)) {
            return entries.map(p -> p.getFileName().toString())
                    .filter(n -> !n.startsWith("."))
                    .map(n -> new Candidate(n, distance(w, n.toLowerCase(Locale.ROOT))))
                    .filter(c -> c.distance() <= limit)
                    .min(Comparator.comparingInt(Candidate::distance).thenComparing(Candidate::name))
                    .map(c -> parent == null ? Path.of(c.name()) : parent.resolve(c.name()));
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    private record Candidate(String name, int distance) {
    }

    /** Edits (insert, delete, replace, swap two neighbours) between two names. */
    static int distance(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= b.length(); j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[a.length()][b.length()];
    }
}

package muster.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import muster.source.DidYouMean;

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
        try (Stream<Path> entries = Files.list(dir)) {
            List<String> names = entries.map(p -> p.getFileName().toString()).filter(n -> !n.startsWith(".")).sorted().toList();
            return DidYouMean.nearest(wanted, names).map(n -> parent == null ? Path.of(n) : parent.resolve(n));
        } catch (IOException e) {
            return Optional.empty();
        }
    }
}

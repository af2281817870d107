package muster.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
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
                            .filter(f -> {
                                String name = f.getFileName().toString();
                                return !name.startsWith(".") && (name.endsWith(".yaml") || name.endsWith(".yml"));
                            })
                            .sorted()
                            .forEach(out::add);
                }
            } else if (Files.isRegularFile(p)) {
                out.add(p);
            } else {
                throw new IOException("no such file or folder: " + p);
            }
        }
        return out;
    }

    /** How a file is named in messages: as the user wrote it, with forward slashes. */
    static String label(Path p) {
        return p.toString().replace('\\', '/');
    }
}

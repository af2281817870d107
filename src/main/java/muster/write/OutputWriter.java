package muster.write;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/** Writes a scenario's files under {@code <root>/<id>/}, each atomically. */
public final class OutputWriter {

    private static final Pattern SAFE_NAME = Pattern.compile("[a-z0-9]+(-[a-z0-9]+)*(\\.[a-z0-9]+)+");
    private static final Pattern SAFE_ID = Pattern.compile("[a-z0-9]+(-[a-z0-9]+)*");

    private final Path root;

    public OutputWriter(Path root) {
        this.root = root.toAbsolutePath().normalize();
    }

    /**
     * Writes every file of one scenario. All bytes are already made, so a rendering failure never
     * reaches this point; each file appears whole or not at all.
     *
     * @return the paths written, in order
     */
    public List<Path> write(String scenarioId, Map<String, byte[]> files) throws IOException {
        if (!SAFE_ID.matcher(scenarioId).matches()) {
            throw new IOException("refusing to write for the unsafe scenario id '" + scenarioId + "'");
        }
        Path dir = root.resolve(scenarioId).normalize();
        if (!dir.getParent().equals(root)) {
            throw new IOException("refusing to write outside " + root);
        }
        Map<Path, byte[]> targets = new LinkedHashMap<>();
        for (Map.Entry<String, byte[]> f : files.entrySet()) {
            if (!SAFE_NAME.matcher(f.getKey()).matches()) {
                throw new IOException("refusing to write the unsafe file name '" + f.getKey() + "'");
            }
            targets.put(dir.resolve(f.getKey()), f.getValue());
        }
        Files.createDirectories(dir);
        for (Map.Entry<Path, byte[]> t : targets.entrySet()) {
            writeAtomically(t.getKey(), t.getValue());
        }
        return List.copyOf(targets.keySet());
    }

    /**
     * Writes files straight into the root folder (a convention's tables and print list), each
     * atomically, after checking every name.
     *
     * @return the paths written, in order
     */
    public List<Path> writeHere(Map<String, byte[]> files) throws IOException {
        Map<Path, byte[]> targets = new LinkedHashMap<>();
        for (Map.Entry<String, byte[]> f : files.entrySet()) {
            if (!SAFE_NAME.matcher(f.getKey()).matches()) {
                throw new IOException("refusing to write the unsafe file name '" + f.getKey() + "'");
            }
            targets.put(root.resolve(f.getKey()), f.getValue());
        }
        Files.createDirectories(root);
        for (Map.Entry<Path, byte[]> t : targets.entrySet()) {
            writeAtomically(t.getKey(), t.getValue());
        }
        return List.copyOf(targets.keySet());
    }

    /**
     * Writes one file whole or not at all, wherever the user asked (a booklet). The name must be a
     * plain file name with the given extension; the folder is created if need be.
     */
    public static Path writeFile(Path target, byte[] bytes, String extension) throws IOException {
        Path file = target.toAbsolutePath().normalize();
        String name = file.getFileName() == null ? "" : file.getFileName().toString();
        if (!name.endsWith("." + extension) || name.startsWith(".")) {
            throw new IOException("refusing to write '" + target + "': the file name must end in ." + extension);
        }
        Files.createDirectories(file.getParent());
        writeAtomically(file, bytes);
        return file;
    }

    /**
     * Temporary file in the same folder, then renamed over the target. Made as an ordinary new
     * file (not with createTempFile, which would make it private to its owner) so the PDF gets the
     * permissions any file the user creates gets.
     */
    static void writeAtomically(Path target, byte[] bytes) throws IOException {
        Path tmp = target.resolveSibling("." + target.getFileName() + "." + Long.toHexString(System.nanoTime()) + ".part");
        try {
            try (OutputStream out = Files.newOutputStream(tmp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
                out.write(bytes);
            }
            try {
                Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(tmp);
        }
    }
}

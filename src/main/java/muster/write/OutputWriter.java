package muster.write;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Writes a scenario's files under {@code <root>/<id>/}, all of them or none. The files are written
 * into a hidden folder beside {@code <id>/} ({@code .<id>.<pid>-<n>.new}); only when every one is
 * whole is the old folder moved aside ({@code .<id>.<pid>-<n>.old}) and the new one moved into
 * its place, two renames in one folder, after which the old set is deleted. A failure at any step
 * removes what it made and leaves the old set; a kill leaves a hidden folder that the next write
 * of that scenario clears, putting the old set back first if the kill came between the two
 * renames. So {@code <id>/} holds the old set or the new set, never a mix.
 */
public final class OutputWriter {

    private static final Pattern SAFE_NAME = Pattern.compile("[a-z0-9]+(-[a-z0-9]+)*(\\.[a-z0-9]+)+");
    private static final Pattern SAFE_ID = Pattern.compile("[a-z0-9]+(-[a-z0-9]+)*");

    /** Called after each step of a write, for tests that make a step fail or stop the write there. */
    interface Steps {
        Steps NONE = (step, path) -> {
        };

        /** {@code step} is "file" (one file of the new set written), "aside" (the old set moved aside) or "placed". */
        void after(String step, Path path) throws IOException;
    }

    private final Path root;
    private final Steps steps;

    public OutputWriter(Path root) {
        this(root, Steps.NONE);
    }

    OutputWriter(Path root, Steps steps) {
        this.root = root.toAbsolutePath().normalize();
        this.steps = steps;
    }

    /**
     * Writes every file of one scenario, replacing the files it had. All bytes are already made,
     * so a rendering failure never reaches this point.
     *
     * @return the paths written, in order
     * @throws IOException with a reason a reader can act on (permission denied, the disk is full, not a folder)
     */
    public List<Path> write(String scenarioId, Map<String, byte[]> files) throws IOException {
        if (!SAFE_ID.matcher(scenarioId).matches()) {
            throw new IOException("refusing to write for the unsafe scenario id '" + scenarioId + "'");
        }
        Path dir = root.resolve(scenarioId).normalize();
        if (!dir.getParent().equals(root)) {
            throw new IOException("refusing to write outside " + root);
        }
        for (String name : files.keySet()) {
            if (!SAFE_NAME.matcher(name).matches()) {
                throw new IOException("refusing to write the unsafe file name '" + name + "'");
            }
        }
        try {
            Files.createDirectories(root);
            Leftovers.clear(root, scenarioId);
            if (Files.exists(dir) && !Files.isDirectory(dir)) {
                throw new IOException(dir + " is not a folder");
            }
            return replace(scenarioId, dir, files);
        } catch (IOException e) {
            throw Failures.explained(e);
        }
    }

    private List<Path> replace(String id, Path dir, Map<String, byte[]> files) throws IOException {
        Path fresh = Leftovers.claim(root, id, ".new");
        Path aside = Leftovers.claim(root, id, ".old");
        try {
            place(dir, fresh, aside, files);
            Leftovers.delete(aside);
        } finally {
            Leftovers.release(fresh, aside);
        }
        List<Path> out = new ArrayList<>();
        files.keySet().forEach(name -> out.add(dir.resolve(name)));
        return List.copyOf(out);
    }

    /** The new set into {@code fresh}, the old one aside, the new one in place; undone on failure. */
    private void place(Path dir, Path fresh, Path old, Map<String, byte[]> files) throws IOException {
        boolean placed = false;
        try {
            Files.createDirectory(fresh);
            for (Map.Entry<String, byte[]> f : files.entrySet()) {
                Path file = fresh.resolve(f.getKey());
                try (OutputStream out = Files.newOutputStream(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
                    out.write(f.getValue());
                }
                steps.after("file", file);
            }
            boolean aside = false;
            try {
                if (Files.exists(dir)) {
                    Files.move(dir, old, StandardCopyOption.ATOMIC_MOVE);
                    aside = true;
                    steps.after("aside", old);
                }
                Files.move(fresh, dir, StandardCopyOption.ATOMIC_MOVE);
                placed = true;
                steps.after("placed", dir);
            } catch (IOException | RuntimeException e) {
                if (!placed && aside) {
                    Files.move(old, dir, StandardCopyOption.ATOMIC_MOVE);
                }
                throw e;
            }
        } catch (IOException | RuntimeException e) {
            if (!placed) {
                Leftovers.delete(fresh);
            }
            throw e;
        }
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
        try {
            Files.createDirectories(root);
            for (Map.Entry<Path, byte[]> t : targets.entrySet()) {
                writeAtomically(t.getKey(), t.getValue());
            }
        } catch (IOException e) {
            throw Failures.explained(e);
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
        try {
            Files.createDirectories(file.getParent());
            writeAtomically(file, bytes);
        } catch (IOException e) {
            throw Failures.explained(e);
        }
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

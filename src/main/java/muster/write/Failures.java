package muster.write;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.util.Locale;

/**
 * Why a write failed, in a reader's words: the Java exception's class says "permission denied"
 * or "not a folder" only by its name, and the operating system's reason ("No space left on
 * device") only in its message; this says it in the message itself.
 */
final class Failures {

    private Failures() {
    }

    /** The same failure with a message that says why; the original is kept as its cause. */
    static IOException explained(IOException e) {
        return new IOException(reason(e), e);
    }

    static String reason(IOException e) {
        String file = e instanceof FileSystemException fs && fs.getFile() != null ? fs.getFile() : "";
        String why = e instanceof FileSystemException fs ? fs.getReason() : e.getMessage();
        String lower = why == null ? "" : why.toLowerCase(Locale.ROOT);
        if (lower.contains("no space left") || lower.contains("disk quota") || lower.contains("not enough space")) {
            return "the disk is full" + at(file);
        }
        if (e instanceof AccessDeniedException || lower.contains("permission denied") || lower.contains("access is denied")) {
            return "permission denied" + at(file);
        }
        if (lower.contains("read-only file system")) {
            return "the disk is read-only" + at(file);
        }
        if (e instanceof NotDirectoryException || lower.contains("not a directory")) {
            return (file.isEmpty() ? "a path" : file) + " is not a folder";
        }
        if (e instanceof FileAlreadyExistsException) {
            return (file.isEmpty() ? "a file" : file) + " is in the way: a file stands where a folder should be, so it is not a folder";
        }
        if (e instanceof NoSuchFileException) {
            return "no such file or folder" + at(file);
        }
        if (e instanceof FileSystemException fs) {
            return (why == null ? "the file system refused" : why) + at(file) + (fs.getOtherFile() == null ? "" : " and " + fs.getOtherFile());
        }
        return e.getMessage() == null ? "an input/output error" : e.getMessage();
    }

    private static String at(String file) {
        return file.isEmpty() ? "" : " (" + file + ")";
    }
}

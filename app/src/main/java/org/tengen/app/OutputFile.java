package org.tengen.app;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * A file a command writes when its long work is done ({@code solve --save}, {@code review}'s SGF and HTML):
 * checked before the work starts, so that minutes of search are not lost to a path that cannot be written, and
 * written whole or not at all (to a file beside it, then moved into place), so that a failure leaves no half a
 * file behind.
 */
final class OutputFile {
    private OutputFile() {
    }

    /** What {@link #write} writes. */
    interface Content {
        void writeTo(OutputStream out) throws IOException;
    }

    /**
     * Checks that {@code path} can be written: not a directory, in an existing directory that can be written,
     * and writable itself if it exists.
     *
     * @param path the file
     * @param name how the user named it, for the message (such as {@code --save x.solved})
     * @throws InputException saying why it can't
     */
    static void checkWritable(Path path, String name) {
        if (Files.isDirectory(path)) {
            throw new InputException(name + ": cannot write it (it is a directory)");
        }
        Path dir = path.toAbsolutePath().getParent();
        if (dir == null || !Files.isDirectory(dir)) {
            throw new InputException(name + ": cannot write it (the directory " + (dir == null ? path : dir) + " does not exist)");
        }
        if (!Files.isWritable(dir) || (Files.exists(path) && !Files.isWritable(path))) {
            throw new InputException(name + ": cannot write it (permission denied)");
        }
    }

    /**
     * Writes {@code content} to {@code path} whole: to a new file beside it, then moved over it.
     *
     * @throws InputException saying why, if it can't; nothing is left behind then
     */
    static void write(Path path, String name, Content content) {
        Path dir = path.toAbsolutePath().getParent();
        Path temp = null;
        try {
            temp = Files.createTempFile(dir, "." + path.getFileName(), ".part");
            try (OutputStream out = Files.newOutputStream(temp)) {
                content.writeTo(out);
            }
            try {
                Files.move(temp, path, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, path, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException e) {
            if (temp != null) {
                try {
                    Files.deleteIfExists(temp);
                } catch (IOException ignored) {
                    // the failure to report is the first one
                }
            }
            throw new InputException(name + ": cannot write it (" + reason(e) + ")");
        }
    }

    /** An I/O failure in the user's words: the system's reason, without Java's class names. */
    static String reason(IOException e) {
        if (e instanceof NoSuchFileException) {
            return "no such file or directory";
        }
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof FileSystemException f && f.getReason() != null) {
            return f.getReason();
        }
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }
}

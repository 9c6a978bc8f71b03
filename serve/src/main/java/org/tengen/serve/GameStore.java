package org.tengen.serve;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.tengen.core.sgf.SgfCharsetDetector;
import org.tengen.core.sgf.SgfReader;

/**
 * The data directory: one SGF file a game, named by its {@link GameId}. A save writes a temporary file,
 * forces it to the disk, renames it over the game's file in one step and forces the directory, so a file is
 * always a whole record, old or new, even if the server is killed mid-save; a move is acknowledged only after
 * its save returned.
 */
final class GameStore {
    private static final Logger LOG = LoggerFactory.getLogger(GameStore.class);
    private static final String SUFFIX = ".sgf";

    private final Path dir;
    /** Guesses the charset of a file that names none and is not UTF-8; null reads such a file as Windows-1252. */
    private final SgfCharsetDetector detector;
    /** Summaries by id, with the file's modification time and size they were read at. */
    private final Map<String, Cached> summaries = new ConcurrentHashMap<>();

    private record Cached(long modified, long size, GameSummary summary) {
    }

    GameStore(Path dir) throws IOException {
        this(dir, null);
    }

    /**
     * The store of a directory, created if absent.
     *
     * @param dir the data directory
     * @param detector the charset detector for files without CA that are not UTF-8 (as {@code tengen sgf}
     *     reads them), or null to read those as Windows-1252
     */
    GameStore(Path dir, SgfCharsetDetector detector) throws IOException {
        this.dir = dir.toAbsolutePath().normalize();
        this.detector = detector;
        Files.createDirectories(this.dir);
    }

    Path dir() {
        return dir;
    }

    /** The file of a game: inside the directory whatever the id, as the id was checked. */
    Path file(String id) {
        Path file = dir.resolve(GameId.check(id) + SUFFIX).normalize();
        if (!file.getParent().equals(dir)) {
            throw ApiException.badRequest("'" + id + "' is not a game id");
        }
        return file;
    }

    boolean exists(String id) {
        return Files.isRegularFile(file(id));
    }

    /** Writes a game's record atomically and durably (see the class comment). */
    void save(String id, String sgf) throws IOException {
        Path target = file(id);
        Path temp = dir.resolve("." + id + ".tmp");
        byte[] bytes = sgf.getBytes(StandardCharsets.UTF_8);
        try (FileChannel ch = FileChannel.open(temp, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                StandardOpenOption.TRUNCATE_EXISTING)) {
            ByteBuffer buffer = ByteBuffer.wrap(bytes);
            while (buffer.hasRemaining()) {
                ch.write(buffer);
            }
            ch.force(true);
        }
        try {
            Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
        }
        forceDirectory();
    }

    private void forceDirectory() {
        try (FileChannel ch = FileChannel.open(dir, StandardOpenOption.READ)) {
            ch.force(true);
        } catch (IOException | UnsupportedOperationException e) {
            // Some systems cannot open a directory for syncing; the rename itself is still atomic there.
        }
    }

    /**
     * Reads a game's record.
     *
     * @throws ApiException 404 when there is no such game, 413 when the file is over the SGF limit
     */
    String read(String id) throws IOException {
        Path file = file(id);
        if (!Files.isRegularFile(file)) {
            throw ApiException.notFound("no game '" + id + "' in " + dir);
        }
        if (Files.size(file) > Limits.MAX_SGF_BYTES) {
            throw new ApiException(413, "the record of '" + id + "' is over " + Limits.MAX_SGF_BYTES / 1024 + " KiB");
        }
        return decode(file);
    }

    /**
     * A record's text, decoded as tengen reads SGF files: a byte-order mark, then CA, then UTF-8, then the
     * detector's guess (games saved here are UTF-8; a file put here by hand may be in any charset).
     */
    private String decode(Path file) throws IOException {
        return SgfReader.decode(Files.readAllBytes(file), detector);
    }

    /** {@return every game in the directory, the most recently changed first; unreadable files are logged and listed as such} */
    List<GameSummary> list() throws IOException {
        List<GameSummary> games = new ArrayList<>();
        try (DirectoryStream<Path> files = Files.newDirectoryStream(dir, "*" + SUFFIX)) {
            for (Path file : files) {
                String name = file.getFileName().toString();
                String id = name.substring(0, name.length() - SUFFIX.length());
                if (!GameId.isValid(id) || !Files.isRegularFile(file)) {
                    continue;
                }
                games.add(summary(id, file));
            }
        }
        games.sort(Comparator.comparingLong(GameSummary::modified).reversed().thenComparing(GameSummary::id));
        return games;
    }

    private GameSummary summary(String id, Path file) throws IOException {
        long modified = Files.getLastModifiedTime(file).toMillis();
        long size = Files.size(file);
        Cached cached = summaries.get(id);
        if (cached != null && cached.modified == modified && cached.size == size) {
            return cached.summary;
        }
        GameSummary summary;
        if (size > Limits.MAX_SGF_BYTES) {
            summary = GameSummary.unreadable(id, modified, "over " + Limits.MAX_SGF_BYTES / 1024 + " KiB");
        } else {
            try {
                summary = GameSummary.of(id, modified, decode(file));
            } catch (RuntimeException | IOException e) {
                LOG.warn("{}: cannot read it as SGF: {}", file, e.getMessage());
                summary = GameSummary.unreadable(id, modified, String.valueOf(e.getMessage()));
            }
        }
        summaries.put(id, new Cached(modified, size, summary));
        return summary;
    }
}

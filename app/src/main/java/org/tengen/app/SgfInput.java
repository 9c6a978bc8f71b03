package org.tengen.app;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import org.tengen.core.sgf.SgfException;
import org.tengen.core.sgf.SgfFile;
import org.tengen.core.sgf.SgfNode;
import org.tengen.core.sgf.SgfReadOptions;
import org.tengen.core.sgf.SgfReader;
import org.tengen.core.sgf.SgfWarning;

/**
 * Reads the SGF file a command names ({@code -} for standard input) tolerantly, guessing the charset of a
 * file without CA from its bytes; mistakes name the file and the place.
 */
final class SgfInput {
    /** Tolerant reading with the charset detector: what every sgf command reads with. */
    static final SgfReadOptions OPTIONS = SgfReadOptions.TOLERANT.withDetector(DetectedCharset.INSTANCE);

    private SgfInput() {
    }

    /**
     * The game trees of {@code file}, its warnings written to {@code err} as {@code game.sgf: warning: ...};
     * an {@link InputException} such as {@code game.sgf: line 3, column 14: ...}.
     */
    static List<SgfNode> read(String file, PrintWriter err) {
        SgfFile read;
        try {
            read = load(file);
        } catch (Unreadable e) {
            throw new InputException(file + ": " + e.getMessage());
        }
        for (SgfWarning w : read.warnings()) {
            err.println(file + ": warning: " + w.describe());
        }
        err.flush();
        return read.games();
    }

    /** Why a file could not be read, without the file's name: for commands that report many files. */
    static final class Unreadable extends Exception {
        private static final long serialVersionUID = 1L;

        Unreadable(String reason) {
            super(reason);
        }
    }

    /** The game trees and warnings of {@code file}, or {@link Unreadable} saying why not. */
    static SgfFile load(String file) throws Unreadable {
        try {
            if (file.equals("-")) {
                return SgfReader.read(System.in, SgfReader.DEFAULT_MAX_BYTES, OPTIONS);
            }
            return SgfReader.read(Path.of(file), SgfReader.DEFAULT_MAX_BYTES, OPTIONS);
        } catch (SgfException e) {
            throw new Unreadable(e.getMessage());
        } catch (NoSuchFileException e) {
            throw new Unreadable("no such file");
        } catch (IOException e) {
            throw new Unreadable("cannot read it (" + (Files.isDirectory(Path.of(file)) ? "a directory" : e.getMessage()) + ")");
        }
    }

    /** Game {@code number} (from 1) of a collection. */
    static SgfNode game(String file, List<SgfNode> games, int number) {
        if (number < 1 || number > games.size()) {
            throw new InputException(file + " holds " + games.size() + (games.size() == 1 ? " game" : " games")
                    + "; there is no game " + number);
        }
        return games.get(number - 1);
    }
}

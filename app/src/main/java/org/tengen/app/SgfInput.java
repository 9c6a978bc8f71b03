package org.tengen.app;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import org.tengen.core.sgf.SgfException;
import org.tengen.core.sgf.SgfNode;
import org.tengen.core.sgf.SgfReader;

/** Reads the SGF file a command names ({@code -} for standard input); mistakes name the file and the place. */
final class SgfInput {
    private SgfInput() {
    }

    /** The game trees of {@code file}; an {@link InputException} such as {@code game.sgf: line 3, column 14: ...}. */
    static List<SgfNode> read(String file) {
        try {
            return load(file);
        } catch (Unreadable e) {
            throw new InputException(file + ": " + e.getMessage());
        }
    }

    /** Why a file could not be read, without the file's name: for commands that report many files. */
    static final class Unreadable extends Exception {
        private static final long serialVersionUID = 1L;

        Unreadable(String reason) {
            super(reason);
        }
    }

    /** The game trees of {@code file}, or {@link Unreadable} saying why not. */
    static List<SgfNode> load(String file) throws Unreadable {
        try {
            if (file.equals("-")) {
                return SgfReader.read(System.in, SgfReader.DEFAULT_MAX_BYTES);
            }
            return SgfReader.read(Path.of(file));
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

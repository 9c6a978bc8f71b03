package org.tengen.core.sgf;

import java.nio.charset.Charset;
import java.util.List;

/**
 * What reading SGF gave: the game trees, the charset the bytes were read in (null for text given as text)
 * and the warnings of the reading, in the order of the file (the charset's first).
 *
 * @param games the game trees of the collection, in file order
 * @param charset the charset the bytes were decoded with, or null for text given as text
 * @param warnings what the reading took or guessed, in file order
 */
public record SgfFile(List<SgfNode> games, Charset charset, List<SgfWarning> warnings) {
    /**
     * Copies the lists, so the record cannot be changed.
     *
     * @param games the game trees of the collection, in file order
     * @param charset the charset the bytes were decoded with, or null for text given as text
     * @param warnings what the reading took or guessed, in file order
     */
    public SgfFile {
        games = List.copyOf(games);
        warnings = List.copyOf(warnings);
    }
}

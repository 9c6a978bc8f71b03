package org.tengen.core.sgf;

import java.nio.charset.Charset;
import java.util.List;

/**
 * What reading SGF gave: the game trees, the charset the bytes were read in (null for text given as text)
 * and the warnings of a tolerant reading, in the order of the file (the charset's first).
 */
public record SgfFile(List<SgfNode> games, Charset charset, List<SgfWarning> warnings) {
    public SgfFile {
        games = List.copyOf(games);
        warnings = List.copyOf(warnings);
    }
}

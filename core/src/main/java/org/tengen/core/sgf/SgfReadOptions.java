package org.tengen.core.sgf;

/**
 * How {@link SgfReader} reads. {@link #TOLERANT} (the default) takes the quirks of the programs that write
 * SGF and says so in {@link SgfFile#warnings()}: a game tree or variation opened without {@code ;},
 * {@code [zz]} (and off-board {@code [tt]}) as a pass, GTP coordinates such as {@code B[R16]}, times such as
 * {@code BL[0:07:42]}. {@link #STRICT} keeps such values as written and refuses the grammar's quirks, so
 * {@link SgfValidator} reports them. Either way the {@code detector} guesses the charset of bytes without
 * {@code CA} that are not UTF-8, and what FF[4] forbids but the reader takes as written (two moves in a
 * node, a property repeated in a node, {@code SZ} after the root ...) gets a warning.
 */
public record SgfReadOptions(boolean tolerant, SgfCharsetDetector detector) {
    /** Takes the field's quirks and lists them as warnings; no charset detector. The default. */
    public static final SgfReadOptions TOLERANT = new SgfReadOptions(true, null);
    /** Keeps odd values as written and refuses the grammar's quirks; no charset detector. */
    public static final SgfReadOptions STRICT = new SgfReadOptions(false, null);

    /**
     * The same options with a charset detector.
     *
     * @param charsetDetector the guesser for bytes without CA that are not UTF-8, or null for none
     * @return a copy using it
     */
    public SgfReadOptions withDetector(SgfCharsetDetector charsetDetector) {
        return new SgfReadOptions(tolerant, charsetDetector);
    }
}

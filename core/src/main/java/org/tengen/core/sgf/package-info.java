/**
 * SGF game records (FF[4], and FF[1] to FF[3] as old files write them): {@link org.tengen.core.sgf.SgfReader}
 * parses a collection of game trees of {@link org.tengen.core.sgf.SgfNode}s, {@link org.tengen.core.sgf.SgfWriter}
 * writes canonical SGF back, {@link org.tengen.core.sgf.SgfReplay} replays a record into a
 * {@link org.tengen.core.Game} and {@link org.tengen.core.sgf.SgfRecord} writes a game as a record.
 *
 * <p>Values are kept as written, so unknown and private properties survive a round trip;
 * {@link org.tengen.core.sgf.SgfText} and {@link org.tengen.core.sgf.SgfPoints} decode them, and
 * {@link org.tengen.core.sgf.SgfGames} reads what the game information says about the game.
 * {@link org.tengen.core.sgf.SgfValidator} checks every property whose {@link org.tengen.core.sgf.SgfType}
 * FF[4] defines for Go.
 *
 * <p>Reading is tolerant unless {@link org.tengen.core.sgf.SgfReadOptions#STRICT} is asked for: the quirks
 * of real files are read with an {@link org.tengen.core.sgf.SgfWarning} each ({@link org.tengen.core.sgf.SgfFile}
 * holds them), and an application may plug in an {@link org.tengen.core.sgf.SgfCharsetDetector} for files
 * without CA, as the core has no dependencies. Either way, what FF[4] forbids but the reader takes as
 * written (two moves in a node, a property twice in a node, {@code SZ} after the root, {@code KM[650]} ...)
 * gets a warning.
 */
package org.tengen.core.sgf;

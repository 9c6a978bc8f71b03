/**
 * {@code tengen serve}: play and study Go in the browser.
 *
 * <p>Where to start reading: {@link org.tengen.serve.Server} (the routes: JSON over HTTP, one WebSocket a page)
 * → {@link org.tengen.serve.ServedGame} (one game as a tree of moves, the position shown, the count at the end;
 * the rules, legality, SGF and dead stones all come from the core and the engine) → {@link org.tengen.serve.GameStore}
 * (each game an SGF file in the data directory, written atomically after every move) →
 * {@link org.tengen.serve.EngineMoves} (tengen's moves and hints) and {@link org.tengen.serve.Analyses} (live
 * analysis, bounded by the machine's cores, stopped when its page closes) → {@link org.tengen.serve.StateJson}
 * (what the page is sent). The page itself is {@code src/main/web}, bundled into {@code static/app.js}.
 */
package org.tengen.serve;

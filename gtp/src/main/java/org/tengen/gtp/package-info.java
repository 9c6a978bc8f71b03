/**
 * The Go Text Protocol, in four packages by direction. {@link org.tengen.gtp.server} is tengen answering GTP
 * (the engine that GUIs, servers and matches drive: start at {@link org.tengen.gtp.server.GtpEngine});
 * {@link org.tengen.gtp.client} is tengen talking GTP to another engine's process (start at
 * {@link org.tengen.gtp.client.GtpClient}). The other two use the client: {@link org.tengen.gtp.crosscheck}
 * plays seeded random games in tengen and GNU Go side by side to find where their rules disagree
 * ({@link org.tengen.gtp.crosscheck.GnuGoCrossCheck}), and {@link org.tengen.gtp.match} plays engines
 * against each other ({@link org.tengen.gtp.match.Match}). The server and the client share nothing; the
 * engine's move choice is {@link org.tengen.engine.Player}, outside this module.
 *
 * <p>Beside GTP, {@link org.tengen.gtp.analysis} answers KataGo's JSON analysis protocol ({@code tengen analysis}):
 * start at {@link org.tengen.gtp.analysis.AnalysisService}.
 */
package org.tengen.gtp;

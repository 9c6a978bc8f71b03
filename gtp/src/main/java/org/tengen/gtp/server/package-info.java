/**
 * tengen's side of GTP: the engine that answers a controller's commands. Start at {@link
 * org.tengen.gtp.server.GtpEngine}, the loop, the framing and the game the commands share; {@link
 * org.tengen.gtp.server.InputLines} reads the controller on its own thread (so a controller that leaves stops
 * a search) and {@link org.tengen.gtp.server.GtpRequest} is one line after GTP's preprocessing. Then the
 * commands, in small classes by purpose: {@link org.tengen.gtp.server.SetupCommands} (board, rules, komi,
 * handicap, clock), {@link org.tengen.gtp.server.PlayCommands} (play, genmove, undo, scoring, SGF), {@link
 * org.tengen.gtp.server.OracleCommands} (the rules oracle: questions about legality, stones, chains and
 * history that change nothing), {@link org.tengen.gtp.server.GoGuiCommands} (GoGui's rules commands) and
 * {@link org.tengen.gtp.server.AnalysisCommands} (lz-analyze, kata-analyze and their genmove forms, streamed
 * as {@link org.tengen.gtp.server.StreamedCommand}s in the lines of {@link
 * org.tengen.gtp.server.AnalysisLines}, with the arguments of {@link org.tengen.gtp.server.AnalyzeArgs}; and
 * GoGui's ownership and win-rate views). Each reads its arguments with
 * {@link org.tengen.gtp.server.GtpArgs} and refuses with a {@link org.tengen.gtp.server.GtpFailure}, the
 * reply {@code ? message}. genmove's choice is a {@link org.tengen.engine.Player}'s, in the engine module.
 */
package org.tengen.gtp.server;

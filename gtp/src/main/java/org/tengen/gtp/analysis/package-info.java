/**
 * KataGo's JSON analysis protocol ({@code tengen analysis}): queries, one JSON object a line, each naming a game
 * (its size, rules, komi, setup stones and moves) and the turns to analyse; one JSON response a line for each
 * analysed turn, with every searched root move's visits, win rate, score lead, prior, lower confidence bound
 * and principal variation, the root's figures and, when asked, who owns each point.
 *
 * <p>Start with {@link org.tengen.gtp.analysis.AnalysisService}, the loop that reads queries and answers them on
 * a pool of searches; {@link org.tengen.gtp.analysis.QueryParser} turns a query into {@link
 * org.tengen.gtp.analysis.TurnRequest}s (or a {@link org.tengen.gtp.analysis.QueryError} naming the field), and
 * {@link org.tengen.gtp.analysis.ResponseJson} writes the responses. Field names, perspectives and the ownership
 * order follow KataGo's {@code docs/Analysis_Engine.md}.
 */
package org.tengen.gtp.analysis;

/**
 * Game review: a game record's every position analysed by the search, each move judged by the win rate it lost,
 * and the result written as an annotated SGF and as one offline HTML page. Start at {@link
 * org.tengen.gtp.review.Reviewer}, which replays the main line and analyses each position ({@link
 * org.tengen.engine.MctsPlayer#analyse}) into a {@link org.tengen.gtp.review.GameReview} of {@link
 * org.tengen.gtp.review.PositionEval}s and {@link org.tengen.gtp.review.MoveReview}s, judged by the {@link
 * org.tengen.gtp.review.MistakeThresholds}; then the writers: {@link org.tengen.gtp.review.ReviewSgf} (comments,
 * {@code BM}/{@code DO} marks, the search's variations) and {@link org.tengen.gtp.review.ReviewHtml} (the graph,
 * the biggest mistakes with board diagrams, the numbers as embedded JSON).
 *
 * <p>It lives in the {@code gtp} module, beside {@code match}, as one of the tools that drive the engine over
 * whole games: {@code core} knows SGF but no search, {@code engine} searches one position and knows nothing of
 * records or pages, and {@code tengen review} ({@code app}) only parses its options, shows the progress and
 * writes the files.
 */
package org.tengen.gtp.review;

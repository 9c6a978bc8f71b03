/**
 * Matches between two GTP engines, each run as a process through the client. Start at {@link
 * org.tengen.gtp.match.Match}: the games, colours alternating, the engines restarted after a timeout or a
 * crash, an SGF per game; then {@link org.tengen.gtp.match.MatchGame}, one game refereed by tengen's core and
 * counted at its end, with {@link org.tengen.gtp.match.MatchClock} for a game with main time; then {@link org.tengen.gtp.match.MatchSummary}, the wins, score rate, interval and Elo.
 */
package org.tengen.gtp.match;

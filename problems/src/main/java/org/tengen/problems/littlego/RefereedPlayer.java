package org.tengen.problems.littlego;

import org.tengen.core.Board;
import org.tengen.core.Position;

/**
 * A player in a refereed little-go game: the agent, or one of the arena's opponents. It gets what the
 * course's input file holds, the colour to play (1 black, 2 white), the board before the opponent's last
 * move and the board now (a copy of the referee's, its ko point included), and answers what it would write
 * to the output file. The arena's opponents also get the number of moves played; the agent ignores it and
 * works the count out as it must in the course.
 */
public interface RefereedPlayer {
    /** The output text: {@code i,j} or {@code PASS}. */
    String move(int colour, Position previous, Board current, int movesPlayed);

    /** A short name for reports. */
    String name();
}

package org.tengen.engine.littlego;

/**
 * A player in a refereed little-go game. It gets what the course's input file holds, the colour to play
 * (1 black, 2 white), the board before the opponent's last move and the board now, and answers what it
 * would write to the output file. The arena's opponents also get the number of moves played; the agent
 * ignores it and works the count out as it must in the course.
 */
public interface Player {
    /** The output text: {@code i,j} or {@code PASS}. */
    String move(int colour, RefereeBoard previous, RefereeBoard current, int movesPlayed);

    /** A short name for reports. */
    String name();
}

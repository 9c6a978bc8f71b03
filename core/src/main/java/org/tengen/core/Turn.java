package org.tengen.core;

/** One entry of a game's history: a move by a colour, or a setup stone ({@code setup} true). */
public record Turn(Stone stone, Move move, boolean setup) {
}

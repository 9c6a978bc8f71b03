package org.tengen.gtp.crosscheck;

import java.util.HashSet;
import java.util.Set;

import org.tengen.core.Board;
import org.tengen.core.BoardView;
import org.tengen.core.Geometry;
import org.tengen.core.KoRule;
import org.tengen.core.Legality;
import org.tengen.core.Stone;
import org.tengen.gtp.crosscheck.GnuGoCrossCheck.KnownDifference;

/**
 * Recognises, in one game, where tengen's verdict on a point is a tolerated {@link KnownDifference}. Under
 * superko it keeps its own record of every situation so far, apart from tengen's hashes, so that a suicide
 * refused as superko is tolerated only where it really repeats.
 */
final class ToleratedDifferences {
    private final Set<KnownDifference> tolerated;
    private final KoRule ko;
    private final Geometry g;
    /** The stones as text, and under situational superko the player to move; the current one included. */
    private final Set<String> situations = new HashSet<>();

    ToleratedDifferences(Set<KnownDifference> tolerated, KoRule ko, Geometry g) {
        this.tolerated = tolerated;
        this.ko = ko;
        this.g = g;
    }

    /** Records the situation after a move (or at the start); call it for every position the game reaches. */
    void recordSituation(BoardView board, Stone toMove) {
        if (ko != KoRule.POSITIONAL && ko != KoRule.SITUATIONAL) {
            return;
        }
        StringBuilder stones = new StringBuilder(g.area() + 1);
        for (int q : g.points()) {
            stones.append(board.at(q));
        }
        situations.add(situationKey(stones, toMove));
    }

    /**
     * Whether tengen's verdict {@code l} on {@code p} is the tolerated difference: a suicide refused as
     * superko that does repeat an earlier situation (checked here independently of tengen).
     */
    boolean isTolerated(BoardView board, int p, Legality l, Stone toMove) {
        return tolerated.contains(KnownDifference.SUPERKO_IGNORED_FOR_SUICIDE) && l == Legality.SUPERKO
                && Suicides.isSuicide(board, p, toMove.code()) && suicideRepeats(board, p, toMove);
    }

    /** Whether the suicide of {@code toMove} at {@code p} leaves a situation that occurred before. */
    private boolean suicideRepeats(BoardView board, int p, Stone toMove) {
        int c = toMove.code();
        int stride = g.stride();
        Set<Integer> dying = new HashSet<>();
        for (int q : new int[] {p - stride, p - 1, p + 1, p + stride}) {
            if (board.at(q) == c) {
                dying.add(board.chainHead(q));
            }
        }
        StringBuilder stones = new StringBuilder(g.area() + 1);
        for (int q : g.points()) {
            int cq = board.at(q);
            stones.append(cq != Board.EMPTY && cq == c && dying.contains(board.chainHead(q)) ? 0 : cq);
        }
        return situations.contains(situationKey(stones, toMove.opponent()));
    }

    private String situationKey(StringBuilder stones, Stone toMove) {
        return ko == KoRule.SITUATIONAL ? stones.append(toMove.symbol()).toString() : stones.toString();
    }
}

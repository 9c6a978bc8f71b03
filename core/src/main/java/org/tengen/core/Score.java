package org.tengen.core;

/**
 * The count of a finished position, and what it is made of. Under area scoring a side's points are its
 * stones plus its territory; under territory scoring its territory plus its prisoners; under stone scoring
 * its stones. White adds komi and, under area scoring, the handicap bonus.
 *
 * @param rule what counts: area, territory or stones
 * @param blackStones Black's stones on the board, dead stones removed
 * @param whiteStones White's stones on the board, dead stones removed
 * @param blackTerritory the empty points (and points of dead white stones) only Black reaches
 * @param whiteTerritory the empty points (and points of dead black stones) only White reaches
 * @param blackPrisoners the white stones Black captured, the dead ones included
 * @param whitePrisoners the black stones White captured, the dead ones included
 * @param komi the points White receives
 * @param handicapBonus the points White receives for Black's handicap stones (area scoring only)
 */
public record Score(ScoringRule rule, int blackStones, int whiteStones, int blackTerritory, int whiteTerritory,
                    int blackPrisoners, int whitePrisoners, double komi, int handicapBonus) {

    /** {@return Black's points under the rule} */
    public double black() {
        switch (rule) {
            case AREA: return blackStones + blackTerritory;
            case TERRITORY: return blackTerritory + blackPrisoners;
            default: return blackStones;
        }
    }

    /** {@return White's points under the rule, komi and any handicap bonus included} */
    public double white() {
        switch (rule) {
            case AREA: return whiteStones + whiteTerritory + komi + handicapBonus;
            case TERRITORY: return whiteTerritory + whitePrisoners + komi;
            default: return whiteStones + komi;
        }
    }

    /**
     * {@return Black's area less White's: stones and the empty points that reach one colour only, komi and handicap
     * bonus aside (the margin small-board values are given in)}
     */
    public int areaDifference() {
        return blackStones + blackTerritory - whiteStones - whiteTerritory;
    }

    /** Black's points less White's, komi aside: always a whole number. */
    private long pointsBeforeKomi() {
        switch (rule) {
            case AREA: return (long) areaDifference() - handicapBonus;
            case TERRITORY: return (long) blackTerritory + blackPrisoners - whiteTerritory - whitePrisoners;
            default: return (long) blackStones - whiteStones;
        }
    }

    /** {@return the winner and margin; the whole difference is taken first, so any komi (6.25, 6.1) compares exactly} */
    public Result result() {
        return Result.byScore(pointsBeforeKomi() - komi);
    }

    /** {@return one line for people: {@code B+3.5 (black 41, white 37.5: ...)}, the counts behind it spelled out} */
    public String describe() {
        String detail;
        switch (rule) {
            case AREA:
                detail = "black " + blackStones + " stones + " + blackTerritory + " territory; white "
                        + whiteStones + " stones + " + whiteTerritory + " territory";
                break;
            case TERRITORY:
                detail = "black " + blackTerritory + " territory + " + blackPrisoners + " prisoners; white "
                        + whiteTerritory + " territory + " + whitePrisoners + " prisoners";
                break;
            default:
                detail = "black " + blackStones + " stones; white " + whiteStones + " stones";
                break;
        }
        String extras = " + komi " + Rules.formatPoints(komi) + (handicapBonus != 0 && rule == ScoringRule.AREA
                ? " + handicap bonus " + handicapBonus : "");
        return result().toSgf() + " (black " + Rules.formatPoints(black()) + ", white "
                + Rules.formatPoints(white()) + ": " + detail + extras + ")";
    }
}

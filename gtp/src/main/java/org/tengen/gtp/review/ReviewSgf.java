package org.tengen.gtp.review;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.tengen.core.Geometry;
import org.tengen.core.Move;
import org.tengen.core.Stone;
import org.tengen.core.sgf.SgfGames;
import org.tengen.core.sgf.SgfNode;
import org.tengen.core.sgf.SgfPoints;
import org.tengen.core.sgf.SgfRecord;
import org.tengen.core.sgf.SgfReplay;

/**
 * A reviewed game as an SGF game tree: the record's main line written afresh ({@link SgfRecord}) with the
 * record's game information (players, ranks, date, event, result, rules as written ...; a result only where the
 * record has one; {@code KM}, and {@code RU} where the record has none, are those the review searched under),
 * and on every move a
 * comment with Black's win rate and score lead after it, the player's win rate before and after it, the
 * judgement, and the search's preferred move; a move judged an inaccuracy gets {@code DO}, a mistake
 * {@code BM[1]}, a blunder {@code BM[2]}, and every move gets {@code V}, Black's expected lead. Where the search
 * preferred another move, its principal variation follows the position before the move as a variation (the
 * main line stays first). The record's own comments on its moves are kept, before the review's.
 */
public final class ReviewSgf {
    /** Game information copied from the record as written (from the root or a node before the first move). */
    static final List<String> GAME_INFO = List.of("RU", "GN", "EV", "RO", "DT", "PC", "PB", "BR", "BT", "PW", "WR",
            "WT", "TM", "OT", "RE", "GC", "ON", "AN", "CP", "SO", "US");

    private ReviewSgf() {
    }

    /**
     * The annotated game tree.
     *
     * @param record      the root of the record reviewed
     * @param review      its review
     * @param application the program for AP, such as {@code tengen:0.1}
     * @return the root of a new game tree
     */
    public static SgfNode annotate(SgfNode record, GameReview review, String application) {
        SgfReplay replay = SgfReplay.mainLine(record, SgfReplay.Mode.TOLERANT);
        SgfNode root = SgfRecord.of(replay.game(), application);
        for (String id : GAME_INFO) {
            SgfGames.gameInfo(record, id).ifPresent(root::set);
        }
        if (SgfGames.gameInfo(record, "RE").isEmpty()) {
            root.remove("RE"); // the replay's own count of a game ended by passes is no result the players gave
        }
        root.setText("C", joined(record.has("C") ? record.text("C") : "", summary(review, application)));
        List<SgfNode> nodes = moveNodes(root);
        if (nodes.size() != review.moves().size()) {
            throw new IllegalStateException("the record has " + nodes.size() + " moves, the review " + review.moves().size());
        }
        Geometry g = review.geometry();
        for (MoveReview m : review.moves()) {
            SgfNode node = nodes.get(m.number() - 1);
            SgfNode original = replay.moveNodes().get(m.number() - 1);
            node.setText("C", joined(original.has("C") ? original.text("C") : "", comment(m, review)));
            node.set("V", String.format(Locale.ROOT, "%.1f", m.after().blackScoreLead()));
            if (m.judgement() != Judgement.NONE) {
                node.set(m.judgement().sgfProperty(), m.judgement().sgfValue());
            }
            if (m.engineDiffers() && !m.enginePv().isEmpty()) {
                variation(node.parent().orElseThrow(), m, g);
            }
        }
        return root;
    }

    /** The nodes of the main line with a move, in order. */
    static List<SgfNode> moveNodes(SgfNode root) {
        List<SgfNode> out = new ArrayList<>();
        for (SgfNode n = root; n != null; n = n.children().isEmpty() ? null : n.children().get(0)) {
            if (n.has("B") || n.has("W")) {
                out.add(n);
            }
        }
        return out;
    }

    private static void variation(SgfNode parent, MoveReview m, Geometry g) {
        SgfNode node = parent;
        Stone s = m.stone();
        boolean first = true;
        for (Move move : m.enginePv()) {
            node = node.addChild();
            node.set(ReviewText.letter(s), SgfPoints.value(move, g));
            if (first) {
                PositionEval before = m.before();
                node.setText("C", "tengen's choice for move " + m.number() + " instead of " + ReviewText.move(m.move(), g)
                        + ": " + ReviewText.sequence(m.enginePv(), m.stone(), g) + ".\n"
                        + ReviewText.colour(s) + "'s win rate with it: " + ReviewText.percent(before.winRateFor(s))
                        + "; Black's score lead " + ReviewText.signed(before.blackScoreLead()) + ".");
                first = false;
            }
            s = s.opponent();
        }
    }

    /** The comment of one move. */
    static String comment(MoveReview m, GameReview review) {
        Geometry g = review.geometry();
        PositionEval after = m.after();
        String who = ReviewText.colour(m.stone());
        StringBuilder c = new StringBuilder();
        c.append("Move ").append(m.number()).append(": ").append(who).append(' ').append(ReviewText.move(m.move(), g))
                .append(".\n");
        c.append("After it, for Black: win rate ").append(ReviewText.percent(after.blackWinRate()))
                .append(", score lead ").append(ReviewText.signed(after.blackScoreLead()))
                .append(" (").append(after.playouts()).append(" playouts).\n");
        c.append(who).append("'s win rate: ").append(ReviewText.percent(m.before().winRateFor(m.stone())))
                .append(" before, ").append(ReviewText.percent(after.winRateFor(m.stone()))).append(" after: ")
                .append(ReviewText.change(m.drop()));
        if (m.judgement() != Judgement.NONE) {
            c.append(", ").append(article(m.judgement().word())).append(m.judgement().word().toUpperCase(Locale.ROOT));
        }
        c.append(".\n");
        if (m.engineDiffers()) {
            c.append("tengen preferred ").append(ReviewText.move(m.engineMove(), g)).append(" (the variation): ")
                    .append(ReviewText.sequence(m.enginePv(), m.stone(), g)).append('.');
        } else if (m.before().searched()) {
            c.append("tengen's choice too.");
        } else {
            c.append("Not searched (the move limit).");
        }
        return c.toString();
    }

    private static String article(String word) {
        return "aeiou".indexOf(word.charAt(0)) >= 0 ? "an " : "a ";
    }

    /** The root's comment: what the review is and what its marks mean. */
    static String summary(GameReview review, String application) {
        MistakeThresholds t = review.settings().thresholds();
        return "Reviewed by " + application + ", " + review.settings().describe() + ".\n"
                + "Each move's comment gives Black's win rate and score lead (komi included) after it, as tengen's"
                + " search estimates them, and the player's win rate before and after it (a position's win rate is the"
                + " mean of its searched moves' win rates weighted by their visits).\n"
                + "Marks by the player's win-rate drop: DO " + ReviewText.points(t.inaccuracy()) + " points or more"
                + " (inaccuracy), BM[1] " + ReviewText.points(t.mistake()) + " (mistake), BM[2] "
                + ReviewText.points(t.blunder()) + " (blunder). V is Black's score lead.\n"
                + review.tally(Stone.BLACK) + ".\n" + review.tally(Stone.WHITE) + ".";
    }

    private static String joined(String before, String after) {
        return before.isBlank() ? after : before.strip() + "\n\n" + after;
    }
}

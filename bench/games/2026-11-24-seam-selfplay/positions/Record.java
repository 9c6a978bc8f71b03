import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.tengen.core.Game;
import org.tengen.core.Move;
import org.tengen.core.RulesPresets;
import org.tengen.engine.Mcts;

/** Prints the search's move for fixed positions from seeded random games: one line per position. */
public class Record {
    public static void main(String[] args) {
        int n = 0;
        for (int size : new int[] {9, 19}) {
            int count = size == 9 ? 20 : 10;
            int playouts = size == 9 ? 1000 : 400;
            for (int i = 0; i < count; i++) {
                Random r = new Random(1000L * size + i);
                String rules = i % 5 == 4 ? "tromp-taylor" : "chinese";
                Game game = new Game(size, RulesPresets.get(rules));
                int length = r.nextInt(size * size * 3 / 4);
                boolean wantKo = i % 3 == 0; // go on until a ko point stands, to exercise it
                for (int m = 0; m < size * size * 2 && !game.isOver(); m++) {
                    if (m >= length && (!wantKo || game.board().koPoint() != 0)) break;
                    int[] legal = game.legalPoints();
                    Move mv = legal.length == 0 ? Move.PASS : Move.play(legal[r.nextInt(legal.length)]);
                    game.play(mv);
                }
                long seed = 77 + i + (args.length > 0 ? Long.parseLong(args[0]) : 0);
                long t0 = System.nanoTime();
                Mcts.Choice c = new Mcts(seed).search(game, playouts, Long.MAX_VALUE);
                System.out.printf("%d size=%d rules=%s moves=%d ko=%d seed=%d -> point=%d rate=%.6f playouts=%d lead=%.4f%n",
                        n++, size, rules, game.moveCount(), game.board().koPoint(), seed, c.point(), c.winRate(), c.playouts(), c.scoreLead());
                System.err.printf("%d took %.2fs%n", n - 1, (System.nanoTime() - t0) / 1e9);
            }
        }
    }
}

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.tengen.core.Game;
import org.tengen.core.GameReplay;
import org.tengen.core.Move;
import org.tengen.core.Turn;
import org.tengen.engine.Mcts;
import org.tengen.engine.SearchParameters;
import org.tengen.engine.learn.GameRecords;

/**
 * How often the search at fixed playouts plays the 9-dan's move, on positions of the held-out games
 * (learn's split: 500 of all games, seed 1). A cheap proxy for tuning the use of the priors, not strength.
 *
 * <p>java -cp app/target/tengen.jar Probe.java PLAYOUTS GAMES STRIDE [name=value ...]
 */
public class Probe {
    public static void main(String[] args) throws Exception {
        int playouts = Integer.parseInt(args[0]);
        int games = Integer.parseInt(args[1]);
        int stride = Integer.parseInt(args[2]);
        SearchParameters p = SearchParameters.defaults();
        for (int i = 3; i < args.length; i++) {
            p = p.with(args[i]);
        }
        List<Path> files;
        try (Stream<Path> s = Files.list(Path.of("../shared/data/tygem-9d"))) {
            files = s.filter(f -> f.toString().endsWith(".sgf")).sorted().toList();
        }
        List<GameRecords.Record> records = GameRecords.read(files, w -> { }, f -> { });
        List<GameRecords.Record> held = GameRecords.split(records, 500 / (double) records.size(), 1).get(0);
        int positions = 0, agree = 0, agreeOpening = 0, opening = 0;
        long started = System.nanoTime();
        final SearchParameters params = p;
        for (int gi = 0; gi < games && gi < held.size(); gi++) {
            Game source = held.get(gi).game();
            int[] index = {0};
            int[] counts = new int[4]; // positions, agree, opening, agreeOpening
            GameReplay.replay(source, new Game(source.geometry(), source.rules()), (game, turn) -> {
                int k = index[0]++;
                if (k % stride != 0 || !(turn.move() instanceof Move.Play played)) {
                    return;
                }
                Mcts.Choice c = new Mcts(7 + k + 1000L * counts[0], 1, params).search(game, playouts, Long.MAX_VALUE);
                boolean hit = c.point() == played.point();
                counts[0]++;
                counts[1] += hit ? 1 : 0;
                if (k < 50) {
                    counts[2]++;
                    counts[3] += hit ? 1 : 0;
                }
            });
            positions += counts[0];
            agree += counts[1];
            opening += counts[2];
            agreeOpening += counts[3];
        }
        double secs = (System.nanoTime() - started) / 1e9;
        System.out.printf("agree %.1f%% (%d/%d), opening (moves<50) %.1f%% (%d/%d), %.1fs  %s%n",
                100.0 * agree / positions, agree, positions, 100.0 * agreeOpening / opening, agreeOpening, opening, secs,
                String.join(" ", java.util.Arrays.copyOfRange(args, 3, args.length)));
    }
}

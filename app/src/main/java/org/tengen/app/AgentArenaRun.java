package org.tengen.app;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.LongFunction;
import org.tengen.problems.littlego.Agent;
import org.tengen.problems.littlego.AgentPlayer;
import org.tengen.problems.littlego.Arena;
import org.tengen.problems.littlego.Referee;
import org.tengen.problems.littlego.RefereedPlayer;
import picocli.CommandLine;

/** {@code tengen agent --arena}: runs the arena and prints a line per game and the wins per colour. */
final class AgentArenaRun {
    private final CommandLine cl;
    private final String opponent;
    private final int games;
    private final int depth;
    private final boolean fresh;
    private final boolean processes;

    AgentArenaRun(CommandLine cl, String opponent, int games, int depth, boolean fresh, boolean processes) {
        this.cl = cl;
        this.opponent = opponent;
        this.games = games;
        this.depth = depth;
        this.fresh = fresh;
        this.processes = processes;
    }

    /** The agent processes' directory, one for the whole run, removed at exit. */
    private static Path directory() {
        try {
            Path dir = Files.createTempDirectory("tengen-agent-arena-");
            dir.toFile().deleteOnExit();
            for (String f : new String[] {"input.txt", "output.txt", AgentCommand.STATE_FILE}) {
                dir.resolve(f).toFile().deleteOnExit();
            }
            return dir;
        } catch (IOException e) {
            throw new InputException("cannot make a directory for the agent's processes: " + e.getMessage());
        }
    }

    int run(double seconds, long searchNanos, int maxPlayouts, long seed) {
        if (games < 1 || games > 100_000) {
            throw new InputException("--games " + games + ": expected 1 to 100000");
        }
        if (depth < 1 || depth > 6) {
            throw new InputException("--depth " + depth + ": expected 1 to 6");
        }
        LongFunction<RefereedPlayer> agent = s -> new AgentPlayer(new Agent(s), maxPlayouts, searchNanos, fresh);
        if (processes) {
            Path dir = directory();
            List<String> options = new ArrayList<>(List.of("--time", String.valueOf(seconds)));
            if (maxPlayouts != Integer.MAX_VALUE) {
                options.addAll(List.of("--playouts", String.valueOf(maxPlayouts)));
            }
            agent = s -> {
                List<String> seeded = new ArrayList<>(options);
                seeded.addAll(List.of("--seed", String.valueOf(s)));
                return new AgentProcessPlayer(dir, seeded, seconds);
            };
        }
        Arena arena = new Arena(agent, Arena.opponent(opponent, depth), new Referee((long) (seconds * 1e9)));
        String name = opponent.equals("alphabeta") ? "alphabeta" + depth : opponent;
        PrintWriter err = cl.getErr();
        PrintWriter out = cl.getOut();
        Arena.Tally[] t = arena.run(games, seed, (g, colour, o) -> {
            err.printf("game %d: agent %s against %s: %s, %s (%d moves)%n", g, colour == 1 ? "black" : "white", name,
                    o.winner() == colour ? "won" : "LOST", o.detail(), o.moves());
            if (o.winner() != colour) {
                err.println("  moves: " + String.join(" ", o.record()));
            }
            err.flush();
        });
        String search = processes ? "a process per move, its search ends " + AgentCommand.RESERVE_SECONDS
                + " s before the time counted from its start" : String.format("search %.2f s", searchNanos / 1e9);
        out.printf("agent against %s: %d games as each colour, --time %s (%s)%s%s, seed %d%n", name, games, seconds,
                search, maxPlayouts == Integer.MAX_VALUE ? "" : ", --playouts " + maxPlayouts, fresh ? ", --fresh" : "", seed);
        for (int colour = 1; colour <= 2; colour++) {
            Arena.Tally c = t[colour];
            out.printf("as %s: %d wins of %d (%.0f%%); lost by illegal move %d, malformed %d, on time %d; "
                    + "average lead %.1f, slowest move %.3f s%n", colour == 1 ? "black" : "white", c.wins(), c.games(),
                    100.0 * c.wins() / c.games(), c.illegal(), c.malformed(), c.onTime(), c.averageLead(),
                    c.slowestNanos() / 1e9);
        }
        out.flush();
        return 0;
    }
}

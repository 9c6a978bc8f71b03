package org.tengen.app;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import java.util.concurrent.Callable;
import org.tengen.core.Game;
import org.tengen.core.GameReplay;
import org.tengen.core.Geometry;
import org.tengen.core.Move;
import org.tengen.core.Rules;
import org.tengen.core.Stone;
import org.tengen.core.sgf.SgfNode;
import org.tengen.core.sgf.SgfReplay;
import org.tengen.engine.solve.Solution;
import org.tengen.engine.solve.SolvedTable;
import org.tengen.engine.solve.Solver;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code tengen solve}: the exact value of a small board, its best moves, a line of perfect play, and a proof. */
@Command(name = "solve",
        mixinStandardHelpOptions = true,
        description = "Solve a small board exactly: Black's margin under perfect play.",
        footer = {"",
            "Boards of up to 30 points, rules with area scoring and positional or situational",
            "superko (tromp-taylor, gtsa, aga, new-zealand, ing, or JSON). The value is the",
            "margin of perfect play minus the komi; it is checked by two independent",
            "null-window searches (exit status 1 if they disagree).",
            "",
            "Examples:",
            "  tengen solve --size 3x3 --rules tromp-taylor --komi 0",
            "  tengen solve position.sgf --save 3x3.solved",
            "  tengen solve --size 3x3 --table 3x3.solved",
            "  tengen solve --size 4x4 --rules aga --komi 0 --at-least 1"})
final class SolveCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(arity = "0..1", paramLabel = "FILE", description = "An SGF record: solve the position after its main line.")
    String file;

    @Option(names = "--size", paramLabel = "WxH", description = "Solve the empty board of this size, such as 3x3 or 2x5.")
    String size;

    @Option(names = "--rules", paramLabel = "RULES", description = "Rules preset or JSON (default: tromp-taylor, or the record's).")
    String rules;

    @Option(names = "--komi", paramLabel = "POINTS", description = "Komi (default: the rules' or the record's).")
    String komi;

    @Option(names = "--save", paramLabel = "FILE", description = "Write what was proved to FILE, for --table (with --at-least: what the search that settled it proved).")
    String save;

    @Option(names = "--table", paramLabel = "FILE", description = "Start from a table written by --save.")
    String table;

    @Option(names = "--no-proof", description = "Skip the proof's two null-window searches.")
    boolean noProof;

    @Option(names = "--table-size", paramLabel = "LOG2", defaultValue = "22",
            description = "Transposition table of 2^LOG2 entries, 10 to 28 (default: ${DEFAULT-VALUE}: 72 bytes an entry, about 300 MB; the proof takes two more; large tables need java -Xmx).")
    int tableSize;

    @Option(names = "--threads", paramLabel = "N",
            description = "Threads for testing the first moves, 1 to 64 (default: one per processor; the value's search takes one, the proof two; --at-least by alpha-beta runs its two pruned searches side by side on two, by proof numbers the search of every move beside the one without Black's pointless moves).")
    Integer threads;

    @Option(names = "--at-least", paramLabel = "MARGIN",
            description = "Only show whether Black's margin (area minus area, komi aside) is at least MARGIN; for boards whose exact value is out of reach.")
    Integer atLeast;

    @Option(names = "--search", paramLabel = "METHOD",
            description = "proof-numbers or alpha-beta: the search that settles each bound (default: proof-numbers for --at-least, alpha-beta for a whole solve; --save, --table and --caps go with alpha-beta, which also chooses it).")
    String search;

    @Option(names = "--caps", paramLabel = "N", split = ",",
            description = "With --at-least: the moves a node each pruned search holds its side to, in turn (0: every one; default: 5,0). A capped search that deepens without settling keeps the next from starting: --caps 0 leaves it out.")
    int[] caps;

    @Override
    public Integer call() {
        if ((file == null) == (size == null)) {
            throw new InputException("give either --size WxH (the empty board) or an SGF FILE, not "
                    + (file == null ? "neither" : "both"));
        }
        if (tableSize < 10 || tableSize > 28) {
            throw new InputException("--table-size " + tableSize + ": expected 10 to 28");
        }
        if (tableBytes() > Runtime.getRuntime().maxMemory()) {
            throw outOfMemory();
        }
        if (threads != null && (threads < 1 || threads > 64)) {
            throw new InputException("--threads " + threads + ": expected 1 to 64");
        }
        if (caps != null && atLeast == null) {
            throw new InputException("--caps goes with --at-least (a whole solve searches every move)");
        }
        if (caps != null && caps.length == 0) {
            throw new InputException("--caps: expected one or more numbers of moves, such as 5,0");
        }
        if (caps != null) {
            for (int c : caps) {
                if (c < 0) {
                    throw new InputException("--caps " + c + ": expected 0 (every move) or more");
                }
            }
        }
        if (search != null && !search.equals("proof-numbers") && !search.equals("alpha-beta")) {
            throw new InputException("--search " + search + ": expected proof-numbers or alpha-beta");
        }
        boolean alphaBetaOnly = save != null || table != null || caps != null;
        if ("proof-numbers".equals(search) && alphaBetaOnly) {
            throw new InputException("--search proof-numbers: --save, --table and --caps go with --search alpha-beta"
                    + " (the proof-number search keeps no table to save)");
        }
        boolean proofNumbers = search == null ? atLeast != null && !alphaBetaOnly : search.equals("proof-numbers");
        if (atLeast != null && noProof) {
            throw new InputException("--no-proof goes with a whole solve, not with --at-least (it runs no proof: its"
                    + " answer is settled by the search that found it)");
        }
        if (proofNumbers && noProof) {
            throw new InputException("--no-proof goes with --search alpha-beta: the proof-number search's proof is the"
                    + " two bounds that give its value");
        }
        if (save != null) {
            OutputFile.checkWritable(Path.of(save), "--save " + save); // before a search that may take hours
        }
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Game game = file != null ? fromRecord(err) : new Game(Geometry.parse(size), chosenRules(Rules.parse("tromp-taylor")));
        Solver.Options options = Solver.Options.defaults().withTable(tableSize).withProof(!noProof);
        Solver solver = new Solver(game, threads == null ? options : options.withThreads(threads));
        if (table != null) {
            try {
                solver.reuse(SearchOptions.readTable(Path.of(table), table));
            } catch (IllegalArgumentException e) {
                throw new InputException(table + ": " + e.getMessage());
            }
        }
        if (atLeast != null) {
            Consumer<String> progress = line -> {
                err.println("tengen solve: " + line);
                err.flush();
            };
            Solver.Bound b;
            try {
                b = proofNumbers ? solver.atLeastByProofNumbers(atLeast, progress)
                        : caps == null ? solver.atLeast(atLeast, progress) : solver.atLeast(atLeast, caps, progress);
            } catch (OutOfMemoryError e) {
                throw outOfMemory();
            }
            out.println(describe(game) + ".");
            out.println(String.format("Black's margin (komi aside) is at least %d: %s (settled by the search with %s%s, %,d nodes in %.1f s)",
                    b.margin(), b.holds() ? "yes" : "no", b.settledBy(),
                    b.movesPerNode() > 0 ? ", at most " + b.movesPerNode() + " moves a node" : "", b.nodes(), b.millis() / 1000.0));
            if (b.firstMove() != null) {
                out.println((game.toMove() == Stone.BLACK ? "Black" : "White") + "'s first move in the proof: "
                        + b.firstMove().toGtp(game.geometry()) + ".");
            }
            int area = game.geometry().area();
            if (b.holds() && b.margin() >= area) {
                out.println("That is the whole board: Black's margin under perfect play is " + area + ".");
            } else if (!b.holds() && b.margin() <= -area + 1) {
                out.println("That leaves only the whole board for White: Black's margin under perfect play is " + -area + ".");
            }
            if (save != null) {
                SolvedTable proved = solver.table();
                writeTable(proved);
                out.println("Saved " + String.format("%,d", proved.size()) + " proved positions to " + save + ".");
            }
            out.flush();
            return 0;
        }
        Solution s;
        try {
            Consumer<String> progress = line -> {
                err.println("tengen solve: " + line);
                err.flush();
            };
            s = proofNumbers ? solver.solveByProofNumbers(progress) : solver.solve(progress);
        } catch (OutOfMemoryError e) {
            throw outOfMemory();
        }
        print(out, game, s, proofNumbers);
        if (save != null) {
            writeTable(solver.table());
            out.println("Saved " + String.format("%,d", solver.table().size()) + " proved positions to " + save + ".");
        }
        out.flush();
        return s.proof() == null || s.proof().holds() ? 0 : 1;
    }

    private Rules chosenRules(Rules base) {
        Rules r = rules != null ? Rules.parse(rules) : base;
        return komi != null ? r.withKomi(Rules.parseKomi(komi)) : r;
    }

    private Game fromRecord(PrintWriter err) {
        SgfNode root = SgfInput.game(file, SgfInput.read(file, err), 1);
        SgfReplay replay = SgfReplay.mainLine(root, SgfReplay.Mode.TOLERANT);
        if (replay.problem().isPresent()) {
            throw new InputException(file + ": " + replay.problem().get().describeWithPlace());
        }
        Game recorded = replay.game();
        if (rules == null && komi == null) {
            return recorded;
        }
        Game game = new Game(recorded.geometry(), chosenRules(recorded.rules()));
        GameReplay.replay(recorded, game);
        return game;
    }

    private void print(PrintWriter out, Game game, Solution s, boolean proofNumbers) {
        Geometry g = game.geometry();
        out.println(describe(game) + ".");
        out.println("Value: " + s.valueText() + " (Black's area minus White's under perfect play: " + s.margin() + ")");
        out.println("Best moves: " + moves(g, s.bestMoves()));
        if (!s.unsettledMoves().isEmpty()) {
            out.println("Not settled (their tests ran out of nodes): " + moves(g, s.unsettledMoves()));
        }
        StringBuilder pv = new StringBuilder();
        Stone mover = game.toMove();
        for (Move m : s.principalVariation()) {
            pv.append(pv.length() == 0 ? "" : " ").append(mover == Stone.BLACK ? "B " : "W ").append(vertex(g, m));
            mover = mover.opponent();
        }
        out.println("Principal variation: " + pv);
        out.println(String.format("Nodes: %,d in %.1f s", s.nodes(), s.millis() / 1000.0));
        if (s.proof() != null) {
            Solution.Proof p = s.proof();
            out.println(String.format("Proof: margin >= %d %s, margin <= %d %s (two independent %s,"
                    + " %,d nodes, %.1f s): %s", s.margin(), p.atLeast() ? "holds" : "FAILS", s.margin(),
                    p.atMost() ? "holds" : "FAILS", proofNumbers ? "proof-number searches of the bounds, from scratch"
                    : "null-window searches", p.nodes(), p.millis() / 1000.0, p.holds() ? "proved" : "NOT PROVED"));
        }
    }

    private static String describe(Game game) {
        Geometry g = game.geometry();
        String name = game.rules().presetName();
        return "Board " + g.width() + "x" + g.height() + ", " + (name != null ? name : game.rules().toJson())
                + " rules, komi " + game.rules().komiText() + ", " + colour(game.toMove()) + " to move"
                + (game.moveCount() > 0 ? " after move " + game.moveCount() : "");
    }

    private static String colour(Stone s) {
        return s == Stone.BLACK ? "Black" : "White";
    }

    private static String moves(Geometry g, List<Move> moves) {
        StringBuilder sb = new StringBuilder();
        for (Move m : moves) {
            sb.append(sb.length() == 0 ? "" : " ").append(vertex(g, m));
        }
        return sb.toString();
    }

    private static String vertex(Geometry g, Move m) {
        return m instanceof Move.Play p ? g.toGtp(p.point()) : "pass";
    }

    /** One table's bytes: 2^LOG2 entries. */
    private long tableBytes() {
        return (long) Solver.TABLE_ENTRY_BYTES << tableSize;
    }

    /** The tables did not fit the Java heap: the user's choice of size, told with what to do. */
    private InputException outOfMemory() {
        return new InputException(String.format(Locale.ROOT, "--table-size %d: out of memory: a table of 2^%d entries"
                + " takes %.1f GB (a whole solve's proof two more, an --at-least up to three at once) and Java may use"
                + " %.1f GB; give a smaller --table-size, or Java more memory (TENGEN_JAVA_OPTS=-Xmx20g ./tengen ...,"
                + " or java -Xmx20g -jar ...)", tableSize, tableSize, tableBytes() / 1e9,
                Runtime.getRuntime().maxMemory() / 1e9));
    }

    private void writeTable(SolvedTable t) {
        OutputFile.write(Path.of(save), "--save " + save, t::write);
    }
}

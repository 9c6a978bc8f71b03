package org.tengen.engine.learn;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.function.Consumer;
import org.tengen.core.Game;
import org.tengen.core.Move;
import org.tengen.core.Turn;
import org.tengen.core.sgf.SgfException;
import org.tengen.core.sgf.SgfNode;
import org.tengen.core.sgf.SgfReader;
import org.tengen.core.sgf.SgfReplay;

/**
 * The games of SGF collections as the learner reads them: each game's main line replayed under its own
 * rules, up to the first move those rules refuse (a record of a server that drops passes may hold a ko
 * retaken after an unrecorded pass; the moves before it are kept, the rest of that game dropped). Games
 * that can't be read at all are skipped with a warning, never the whole file.
 */
public final class GameRecords {
    /** One game: where it came from (file and number in it, from 1) and the game with its moves played. */
    public record Record(String source, int number, Game game) {
        /** {@return the moves played in order (setup and handicap stones left out)} */
        public List<Turn> moves() {
            List<Turn> out = new ArrayList<>();
            int handicap = game.handicapStones();
            List<Turn> history = game.history();
            for (int i = 0; i < history.size(); i++) {
                Turn t = history.get(i);
                if (i >= handicap && !t.setup() && !t.removal() && !(t.move() instanceof Move.Resign)) {
                    out.add(t);
                }
            }
            return out;
        }
    }

    private GameRecords() {
    }

    /**
     * Reads every game of {@code files}, in order. {@code warnings} hears of each game dropped or cut short
     * (with its file, number and reason); {@code progress} of each file read.
     *
     * @throws IOException if a file can't be read
     */
    public static List<Record> read(List<Path> files, Consumer<String> warnings, Consumer<Path> progress)
            throws IOException {
        List<Record> out = new ArrayList<>();
        for (Path file : files) {
            List<SgfNode> roots;
            try {
                roots = SgfReader.read(file, Long.MAX_VALUE);
            } catch (SgfException e) {
                warnings.accept(file + ": not read: " + e.getMessage());
                continue;
            }
            for (int i = 0; i < roots.size(); i++) {
                try {
                    SgfReplay replay = SgfReplay.mainLine(roots.get(i), SgfReplay.Mode.STRICT);
                    int number = i + 1;
                    replay.problem().ifPresent(p -> warnings.accept(file + ": game " + number
                            + ": cut at " + p.describeWithPlace()));
                    out.add(new Record(file.getFileName().toString(), i + 1, replay.game()));
                } catch (IllegalArgumentException e) { // an SgfException too: a bad point, an unreadable KM
                    warnings.accept(file + ": game " + (i + 1) + ": skipped: " + e.getMessage());
                }
            }
            progress.accept(file);
        }
        return out;
    }

    /**
     * Splits {@code records} into held-out games (about {@code heldOutShare} of them, at least one when there
     * are two or more) and training games, by a shuffle seeded with {@code seed}: the same games and seed
     * give the same split. Returns the two lists, held-out first, each in the records' own order.
     */
    public static List<List<Record>> split(List<Record> records, double heldOutShare, long seed) {
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < records.size(); i++) {
            order.add(i);
        }
        Collections.shuffle(order, new Random(seed));
        int held = records.size() < 2 ? 0 : Math.min(records.size(), Math.max(1, (int) Math.round(records.size() * heldOutShare)));
        boolean[] isHeld = new boolean[records.size()];
        for (int i = 0; i < held; i++) {
            isHeld[order.get(i)] = true;
        }
        List<Record> heldOut = new ArrayList<>();
        List<Record> training = new ArrayList<>();
        for (int i = 0; i < records.size(); i++) {
            (isHeld[i] ? heldOut : training).add(records.get(i));
        }
        return List.of(heldOut, training);
    }
}

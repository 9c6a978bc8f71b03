package org.tengen.core.sgf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static org.junit.jupiter.api.Assertions.assertTimeout;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import org.tengen.core.Game;
import org.tengen.core.Geometry;
import org.tengen.core.Legality;
import org.tengen.core.Move;
import org.tengen.core.Rules;
import org.tengen.core.RulesPresets;
import org.tengen.core.Stone;
import org.tengen.core.sgf.SgfReplay.Mode;

/**
 * Seeded mutation fuzzing of the SGF reader, writer and replay, and pathological inputs.
 *
 * <p>Valid records (the real-world folder and a few generated games) are mutated at random: byte ranges
 * deleted, inserted, duplicated, swapped, truncated; special and binary bytes inserted; identifiers' case
 * flipped; two files spliced; SGF tokens from a dictionary inserted. Each result is read; whatever reads
 * is written, read back (it must equal what was read) and replayed in both modes. The only failure the
 * SGF code may report is an {@link SgfException} with a line and column inside the input: anything else
 * (a NullPointerException, StackOverflowError, an IllegalStateException or a bare IllegalArgumentException
 * from below) fails the test with the seed and the input, escaped as a Java string, shrunk to a small
 * input that fails the same way. Every seed is a test of its own, so a failure names it.
 *
 * <p>Random games written by {@link SgfRecord} must replay to the games they record. The pathological
 * inputs: 100,000 nested variations, a million moves, a 10 MB value, a megabyte of random bytes,
 * unbalanced brackets and parentheses, files over the size limit, and nodes with tens of thousands of
 * properties; each reads, or fails with an SgfException, without overflowing the stack or taking
 * quadratic time.
 */
@Tag("slow")
class SgfFuzzTest {
    /** The fixed seeds; each mutates {@link #MUTATIONS_PER_SEED} inputs, 40,000 in all. */
    private static final long[] SEEDS = {
        1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987, 1597, 2584, 4181, 6765, 10946};
    private static final int MUTATIONS_PER_SEED = 2_000;
    /** Mutated inputs longer than this are cut, to keep the run short. */
    private static final int MAX_INPUT = 64 << 10;

    /** Tokens the mutator inserts: structure, escapes, and properties the reader and replay interpret. */
    private static final String[] TOKENS = {
        "(;", "(", ")", ";", "[", "]", "\\", "\\]", "\\\\", "\r\n", "\r", "\n", "[]", ")(;", "((;", "))",
        "B[tt]", "W[tt]", "B[]", "W[]", "B[aa]", "W[ss]", "B[zz]", "W[AA]", "B[aa][bb]", "B[a]", "W[dd:ee]",
        "SZ[1]", "SZ[2]", "SZ[5]", "SZ[25]", "SZ[26]", "SZ[0]", "SZ[-1]", "SZ[19:13]", "SZ[13:19]", "SZ[1:25]",
        "SZ[]", "SZ[99999]", "SZ[x]",
        "HA[2]", "HA[9]", "HA[0]", "HA[1]", "HA[-3]", "HA[400]", "HA[99999999999]", "HA[]",
        "KM[6.5]", "KM[375]", "KM[650]", "KM[7,5]", "KM[1e9]", "KM[NaN]", "KM[Infinity]", "KM[-0]", "KM[]",
        "KM[100000]", "KM[0.25]", "KM[999.5]", "KM[1001]",
        "AB[aa:ss]", "AB[]", "AB[aa:cc]", "AW[ss]", "AW[aa:bb]", "AE[aa:ss]", "AE[]", "AE[dd]", "AB[tt]",
        "AB[aa]AB[aa]", "AW[aa]AB[aa]",
        "PL[W]", "PL[B]", "PL[1]", "PL[x]", "PL[]",
        "RU[Japanese]", "RU[Chinese]", "RU[AGA]", "RU[little-go]", "RU[tromp-taylor]", "RU[NZ]", "RU[unknown]",
        "RU[koPOSITIONALscoreAREAtaxNONEsui1komi7.5]", "RU[koSIMPLEscoreTERRITORY]", "RU[{\"moveLimit\":3}]",
        "RU[{\"ko\":\"SITUATIONAL\",\"komi\":2}]", "RU[{]",
        "RE[B+R]", "RE[W+Resign]", "RE[0]", "RE[B+3.5]", "RE[W+T]", "RE[Void]", "RE[B+1e999]",
        "GM[1]", "GM[2]", "GM[]", "FF[3]", "FF[4]",
        "CA[UTF-8]", "CA[UTF-16]", "CA[Big5]", "CA[Shift_JIS]", "CA[gb2312]", "CA[x-unknown]", "CA[]",
        "CA[ISO-2022-JP]", "CA[UTF-32BE]",
        "AddBlack[dd]", "Black[qq]", "C[\\\r\n]", "C[a\\:b]", "LB[aa:x]", "TR[aa:cc]", "\u00ef\u00bb\u00bf",
    };

    /** Numbers the mutator puts in place of others: limits of sizes, counts, komi and coordinates. */
    private static final String[] NUMBERS = {
        "0", "1", "2", "3", "4", "9", "19", "20", "24", "25", "26", "52", "99", "100", "361", "1000", "1001",
        "2147483647", "2147483648", "99999999999", "-1", "-0", "0.5", "0.25", "7.25", "7.5", "375", "650",
        "1e400", "1e-400", "00000000000000000000001", ".", "5.", ".5"};

    // ---------------------------------------------------------------- the check

    /**
     * Reads {@code input} and, when it reads, writes, re-reads and replays every game in both modes. Returns
     * normally, or after an {@link SgfException} placed inside the input; anything else is thrown.
     */
    static void check(byte[] input) {
        String text = SgfReader.decode(input);
        int lines = lineCount(text);
        List<SgfNode> games;
        try {
            games = SgfReader.read(input);
        } catch (SgfException e) {
            checkPosition(e, lines);
            return;
        }
        String written = SgfWriter.write(games);
        List<SgfNode> again = SgfReader.parse(written);
        if (!again.equals(games)) {
            throw new AssertionError("parse(write(games)) differs from games; written:\n" + written);
        }
        if (again.hashCode() != games.hashCode()) {
            throw new AssertionError("equal trees with different hash codes; written:\n" + written);
        }
        if (!SgfWriter.write(again).equals(written)) {
            throw new AssertionError("the canonical text is not canonical: written again it changes; written:\n" + written);
        }
        for (SgfNode game : games) {
            for (Mode mode : Mode.values()) {
                try {
                    SgfReplay replay = SgfReplay.mainLine(game, mode);
                    replay.problem().ifPresent(p -> {
                        if (p.line() < 1 || p.column() < 1 || p.line() > lines + 1) {
                            throw new AssertionError("illegal move placed outside the input (" + lines + " lines): " + p);
                        }
                    });
                    int extra = replay.game().moveCount() - replay.moves(); // a recorded resignation adds one
                    if (extra != 0 && extra != 1) {
                        throw new AssertionError(replay.moves() + " moves replayed, but the game counts " + replay.game().moveCount());
                    }
                } catch (SgfException e) {
                    checkPosition(e, lines);
                }
            }
        }
    }

    private static void checkPosition(SgfException e, int lines) {
        if (e.line() < 1 || e.column() < 1 || e.line() > lines + 1) {
            throw new AssertionError("SgfException placed outside the input (" + lines + " lines): " + e.getMessage(), e);
        }
        if (!e.getMessage().startsWith("line " + e.line() + ", column " + e.column() + ": ")) {
            throw new AssertionError("message without its position: " + e.getMessage(), e);
        }
    }

    /** Lines as the parser counts them: LF, CR LF and a lone CR each end one. */
    static int lineCount(String text) {
        int lines = 1;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\n' || (c == '\r' && (i + 1 >= text.length() || text.charAt(i + 1) != '\n'))) {
                lines++;
            }
        }
        return lines;
    }

    // ---------------------------------------------------------------- the corpus

    static List<byte[]> corpus() throws IOException {
        List<byte[]> corpus = new ArrayList<>();
        for (String name : SgfRealWorldTest.fileNames()) {
            corpus.add(SgfRealWorldTest.bytes(name));
        }
        corpus.add(utf8(SgfWriter.write(randomGame(new Random(11), 19, RulesPresets.get("japanese"), 0, 160))));
        corpus.add(utf8(SgfWriter.write(randomGame(new Random(12), 9, RulesPresets.get("chinese"), 3, 50))));
        corpus.add(utf8(SgfWriter.write(randomGame(new Random(13), 13, RulesPresets.get("tromp-taylor"), 0, 90))));
        corpus.add(utf8(SgfWriter.write(randomGame(new Random(14), 5, RulesPresets.get("little-go"), 0, 30))));
        corpus.add(utf8(SgfWriter.write(randomGame(new Random(15), 7, RulesPresets.get("aga").withKomi(0.5), 2, 40))));
        corpus.add(utf8("(;GM[1]FF[4]CA[UTF-8]SZ[9]HA[2]AB[cc][gg]KM[375]RU[koPOSITIONALscoreAREAtaxNONEsui1komi7.5]"
                + "PL[W]C[escapes: \\] and \\\\ and a soft\\\nbreak]\n;W[ee]LB[dd:A\\:B]TR[aa:bb]\n;B[tt]\n;W[]\n"
                + "(;B[dd]AE[cc]PL[W];W[cc])\n(;B[ff]AW[hh]AddBlack[ii];W[tt];B[])\n(;AB[aa]AW[ba];B[ca]))\n"
                + "(;GM[1]SZ[19:13]RE[W+R];B[aa];W[sm];B[jg]XX[x][y])\n"));
        return corpus;
    }

    private static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    /**
     * A game of random legal moves, with now and then a pass and, one turn in {@code setupOneIn} each, a
     * setup stone or the removal of a stone.
     */
    static Game randomPlay(Random rnd, int size, Rules rules, int handicap, int moves, int setupOneIn) {
        Game game = new Game(Geometry.of(size), rules);
        if (handicap > 0) {
            game.placeFixedHandicap(handicap);
        }
        int lastSetup = 0;
        for (int i = 0; i < moves && !game.isOver(); i++) {
            int[] legal = game.legalPoints();
            int r = rnd.nextInt(setupOneIn);
            if (r == 0 && legal.length > 0) {
                try {
                    int p = legal[rnd.nextInt(legal.length)];
                    game.setup(rnd.nextBoolean() ? Stone.BLACK : Stone.WHITE, p);
                    lastSetup = p;
                } catch (IllegalArgumentException e) {
                    // a setup stone may not take a chain's last liberty: skip it
                }
            } else if (r == 1) {
                // Half the time the stone set up last (perhaps just now), else any stone.
                int[] points = game.geometry().points();
                int p = rnd.nextBoolean() && lastSetup != 0 ? lastSetup : points[rnd.nextInt(points.length)];
                for (int k = 0; k < points.length && game.board().isEmpty(p); k++) {
                    p = points[rnd.nextInt(points.length)];
                }
                if (!game.board().isEmpty(p)) {
                    game.removeStone(p);
                }
            } else if (r == 2 || legal.length == 0) {
                game.play(Move.PASS);
            } else {
                assertThat(game.play(Move.play(legal[rnd.nextInt(legal.length)]))).isEqualTo(Legality.LEGAL);
            }
        }
        return game;
    }

    /** A random game written by {@link SgfRecord}, with comments full of escapes and a few variations. */
    static SgfNode randomGame(Random rnd, int size, Rules rules, int handicap, int moves) {
        SgfNode root = SgfRecord.of(randomPlay(rnd, size, rules, handicap, moves, 40), "tengen-fuzz:1");
        root.setText("C", "Generated: a ] bracket, a \\ backslash,\na new line and a colon: here.");
        List<SgfNode> line = root.mainLineEnd().pathFromRoot();
        for (int v = 0; v < 3 && line.size() > 2; v++) {
            SgfNode at = line.get(1 + rnd.nextInt(line.size() - 1));
            SgfNode branch = at.addChild();
            String[] letters = {"a", "c", "d", "e", "g"};
            branch.set(rnd.nextBoolean() ? "B" : "W", letters[rnd.nextInt(5)] + letters[rnd.nextInt(5)]);
            branch.setText("C", "variation " + v + " [with brackets]");
            branch.addChild().set("W", "");
        }
        return root;
    }

    // ---------------------------------------------------------------- the mutator

    static byte[] mutate(byte[] input, Random rnd, List<byte[]> corpus) {
        byte[] b = input;
        int rounds = 1 + rnd.nextInt(3);
        for (int i = 0; i < rounds; i++) {
            b = mutateOnce(b, rnd, corpus);
        }
        return b.length > MAX_INPUT ? Arrays.copyOf(b, MAX_INPUT) : b;
    }

    private static byte[] mutateOnce(byte[] b, Random rnd, List<byte[]> corpus) {
        int n = b.length;
        switch (rnd.nextInt(12)) {
            case 0: { // delete a range
                int from = rnd.nextInt(n + 1);
                int len = Math.min(n - from, length(rnd, n));
                return concat(slice(b, 0, from), slice(b, from + len, n));
            }
            case 1: { // insert random bytes: structural characters, letters, white space, binary
                int at = rnd.nextInt(n + 1);
                byte[] bytes = new byte[1 + rnd.nextInt(8)];
                String special = "()[];\\:ABWCKMSZaz \r\n\t";
                for (int i = 0; i < bytes.length; i++) {
                    bytes[i] = rnd.nextInt(3) == 0 ? (byte) rnd.nextInt(256) : (byte) special.charAt(rnd.nextInt(special.length()));
                }
                return concat(slice(b, 0, at), bytes, slice(b, at, n));
            }
            case 2: { // duplicate a range somewhere
                int from = rnd.nextInt(n + 1);
                int len = Math.min(n - from, length(rnd, n));
                int at = rnd.nextInt(n + 1);
                return concat(slice(b, 0, at), slice(b, from, from + len), slice(b, at, n));
            }
            case 3: { // swap two ranges
                if (n < 2) {
                    return b;
                }
                int a = rnd.nextInt(n);
                int c = rnd.nextInt(n);
                int first = Math.min(a, c);
                int second = Math.max(a, c);
                int len1 = Math.min(second - first, length(rnd, n));
                int len2 = Math.min(n - second, length(rnd, n));
                return concat(slice(b, 0, first), slice(b, second, second + len2), slice(b, first + len1, second),
                        slice(b, first, first + len1), slice(b, second + len2, n));
            }
            case 4: // truncate
                return slice(b, 0, rnd.nextInt(n + 1));
            case 5: { // flip the case of an identifier, or of one of its letters
                byte[] out = b.clone();
                for (int tries = 0; tries < 20 && n > 0; tries++) {
                    int at = rnd.nextInt(n);
                    if (Character.isLetter(out[at]) && out[at] > 0) {
                        int from = at;
                        while (from > 0 && Character.isLetter(out[from - 1]) && out[from - 1] > 0) {
                            from--;
                        }
                        int to = rnd.nextBoolean() ? at + 1 : from;
                        while (to < n && Character.isLetter(out[to]) && out[to] > 0 && to - from < 32) {
                            to++;
                        }
                        for (int i = rnd.nextBoolean() ? at : from; i < to; i++) {
                            out[i] = (byte) (out[i] ^ 0x20);
                        }
                        return out;
                    }
                }
                return out;
            }
            case 6: { // splice: the start of this input and the end of another
                byte[] other = corpus.get(rnd.nextInt(corpus.size()));
                return concat(slice(b, 0, rnd.nextInt(n + 1)), slice(other, rnd.nextInt(other.length + 1), other.length));
            }
            case 7: { // overwrite one byte
                if (n == 0) {
                    return b;
                }
                byte[] out = b.clone();
                String special = "()[];\\:0123456789.-+abcst";
                out[rnd.nextInt(n)] = rnd.nextBoolean() ? (byte) rnd.nextInt(256) : (byte) special.charAt(rnd.nextInt(special.length()));
                return out;
            }
            case 8: { // replace a value's text with a token's
                int open = indexOf(b, '[', rnd.nextInt(n + 1));
                int close = open < 0 ? -1 : indexOf(b, ']', open);
                if (close < 0) {
                    return b;
                }
                String token = TOKENS[rnd.nextInt(TOKENS.length)];
                int bracket = token.indexOf('[');
                String value = bracket >= 0 && token.endsWith("]") ? token.substring(bracket + 1, token.length() - 1) : token;
                return concat(slice(b, 0, open + 1), latin1(value), slice(b, close, n));
            }
            case 9: { // insert a token anywhere
                int at = rnd.nextInt(n + 1);
                return concat(slice(b, 0, at), latin1(TOKENS[rnd.nextInt(TOKENS.length)]), slice(b, at, n));
            }
            case 10: { // insert a token between properties: after a ']' or a ';', often in the root
                int root = indexOf(b, ';', 0);
                int boundary = rnd.nextInt(3) == 0 ? root : Math.max(indexOf(b, ']', rnd.nextInt(n + 1)), indexOf(b, ';', rnd.nextInt(n + 1)));
                int at = boundary < 0 ? n : boundary + 1;
                return concat(slice(b, 0, at), latin1(TOKENS[rnd.nextInt(TOKENS.length)]), slice(b, at, n));
            }
            default: { // replace a number with one at an edge
                int from = rnd.nextInt(n + 1);
                while (from < n && (b[from] < '0' || b[from] > '9')) {
                    from++;
                }
                int to = from;
                while (to < n && ((b[to] >= '0' && b[to] <= '9') || b[to] == '.')) {
                    to++;
                }
                return concat(slice(b, 0, from), latin1(NUMBERS[rnd.nextInt(NUMBERS.length)]), slice(b, to, n));
            }
        }
    }

    /** A range length: mostly short, now and then a large part of the input. */
    private static int length(Random rnd, int n) {
        return rnd.nextInt(4) == 0 ? rnd.nextInt(n / 2 + 1) : 1 + rnd.nextInt(16);
    }

    private static int indexOf(byte[] b, char c, int from) {
        for (int i = from; i < b.length; i++) {
            if (b[i] == c) {
                return i;
            }
        }
        return -1;
    }

    private static byte[] latin1(String s) {
        return s.getBytes(StandardCharsets.ISO_8859_1);
    }

    private static byte[] slice(byte[] b, int from, int to) {
        return Arrays.copyOfRange(b, from, Math.max(from, to));
    }

    private static byte[] concat(byte[]... parts) {
        int n = 0;
        for (byte[] p : parts) {
            n += p.length;
        }
        byte[] out = new byte[n];
        int at = 0;
        for (byte[] p : parts) {
            System.arraycopy(p, 0, out, at, p.length);
            at += p.length;
        }
        return out;
    }

    // ---------------------------------------------------------------- failures: signature, shrinking, report

    /** What kind of failure: the exception's class and the first frame of tengen's main code. */
    static String signature(Throwable t) {
        String where = "";
        for (StackTraceElement e : t.getStackTrace()) {
            if (e.getClassName().startsWith("org.tengen.core") && !e.getClassName().endsWith("FuzzTest")) {
                where = " at " + e.getClassName() + "." + e.getMethodName();
                break;
            }
        }
        String message = t instanceof AssertionError && t.getMessage() != null ? " " + t.getMessage().split("[:(]")[0] : "";
        return t.getClass().getName() + where + message;
    }

    /** The failure of {@link #check} on {@code input}, or null when it passes. */
    static Throwable failure(byte[] input) {
        try {
            check(input);
            return null;
        } catch (Throwable t) { // StackOverflowError and AssertionError too: every one is a finding
            return t;
        }
    }

    /** A smaller input that fails with the same signature: chunks removed while it still fails. */
    static byte[] shrink(byte[] input, String signature) {
        byte[] best = input;
        int budget = 4000;
        for (int chunk = Math.max(1, best.length / 2); chunk >= 1 && budget > 0; chunk /= 2) {
            boolean progress = true;
            while (progress && budget > 0) {
                progress = false;
                for (int at = 0; at + chunk <= best.length && budget > 0; ) {
                    byte[] candidate = concat(slice(best, 0, at), slice(best, at + chunk, best.length));
                    budget--;
                    Throwable t = failure(candidate);
                    if (t != null && signature(t).equals(signature)) {
                        best = candidate;
                        progress = true;
                    } else {
                        at += chunk;
                    }
                }
            }
        }
        return best;
    }

    /** The bytes as a Java string literal whose ISO-8859-1 bytes are the input. */
    static String escape(byte[] bytes) {
        StringBuilder sb = new StringBuilder("\"");
        for (byte x : bytes) {
            int c = x & 0xff;
            if (c == '"' || c == '\\') {
                sb.append('\\').append((char) c);
            } else if (c == '\n') {
                sb.append("\\n");
            } else if (c == '\r') {
                sb.append("\\r");
            } else if (c >= 0x20 && c < 0x7f) {
                sb.append((char) c);
            } else {
                sb.append(String.format("\\u%04x", c));
            }
        }
        return sb.append('"').toString();
    }

    private static String report(long seed, int iteration, byte[] input, Throwable t) {
        String signature = signature(t);
        byte[] small = shrink(input, signature);
        Throwable smallFailure = failure(small);
        java.io.StringWriter trace = new java.io.StringWriter();
        (smallFailure != null ? smallFailure : t).printStackTrace(new java.io.PrintWriter(trace));
        String stack = trace.toString();
        return "seed " + seed + ", mutation " + iteration + ": " + signature + "\n"
                + "  " + t + "\n"
                + "  reproduce: SgfFuzzTest.check(" + escape(small) + ".getBytes(StandardCharsets.ISO_8859_1))\n"
                + "  shrunk input: " + escape(small) + "\n"
                + "  mutated input (" + input.length + " bytes): " + escape(input) + "\n"
                + stack.substring(0, Math.min(stack.length(), 3000));
    }

    // ---------------------------------------------------------------- the fuzzing

    @Test
    void theCorpusIsValid() throws IOException {
        List<byte[]> corpus = corpus();
        assertThat(corpus).hasSizeGreaterThan(25);
        for (byte[] input : corpus) {
            assertThat(SgfReader.read(input)).isNotEmpty();
            check(input);
        }
    }

    @TestFactory
    Stream<DynamicTest> mutations() throws IOException {
        List<byte[]> corpus = corpus();
        return Arrays.stream(SEEDS).mapToObj(seed -> DynamicTest.dynamicTest("seed " + seed, () -> {
            Random rnd = new Random(seed);
            List<String> seen = new ArrayList<>();
            StringBuilder failures = new StringBuilder();
            for (int i = 0; i < MUTATIONS_PER_SEED; i++) {
                byte[] input = mutate(corpus.get(rnd.nextInt(corpus.size())), rnd, corpus);
                Throwable t = failure(input);
                if (t != null && !seen.contains(signature(t)) && seen.size() < 5) {
                    seen.add(signature(t));
                    failures.append(report(seed, i, input, t)).append('\n');
                }
            }
            assertThat(seen).as("failures other than SgfException:\n%s", failures).isEmpty();
        }));
    }

    /**
     * A game written by {@link SgfRecord} (moves, passes, handicap, setup stones and removals mid-game, a
     * resignation) reads back as the same tree and replays, in both modes, to the same game: the same
     * stones, moves, handicap, player to move and result.
     */
    @Test
    void recordsReplayToTheGamesTheyRecord() {
        String[] presets = {"japanese", "chinese", "tromp-taylor", "aga", "new-zealand", "ing", "little-go"};
        int[] sizes = {5, 7, 9, 13, 19};
        List<String> mismatches = new ArrayList<>();
        for (int seed = 0; seed < 400; seed++) {
            Random rnd = new Random(seed);
            int size = sizes[rnd.nextInt(sizes.length)];
            int handicap = size >= 7 && rnd.nextInt(4) == 0 ? 2 + rnd.nextInt(3) : 0;
            Game game = randomPlay(rnd, size, RulesPresets.get(presets[rnd.nextInt(presets.length)]), handicap,
                    rnd.nextInt(120), 12);
            if (rnd.nextInt(5) == 0 && !game.isOver()) {
                game.resign(game.toMove());
            }
            SgfNode record = SgfRecord.of(game, "tengen-fuzz:1");
            String sgf = SgfWriter.write(record);
            SgfNode back = SgfReader.parse(sgf).get(0);
            assertThat(back).isEqualTo(record);
            for (Mode mode : Mode.values()) {
                SgfReplay replay = SgfReplay.mainLine(back, mode);
                Game g = replay.game();
                List<String> diffs = new ArrayList<>();
                replay.problem().ifPresent(p -> diffs.add("stopped at " + p.describe()));
                if (!g.board().position().equals(game.board().position())) {
                    diffs.add("other stones");
                }
                if (g.moveCount() != game.moveCount()) {
                    diffs.add(g.moveCount() + " moves, not " + game.moveCount());
                }
                if (g.handicapStones() != game.handicapStones()) {
                    diffs.add("handicap " + g.handicapStones() + ", not " + game.handicapStones());
                }
                if (g.toMove() != game.toMove()) {
                    diffs.add(g.toMove() + " to move, not " + game.toMove());
                }
                if (!String.valueOf(g.result()).equals(String.valueOf(game.result()))) {
                    diffs.add("result " + g.result() + ", not " + game.result());
                }
                if (!diffs.isEmpty()) {
                    mismatches.add("seed " + seed + ", " + mode + ": " + diffs + "\n" + sgf);
                    break; // the other mode differs the same way, as a rule
                }
            }
        }
        mismatches.sort(java.util.Comparator.comparingInt(String::length));
        assertThat(mismatches.size()).as("%d games replay otherwise than they were played; the shortest records:%n%s",
                mismatches.size(), String.join("\n", mismatches.subList(0, Math.min(4, mismatches.size())))).isZero();
    }

    // ---------------------------------------------------------------- pathological inputs

    /** The SgfException {@code code} throws; fails when it throws none. */
    private static SgfException sgfError(org.assertj.core.api.ThrowableAssert.ThrowingCallable code) {
        SgfException e = catchThrowableOfType(SgfException.class, code);
        assertThat(e).as("an SgfException").isNotNull();
        return e;
    }

    private static String repeat(String s, int times) {
        return s.repeat(times);
    }

    @Test
    void hundredThousandNestedVariations() {
        int depth = 100_000;
        String balanced = repeat("(;B[aa]", depth) + repeat(")", depth);
        List<SgfNode> games = SgfReader.parse(balanced);
        assertThat(games).hasSize(1);
        SgfNode root = games.get(0);
        assertThat(root.mainLineEnd().pathFromRoot()).hasSize(depth);
        String written = SgfWriter.write(games);
        List<SgfNode> again = SgfReader.parse(written);
        assertThat(again.equals(games)).isTrue();
        assertThat(again.hashCode()).isEqualTo(games.hashCode());
        // The second move is on the first one's point: both replays stop there, at its place in the input.
        for (Mode mode : Mode.values()) {
            SgfReplay replay = SgfReplay.mainLine(root, mode);
            assertThat(replay.problem()).contains(new SgfReplay.IllegalMove(2, Stone.BLACK, "A19", Legality.OCCUPIED, 1, 10));
        }
        check(balanced.getBytes(StandardCharsets.US_ASCII));

        // Each level also gets a second variation: the writer must nest 100,000 parentheses.
        String branching = repeat("(;B[aa]", depth) + repeat(")(;W[bb])", depth - 1) + ")";
        List<SgfNode> tree = SgfReader.parse(branching);
        assertThat(tree.get(0).children()).hasSize(2);
        String nested = SgfWriter.write(tree);
        assertThat(nested.chars().filter(c -> c == '(').count()).isEqualTo(2L * depth - 1);
        List<SgfNode> treeAgain = SgfReader.parse(nested);
        assertThat(treeAgain.equals(tree)).isTrue();
        assertThat(treeAgain.hashCode()).isEqualTo(tree.hashCode());
        assertThat(tree.get(0).mainLineEnd().pathFromRoot()).hasSize(depth);

        // Unbalanced: one ')' short leaves the outermost tree open; one too many closes nothing.
        SgfException open = sgfError(() -> SgfReader.parse(repeat("(;B[aa]", depth) + repeat(")", depth - 1)));
        assertThat(open.line()).isEqualTo(1);
        assertThat(open.column()).as("the outermost tree stays open").isEqualTo(1);
        assertThat(open.reason()).contains("never closed");
        SgfException extra = sgfError(() -> SgfReader.parse(balanced + ")"));
        assertThat(extra.line()).isEqualTo(1);
        assertThat(extra.column()).isEqualTo(balanced.length() + 1);
    }

    @Test
    void aMillionMoves() {
        // 9x9: the game scores the board each time two passes end it, half a million times here.
        int pairs = 500_000;
        String text = "(;GM[1]FF[4]SZ[9]" + repeat(";B[];W[]", pairs) + ")";
        List<SgfNode> games = SgfReader.parse(text);
        SgfNode root = games.get(0);
        List<SgfNode> line = root.mainLineEnd().pathFromRoot();
        assertThat(line).hasSize(2 * pairs + 1);
        String written = SgfWriter.write(games);
        assertThat(SgfReader.parse(written).equals(games)).isTrue();
        for (Mode mode : Mode.values()) {
            SgfReplay replay = SgfReplay.mainLine(root, mode);
            assertThat(replay.problem()).isEmpty();
            assertThat(replay.moves()).isEqualTo(2 * pairs);
            assertThat(replay.game().moveCount()).isEqualTo(2 * pairs);
            assertThat(replay.game().isOver()).isTrue();
        }
    }

    @Test
    void tenMegabyteValue() {
        int size = 10 << 20;
        StringBuilder value = new StringBuilder(size + 16);
        for (int i = 0; value.length() < size; i++) {
            value.append(i % 1000 == 999 ? "\\]" : i % 80 == 79 ? "\n" : "x");
        }
        String text = "(;GM[1]SZ[9]C[" + value + "];B[ee])";
        List<SgfNode> games = SgfReader.read(text.getBytes(StandardCharsets.US_ASCII));
        SgfNode root = games.get(0);
        assertThat(root.value("C")).hasSize(value.length());
        assertThat(root.text("C")).doesNotContain("\\").contains("x]x");
        String written = SgfWriter.write(games);
        assertThat(SgfReader.parse(written)).isEqualTo(games);
        assertThat(SgfReplay.mainLine(root, Mode.STRICT).moves()).isEqualTo(1);

        // Never closed: the error points at the '[' that opened it.
        SgfException e = sgfError(() -> SgfReader.parse("(;GM[1]\nC[" + value));
        assertThat(e.line()).isEqualTo(2);
        assertThat(e.column()).isEqualTo(2);
    }

    @Test
    void aMegabyteOfBinaryGarbage() {
        byte[] garbage = new byte[1 << 20];
        new Random(20240601).nextBytes(garbage);
        int lines = lineCount(SgfReader.decode(garbage));
        SgfException e = sgfError(() -> SgfReader.read(garbage));
        assertThat(e).isNotNull();
        assertThat(e.line()).isBetween(1, lines + 1);
        assertThat(e.column()).isPositive();
        check(garbage);

        // Without a '(' no game tree starts: the error is at the start.
        byte[] noParen = garbage.clone();
        for (int i = 0; i < noParen.length; i++) {
            if (noParen[i] == '(') {
                noParen[i] = 'x';
            }
        }
        SgfException none = sgfError(() -> SgfReader.read(noParen));
        assertThat(none.line()).isEqualTo(1);
        assertThat(none.column()).isEqualTo(1);
        assertThat(none.reason()).contains("no SGF game tree");

        // After a valid start: the error is where the garbage begins.
        byte[] afterStart = concat("(;GM[1]\n;B[aa]\n".getBytes(StandardCharsets.US_ASCII), new byte[] {(byte) 0x80}, garbage);
        SgfException later = sgfError(() -> SgfReader.read(afterStart));
        assertThat(later.line()).isEqualTo(3);
        assertThat(later.column()).isEqualTo(1);
        check(afterStart);
    }

    @Test
    void unbalancedBracketsAndParentheses() {
        Object[][] cases = {
            // input, line, column of the error
            {"(;B[aa]", 1, 1},                 // the tree is never closed
            {"(;B[aa]))", 1, 9},               // a ')' that closes nothing
            {"(;C[abc", 1, 4},                 // the value is never closed
            {"(;C[abc\\]", 1, 4},              // its only ']' is escaped
            {"(;B[aa](;W[bb]", 1, 8},          // the variation is never closed
            {"(;B[aa];W[bb]])", 1, 14},        // a ']' outside a value
            {"(;B[aa](;W[bb]);B[cc])", 1, 16}, // a node after a variation
            {"(;B[aa]()(;W[bb]))", 1, 9},      // an empty variation
            {"(;B[aa]\n(;W[bb]\n", 2, 1},      // the variation on line 2 is never closed
            {"(;B[aa])\n(;", 2, 1},            // a second tree that is never closed
            {"(;B[aa])\r\n\r\n(;W)", 3, 4},    // a property without a value, CR LF lines
            {"(;B[aa]\r(;W[bb]\r", 2, 1},      // lone CRs end lines too
            {"()", 1, 1},                      // no game tree at all
            {"", 1, 1},
            {"(;B [aa] C[x] ;W [bb]", 1, 1},
        };
        for (Object[] c : cases) {
            String input = (String) c[0];
            SgfException e = sgfError(() -> SgfReader.parse(input));
            assertThat(e).as(escape(input.getBytes(StandardCharsets.ISO_8859_1))).isNotNull();
            assertThat(new int[] {e.line(), e.column()}).as(e.getMessage()).containsExactly((int) c[1], (int) c[2]);
            check(input.getBytes(StandardCharsets.ISO_8859_1));
        }
        // White space around the parts is allowed.
        assertThat(SgfReader.parse(" ( ; B [aa] \n C [x] ; W [bb] ) ").get(0).mainLineEnd().value("W")).isEqualTo("bb");
    }

    @Test
    void filesOverTheSizeLimitAreRefusedBeforeReading(@TempDir Path dir) throws IOException {
        Path small = dir.resolve("small.sgf");
        Files.writeString(small, "(;GM[1]SZ[9];B[ee];W[cc])");
        long size = Files.size(small);
        assertThat(SgfReader.read(small, size)).hasSize(1);
        SgfException e = sgfError(() -> SgfReader.read(small, size - 1));
        assertThat(e.line()).isEqualTo(1);
        assertThat(e.column()).isEqualTo(1);
        assertThat(e.getMessage()).contains(size + " bytes").contains((size - 1) + " bytes");

        // 50 MB, made sparse at once: the default limit refuses it without reading it.
        Path big = dir.resolve("big.sgf");
        try (RandomAccessFile f = new RandomAccessFile(big.toFile(), "rw")) {
            f.setLength(50L << 20);
        }
        SgfException tooBig = sgfError(() -> SgfReader.read(big));
        assertThat(tooBig.getMessage()).contains("50.0 MB").contains("32.0 MB");
        assertThat(tooBig.line()).isEqualTo(1);
        assertThat(tooBig.column()).isEqualTo(1);
        assertThat(SgfReader.DEFAULT_MAX_BYTES).isLessThan(50L << 20);

        // From a stream: one byte more than the limit is refused; the limit itself reads.
        byte[] bytes = Files.readAllBytes(small);
        assertThat(SgfReader.read(new ByteArrayInputStream(bytes), bytes.length)).hasSize(1);
        assertThatThrownBy(() -> SgfReader.read(new ByteArrayInputStream(bytes), bytes.length - 1))
                .isInstanceOf(SgfException.class).hasMessageContaining(bytes.length + " bytes");
    }

    /**
     * A stream read with no practical limit ({@code Long.MAX_VALUE}) is read whole. {@code maxBytes + 1}
     * overflowed to a negative count, cast to 0 bytes: the reader read nothing and reported no game tree.
     */
    @Test
    void aStreamWithoutALimitIsReadWhole() throws IOException {
        byte[] bytes = "(;GM[1]SZ[9];B[ee];W[cc])".getBytes(StandardCharsets.US_ASCII);
        assertThat(SgfReader.read(new ByteArrayInputStream(bytes), Integer.MAX_VALUE)).hasSize(1);
        assertThat(SgfReader.read(new ByteArrayInputStream(bytes), Long.MAX_VALUE - 1)).hasSize(1);
        assertThat(SgfReader.read(new ByteArrayInputStream(bytes), Long.MAX_VALUE)).hasSize(1);
    }

    // ---------------------------------------------------------------- found by fuzzing and reading

    /**
     * RU names rules with a move limit (the little-go preset: 24 moves; or KataGo's JSON) and the record
     * goes on after it. The replay once threw the IllegalStateException of {@code Game.resume()}; it must
     * stop at the first move past the limit.
     */
    @Test
    void aMoveLimitStopsTheReplay() {
        String littleGo = "(;SZ[5]RU[little-go]" + repeat(";B[];W[]", 13) + ")";
        String json = "(;RU[{\"moveLimit\":1}];B[aa];W[bb])";
        for (Mode mode : Mode.values()) {
            SgfReplay replay = SgfReplay.mainLine(SgfReader.parse(littleGo).get(0), mode);
            assertThat(replay.moves()).isEqualTo(24);
            assertThat(replay.problem()).contains(new SgfReplay.IllegalMove(25, Stone.BLACK, "pass", Legality.GAME_OVER, 1, 118));
            SgfReplay one = SgfReplay.mainLine(SgfReader.parse(json).get(0), mode);
            assertThat(one.moves()).isEqualTo(1);
            assertThat(one.problem().orElseThrow().number()).isEqualTo(2);
            assertThat(one.problem().orElseThrow().reason()).isEqualTo(Legality.GAME_OVER);
        }
        check(littleGo.getBytes(StandardCharsets.US_ASCII));
        check(json.getBytes(StandardCharsets.US_ASCII));
    }

    /**
     * A KataGo rules string whose komi is not a half point, or out of range (found by the fuzzing, seed 13):
     * the bare IllegalArgumentException of {@code Rules.parseKomi} escaped {@code SgfGames.rulesOf}. The
     * record must read as unknown rules or fail with an SgfException.
     */
    @Test
    void kataGoRulesWithABadKomi() {
        for (String input : new String[] {
            "(;RU[koSIMPLEscoreAREAkomi7.25];B[aa])",
            "(;RU[koSIMPLEscoreAREAkomi2000];B[aa])",
            "(;RU[koPOSITIONALscoreAREAtaxNONEsui1komi7.9];B[aa])"}) {
            Throwable t = failure(input.getBytes(StandardCharsets.US_ASCII));
            assertThat(t).as(input).isNull();
        }
    }

    /** A node that repeats a property, or holds many, reads in time proportional to its length. */
    @Test
    void manyPropertiesInOneNodeReadInLinearTime() {
        int n = 20_000; // 120 KB each; quadratic work on them takes seconds, linear work milliseconds
        String repeated = "(;" + repeat("AB[aa]", n) + ")";
        StringBuilder distinct = new StringBuilder("(;");
        for (int i = 0; i < n; i++) {
            distinct.append('X'); // XA, XB, ... XAB: distinct, and never a move (a node with B and W is split)
            for (int x = i; ; x /= 26) {
                distinct.append((char) ('A' + x % 26));
                if (x < 26) {
                    break;
                }
            }
            distinct.append("[]");
        }
        distinct.append(')');
        assertTimeout(Duration.ofMillis(1500), () -> {
            assertThat(SgfReader.parse(repeated).get(0).values("AB")).hasSize(n);
            List<SgfNode> games = SgfReader.parse(distinct.toString());
            assertThat(games.get(0).properties()).hasSize(n);
            assertThat(SgfReader.parse(SgfWriter.write(games))).isEqualTo(games);
        });
    }
}

package org.tengen.engine.solve;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.zip.CRC32;
import java.util.zip.CheckedInputStream;
import java.util.zip.CheckedOutputStream;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import java.util.zip.ZipException;
import org.tengen.core.Board;
import org.tengen.core.Geometry;
import org.tengen.core.HandicapBonus;
import org.tengen.core.Rules;

/**
 * What a solve proved, as a file a later solve (or a player) reuses: the transposition table's entries with
 * the board and the rules they hold for.
 *
 * <p>The format, gzip-compressed: the line {@code tengen-solve} then a line {@code version 7}, a line
 * {@code board WxH}, a line {@code rules JSON} (the komi and handicap bonus don't matter: entries are margins),
 * a line {@code entries N}, then N records of 68 bytes, big-endian: the 64-bit key (the position itself, see
 * {@code Searcher}), the 32-bit entry of {@link TranspositionTable} (lower and upper bound, move in the key's
 * orientation, work), then for the lower bound and again for the upper what its proof rests on: the 32-bit
 * mask of the cells where it removed stones (in the key's orientation), the 64-bit Bloom filter of the
 * positions it created, the 64-bit mask of the cells its static bounds need free of their owner's stones
 * in every earlier position that held all of that owner's walls, and the 64-bit mask of those walls (both
 * Black's in the low 32 bits, in the key's orientation); last, the CRC-32 of the records as a 64-bit number.
 * Versions 6 (no walls: a bound is then refused wherever an owner had a stone in its cells before) and 5 (no
 * walls, no checksum) are read too. Version 1 keyed positions by random 64-bit hashes, version 2 had no Bloom
 * filter, version 3 no needed cells (its static bounds counted no regions), version 4 one record for both
 * bounds; their files are refused.
 *
 * <p>Reading checks every record (stones on the board's cells, bounds in order and within the board, a move on
 * the board or the pass) and the checksum: a damaged table is refused with a message, never searched (a bad
 * move index in a record stopped a search with an exception, and a wrong bound could make a wrong proof).
 */
public final class SolvedTable {
    /** The format's version; files of another version are refused. */
    public static final int VERSION = 7;
    /** The version before the walls, still read. */
    private static final int VERSION_WITHOUT_WALLS = 6;
    /** The version before the checksum, still read. */
    private static final int VERSION_WITHOUT_CHECKSUM = 5;
    private static final String MAGIC = "tengen-solve";

    private final Geometry geometry;
    private final Rules rules;
    private final long[] keys;
    private final int[] entries;
    private final int[] captures;
    private final long[] visited;
    private final long[] needed;
    private final long[] walls;

    private SolvedTable(Geometry geometry, Rules rules, long[] keys, int[] entries, int[] captures, long[] visited,
                        long[] needed, long[] walls) {
        this.geometry = geometry;
        this.rules = neutral(rules);
        this.keys = keys;
        this.entries = entries;
        this.captures = captures;
        this.visited = visited;
        this.needed = needed;
        this.walls = walls;
    }

    static SolvedTable of(Geometry geometry, Rules rules, TranspositionTable table) {
        return of(geometry, rules, table, 0);
    }

    /**
     * The bounds of {@code table}, or where {@code favoured} is a colour code, only those in that colour's favour
     * (a lower bound where it is to move, an upper bound where its opponent is): all a search that left out some
     * of that colour's moves proves ({@link Searcher#pruned}).
     */
    static SolvedTable of(Geometry geometry, Rules rules, TranspositionTable table, int favoured) {
        int capacity = table.capacity();
        int[] kept = new int[capacity];
        int n = 0;
        for (int i = 0; i < capacity; i++) {
            long key = table.keyAt(i);
            if (key == 0) {
                continue;
            }
            int entry = table.entryAt(i);
            if (favoured != 0) {
                boolean favouredToMove = ((key >>> 60 & 1) == 1) == (favoured == Board.WHITE);
                int lower = favouredToMove ? TranspositionTable.lower(entry) : -TranspositionTable.INF;
                int upper = favouredToMove ? TranspositionTable.INF : TranspositionTable.upper(entry);
                if (lower <= -TranspositionTable.INF && upper >= TranspositionTable.INF) {
                    continue; // nothing proved in its favour here
                }
                entry = TranspositionTable.pack(lower, upper, TranspositionTable.move(entry), TranspositionTable.work(entry));
            }
            kept[i] = entry;
            n++;
        }
        long[] keys = new long[n];
        int[] entries = new int[n];
        int[] captures = new int[2 * n];
        long[] visited = new long[2 * n];
        long[] needed = new long[2 * n];
        long[] walls = new long[2 * n];
        int k = 0;
        for (int i = 0; i < capacity; i++) {
            if (table.keyAt(i) != 0 && kept[i] != 0) {
                keys[k] = table.keyAt(i);
                for (int b = 0; b < 2; b++) {
                    captures[2 * k + b] = table.capturesAt(i, b);
                    visited[2 * k + b] = table.visitedAt(i, b);
                    needed[2 * k + b] = table.neededAt(i, b);
                    walls[2 * k + b] = table.wallsAt(i, b);
                }
                entries[k++] = kept[i];
            }
        }
        return new SolvedTable(geometry, rules, keys, entries, captures, visited, needed, walls);
    }

    /**
     * The bounds of both tables (made for the same board and rules): for a position in both, each bound the
     * tighter of the two, with what it rests on; where they contradict (bounds of other histories), {@code newer}'s.
     */
    static SolvedTable union(SolvedTable older, SolvedTable newer) {
        int n = older.keys.length;
        long[] keys = Arrays.copyOf(older.keys, n + newer.keys.length);
        int[] entries = Arrays.copyOf(older.entries, keys.length);
        int[] captures = Arrays.copyOf(older.captures, 2 * keys.length);
        long[] visited = Arrays.copyOf(older.visited, 2 * keys.length);
        long[] needed = Arrays.copyOf(older.needed, 2 * keys.length);
        long[] walls = Arrays.copyOf(older.walls, 2 * keys.length);
        // Where each key is, in an open-addressed index of primitives (a boxed map of a big table would take GBs).
        int mask = Integer.highestOneBit(Math.max(1, 2 * keys.length)) * 2 - 1;
        long[] indexKeys = new long[mask + 1];
        int[] index = new int[mask + 1];
        for (int i = 0; i < n; i++) {
            int h = slotOf(indexKeys, mask, keys[i]);
            indexKeys[h] = keys[i];
            index[h] = i;
        }
        for (int j = 0; j < newer.keys.length; j++) {
            int e = newer.entries[j];
            int h = slotOf(indexKeys, mask, newer.keys[j]);
            boolean found = indexKeys[h] != 0;
            int i = found ? index[h] : n++;
            if (!found) {
                indexKeys[h] = newer.keys[j];
                index[h] = i;
            }
            int old = !found ? TranspositionTable.pack(-TranspositionTable.INF, TranspositionTable.INF,
                    TranspositionTable.NO_MOVE, 0) : entries[i];
            int lo = TranspositionTable.lower(old);
            int hi = TranspositionTable.upper(old);
            if (TranspositionTable.lower(e) > hi || TranspositionTable.upper(e) < lo) {
                lo = -TranspositionTable.INF;
                hi = TranspositionTable.INF;
            }
            keys[i] = newer.keys[j];
            for (int b = 0; b < 2; b++) {
                int bound = b == 0 ? TranspositionTable.lower(e) : TranspositionTable.upper(e);
                if (b == 0 ? bound > lo : bound < hi) {
                    if (b == 0) {
                        lo = bound;
                    } else {
                        hi = bound;
                    }
                    captures[2 * i + b] = newer.captures[2 * j + b];
                    visited[2 * i + b] = newer.visited[2 * j + b];
                    needed[2 * i + b] = newer.needed[2 * j + b];
                    walls[2 * i + b] = newer.walls[2 * j + b];
                }
            }
            int move = TranspositionTable.move(e) == TranspositionTable.NO_MOVE ? TranspositionTable.move(old)
                    : TranspositionTable.move(e);
            entries[i] = TranspositionTable.pack(lo, hi, move,
                    Math.max(TranspositionTable.work(e), TranspositionTable.work(old)));
        }
        return new SolvedTable(older.geometry, older.rules, Arrays.copyOf(keys, n),
                Arrays.copyOf(entries, n), Arrays.copyOf(captures, 2 * n),
                Arrays.copyOf(visited, 2 * n), Arrays.copyOf(needed, 2 * n), Arrays.copyOf(walls, 2 * n));
    }

    /** The slot of {@code key} in an open-addressed index: where it is, or the empty slot where it would go. */
    private static int slotOf(long[] indexKeys, int mask, long key) {
        int h = (int) Keys.mix(key) & mask;
        while (indexKeys[h] != 0 && indexKeys[h] != key) { // keys are never 0 (bit 62 is set)
            h = (h + 1) & mask;
        }
        return h;
    }

    private static Rules neutral(Rules rules) {
        return rules.withKomi(0).withHandicapBonus(HandicapBonus.ZERO);
    }

    /** {@return the key of record i} */
    long keyAt(int i) {
        return keys[i];
    }

    /** {@return the entry of record i (bounds, move and work, as {@link TranspositionTable} packs them)} */
    int entryAt(int i) {
        return entries[i];
    }

    /** {@return the number of positions with a proved bound} */
    public int size() {
        return keys.length;
    }

    /** {@return the board the table is for} */
    public Geometry geometry() {
        return geometry;
    }

    /** {@return the rules the table is for, with komi 0 and no handicap bonus} */
    public Rules rules() {
        return rules;
    }

    /** {@return whether the table was made for this board and these rules (komi and handicap bonus aside)} */
    public boolean fits(Geometry g, Rules r) {
        return g == geometry && neutral(r).equals(rules);
    }

    void checkFits(Geometry g, Rules r) {
        if (g != geometry) {
            throw new IllegalArgumentException("the table is for a " + geometry.describe() + " board, not "
                    + g.describe());
        }
        if (!neutral(r).equals(rules)) {
            throw new IllegalArgumentException("the table is for the rules " + rules.toJson() + ", not "
                    + neutral(r).toJson());
        }
    }

    void copyInto(TranspositionTable table) {
        int[] cap = new int[2];
        long[] went = new long[2];
        long[] need = new long[2];
        long[] wall = new long[2];
        for (int i = 0; i < keys.length; i++) {
            for (int b = 0; b < 2; b++) {
                cap[b] = captures[2 * i + b];
                went[b] = visited[2 * i + b];
                need[b] = needed[2 * i + b];
                wall[b] = walls[2 * i + b];
            }
            table.put(keys[i], entries[i], cap, went, need, wall);
        }
    }

    /**
     * Writes the table.
     *
     * @param out where to; closed when done
     * @throws IOException if writing fails
     */
    public void write(OutputStream out) throws IOException {
        try (DataOutputStream d = new DataOutputStream(new BufferedOutputStream(new GZIPOutputStream(out)))) {
            String header = MAGIC + "\nversion " + VERSION + "\nboard " + geometry.width() + "x" + geometry.height()
                    + "\nrules " + rules.toJson() + "\nentries " + keys.length + "\n";
            d.write(header.getBytes(StandardCharsets.UTF_8));
            CRC32 crc = new CRC32();
            DataOutputStream records = new DataOutputStream(new CheckedOutputStream(d, crc));
            for (int i = 0; i < keys.length; i++) {
                records.writeLong(keys[i]);
                records.writeInt(entries[i]);
                for (int b = 0; b < 2; b++) {
                    records.writeInt(captures[2 * i + b]);
                    records.writeLong(visited[2 * i + b]);
                    records.writeLong(needed[2 * i + b]);
                    records.writeLong(walls[2 * i + b]);
                }
            }
            records.flush();
            d.writeLong(crc.getValue());
        }
    }

    /**
     * Reads a table written by {@link #write}.
     *
     * @param in the bytes; closed when done
     * @return the table
     * @throws IllegalArgumentException saying what is wrong, for a file that is not a table of this version
     * @throws IOException if reading fails
     */
    public static SolvedTable read(InputStream in) throws IOException {
        try (DataInputStream d = new DataInputStream(new BufferedInputStream(new GZIPInputStream(in)))) {
            if (!line(d).equals(MAGIC)) {
                throw new IllegalArgumentException("not a tengen solve table (expected the line '" + MAGIC + "' first)");
            }
            String version = line(d);
            boolean walled = version.equals("version " + VERSION);
            boolean checksummed = walled || version.equals("version " + VERSION_WITHOUT_WALLS);
            if (!checksummed && !version.equals("version " + VERSION_WITHOUT_CHECKSUM)) {
                throw new IllegalArgumentException("table " + version + " is not supported (expected version " + VERSION
                        + ", " + VERSION_WITHOUT_WALLS + " or " + VERSION_WITHOUT_CHECKSUM + ")");
            }
            Geometry g = Geometry.parse(field(line(d), "board"));
            Rules rules = Rules.parse(field(line(d), "rules"));
            int n;
            try {
                n = Integer.parseInt(field(line(d), "entries"));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("the table's entry count is not a number");
            }
            if (n < 0 || n > (1 << 28)) {
                throw new IllegalArgumentException("the table's entry count " + n + " is out of range");
            }
            long[] keys = new long[n];
            int[] entries = new int[n];
            int[] captures = new int[2 * n];
            long[] visited = new long[2 * n];
            long[] needed = new long[2 * n];
            long[] walls = new long[2 * n]; // none in older versions: refused wherever an owner had a stone before
            CRC32 crc = new CRC32();
            DataInputStream records = new DataInputStream(new CheckedInputStream(d, crc));
            for (int i = 0; i < n; i++) {
                keys[i] = records.readLong();
                entries[i] = records.readInt();
                for (int b = 0; b < 2; b++) {
                    captures[2 * i + b] = records.readInt();
                    visited[2 * i + b] = records.readLong();
                    needed[2 * i + b] = records.readLong();
                    walls[2 * i + b] = walled ? records.readLong() : 0;
                }
                String bad = badRecord(g.area(), keys[i], entries[i], captures[2 * i], captures[2 * i + 1],
                        needed[2 * i], needed[2 * i + 1], walls[2 * i], walls[2 * i + 1]);
                if (bad != null) {
                    throw new IllegalArgumentException("the table is damaged: record " + (i + 1) + " of " + n + " " + bad);
                }
            }
            if (checksummed && d.readLong() != crc.getValue()) {
                throw new IllegalArgumentException("the table is damaged: its checksum does not match its records");
            }
            if (d.read() != -1) { // reading to the end also has gzip check its own trailer
                throw new IllegalArgumentException("the table is damaged: there are bytes after its " + n + " records");
            }
            return new SolvedTable(g, rules, keys, entries, captures, visited, needed, walls);
        } catch (ZipException e) {
            throw new IllegalArgumentException("not a tengen solve table, or a damaged one (the gzip data is not valid: "
                    + e.getMessage() + ")");
        } catch (EOFException e) {
            throw new IllegalArgumentException("the table ends too soon (the file is cut short)");
        }
    }

    /**
     * What is wrong with a record on a board of {@code area} cells, or null: every field must be one a search
     * could have stored (see {@link Searcher#nodeKey} and {@link TranspositionTable#pack}).
     */
    static String badRecord(int area, long key, int entry, int capLower, int capUpper, long needLower, long needUpper,
                            long wallsLower, long wallsUpper) {
        long cells = (1L << area) - 1;
        long black = key & 0x3FFFFFFFL;
        long white = key >>> 30 & 0x3FFFFFFFL;
        if (key >>> 62 != 1 || ((black | white) & ~cells) != 0 || (black & white) != 0) {
            return "holds no position of this board";
        }
        int lower = TranspositionTable.lower(entry);
        int upper = TranspositionTable.upper(entry);
        if (!boundFits(lower, area) || !boundFits(upper, area) || lower > upper) {
            return "has bounds out of order or beyond the board (" + lower + " and " + upper + ")";
        }
        int move = TranspositionTable.move(entry);
        if (move >= area && move != TranspositionTable.PASS && move != TranspositionTable.NO_MOVE) {
            return "names a move off the board (cell " + move + ")";
        }
        long masks = needLower | needLower >>> 32 | needUpper | needUpper >>> 32 | wallsLower | wallsLower >>> 32
                | wallsUpper | wallsUpper >>> 32;
        if (((capLower | capUpper) & ~cells) != 0 || (masks & 0xFFFFFFFFL & ~cells) != 0) {
            return "names cells off the board";
        }
        return null;
    }

    private static boolean boundFits(int bound, int area) {
        return Math.abs(bound) == TranspositionTable.INF || Math.abs(bound) <= area;
    }

    private static String line(DataInputStream d) throws IOException {
        StringBuilder sb = new StringBuilder();
        int c;
        while ((c = d.read()) != '\n') {
            if (c < 0) {
                throw new EOFException();
            }
            if (sb.length() > 4096) {
                throw new IllegalArgumentException("not a tengen solve table (a header line is too long)");
            }
            sb.append((char) c);
        }
        return sb.toString();
    }

    private static String field(String line, String name) {
        if (!line.startsWith(name + " ")) {
            throw new IllegalArgumentException("the table's header lacks '" + name + "' (found '" + line + "')");
        }
        return line.substring(name.length() + 1);
    }
}

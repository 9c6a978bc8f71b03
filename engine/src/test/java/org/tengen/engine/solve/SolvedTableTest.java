package org.tengen.engine.solve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.tengen.core.Geometry;
import org.tengen.core.Rules;
import org.tengen.core.RulesPresets;

/** Tables of solved positions put together: each bound stays with what its proof rests on. */
class SolvedTableTest {
    private static final Geometry BOARD = Geometry.parse("2x2");
    private static final Rules RULES = RulesPresets.get("tromp-taylor").withKomi(0);
    private static final int INF = TranspositionTable.INF;

    @Test
    void aUnionKeepsTheTighterOfEachBoundWithWhatThatBoundRestsOn() {
        long both = 1L << 62 | 5;
        long olderOnly = 1L << 62 | 6;
        long newerOnly = 1L << 62 | 9;
        long contradicted = 1L << 62 | 12;
        TranspositionTable older = new TranspositionTable(6);
        older.store(both, 1, 3, 0, 1, 0b1, 11, 21, 71, 0b10, 12, 22, 72);
        older.store(olderOnly, -2, 2, 1, 1, 0b1, 31, 41, 81, 0b10, 32, 42, 82);
        older.store(contradicted, 3, 4, 1, 1, 0b1, 51, 61, 91, 0b10, 52, 62, 92);
        TranspositionTable newer = new TranspositionTable(6);
        newer.store(both, 2, INF, 2, 1, 0b100, 13, 23, 73, 0, 0, 0, 0); // a tighter lower bound only
        newer.store(newerOnly, -1, -1, 3, 1, 0b1000, 14, 24, 74, 0b1000, 15, 25, 75);
        newer.store(contradicted, -4, -3, 2, 1, 0b100, 53, 63, 93, 0b100, 54, 64, 94); // another history's: it wins

        SolvedTable union = SolvedTable.union(SolvedTable.of(BOARD, RULES, older), SolvedTable.of(BOARD, RULES, newer));
        assertThat(union.size()).isEqualTo(4);
        TranspositionTable t = new TranspositionTable(8);
        union.copyInto(t);

        int s = t.find(both);
        assertThat(TranspositionTable.lower(t.entryAt(s))).isEqualTo(2);
        assertThat(TranspositionTable.upper(t.entryAt(s))).isEqualTo(3);
        assertThat(TranspositionTable.move(t.entryAt(s))).isEqualTo(2);
        assertThat(new long[] {t.capturesAt(s, 0), t.visitedAt(s, 0), t.neededAt(s, 0), t.wallsAt(s, 0)})
                .containsExactly(0b100, 13, 23, 73);
        assertThat(new long[] {t.capturesAt(s, 1), t.visitedAt(s, 1), t.neededAt(s, 1), t.wallsAt(s, 1)})
                .containsExactly(0b10, 12, 22, 72);

        s = t.find(olderOnly);
        assertThat(TranspositionTable.lower(t.entryAt(s))).isEqualTo(-2);
        assertThat(new long[] {t.capturesAt(s, 1), t.visitedAt(s, 1), t.neededAt(s, 1), t.wallsAt(s, 1)})
                .containsExactly(0b10, 32, 42, 82);

        s = t.find(newerOnly);
        assertThat(TranspositionTable.upper(t.entryAt(s))).isEqualTo(-1);
        assertThat(new long[] {t.capturesAt(s, 0), t.visitedAt(s, 0), t.neededAt(s, 0), t.wallsAt(s, 0)})
                .containsExactly(0b1000, 14, 24, 74);

        s = t.find(contradicted);
        assertThat(TranspositionTable.lower(t.entryAt(s))).isEqualTo(-4);
        assertThat(TranspositionTable.upper(t.entryAt(s))).isEqualTo(-3);
        assertThat(new long[] {t.capturesAt(s, 0), t.visitedAt(s, 0), t.neededAt(s, 0), t.wallsAt(s, 0)})
                .containsExactly(0b100, 53, 63, 93);
    }

    @Test
    void aWrittenTableReadsBackRecordForRecord() throws IOException {
        SolvedTable table = SolvedTable.of(BOARD, RULES, twoRecords());
        SolvedTable read = SolvedTable.read(new ByteArrayInputStream(bytes(table)));
        assertThat(read.size()).isEqualTo(2);
        for (int i = 0; i < 2; i++) {
            assertThat(read.keyAt(i)).isEqualTo(table.keyAt(i));
            assertThat(read.entryAt(i)).isEqualTo(table.entryAt(i));
        }
        TranspositionTable t = new TranspositionTable(8);
        read.copyInto(t);
        int s = t.find(1L << 62 | 0b0001);
        assertThat(new long[] {t.capturesAt(s, 0), t.visitedAt(s, 0), t.neededAt(s, 0), t.wallsAt(s, 0)})
                .containsExactly(0b1, 11, 0b10, 0b1100);
        assertThat(new long[] {t.capturesAt(s, 1), t.visitedAt(s, 1), t.neededAt(s, 1), t.wallsAt(s, 1)})
                .containsExactly(0b10, 12, 0b100L << 32, 0b1001L << 32 | 0b1111);
    }

    @Test
    void aChangedByteInTheRecordsIsCaughtByTheChecksum() throws IOException {
        byte[] plain = gunzip(bytes(SolvedTable.of(BOARD, RULES, twoRecords())));
        int records = headerLength(plain);
        plain[records + 9] ^= 0x01; // a bit of the first record's move: still a move of this board (or none)
        assertThatThrownBy(() -> SolvedTable.read(new ByteArrayInputStream(gzip(plain))))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("the table is damaged: its checksum does not match its records");
    }

    @Test
    void aRecordNoSearchCouldHaveStoredIsRefusedBeforeAnySearch() throws IOException {
        TranspositionTable t = new TranspositionTable(6);
        t.store(1L << 62 | 0b0001, -1, 2, 133, 1, 0, 0, 0, 0, 0, 0, 0, 0); // move 133 on a board of four cells
        assertThatThrownBy(() -> SolvedTable.read(new ByteArrayInputStream(bytes(SolvedTable.of(BOARD, RULES, t)))))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("the table is damaged: record 1 of 1 names a move off the board (cell 133)");

        assertThat(SolvedTable.badRecord(4, 1L << 62 | 0b10000, 0, 0, 0, 0, 0, 0, 0)).isEqualTo("holds no position of this board");
        assertThat(SolvedTable.badRecord(4, 1L << 62 | 0b1 | 0b1L << 30, 0, 0, 0, 0, 0, 0, 0))
                .isEqualTo("holds no position of this board"); // a cell both Black's and White's
        assertThat(SolvedTable.badRecord(4, 0b1, TranspositionTable.pack(0, 0, 0, 0), 0, 0, 0, 0, 0, 0))
                .isEqualTo("holds no position of this board"); // no key bit: the empty slot's mark
        assertThat(SolvedTable.badRecord(4, 1L << 62, TranspositionTable.pack(3, 1, 0, 0), 0, 0, 0, 0, 0, 0))
                .isEqualTo("has bounds out of order or beyond the board (3 and 1)");
        assertThat(SolvedTable.badRecord(4, 1L << 62, TranspositionTable.pack(-5, 1, 0, 0), 0, 0, 0, 0, 0, 0))
                .isEqualTo("has bounds out of order or beyond the board (-5 and 1)");
        assertThat(SolvedTable.badRecord(4, 1L << 62, TranspositionTable.pack(-INF, INF, 0, 0), 0b10000, 0, 0, 0, 0, 0))
                .isEqualTo("names cells off the board");
        assertThat(SolvedTable.badRecord(4, 1L << 62, TranspositionTable.pack(-INF, INF, 0, 0), 0, 0, 0, 0b1L << 36, 0, 0))
                .isEqualTo("names cells off the board"); // White's needed cells, in the high half
        assertThat(SolvedTable.badRecord(4, 1L << 62, TranspositionTable.pack(-INF, INF, 0, 0), 0, 0, 0, 0, 0b1L << 4, 0))
                .isEqualTo("names cells off the board"); // Black's walls
        assertThat(SolvedTable.badRecord(4, 1L << 62 | 1L << 60 | 1L << 61 | 0b11 | 0b1100L << 30,
                TranspositionTable.pack(-4, 4, TranspositionTable.PASS, 9), 0b11, 0b1, 0b1L << 33, 0b10, 0b1111L << 32 | 0b1111,
                0b1L << 35)).isNull();
    }

    @Test
    void bytesAfterTheRecordsAreRefused() throws IOException {
        byte[] plain = gunzip(bytes(SolvedTable.of(BOARD, RULES, twoRecords())));
        byte[] longer = Arrays.copyOf(plain, plain.length + 1);
        assertThatThrownBy(() -> SolvedTable.read(new ByteArrayInputStream(gzip(longer))))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("the table is damaged: there are bytes after its 2 records");
    }

    @Test
    void tablesOfTheVersionsBeforeTheWallsAndTheChecksumAreStillReadWithoutWalls() throws IOException {
        byte[] plain = gunzip(bytes(SolvedTable.of(BOARD, RULES, twoRecords())));
        byte[] v6 = withoutWalls(plain);
        byte[] v5 = Arrays.copyOf(v6, v6.length - 8); // no checksum
        replaceVersion(v5, '5');
        for (byte[] old : new byte[][] {v6, v5}) {
            SolvedTable read = SolvedTable.read(new ByteArrayInputStream(gzip(old)));
            assertThat(read.size()).isEqualTo(2);
            TranspositionTable t = new TranspositionTable(8);
            read.copyInto(t);
            int s = t.find(1L << 62 | 0b0001);
            // No walls: the bound is refused wherever an owner had a stone in its cells before, as those versions were.
            assertThat(new long[] {t.capturesAt(s, 1), t.visitedAt(s, 1), t.neededAt(s, 1), t.wallsAt(s, 1)})
                    .containsExactly(0b10, 12, 0b100L << 32, 0);
        }
        byte[] v4 = v6.clone();
        replaceVersion(v4, '4');
        assertThatThrownBy(() -> SolvedTable.read(new ByteArrayInputStream(gzip(v4))))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("table version 4 is not supported (expected version 7, 6 or 5)");
    }

    /** A version 7 table's bytes as version 6 wrote them: each bound's walls left out, the checksum made anew. */
    private static byte[] withoutWalls(byte[] v7) {
        int header = headerLength(v7);
        int n = (v7.length - header - 8) / 68;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(v7, 0, header);
        java.util.zip.CRC32 crc = new java.util.zip.CRC32();
        for (int i = 0; i < n; i++) {
            int r = header + 68 * i;
            byte[] record = new byte[52];
            System.arraycopy(v7, r, record, 0, 12); // key and entry
            System.arraycopy(v7, r + 12, record, 12, 20); // the lower bound's captures, filter and needed cells
            System.arraycopy(v7, r + 40, record, 32, 20); // the upper bound's
            out.write(record, 0, 52);
            crc.update(record);
        }
        byte[] bytes = Arrays.copyOf(out.toByteArray(), out.size() + 8);
        java.nio.ByteBuffer.wrap(bytes, bytes.length - 8, 8).putLong(crc.getValue());
        replaceVersion(bytes, '6');
        return bytes;
    }

    /** Sets the digit of the header's "version 7" line. */
    private static void replaceVersion(byte[] plain, char digit) {
        String text = new String(plain, 0, headerLength(plain), StandardCharsets.ISO_8859_1);
        plain[text.indexOf("\nversion ") + "\nversion ".length()] = (byte) digit;
    }

    private static TranspositionTable twoRecords() {
        TranspositionTable t = new TranspositionTable(6);
        t.store(1L << 62 | 0b0001, 1, 3, 2, 5, 0b1, 11, 0b10, 0b1100, 0b10, 12, 0b100L << 32, 0b1001L << 32 | 0b1111);
        t.store(1L << 62 | 1L << 60 | 0b0110L << 30, -4, -2, TranspositionTable.PASS, 7, 0, 0, 0, 0b1111L << 32 | 0b1111,
                0b1000, 13, 0, 0b1111L << 32 | 0b1111);
        return t;
    }

    private static byte[] bytes(SolvedTable table) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        table.write(out);
        return out.toByteArray();
    }

    private static byte[] gunzip(byte[] gz) throws IOException {
        try (GZIPInputStream in = new GZIPInputStream(new ByteArrayInputStream(gz))) {
            return in.readAllBytes();
        }
    }

    private static byte[] gzip(byte[] plain) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (GZIPOutputStream z = new GZIPOutputStream(out)) {
            z.write(plain);
        }
        return out.toByteArray();
    }

    /** The offset of the first record: after the five header lines. */
    private static int headerLength(byte[] plain) {
        int lines = 0;
        for (int i = 0; i < plain.length; i++) {
            if (plain[i] == '\n' && ++lines == 5) {
                return i + 1;
            }
        }
        throw new AssertionError("no header");
    }
}

package org.tengen.engine.solve;

import static org.assertj.core.api.Assertions.assertThat;

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
        older.store(both, 1, 3, 0, 1, 0b1, 11, 21, 0b10, 12, 22);
        older.store(olderOnly, -2, 2, 1, 1, 0b1, 31, 41, 0b10, 32, 42);
        older.store(contradicted, 3, 4, 1, 1, 0b1, 51, 61, 0b10, 52, 62);
        TranspositionTable newer = new TranspositionTable(6);
        newer.store(both, 2, INF, 2, 1, 0b100, 13, 23, 0, 0, 0); // a tighter lower bound only
        newer.store(newerOnly, -1, -1, 3, 1, 0b1000, 14, 24, 0b1000, 15, 25);
        newer.store(contradicted, -4, -3, 2, 1, 0b100, 53, 63, 0b100, 54, 64); // another history's: it wins

        SolvedTable union = SolvedTable.union(SolvedTable.of(BOARD, RULES, older), SolvedTable.of(BOARD, RULES, newer));
        assertThat(union.size()).isEqualTo(4);
        TranspositionTable t = new TranspositionTable(8);
        union.copyInto(t);

        int s = t.find(both);
        assertThat(TranspositionTable.lower(t.entryAt(s))).isEqualTo(2);
        assertThat(TranspositionTable.upper(t.entryAt(s))).isEqualTo(3);
        assertThat(TranspositionTable.move(t.entryAt(s))).isEqualTo(2);
        assertThat(new long[] {t.capturesAt(s, 0), t.visitedAt(s, 0), t.neededAt(s, 0)}).containsExactly(0b100, 13, 23);
        assertThat(new long[] {t.capturesAt(s, 1), t.visitedAt(s, 1), t.neededAt(s, 1)}).containsExactly(0b10, 12, 22);

        s = t.find(olderOnly);
        assertThat(TranspositionTable.lower(t.entryAt(s))).isEqualTo(-2);
        assertThat(new long[] {t.capturesAt(s, 1), t.visitedAt(s, 1), t.neededAt(s, 1)}).containsExactly(0b10, 32, 42);

        s = t.find(newerOnly);
        assertThat(TranspositionTable.upper(t.entryAt(s))).isEqualTo(-1);
        assertThat(new long[] {t.capturesAt(s, 0), t.visitedAt(s, 0), t.neededAt(s, 0)}).containsExactly(0b1000, 14, 24);

        s = t.find(contradicted);
        assertThat(TranspositionTable.lower(t.entryAt(s))).isEqualTo(-4);
        assertThat(TranspositionTable.upper(t.entryAt(s))).isEqualTo(-3);
        assertThat(new long[] {t.capturesAt(s, 0), t.visitedAt(s, 0), t.neededAt(s, 0)}).containsExactly(0b100, 53, 63);
    }
}

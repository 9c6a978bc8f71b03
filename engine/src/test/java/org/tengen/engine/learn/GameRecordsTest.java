package org.tengen.engine.learn;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Reading collections for the learner: games cut at a refused move, the others whole, a seeded split. */
class GameRecordsTest {
    @TempDir
    Path dir;

    @Test
    void aGameIsCutAtTheFirstMoveItsRulesRefuseAndTheOthersAreReadWhole() throws IOException {
        // Game 2: Black takes a ko with move 9 (cb) and White retakes at once (bb), which Korean rules refuse.
        String collection = "(;GM[1]FF[4]SZ[9]RU[Chinese]KM[7.5];B[ee];W[dd];B[cc])"
                + "(;GM[1]FF[4]SZ[9]RU[Korean]KM[6.5];B[ba];W[ca];B[ab];W[bb];B[bc];W[db];B[ii];W[cc]"
                + ";B[cb];W[bb];B[hh])"
                + "(;GM[1]FF[4]SZ[19]HA[2]AB[dd][pp];W[dp])";
        Path file = dir.resolve("c.sgf");
        Files.writeString(file, collection);
        List<String> warnings = new ArrayList<>();
        List<Path> read = new ArrayList<>();
        List<GameRecords.Record> records = GameRecords.read(List.of(file), warnings::add, read::add);
        assertThat(read).containsExactly(file);
        assertThat(records).hasSize(3);
        assertThat(records.get(0).moves()).hasSize(3);
        assertThat(records.get(1).number()).isEqualTo(2);
        assertThat(records.get(1).moves()).hasSize(9); // the retake W[ba] at move 10 and what follows are dropped
        assertThat(warnings).singleElement().asString().contains("game 2").contains("move 10").contains("ko");
        assertThat(records.get(2).moves()).hasSize(1); // the handicap stones are not moves
        assertThat(records.get(2).game().handicapStones()).isEqualTo(2);
    }

    @Test
    void theSplitIsSeededAndKeepsEveryGameOnce() throws IOException {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 40; i++) {
            sb.append("(;GM[1]FF[4]SZ[9];B[").append((char) ('a' + i % 9)).append((char) ('a' + i / 9)).append("])");
        }
        Path file = dir.resolve("many.sgf");
        Files.writeString(file, sb.toString());
        List<GameRecords.Record> records = GameRecords.read(List.of(file), w -> { }, p -> { });
        List<List<GameRecords.Record>> a = GameRecords.split(records, 0.1, 7);
        List<List<GameRecords.Record>> b = GameRecords.split(records, 0.1, 7);
        List<List<GameRecords.Record>> c = GameRecords.split(records, 0.1, 8);
        assertThat(a).isEqualTo(b);
        assertThat(a.get(0)).hasSize(4);
        assertThat(a.get(1)).hasSize(36);
        assertThat(a.get(0)).doesNotContainAnyElementsOf(a.get(1));
        assertThat(c.get(0)).isNotEqualTo(a.get(0));
    }
}

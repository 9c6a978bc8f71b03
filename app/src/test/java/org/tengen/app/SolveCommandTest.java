package org.tengen.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code tengen solve} through the real command: its report, the saved table, an SGF position, bad input. */
class SolveCommandTest {
    @TempDir
    Path dir;

    @Test
    void solvesTheEmpty2x2AndSavesATableASecondRunReuses() {
        Path table = dir.resolve("2x2.solved");
        String[] r = CommandRun.run("solve", "--size", "2x2", "--rules", "tromp-taylor", "--komi", "0", "--save",
                table.toString());
        assertThat(r[0]).as(r[2]).isEqualTo("0");
        assertThat(r[1]).contains("Board 2x2, tromp-taylor rules, komi 0, Black to move.")
                .contains("Value: B+1 (Black's area minus White's under perfect play: 1)")
                .contains("Best moves: A2 B2 A1 B1")
                .contains("Principal variation: B ")
                .containsPattern("Nodes: [0-9,]+ in [0-9.]+ s")
                .contains("Proof: margin >= 1 holds, margin <= 1 holds")
                .contains("): proved")
                .contains("proved positions to " + table);
        assertThat(table).exists();

        String[] again = CommandRun.run("solve", "--size", "2x2", "--komi", "0.5", "--table", table.toString(),
                "--threads", "1");
        assertThat(again[0]).as(again[2]).isEqualTo("0");
        assertThat(again[1]).contains("Value: B+0.5 (Black's area minus White's under perfect play: 1)");
    }

    @Test
    void aBoundSavesWhatItsProofShowedForAWholeSolveOrAPlayer() {
        Path table = dir.resolve("3x3.solved");
        String[] r = CommandRun.run("solve", "--size", "3x3", "--rules", "aga", "--komi", "0", "--at-least", "9",
                "--table-size", "16", "--save", table.toString());
        assertThat(r[0]).as(r[2]).isEqualTo("0");
        assertThat(r[1]).contains("is at least 9: yes").containsPattern("Saved [0-9,]+ proved positions to " + table);
        String[] whole = CommandRun.run("solve", "--size", "3x3", "--rules", "aga", "--komi", "0", "--table",
                table.toString(), "--table-size", "16");
        assertThat(whole[0]).as(whole[2]).isEqualTo("0");
        assertThat(whole[1]).contains("Value: B+9").contains("Best moves: B2").contains("): proved");
        // The table is read: the bound asked again is settled from it at once.
        String[] again = CommandRun.run("solve", "--size", "3x3", "--rules", "aga", "--komi", "0", "--at-least", "9",
                "--table", table.toString(), "--table-size", "16");
        assertThat(again[0]).as(again[2]).isEqualTo("0");
        assertThat(nodes(again[1])).isLessThan(nodes(r[1]) / 10);
    }

    /** The node count of an --at-least report. */
    private static long nodes(String report) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("([0-9,]+) nodes in").matcher(report);
        assertThat(m.find()).as(report).isTrue();
        return Long.parseLong(m.group(1).replace(",", ""));
    }

    @Test
    void solvesThePositionAfterAnSgfRecordWithItsHistory() throws IOException {
        Path sgf = dir.resolve("position.sgf");
        Files.writeString(sgf, "(;GM[1]FF[4]SZ[2]KM[0];B[aa];W[bb])", StandardCharsets.UTF_8);
        String[] r = CommandRun.run("solve", sgf.toString(), "--rules", "tromp-taylor", "--komi", "0");
        assertThat(r[0]).as(r[2]).isEqualTo("0");
        assertThat(r[1]).contains("Board 2x2").contains("Black to move after move 2").contains("Value: B+1")
                .contains("Best moves: B2 A1").contains("): proved");
    }

    @Test
    void atLeastAnswersOneBoundAndSaysWhichSearchSettledIt() {
        String[] yes = CommandRun.run("solve", "--size", "3x3", "--rules", "aga", "--komi", "0", "--at-least", "9",
                "--table-size", "16", "--search", "alpha-beta");
        assertThat(yes[0]).as(yes[2]).isEqualTo("0");
        assertThat(yes[1]).contains("Board 3x3, aga rules, komi 0, Black to move.")
                .contains("Black's margin (komi aside) is at least 9: yes (settled by the search with Black's moves pruned, at most 5 moves a node, ")
                .contains("Black's first move in the proof: B2.")
                .contains("That is the whole board: Black's margin under perfect play is 9.");
        String[] no = CommandRun.run("solve", "--size", "2x2", "--rules", "aga", "--komi", "0", "--at-least", "2",
                "--table-size", "16");
        assertThat(no[0]).as(no[2]).isEqualTo("0");
        assertThat(no[1]).contains("Black's margin (komi aside) is at least 2: no (settled by the search with every move");
        String[] tabled = CommandRun.run("solve", "--size", "2x2", "--at-least", "1", "--table", "no-such.solved");
        assertThat(tabled[0]).isEqualTo("2");
        assertThat(tabled[2]).contains("no-such.solved");
        String[] unproved = CommandRun.run("solve", "--size", "2x2", "--at-least", "1", "--no-proof");
        assertThat(unproved[0]).isEqualTo("2");
        assertThat(unproved[2]).contains("--no-proof goes with a whole solve, not with --at-least");
        // --caps chooses the pruned searches' caps: none (every move the pruning leaves), or three moves a node.
        String[] uncapped = CommandRun.run("solve", "--size", "3x3", "--rules", "aga", "--komi", "0", "--at-least", "9",
                "--table-size", "16", "--caps", "0");
        assertThat(uncapped[0]).as(uncapped[2]).isEqualTo("0");
        assertThat(uncapped[1]).contains("is at least 9: yes (settled by the search with Black's moves pruned, ")
                .doesNotContain("moves a node");
        String[] three = CommandRun.run("solve", "--size", "3x3", "--rules", "aga", "--komi", "0", "--at-least", "9",
                "--table-size", "16", "--caps", "3,0");
        assertThat(three[0]).as(three[2]).isEqualTo("0");
        assertThat(three[1]).as(three[2]).contains("is at least 9: yes (settled by the search with Black's moves pruned, at most 3 moves a node, ");
        String[] empty = CommandRun.run("solve", "--size", "2x2", "--at-least", "1", "--caps", ",");
        assertThat(empty[0]).isEqualTo("2");
        assertThat(empty[2]).contains("--caps: expected one or more numbers of moves");
        String[] negative = CommandRun.run("solve", "--size", "2x2", "--at-least", "1", "--caps", "5,-1");
        assertThat(negative[0]).isEqualTo("2");
        assertThat(negative[2]).contains("--caps -1: expected 0 (every move) or more");
        String[] whole = CommandRun.run("solve", "--size", "2x2", "--caps", "5");
        assertThat(whole[0]).isEqualTo("2");
        assertThat(whole[2]).contains("--caps goes with --at-least");
        // One thread runs the alpha-beta pruned searches one after the other: the same search settles it.
        String[] oneThread = CommandRun.run("solve", "--size", "3x3", "--rules", "aga", "--komi", "0", "--at-least", "9",
                "--table-size", "16", "--threads", "1", "--search", "alpha-beta");
        assertThat(oneThread[0]).as(oneThread[2]).isEqualTo("0");
        assertThat(oneThread[1]).contains("is at least 9: yes (settled by the search with Black's moves pruned");
        // By proof numbers, one thread searches every move (pointless ones last) and nothing else.
        String[] proofNumbers = CommandRun.run("solve", "--size", "3x3", "--rules", "aga", "--komi", "0", "--at-least",
                "9", "--table-size", "16", "--threads", "1");
        assertThat(proofNumbers[0]).as(proofNumbers[2]).isEqualTo("0");
        assertThat(proofNumbers[1]).contains("is at least 9: yes (settled by the search with every move");
        // Beyond the area either way the answer is the edge's (the sign conversion once overflowed here).
        String[] lowest = CommandRun.run("solve", "--size", "2x2", "--at-least", "-2147483648", "--table-size", "12");
        assertThat(lowest[0]).as(lowest[2]).isEqualTo("0");
        assertThat(lowest[1]).contains("is at least -2147483648: yes");
    }

    @Test
    void proofNumbersSettleBoundsByDefaultAndAWholeSolveWhenAsked() {
        String[] bound = CommandRun.run("solve", "--size", "3x4", "--rules", "aga", "--komi", "0", "--at-least", "5",
                "--table-size", "18");
        assertThat(bound[0]).as(bound[2]).isEqualTo("0");
        assertThat(bound[1]).contains("Black's margin (komi aside) is at least 5: no (settled by the search with every move, ")
                .doesNotContain("moves a node");
        assertThat(bound[2]).doesNotContain("Exception");
        String[] whole = CommandRun.run("solve", "--size", "3x3", "--rules", "aga", "--komi", "0", "--search",
                "proof-numbers", "--table-size", "16");
        assertThat(whole[0]).as(whole[2]).isEqualTo("0");
        assertThat(whole[1]).contains("Value: B+9 (Black's area minus White's under perfect play: 9)")
                .containsPattern("Best moves: B2\\R")
                .contains("Principal variation: B B2 ")
                .containsPattern("Proof: margin >= 9 holds, margin <= 9 holds \\(two independent proof-number searches of the bounds, from scratch, [0-9,]+ nodes, [0-9.]+ s\\): proved");
        String[] unknown = CommandRun.run("solve", "--size", "2x2", "--search", "magic");
        assertThat(unknown[0]).isEqualTo("2");
        assertThat(unknown[2]).contains("--search magic: expected proof-numbers or alpha-beta");
        String[] saved = CommandRun.run("solve", "--size", "2x2", "--search", "proof-numbers", "--save", "x.solved");
        assertThat(saved[0]).isEqualTo("2");
        assertThat(saved[2]).contains("--save, --table and --caps go with --search alpha-beta");
        String[] unproved = CommandRun.run("solve", "--size", "2x2", "--search", "proof-numbers", "--no-proof");
        assertThat(unproved[0]).isEqualTo("2");
        assertThat(unproved[2]).contains("--no-proof goes with --search alpha-beta");
    }

    @Test
    void badInputGetsOneLineAndStatus2() throws IOException {
        String[] neither = CommandRun.run("solve");
        assertThat(neither[0]).isEqualTo("2");
        assertThat(neither[2]).contains("give either --size WxH");

        String[] simpleKo = CommandRun.run("solve", "--size", "2x2", "--rules", "chinese");
        assertThat(simpleKo[0]).isEqualTo("2");
        assertThat(simpleKo[2]).contains("positional or situational superko").doesNotContain("Exception");

        String[] big = CommandRun.run("solve", "--size", "7x7");
        assertThat(big[0]).isEqualTo("2");
        assertThat(big[2]).contains("at most 30 points");

        Path junk = dir.resolve("junk.solved");
        Files.writeString(junk, "not a table", StandardCharsets.UTF_8);
        String[] table = CommandRun.run("solve", "--size", "2x2", "--table", junk.toString());
        assertThat(table[0]).isEqualTo("2");
        assertThat(table[2]).contains(junk + ": not a tengen solve table");

        String[] missing = CommandRun.run("solve", "--size", "2x2", "--table", dir.resolve("none").toString());
        assertThat(missing[0]).isEqualTo("2");
        assertThat(missing[2]).contains("no such file");

        String[] threads = CommandRun.run("solve", "--size", "2x2", "--threads", "0");
        assertThat(threads[0]).isEqualTo("2");
        assertThat(threads[2]).contains("--threads 0: expected 1 to 64").doesNotContain("Exception");
    }

    @Test
    void aTableLargerThanJavaMayUseIsRefusedWithWhatToDo() {
        String[] range = CommandRun.run("solve", "--size", "2x2", "--table-size", "29");
        assertThat(range[0]).isEqualTo("2");
        assertThat(range[2]).contains("--table-size 29: expected 10 to 28");
        org.junit.jupiter.api.Assumptions.assumeTrue(Runtime.getRuntime().maxMemory() < (72L << 28),
                "this JVM could hold a table of 2^28 entries");
        String[] r = CommandRun.run("solve", "--size", "2x2", "--table-size", "28");
        assertThat(r[0]).isEqualTo("2");
        assertThat(r[1]).isEmpty();
        assertThat(r[2]).startsWith("tengen solve: --table-size 28: out of memory: a table of 2^28 entries takes 19.3 GB")
                .contains("give a smaller --table-size, or Java more memory (TENGEN_JAVA_OPTS=-Xmx").doesNotContain("Exception");
    }

    @Test
    void aSaveThatCannotBeWrittenIsRefusedBeforeTheSolve() throws IOException {
        Path taken = Files.createDirectory(dir.resolve("taken.solved"));
        String[] r = CommandRun.run("solve", "--size", "2x2", "--save", taken.toString());
        assertThat(r[0]).isEqualTo("2");
        assertThat(r[1]).isEmpty(); // nothing solved, nothing printed
        assertThat(r[2]).isEqualTo("tengen solve: --save " + taken + ": cannot write it (it is a directory)"
                + System.lineSeparator());
        Path nowhere = dir.resolve("no-dir").resolve("t.solved");
        r = CommandRun.run("solve", "--size", "2x2", "--save", nowhere.toString());
        assertThat(r[0]).isEqualTo("2");
        assertThat(r[2]).contains("cannot write it (the directory " + nowhere.getParent() + " does not exist)");
    }

    @Test
    void aDamagedTableIsRefusedWithAMessageNotSearched() throws IOException {
        Path table = dir.resolve("2x2.solved");
        assertThat(CommandRun.run("solve", "--size", "2x2", "--rules", "tromp-taylor", "--komi", "0", "--no-proof",
                "--save", table.toString())[0]).isEqualTo("0");
        byte[] plain;
        try (var in = new java.util.zip.GZIPInputStream(Files.newInputStream(table))) {
            plain = in.readAllBytes();
        }
        plain[plain.length - 28] ^= 0x40; // a bit of the last record's upper-bound Bloom filter
        try (var out = new java.util.zip.GZIPOutputStream(Files.newOutputStream(table))) {
            out.write(plain);
        }
        String[] r = CommandRun.run("solve", "--size", "2x2", "--table", table.toString(), "--table-size", "12");
        assertThat(r[0]).isEqualTo("2");
        assertThat(r[2]).isEqualTo("tengen solve: " + table + ": the table is damaged: its checksum does not match its"
                + " records" + System.lineSeparator());
    }
}

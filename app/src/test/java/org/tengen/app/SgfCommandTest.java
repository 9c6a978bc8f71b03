package org.tengen.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tengen.core.sgf.SgfNode;
import org.tengen.core.sgf.SgfReader;

class SgfCommandTest {
    @TempDir
    Path dir;

    private static String[] run(String... args) {
        return CommandRun.run(args);
    }

    private static String file(String name) {
        try {
            return Path.of(SgfCommandTest.class.getResource("/sgf/" + name).toURI()).toString();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String lines(String... lines) {
        return String.join(System.lineSeparator(), lines) + System.lineSeparator();
    }

    @Test
    void checkPrintsOneLinePerFileAndFailsIfAnyFails() {
        String game = file("game.sgf");
        String ko = file("ko.sgf");
        String broken = file("broken.sgf");
        String collection = file("collection.sgf");
        String missing = dir.resolve("missing.sgf").toString();
        String[] r = run("sgf", "check", game, ko, broken, collection, missing);
        assertThat(r[0]).isEqualTo("1");
        assertThat(r[1]).isEqualTo(lines(
                game + ": ok, 14 moves",
                ko + ": move 2 (W B3): ko (line 4, column 2)",
                broken + ": line 2, column 2: the value opened here is never closed: ']' is missing",
                collection + ": ok, 2 games, 5 moves; game 2: unknown rules RU[Martian], replayed under japanese",
                missing + ": no such file"));
        assertThat(r[2]).isEmpty();
    }

    @Test
    void checkOfGoodFilesExitsZero() {
        String[] r = run("sgf", "check", file("game.sgf"), file("marked.sgf"), file("resigned.sgf"), file("utf8.sgf"));
        assertThat(r[0]).isEqualTo("0");
        assertThat(r[1].lines()).allMatch(l -> l.contains(": ok, "));
    }

    @Test
    void showDrawsTheBoardAfterAMove() {
        String[] r = run("sgf", "show", file("game.sgf"), "--move", "4");
        assertThat(r[0]).isEqualTo("0");
        assertThat(r[1]).isEqualTo(lines(
                "Move 4 of 14: White B4.",
                "   A B C D E",
                " 5 . . . . . 5",
                " 4 .(O)X . . 4",
                " 3 . O X . . 3",
                " 2 . . . . . 2",
                " 1 . . . . . 1",
                "   A B C D E",
                "Prisoners: Black has taken 0, White 0.",
                "Black to move."));
    }

    @Test
    void showDefaultsToTheEnd() {
        String[] r = run("sgf", "show", file("resigned.sgf"));
        assertThat(r[1]).startsWith("Move 2 of 2: White G7.").endsWith(lines("W+R: Black resigned."));
        String[] start = run("sgf", "show", file("resigned.sgf"), "--move", "0");
        assertThat(start[1]).startsWith("Move 0 of 2: the start.").endsWith(lines("Black to move."));
    }

    @Test
    void showRefusesAMoveTheGameDoesNotHave() {
        String[] r = run("sgf", "show", file("game.sgf"), "--move", "15");
        assertThat(r[0]).isEqualTo("2");
        assertThat(r[2]).isEqualTo(lines("tengen sgf show: --move 15: the game has 14 moves"));
        assertThat(run("sgf", "show", file("game.sgf"), "--move", "-1")[2]).contains("expected a move number from 0");
        assertThat(run("sgf", "show", file("collection.sgf"), "--game", "3")[2])
                .contains("holds 2 games; there is no game 3");
    }

    @Test
    void scoreUsesTheTerritoryMarksAndTheRecordsRules() {
        String[] r = run("sgf", "score", file("marked.sgf"));
        assertThat(r[0]).isEqualTo("0");
        assertThat(r[1]).isEqualTo(lines(
                "B+4.5",
                "Black 10, White 5.5 under japanese rules, komi 0.5.",
                "Counts: black 9 territory + 1 prisoners; white 5 territory + 0 prisoners + komi 0.5.",
                "Dead stones: 1, from the record's TB and TW marks."));
    }

    @Test
    void scoreUnderOtherRulesAndKomiSaysWhatTheRecordSaid() {
        String[] r = run("sgf", "score", file("marked.sgf"), "--rules", "chinese", "--komi", "7.5");
        assertThat(r[1]).isEqualTo(lines(
                "W+2.5",
                "Black 15, White 17.5 under chinese rules, komi 7.5.",
                "Counts: black 6 stones + 9 territory; white 5 stones + 5 territory + komi 7.5.",
                "Dead stones: 1, from the record's TB and TW marks.",
                "The record says B+4.5."));
    }

    @Test
    void scoreWithoutMarksGuessesAndAResignationHasNoCount() {
        String[] r = run("sgf", "score", file("game.sgf"));
        // An unfinished 5x5 (neither white group is settled): the search owns neither for White by more than
        // 0.1, so it takes both off.
        assertThat(r[1]).startsWith(lines("B+24.5", "Black 25, White 0.5 under chinese rules, komi 0.5."))
                .contains("Dead stones: 6, as tengen's search judges them (the record has no TB or TW).");
        assertThat(run("sgf", "score", file("resigned.sgf"))[1])
                .isEqualTo(lines("W+R", "The record ends in a resignation; there is no count."));
    }

    @Test
    void scoreDeadChoosesWhereTheDeadStonesComeFrom() {
        String[] search = run("sgf", "score", file("marked.sgf"), "--dead", "search");
        assertThat(search[0]).isEqualTo("0");
        // The search finds the marks' one dead stone (White's A5 in Black's area), so the count is the same.
        assertThat(search[1]).startsWith(lines("B+4.5")).contains("Dead stones: 1, as tengen's search judges them (--dead search).");
        String[] benson = run("sgf", "score", file("marked.sgf"), "--dead", "BENSON");
        assertThat(benson[0]).isEqualTo("0");
        assertThat(benson[1]).containsPattern("Dead stones: \\d+, those Benson's algorithm proves dead \\(--dead benson\\)\\.");
        assertThat(run("sgf", "score", file("marked.sgf"), "--dead", "marks")[1])
                .contains("Dead stones: 1, from the record's TB and TW marks.");
    }

    @Test
    void scoreDeadRefusesMarksARecordHasNotAndAnUnknownChoice() {
        String[] marks = run("sgf", "score", file("game.sgf"), "--dead", "marks");
        assertThat(marks[0]).isEqualTo("2");
        assertThat(marks[2]).contains("--dead marks, but the record has no TB or TW marks after its last move")
                .doesNotContain("Exception");
        String[] bogus = run("sgf", "score", file("game.sgf"), "--dead", "gnugo");
        assertThat(bogus[0]).isEqualTo("2");
        assertThat(bogus[2]).contains("'gnugo' is not one of benson, search, marks").doesNotContain("Exception");
    }

    @Test
    void normalizeWritesCanonicalUtf8() throws Exception {
        String[] r = run("sgf", "normalize", file("shiftjis.sgf"));
        assertThat(r[0]).isEqualTo("0");
        assertThat(r[1]).isEqualTo("(;GM[1]FF[4]CA[UTF-8]SZ[9]PB[\u8868]\n;B[ee])\n");
        // What it writes reads back as the same game.
        Path out = dir.resolve("out.sgf");
        Files.writeString(out, r[1], StandardCharsets.UTF_8);
        SgfNode original = SgfReader.read(Path.of(file("shiftjis.sgf"))).get(0);
        original.set("CA", "UTF-8");
        assertThat(SgfReader.read(out).get(0)).isEqualTo(original);
    }

    @Test
    void normalizeOfABrokenFileIsAnInputError() {
        String broken = file("broken.sgf");
        String[] r = run("sgf", "normalize", broken);
        assertThat(r[0]).isEqualTo("2");
        assertThat(r[1]).isEmpty();
        assertThat(r[2]).isEqualTo(lines("tengen sgf normalize: " + broken
                + ": line 2, column 2: the value opened here is never closed: ']' is missing"));
    }

    @Test
    void aDashReadsStandardInput() {
        java.io.InputStream stdin = System.in;
        try {
            System.setIn(new java.io.ByteArrayInputStream("(;SZ[9];B[tt];W[ee])".getBytes(StandardCharsets.UTF_8)));
            String[] r = run("sgf", "normalize", "-");
            assertThat(r[1]).isEqualTo("(;GM[1]FF[4]CA[UTF-8]SZ[9]\n;B[];W[ee])\n");
        } finally {
            System.setIn(stdin);
        }
    }

    @Test
    void mainWritesUtf8WhateverThePlatformCharset() throws Exception {
        java.io.PrintStream stdout = System.out;
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try {
            System.setOut(new java.io.PrintStream(bytes, true, StandardCharsets.ISO_8859_1));
            assertThat(Main.execute("sgf", "normalize", file("utf8.sgf"))).isZero();
        } finally {
            System.setOut(stdout);
        }
        assertThat(bytes.toString(StandardCharsets.UTF_8)).contains("PB[\u674e\u660c\u9550]");
    }
}

package org.tengen.core.sgf;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tengen.core.Game;
import org.tengen.core.Geometry;
import org.tengen.core.Legality;
import org.tengen.core.RulesPresets;
import org.tengen.core.Stone;
import org.tengen.core.sgf.SgfReplay.IllegalMove;
import org.tengen.core.sgf.SgfReplay.Mode;

/**
 * The hand-written records in {@code src/test/resources/sgf/realworld}, one per quirk of the programs and
 * servers that write SGF (each file says what it covers in its first lines or its root comment). Every
 * file parses, survives a write and a re-read, and replays in both modes; then each file's own facts,
 * worked out by hand from its moves, are checked: board, komi, rules, handicap, names, moves, stones.
 */
class SgfRealWorldTest {
    private static final int EMPTY = 0;
    private static final int BLACK = 1;
    private static final int WHITE = 2;

    /** Every file the folder must hold: a file added without facts of its own, or one lost, fails. */
    private static final List<String> FILES = List.of(
            "ae_pl.sgf", "big5.sgf", "bom.sgf", "collection.sgf", "comments_escapes.sgf",
            "compressed_points.sgf", "crlf.sgf", "euc_kr.sgf", "ff3_padded.sgf", "fox_km375.sgf",
            "fox_km650.sgf", "gb2312.sgf", "gnugo.sgf", "gogod.sgf", "handicap_ab.sgf",
            "handicap_moves.sgf", "illegal_ko.sgf", "illegal_occupied.sgf", "kgs.sgf", "latin1.sgf",
            "missing_sz.sgf", "ogs.sgf", "private_props.sgf", "rect_19x13.sgf", "sabaki.sgf",
            "several_ab.sgf", "shift_jis.sgf");

    /** The deliberately illegal records: the first illegal move of each mode (null: the mode plays all). */
    private static final Map<String, IllegalMove[]> ILLEGAL = Map.of(
            "illegal_ko.sgf", new IllegalMove[] {
                null, // TOLERANT plays the ko recapture, as a record player must
                new IllegalMove(10, Stone.WHITE, "D6", Legality.KO, 14, 2)},
            "illegal_occupied.sgf", new IllegalMove[] {
                new IllegalMove(5, Stone.BLACK, "D4", Legality.OCCUPIED, 4, 26),
                new IllegalMove(5, Stone.BLACK, "D4", Legality.OCCUPIED, 4, 26)});

    // ---------------------------------------------------------------- helpers

    static Path folder() {
        try {
            return Path.of(SgfRealWorldTest.class.getResource("/sgf/realworld").toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    static List<String> fileNames() throws IOException {
        try (Stream<Path> files = Files.list(folder())) {
            return files.map(p -> p.getFileName().toString()).sorted().collect(Collectors.toList());
        }
    }

    static byte[] bytes(String name) throws IOException {
        return Files.readAllBytes(folder().resolve(name));
    }

    private static List<SgfNode> games(String name) throws IOException {
        return SgfReader.read(bytes(name));
    }

    /** The one game of a file. */
    private static SgfNode game(String name) throws IOException {
        List<SgfNode> games = games(name);
        assertThat(games).as(name + " holds one game").hasSize(1);
        return games.get(0);
    }

    /** The main line replayed strictly, which must play every move; the tolerant replay must agree. */
    private static SgfReplay replay(SgfNode root) {
        SgfReplay strict = SgfReplay.mainLine(root, Mode.STRICT);
        assertThat(strict.problem()).isEmpty();
        SgfReplay tolerant = SgfReplay.mainLine(root, Mode.TOLERANT);
        assertThat(tolerant.problem()).isEmpty();
        assertThat(tolerant.moves()).isEqualTo(strict.moves());
        assertThat(tolerant.game().board().position()).isEqualTo(strict.game().board().position());
        return strict;
    }

    private static int at(Game game, String vertex) {
        return game.board().at(game.geometry().parseGtp(vertex));
    }

    private static int count(Game game, int colour) {
        int n = 0;
        for (int p : game.geometry().points()) {
            if (game.board().at(p) == colour) {
                n++;
            }
        }
        return n;
    }

    private static void assertStones(Game game, int colour, String... vertices) {
        for (String v : vertices) {
            assertThat(at(game, v)).as(v).isEqualTo(colour);
        }
    }

    private static void assertSize(SgfNode root, int width, int height) {
        Geometry g = SgfGames.geometry(root);
        assertThat(g.width()).isEqualTo(width);
        assertThat(g.height()).isEqualTo(height);
    }

    // ---------------------------------------------------------------- every file

    @Test
    void theFolderHoldsEveryQuirk() throws IOException {
        assertThat(fileNames()).containsExactlyInAnyOrderElementsOf(FILES);
    }

    static List<String> files() {
        return FILES;
    }

    @ParameterizedTest
    @MethodSource("files")
    void parsesRoundTripsAndReplays(String name) throws IOException {
        byte[] bytes = bytes(name);
        String text = SgfReader.decode(bytes);
        List<SgfNode> games = SgfReader.read(bytes);
        assertThat(games).isNotEmpty();

        // Each file says what it covers: in text before the first game tree, or in the root's comment.
        String before = text.substring(0, text.indexOf("(;")).trim();
        assertThat(before.length() > 20 || games.get(0).text("C") != null).as(name + " has a header comment").isTrue();

        // The round trip: the canonical text reads back as equal trees, and is itself canonical.
        String written = SgfWriter.write(games);
        List<SgfNode> again = SgfReader.parse(written);
        assertThat(again).isEqualTo(games);
        assertThat(again.hashCode()).isEqualTo(games.hashCode());
        assertThat(SgfWriter.write(again)).isEqualTo(written);

        for (int i = 0; i < games.size(); i++) {
            SgfNode root = games.get(i);
            IllegalMove[] expected = ILLEGAL.getOrDefault(name, new IllegalMove[2]);
            SgfReplay tolerant = SgfReplay.mainLine(root, Mode.TOLERANT);
            SgfReplay strict = SgfReplay.mainLine(root, Mode.STRICT);
            assertThat(tolerant.problem().orElse(null)).as(name + " tolerant").isEqualTo(expected[0]);
            assertThat(strict.problem().orElse(null)).as(name + " strict").isEqualTo(expected[1]);
            // The tree read back replays the same way.
            SgfReplay fromWritten = SgfReplay.mainLine(again.get(i), Mode.TOLERANT);
            assertThat(fromWritten.moves()).isEqualTo(tolerant.moves());
            assertThat(fromWritten.game().board().position()).isEqualTo(tolerant.game().board().position());
        }
    }

    // ---------------------------------------------------------------- servers and programs

    @Test
    void kgs() throws IOException {
        SgfNode root = game("kgs.sgf");
        assertSize(root, 19, 19);
        assertThat(SgfGames.rules(root)).isEqualTo(RulesPresets.get("japanese").withKomi(6.5));
        assertThat(SgfGames.handicap(root)).isZero();
        assertThat(root.simpleText("PB")).isEqualTo("kestrel");
        assertThat(root.simpleText("OT")).isEqualTo("5x30 byo-yomi");
        assertThat(root.text("C")).isEqualTo("kestrel [5k]: hi\nheron [4k]: hi, have a nice game\n");
        SgfNode fifth = root.mainLineEnd().pathFromRoot().get(5);
        assertThat(fifth.text("C")).isEqualTo("heron [4k]: hm, a low approach");
        assertThat(fifth.value("BL")).isEqualTo("1160.44");

        SgfReplay replay = replay(root);
        Game game = replay.game();
        assertThat(replay.moves()).isEqualTo(14);
        assertStones(game, BLACK, "Q16", "Q4", "F3", "K3", "O17", "R17", "F17");
        assertStones(game, WHITE, "D4", "D16", "C6", "R14", "S16", "R11", "C14");
        assertStones(game, EMPTY, "K10", "R16");
        assertThat(count(game, BLACK)).isEqualTo(7);
        assertThat(count(game, WHITE)).isEqualTo(7);
        // RE[W+Resign] after the last move: the replay ends the game as it ended.
        assertThat(game.isOver()).isTrue();
        assertThat(game.result().toSgf()).isEqualTo("W+R");
    }

    @Test
    void ogs() throws IOException {
        SgfNode root = game("ogs.sgf");
        assertSize(root, 9, 9);
        assertThat(SgfGames.rules(root)).isEqualTo(RulesPresets.get("japanese").withKomi(6.5));
        assertThat(SgfGames.handicap(root)).isZero();
        assertThat(root.simpleText("PC")).isEqualTo("OGS: https://online-go.com/game/51234567");

        SgfReplay replay = replay(root);
        Game game = replay.game();
        assertThat(replay.moves()).isEqualTo(15);
        assertStones(game, BLACK, "E5", "G7", "G3", "J8", "H9", "G5", "E3");
        assertStones(game, WHITE, "C7", "C3", "E7", "C5", "D3");
        assertThat(at(game, "J9")).as("White's J9 was captured by H9").isEqualTo(EMPTY);
        assertThat(game.board().prisoners(Stone.BLACK)).isEqualTo(1);
        assertThat(count(game, BLACK)).isEqualTo(7);
        assertThat(count(game, WHITE)).isEqualTo(5);
        assertThat(game.isOver()).as("two passes end it").isTrue();
        assertThat(replay.moveNodes().get(8).text("C")).isEqualTo("kestrel: captured!");
    }

    @Test
    void foxKomiScaledBy100() throws IOException {
        SgfNode root = game("fox_km650.sgf");
        assertThat(root.value("KM")).isEqualTo("650");
        assertThat(SgfGames.komi(root.property("KM").orElseThrow())).isEqualTo(6.5);
        assertThat(SgfGames.rules(root)).isEqualTo(RulesPresets.get("japanese").withKomi(6.5));
        assertThat(SgfGames.handicap(root)).isZero();
        assertThat(root.simpleText("PB")).isEqualTo("星辰");
        assertThat(root.simpleText("PW")).isEqualTo("流水");
        assertThat(root.simpleText("BR")).isEqualTo("5段");
        assertThat(root.values("AP")).containsExactly("GNU Go:3.8", "foxwq");
        assertThat(root.properties().stream().filter(p -> p.id().equals("AP"))).hasSize(1);

        SgfReplay replay = replay(root);
        Game game = replay.game();
        assertThat(replay.moves()).isEqualTo(12);
        assertStones(game, BLACK, "Q16", "Q3", "P17", "R4", "O4", "F17");
        assertStones(game, WHITE, "D16", "D4", "R5", "Q5", "Q9", "C14");
        assertThat(count(game, BLACK) + count(game, WHITE)).isEqualTo(12);
        assertThat(game.result().toSgf()).isEqualTo("B+R");
    }

    @Test
    void foxKomiScaledBy50() throws IOException {
        SgfNode root = game("fox_km375.sgf");
        assertThat(root.value("KM")).isEqualTo("375");
        assertThat(SgfGames.rules(root)).isEqualTo(RulesPresets.get("chinese").withKomi(7.5));
        assertThat(SgfGames.rules(root).komi()).isEqualTo(7.5);
        assertThat(root.simpleText("BR")).isEqualTo("7段");

        SgfReplay replay = replay(root);
        Game game = replay.game();
        assertThat(replay.moves()).isEqualTo(8);
        assertStones(game, BLACK, "R16", "Q4", "C15", "R10");
        assertStones(game, WHITE, "D17", "D4", "E16", "K10");
        assertThat(count(game, BLACK) + count(game, WHITE)).isEqualTo(8);
        assertThat(game.result().toSgf()).isEqualTo("W+R");
    }

    @Test
    void gogodWithoutCharsetFallsBackToLatin1() throws IOException {
        byte[] bytes = bytes("gogod.sgf");
        assertThat(SgfReader.declaredCharset(bytes)).isNull();
        SgfNode root = game("gogod.sgf");
        assertThat(root.simpleText("PC")).isEqualTo("Zürich");
        assertThat(root.simpleText("DT")).isEqualTo("1932-10-03,04,05");
        assertThat(root.simpleText("RO")).isEqualTo("Final, game 2");
        assertThat(root.simpleText("PB")).isEqualTo("Mori Hideo");
        assertThat(root.simpleText("WR")).isEqualTo("7d");
        assertThat(SgfGames.rules(root)).isEqualTo(RulesPresets.get("japanese").withKomi(0));
        assertThat(SgfGames.result(root).orElseThrow().toSgf()).isEqualTo("B+2");

        SgfReplay replay = replay(root);
        Game game = replay.game();
        assertThat(replay.moves()).isEqualTo(14);
        assertStones(game, BLACK, "R16", "Q3", "C4", "D3", "E5", "E6", "E7");
        assertStones(game, WHITE, "D17", "P17", "E4", "F3", "D5", "D6", "D7");
        assertThat(count(game, BLACK) + count(game, WHITE)).isEqualTo(14);
        assertThat(game.isOver()).as("a result by points doesn't end the replay").isFalse();
    }

    @Test
    void gnuGoHandicapAsSetupStones() throws IOException {
        SgfNode root = game("gnugo.sgf");
        assertSize(root, 9, 9);
        assertThat(SgfGames.handicap(root)).isEqualTo(2);
        assertThat(SgfGames.rules(root)).isEqualTo(RulesPresets.get("japanese").withKomi(0.5));

        SgfReplay replay = replay(root);
        Game game = replay.game();
        assertThat(game.handicapStones()).isEqualTo(2);
        assertThat(replay.moves()).isEqualTo(8);
        assertStones(game, BLACK, "G7", "C3", "G5", "E3", "D3");
        assertStones(game, WHITE, "E5", "C5", "E7");
        assertThat(count(game, BLACK)).isEqualTo(5);
        assertThat(count(game, WHITE)).isEqualTo(3);
        assertThat(game.isOver()).isTrue();
        SgfNode last = root.mainLineEnd();
        assertThat(last.values("TB")).containsExactly("hh", "ih", "hi", "ii");
        assertThat(last.text("C")).isEqualTo("final score: W+4.5");
        assertThat(game.history().get(2).stone()).as("White moves first").isEqualTo(Stone.WHITE);
    }

    @Test
    void sabakiMarkupAndVariations() throws IOException {
        SgfNode root = game("sabaki.sgf");
        assertThat(root.simpleText("AP")).isEqualTo("Sabaki:0.52.2");
        assertThat(SgfGames.rules(root)).isEqualTo(RulesPresets.get(SgfGames.DEFAULT_RULES).withKomi(6.5));

        SgfNode fifth = root.children().get(0).children().get(0).children().get(0).children().get(0).children().get(0);
        assertThat(fifth.value("B")).isEqualTo("oq");
        assertThat(fifth.values("LB")).containsExactly("qq:A", "pq:B");
        assertThat(fifth.value("TR")).isEqualTo("dq");
        assertThat(fifth.value("SQ")).isEqualTo("cq");
        assertThat(fifth.value("CR")).isEqualTo("pp");
        assertThat(fifth.value("MA")).isEqualTo("po");
        assertThat(fifth.children()).hasSize(2);

        SgfReplay main = replay(root);
        assertThat(main.moves()).isEqualTo(8);
        assertStones(main.game(), BLACK, "Q16", "R4", "P3", "C14");
        assertStones(main.game(), WHITE, "D4", "D16", "F17", "F16");
        assertThat(main.moveNodes().get(5).text("C")).isEqualTo("The main line.");

        SgfNode variationEnd = fifth.children().get(1).mainLineEnd();
        SgfReplay variation = SgfReplay.to(variationEnd, Mode.STRICT);
        assertThat(variation.problem()).isEmpty();
        assertThat(variation.moves()).isEqualTo(7);
        assertStones(variation.game(), WHITE, "C14");
        assertStones(variation.game(), BLACK, "F17");
        assertStones(variation.game(), EMPTY, "F16");
        assertThat(variation.moveNodes().get(5).text("C")).isEqualTo("A quieter choice.");
    }

    // ---------------------------------------------------------------- old formats and board shapes

    @Test
    void ff3PaddedIdentifiersAndTtPasses() throws IOException {
        SgfNode root = game("ff3_padded.sgf");
        assertThat(root.properties().stream().map(SgfProperty::id))
                .containsExactlyInAnyOrder("GM", "FF", "SZ", "KM", "PB", "PW", "C", "AB", "AW", "PL");
        assertThat(root.value("FF")).isEqualTo("3");
        assertThat(root.values("AB")).containsExactly("dd", "pp");
        assertThat(root.text("C")).isEqualTo("FF[3] allowed lower-case letters in identifiers.");
        assertThat(SgfGames.rules(root).komi()).isEqualTo(5.5);
        SgfNode third = root.children().get(0).children().get(0).children().get(0);
        assertThat(third.value("B")).as("B[tt] is a pass on 19x19").isEmpty();
        assertThat(SgfWriter.write(root)).contains("AB[dd][pp]").doesNotContain("AddBlack").doesNotContain("[tt]");

        SgfReplay replay = replay(root);
        Game game = replay.game();
        assertThat(replay.moves()).isEqualTo(4);
        assertStones(game, BLACK, "D16", "Q4", "R14");
        assertStones(game, WHITE, "Q16", "D4", "F3");
        assertThat(count(game, BLACK) + count(game, WHITE)).isEqualTo(6);
        assertThat(game.isOver()).as("two passes end it").isTrue();
    }

    @Test
    void missingSizeMeans19() throws IOException {
        SgfNode root = game("missing_sz.sgf");
        assertThat(root.has("SZ")).isFalse();
        assertSize(root, 19, 19);
        SgfReplay replay = replay(root);
        Game game = replay.game();
        assertThat(game.geometry()).isSameAs(Geometry.of(19));
        assertThat(replay.moves()).isEqualTo(5);
        assertStones(game, BLACK, "T1", "K10");
        assertStones(game, WHITE, "A19");
        assertThat(count(game, BLACK) + count(game, WHITE)).isEqualTo(3);
        assertThat(game.isOver()).isTrue();
    }

    @Test
    void rectangularBoard() throws IOException {
        SgfNode root = game("rect_19x13.sgf");
        assertSize(root, 19, 13);
        assertThat(SgfGames.rules(root)).isEqualTo(RulesPresets.get("chinese").withKomi(7.5));
        SgfReplay replay = replay(root);
        Game game = replay.game();
        assertThat(game.geometry()).isSameAs(Geometry.of(19, 13));
        assertThat(replay.moves()).isEqualTo(6);
        assertStones(game, BLACK, "D10", "T1", "K7");
        assertStones(game, WHITE, "Q4", "A13");
        assertThat(count(game, BLACK) + count(game, WHITE)).isEqualTo(5);
        assertThat(game.isOver()).isFalse();
    }

    // ---------------------------------------------------------------- handicap and setup

    @Test
    void handicapAsSetupStones() throws IOException {
        SgfNode root = game("handicap_ab.sgf");
        assertThat(SgfGames.handicap(root)).isEqualTo(4);
        assertThat(SgfGames.rules(root)).isEqualTo(RulesPresets.get("japanese").withKomi(0.5));
        SgfReplay replay = replay(root);
        Game game = replay.game();
        assertThat(game.handicapStones()).isEqualTo(4);
        assertThat(replay.moves()).isEqualTo(5);
        assertStones(game, BLACK, "D16", "Q16", "D4", "Q4", "D6", "O16");
        assertStones(game, WHITE, "F3", "R14", "L17");
        assertThat(count(game, BLACK)).isEqualTo(6);
        assertThat(count(game, WHITE)).isEqualTo(3);
        assertThat(game.toMove()).isEqualTo(Stone.BLACK);
    }

    @Test
    void handicapAsBlackMoves() throws IOException {
        SgfNode root = game("handicap_moves.sgf");
        assertThat(root.has("AB")).isFalse();
        assertThat(SgfGames.handicap(root)).isEqualTo(3);
        SgfReplay replay = replay(root);
        Game game = replay.game();
        assertThat(game.handicapStones()).isEqualTo(3);
        assertThat(replay.moves()).as("the three handicap stones are not moves").isEqualTo(3);
        assertThat(replay.moveNodes().get(0).value("W")).isEqualTo("dd");
        assertStones(game, BLACK, "Q16", "D4", "Q4", "F17");
        assertStones(game, WHITE, "D16", "C14");
        assertThat(count(game, BLACK)).isEqualTo(4);
        assertThat(count(game, WHITE)).isEqualTo(2);
        assertThat(game.toMove()).isEqualTo(Stone.BLACK);
    }

    @Test
    void repeatedSetupPropertiesAreOne() throws IOException {
        SgfNode root = game("several_ab.sgf");
        assertThat(root.properties().stream().filter(p -> p.id().equals("AB"))).hasSize(1);
        assertThat(root.values("AB")).containsExactly("dc", "dd", "de");
        assertThat(root.values("AW")).containsExactly("cc", "cd", "ce");
        assertThat(SgfWriter.write(root)).contains("AB[dc][dd][de]").contains("AW[cc][cd][ce]");

        SgfReplay atRoot = SgfReplay.to(root, Mode.STRICT);
        assertThat(atRoot.moves()).isZero();
        assertThat(atRoot.game().toMove()).as("PL[W]").isEqualTo(Stone.WHITE);
        assertStones(atRoot.game(), BLACK, "D17", "D16", "D15");
        assertStones(atRoot.game(), WHITE, "C17", "C16", "C15");

        SgfReplay replay = replay(root);
        assertThat(replay.moves()).isEqualTo(2);
        assertStones(replay.game(), WHITE, "E16");
        assertStones(replay.game(), BLACK, "E15");
        assertThat(count(replay.game(), BLACK)).isEqualTo(4);
        assertThat(count(replay.game(), WHITE)).isEqualTo(4);
        assertThat(replay.moveNodes().get(0).text("C")).isEqualTo("Correct.");
    }

    @Test
    void compressedPointLists() throws IOException {
        SgfNode root = game("compressed_points.sgf");
        assertThat(root.value("AB")).isEqualTo("aa:cc");
        Geometry g = Geometry.of(19);
        assertThat(SgfPoints.points(root.property("AB").orElseThrow(), g)).hasSize(9);
        assertThat(SgfPoints.points(root.property("AW").orElseThrow(), g)).hasSize(10);

        SgfReplay replay = replay(root);
        Game game = replay.game();
        assertThat(replay.moves()).isEqualTo(2);
        assertStones(game, BLACK, "A19", "B19", "C19", "A18", "B18", "C18", "A17", "B17", "C17", "D16");
        assertStones(game, WHITE, "E19", "F19", "G19", "E18", "F18", "G18", "E17", "F17", "G17", "K10", "E16");
        assertStones(game, EMPTY, "D19", "D18", "D17", "H19", "A16", "H17");
        assertThat(count(game, BLACK)).isEqualTo(10);
        assertThat(count(game, WHITE)).isEqualTo(11);
    }

    @Test
    void setupEditedMidGame() throws IOException {
        SgfNode root = game("ae_pl.sgf");
        SgfNode edit = root.children().get(0).children().get(0);
        assertThat(edit.values("AE")).containsExactly("dd", "jj");

        SgfReplay atEdit = SgfReplay.to(edit, Mode.STRICT);
        assertThat(atEdit.problem()).isEmpty();
        assertThat(atEdit.moves()).isEqualTo(1);
        assertStones(atEdit.game(), EMPTY, "D16", "K10");
        assertStones(atEdit.game(), BLACK, "C17", "Q16", "D4", "R14");
        assertStones(atEdit.game(), WHITE, "Q4");
        assertThat(atEdit.game().toMove()).as("PL[B] although White is next").isEqualTo(Stone.BLACK);

        SgfReplay replay = replay(root);
        Game game = replay.game();
        assertThat(replay.moves()).isEqualTo(3);
        assertStones(game, BLACK, "K10", "C17", "Q16", "D4", "R14");
        assertStones(game, WHITE, "D16", "Q4");
        assertThat(count(game, BLACK)).isEqualTo(5);
        assertThat(count(game, WHITE)).isEqualTo(2);
    }

    // ---------------------------------------------------------------- text

    @Test
    void escapesAndSoftLineBreaks() throws IOException {
        SgfNode root = game("comments_escapes.sgf");
        assertThat(root.simpleText("GN")).isEqualTo("Escapes: a [test] game");
        assertThat(root.simpleText("PB")).isEqualTo("Line break");
        assertThat(root.text("C")).isEqualTo("First line.\nSecond line with a ] bracket and a \\ backslash.\n"
                + "This sentence is broken by a soft line break.");
        List<SgfNode> line = root.mainLineEnd().pathFromRoot();
        assertThat(line.get(1).text("C")).isEqualTo("Tab here");
        String[] label = SgfText.splitCompose(line.get(2).value("LB"));
        assertThat(label[0]).isEqualTo("dd");
        assertThat(SgfText.decodeSimpleText(label[1])).isEqualTo("one:two");
        assertThat(line.get(3).simpleText("N")).isEqualTo("Node name");

        SgfReplay replay = replay(root);
        assertThat(replay.moves()).isEqualTo(3);
        assertStones(replay.game(), BLACK, "E5", "G3");
        assertStones(replay.game(), WHITE, "C7");
    }

    @Test
    void windowsLineEndings() throws IOException {
        byte[] bytes = bytes("crlf.sgf");
        String raw = new String(bytes, StandardCharsets.UTF_8);
        assertThat(raw).contains("\r\n").doesNotContainPattern("[^\r]\n");
        SgfNode root = game("crlf.sgf");
        assertThat(root.value("C")).doesNotContain("\r");
        assertThat(root.text("C")).isEqualTo("Saved on Windows.\nSecond line.Joined.");
        assertThat(SgfGames.rules(root)).isEqualTo(RulesPresets.get("aga").withKomi(7));
        // CR LF is one line: the three header lines, the root on line 4, the first move on line 8.
        assertThat(root.line()).isEqualTo(4);
        List<SgfNode> line = root.mainLineEnd().pathFromRoot();
        assertThat(line.get(1).line()).isEqualTo(8);
        assertThat(line.get(1).column()).isEqualTo(1);
        assertThat(line.get(3).line()).isEqualTo(10);
        assertThat(line.get(3).property("B").orElseThrow().column()).isEqualTo(2);

        SgfReplay replay = replay(root);
        assertThat(replay.moves()).isEqualTo(3);
        assertStones(replay.game(), BLACK, "E5", "G7");
        assertStones(replay.game(), WHITE, "C7");
    }

    @Test
    void byteOrderMark() throws IOException {
        byte[] bytes = bytes("bom.sgf");
        assertThat(bytes[0] & 0xff).isEqualTo(0xEF);
        assertThat(bytes[1] & 0xff).isEqualTo(0xBB);
        assertThat(bytes[2] & 0xff).isEqualTo(0xBF);
        assertThat(bytes[3]).isEqualTo((byte) '(');
        assertThat(SgfReader.decode(bytes)).startsWith("(;GM[1]");
        SgfNode root = game("bom.sgf");
        assertThat(root.line()).isEqualTo(1);
        assertThat(root.column()).isEqualTo(2);
        assertThat(root.simpleText("PB")).isEqualTo("Zoë");
        assertThat(root.simpleText("PW")).isEqualTo("Łukasz");
        assertThat(root.text("GC")).isEqualTo("Naïve café, 日本語, ☕");
        SgfReplay replay = replay(root);
        assertThat(replay.moves()).isEqualTo(2);
        assertStones(replay.game(), BLACK, "Q16");
        assertStones(replay.game(), WHITE, "D16");
    }

    // ---------------------------------------------------------------- encodings

    /** Whether {@code bytes} holds {@code sequence}. */
    private static boolean contains(byte[] bytes, int... sequence) {
        outer:
        for (int i = 0; i + sequence.length <= bytes.length; i++) {
            for (int j = 0; j < sequence.length; j++) {
                if ((bytes[i + j] & 0xff) != sequence[j]) {
                    continue outer;
                }
            }
            return true;
        }
        return false;
    }

    @Test
    void gbkBytesUnderGb2312() throws IOException {
        byte[] bytes = bytes("gb2312.sgf");
        // 揮 is 93 5D and 淺 is 9C 5C in GBK, each right before the closing bracket of a name.
        assertThat(contains(bytes, 0x93, 0x5D, 0x5D)).isTrue();
        assertThat(contains(bytes, 0x9C, 0x5C, 0x5D)).isTrue();
        SgfNode root = game("gb2312.sgf");
        assertThat(root.simpleText("PB")).isEqualTo("陈揮");
        assertThat(root.simpleText("PW")).isEqualTo("刘淺");
        assertThat(root.text("C")).isEqualTo("黑棋浅消，白棋指揮不当。");
        assertThat(SgfGames.rules(root)).isEqualTo(RulesPresets.get("chinese").withKomi(7.5));
        SgfReplay replay = replay(root);
        assertThat(replay.moves()).isEqualTo(4);
        assertStones(replay.game(), BLACK, "Q16", "Q4");
        assertStones(replay.game(), WHITE, "D4", "D16");
    }

    @Test
    void big5() throws IOException {
        byte[] bytes = bytes("big5.sgf");
        assertThat(contains(bytes, 0xB3, 0x5C, 0xA5, 0x5C, ']')).as("許功]").isTrue();
        assertThat(contains(bytes, 0xA5, 0x5D, 0xA4, 0x5D, ']')).as("包也]").isTrue();
        SgfNode root = game("big5.sgf");
        assertThat(root.simpleText("PB")).isEqualTo("許功");
        assertThat(root.simpleText("PW")).isEqualTo("包也");
        assertThat(root.text("C")).isEqualTo("這手也許是好手");
        assertThat(SgfGames.rules(root)).isEqualTo(RulesPresets.get("ing").withKomi(7.5));
        SgfReplay replay = replay(root);
        assertThat(replay.moves()).isEqualTo(5);
        assertStones(replay.game(), BLACK, "Q16", "Q3", "F17");
        assertStones(replay.game(), WHITE, "D16", "D4");
    }

    @Test
    void shiftJis() throws IOException {
        byte[] bytes = bytes("shift_jis.sgf");
        assertThat(contains(bytes, 0x95, 0x5C, ']')).as("表]").isTrue();
        assertThat(contains(bytes, 0x97, 0x5C)).as("予").isTrue();
        SgfNode root = game("shift_jis.sgf");
        assertThat(root.simpleText("PB")).isEqualTo("十河");
        assertThat(root.simpleText("PW")).isEqualTo("能登表");
        List<SgfNode> line = root.mainLineEnd().pathFromRoot();
        assertThat(line.get(1).text("C")).isEqualTo("予想外の好手。評価は互角。");
        assertThat(line.get(2).text("C")).isEqualTo("ゾーンを広げる構想");
        assertThat(SgfGames.rules(root)).isEqualTo(RulesPresets.get("japanese").withKomi(6.5));
        SgfReplay replay = replay(root);
        assertThat(replay.moves()).isEqualTo(4);
        assertStones(replay.game(), BLACK, "Q16", "Q3");
        assertStones(replay.game(), WHITE, "D16", "D4");
    }

    @Test
    void eucKr() throws IOException {
        SgfNode root = game("euc_kr.sgf");
        // EUC-KR is read as its superset Windows-949, which Korean programs write under that name.
        assertThat(SgfReader.declaredCharset(bytes("euc_kr.sgf")).name()).isEqualTo("x-windows-949");
        assertThat(root.simpleText("PB")).isEqualTo("김철수");
        assertThat(root.simpleText("PW")).isEqualTo("박영희");
        assertThat(root.simpleText("GN")).isEqualTo("친선 대국");
        assertThat(SgfGames.rules(root)).isEqualTo(RulesPresets.get("korean").withKomi(6.5));
        SgfReplay replay = replay(root);
        assertThat(replay.moves()).isEqualTo(4);
        assertThat(replay.moveNodes().get(2).text("C")).isEqualTo("흑이 조금 유리하다.");
        assertStones(replay.game(), BLACK, "R16", "D4");
        assertStones(replay.game(), WHITE, "D17", "Q4");
    }

    @Test
    void latin1() throws IOException {
        byte[] bytes = bytes("latin1.sgf");
        assertThat(contains(bytes, 'J', 0xFC, 'r')).isTrue();
        SgfNode root = game("latin1.sgf");
        assertThat(root.simpleText("PB")).isEqualTo("Jürgen Müller");
        assertThat(root.simpleText("PW")).isEqualTo("François Lefèvre");
        assertThat(root.text("C")).isEqualTo("Très bien joué ½");
        assertThat(SgfGames.rules(root)).as("RU[French]").isEqualTo(RulesPresets.get("aga").withKomi(7.5));
        SgfReplay replay = replay(root);
        assertThat(replay.moves()).isEqualTo(4);
        assertStones(replay.game(), BLACK, "Q16", "C16");
        assertStones(replay.game(), WHITE, "D4", "R4");
    }

    // ---------------------------------------------------------------- structure

    @Test
    void unknownPropertiesSurvive() throws IOException {
        SgfNode root = game("private_props.sgf");
        assertThat(root.values("XX")).containsExactly("first", "second");
        assertThat(root.value("MULTIGOGM")).isEqualTo("1");
        assertThat(root.value("TENGENPRIVATE")).isEqualTo("yes");
        String written = SgfWriter.write(root);
        assertThat(written).contains("MULTIGOGM[1]", "XX[first][second]", "TENGENPRIVATE[yes]",
                "SBKV[48.7]", "XX[node private]");
        List<SgfNode> line = SgfReader.parse(written).get(0).mainLineEnd().pathFromRoot();
        assertThat(line.get(1).value("SBKV")).isEqualTo("48.7");
        assertThat(line.get(2).value("XX")).isEqualTo("node private");
        SgfReplay replay = replay(root);
        assertThat(replay.moves()).isEqualTo(3);
        assertStones(replay.game(), BLACK, "Q16", "Q4");
        assertStones(replay.game(), WHITE, "D16");
    }

    @Test
    void collectionOfThreeGames() throws IOException {
        List<SgfNode> games = games("collection.sgf");
        assertThat(games).hasSize(3);

        SgfNode nine = games.get(0);
        assertSize(nine, 9, 9);
        assertThat(SgfGames.rules(nine)).isEqualTo(RulesPresets.get("chinese").withKomi(5.5));
        SgfReplay r9 = replay(nine);
        assertThat(r9.moves()).isEqualTo(3);
        assertStones(r9.game(), BLACK, "E5", "C3");
        assertStones(r9.game(), WHITE, "G7");

        SgfNode thirteen = games.get(1);
        assertSize(thirteen, 13, 13);
        assertThat(SgfGames.rules(thirteen)).isEqualTo(RulesPresets.get(SgfGames.DEFAULT_RULES).withKomi(6.5));
        assertThat(SgfGames.handicap(thirteen)).isZero();
        SgfReplay r13 = replay(thirteen);
        assertThat(r13.moves()).isEqualTo(3);
        assertStones(r13.game(), BLACK, "K10", "D10");
        assertStones(r13.game(), WHITE, "D4");

        SgfNode nineteen = games.get(2);
        assertSize(nineteen, 19, 19);
        assertThat(SgfGames.rules(nineteen)).isEqualTo(RulesPresets.get("aga").withKomi(7.5));
        assertThat(nineteen.children().get(0).children()).hasSize(2);
        SgfReplay r19 = replay(nineteen);
        assertThat(r19.moves()).isEqualTo(3);
        assertStones(r19.game(), BLACK, "Q16", "Q4");
        assertStones(r19.game(), WHITE, "D4");
        assertStones(r19.game(), EMPTY, "D16");
        assertThat(nineteen.line()).isEqualTo(9);
    }

    @Test
    void koRecaptureIsIllegalOnlyWhenStrict() throws IOException {
        SgfNode root = game("illegal_ko.sgf");
        SgfReplay strict = SgfReplay.mainLine(root, Mode.STRICT);
        IllegalMove ko = strict.problem().orElseThrow();
        assertThat(ko).isEqualTo(new IllegalMove(10, Stone.WHITE, "D6", Legality.KO, 14, 2));
        assertThat(ko.describe()).isEqualTo("move 10 (W D6): ko");
        assertThat(strict.moves()).isEqualTo(9);
        assertStones(strict.game(), BLACK, "E6");
        assertStones(strict.game(), EMPTY, "D6");

        SgfReplay tolerant = SgfReplay.mainLine(root, Mode.TOLERANT);
        assertThat(tolerant.problem()).isEmpty();
        assertThat(tolerant.moves()).isEqualTo(11);
        assertStones(tolerant.game(), WHITE, "D6", "E7", "F6", "E5");
        assertStones(tolerant.game(), BLACK, "D7", "C6", "D5", "G3", "H2");
        assertStones(tolerant.game(), EMPTY, "E6");
    }

    @Test
    void occupiedPointStopsBothReplays() throws IOException {
        SgfNode root = game("illegal_occupied.sgf");
        for (Mode mode : Mode.values()) {
            SgfReplay replay = SgfReplay.mainLine(root, mode);
            assertThat(replay.problem()).contains(new IllegalMove(5, Stone.BLACK, "D4", Legality.OCCUPIED, 4, 26));
            assertThat(replay.moves()).isEqualTo(4);
            assertStones(replay.game(), WHITE, "D4", "D16");
            assertStones(replay.game(), BLACK, "Q16", "Q4");
        }
    }
}

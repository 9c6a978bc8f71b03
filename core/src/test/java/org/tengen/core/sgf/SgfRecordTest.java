package org.tengen.core.sgf;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.tengen.core.Game;
import org.tengen.core.Move;
import org.tengen.core.Position;
import org.tengen.core.RulesPresets;
import org.tengen.core.Stone;
import org.tengen.core.testing.RandomGame;
import org.junit.jupiter.api.Test;

class SgfRecordTest {
    @Test
    void aGameWrittenAndReplayedGivesTheSamePositionsAndResult() {
        for (long seed = 1; seed <= 30; seed++) {
            Random random = new Random(seed);
            int size = 5 + random.nextInt(6);
            String preset = new String[] {"chinese", "japanese", "tromp-taylor", "aga"}[random.nextInt(4)];
            Game game = new Game(size, RulesPresets.get(preset));
            if (size >= 7 && random.nextBoolean()) {
                game.placeFixedHandicap(2 + random.nextInt(3));
            }
            RandomGame moves = RandomGame.drawingFrom(random).passingOneIn(20);
            while (!game.isOver() && game.moveCount() < 150) {
                moves.play(game);
            }
            String sgf = SgfWriter.write(SgfRecord.of(game, "tengen:test"));
            SgfReplay replay = SgfReplay.mainLine(SgfReader.parse(sgf).get(0), SgfReplay.Mode.STRICT);
            assertThat(replay.problem()).as(sgf).isEmpty();
            Game back = replay.game();
            assertThat(Position.of(back.board())).as(sgf).isEqualTo(Position.of(game.board()));
            assertThat(back.rules()).isEqualTo(game.rules());
            assertThat(back.handicapStones()).isEqualTo(game.handicapStones());
            assertThat(back.moveCount()).isEqualTo(game.moveCount());
            assertThat(back.board().prisoners(Stone.BLACK)).isEqualTo(game.board().prisoners(Stone.BLACK));
            assertThat(back.toMove()).isEqualTo(game.toMove());
            assertThat(String.valueOf(back.result())).isEqualTo(String.valueOf(game.result()));
        }
    }

    @Test
    void writesTheRootTheHandicapAndTheResult() {
        Game game = new Game(9, RulesPresets.get("chinese").withKomi(0.5));
        game.placeFixedHandicap(2);
        game.play(Move.play(game.geometry().parseGtp("E5")));
        game.resign(Stone.BLACK);
        String sgf = SgfWriter.write(SgfRecord.of(game, "tengen:0.1"));
        assertThat(sgf).matches("\\(;GM\\[1]FF\\[4]CA\\[UTF-8]AP\\[tengen:0.1]SZ\\[9]KM\\[0.5]HA\\[2]RU\\[Chinese]RE\\[W\\+R]"
                + "AB(\\[gc]\\[cg]|\\[cg]\\[gc])\n;W\\[ee]\\)\n");
    }

    @Test
    void aPointEmptiedAndSetUpAgainIsNeverTwiceInOneNode() {
        Game game = new Game(5, RulesPresets.get("japanese"));
        int c3 = game.geometry().parseGtp("C3");
        game.play(Move.play(c3));
        game.removeStone(c3);
        game.setup(Stone.WHITE, c3);
        game.setup(Stone.BLACK, game.geometry().parseGtp("A1"));
        game.removeStone(game.geometry().parseGtp("A1")); // set up and taken off in one run: not written
        game.play(Move.play(game.geometry().parseGtp("A5")));
        SgfNode root = SgfRecord.of(game, "t");
        SgfNode removal = root.children().get(0).children().get(0);
        assertThat(removal.values("AE")).containsExactly("cc");
        assertThat(removal.has("AW") || removal.has("AB")).isFalse();
        SgfNode stone = removal.children().get(0);
        assertThat(stone.values("AW")).containsExactly("cc");
        assertThat(stone.has("AB") || stone.has("AE")).isFalse();
        SgfReplay replay = SgfReplay.mainLine(SgfReader.parse(SgfWriter.write(root)).get(0), SgfReplay.Mode.STRICT);
        assertThat(Position.of(replay.game().board())).isEqualTo(Position.of(game.board()));
    }

    @Test
    void setupAfterAHandicapGoesInANodeOfItsOwn() {
        Game game = new Game(9, RulesPresets.get("chinese"));
        game.placeFixedHandicap(2);
        game.setup(Stone.WHITE, game.geometry().parseGtp("E5"));
        SgfNode root = SgfRecord.of(game, "t");
        assertThat(root.values("AB")).hasSize(2);
        assertThat(root.children().get(0).values("AW")).containsExactly("ee");
        SgfReplay replay = SgfReplay.mainLine(SgfReader.parse(SgfWriter.write(root)).get(0), SgfReplay.Mode.STRICT);
        assertThat(replay.game().handicapStones()).isEqualTo(2);
        assertThat(Position.of(replay.game().board())).isEqualTo(Position.of(game.board()));
    }

    @Test
    void setupAndRemovalsAfterTheFirstMoveGetNodesOfTheirOwn() {
        Game game = new Game(5, RulesPresets.get("japanese"));
        game.setup(Stone.WHITE, game.geometry().parseGtp("A1"));
        game.play(Move.play(game.geometry().parseGtp("C3")));
        game.removeStone(game.geometry().parseGtp("A1"));
        game.setup(Stone.BLACK, game.geometry().parseGtp("E5"));
        game.play(Stone.WHITE, Move.PASS);
        SgfNode root = SgfRecord.of(game, "t");
        assertThat(root.values("AW")).containsExactly("ae");
        SgfNode setup = root.children().get(0).children().get(0);
        assertThat(setup.values("AE")).containsExactly("ae");
        assertThat(setup.values("AB")).containsExactly("ea");
        assertThat(setup.has("B") || setup.has("W")).isFalse();
        SgfReplay replay = SgfReplay.mainLine(SgfReader.parse(SgfWriter.write(root)).get(0), SgfReplay.Mode.STRICT);
        assertThat(Position.of(replay.game().board())).isEqualTo(Position.of(game.board()));
    }
}

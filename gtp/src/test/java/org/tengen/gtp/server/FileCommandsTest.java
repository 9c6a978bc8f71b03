package org.tengen.gtp.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tengen.core.Geometry;
import org.tengen.core.RulesPresets;
import org.tengen.engine.RandomPlayer;

/**
 * loadsgf and printsgf FILE: any file by default, as in GNU Go; none with file commands turned off; only
 * files inside the file directory with one set, whatever {@code ..}, absolute paths and links say.
 */
class FileCommandsTest {
    private static final String OUTSIDE_TEXT = "(;GM[1]FF[4]SZ[9];B[ee])\n";

    @TempDir
    Path tmp;
    private Path dir;
    private Path outside;

    @BeforeEach
    void files() throws IOException {
        dir = Files.createDirectory(tmp.resolve("games"));
        Files.createDirectory(dir.resolve("sub"));
        outside = tmp.resolve("outside.sgf");
        Files.writeString(outside, OUTSIDE_TEXT);
    }

    private static GtpEngine engine() {
        GtpEngine e = new GtpEngine(Geometry.of(9), RulesPresets.get("chinese"), new RandomPlayer(1));
        e.answer("play b C3");
        e.answer("play w G7");
        return e;
    }

    private GtpEngine keptInside() throws IOException {
        GtpEngine e = engine();
        e.keepFilesInside(dir);
        return e;
    }

    @Test
    void byDefaultAnyPathIsUsedAsGnuGoDoes() throws IOException {
        GtpEngine e = engine();
        Path file = tmp.resolve("anywhere.sgf");
        assertThat(e.answer("printsgf " + file)).isEqualTo("= \n\n");
        assertThat(Files.readString(file)).contains(";B[cg]").contains(";W[gc]");
        assertThat(e.answer("loadsgf " + outside)).isEqualTo("= white\n\n");
        assertThat(e.answer("list_stones black")).isEqualTo("= E5\n\n");
    }

    @Test
    void aSecondFileNameIsRefusedAndNothingIsWritten() {
        GtpEngine e = engine();
        Path first = tmp.resolve("x");
        assertThat(e.answer("7 printsgf " + first + " y.sgf"))
                .isEqualTo("?7 expected at most one file name (a name cannot have spaces)\n\n");
        assertThat(first).doesNotExist();
        assertThat(e.answer("loadsgf " + outside + " 1 2")).isEqualTo("? expected a file and optionally a move number\n\n");
    }

    @Test
    void turnedOffBothAreRefusedAndPrintsgfStillAnswers() throws IOException {
        GtpEngine e = engine();
        e.turnOffFileCommands();
        Path file = tmp.resolve("anywhere.sgf");
        assertThat(e.answer("printsgf " + file)).startsWith("? file commands are turned off");
        assertThat(file).doesNotExist();
        assertThat(e.answer("loadsgf " + outside)).startsWith("? file commands are turned off");
        assertThat(e.answer("list_stones black")).isEqualTo("= C3\n\n");
        assertThat(e.answer("printsgf")).startsWith("= (;").contains(";B[cg]");
    }

    @Test
    void insideTheDirectoryNamesAreRelativeToIt() throws IOException {
        GtpEngine e = keptInside();
        assertThat(e.answer("printsgf game.sgf")).isEqualTo("= \n\n");
        assertThat(e.answer("printsgf sub/../sub/./other.sgf")).isEqualTo("= \n\n");
        assertThat(e.answer("printsgf " + dir.resolve("sub/absolute.sgf"))).isEqualTo("= \n\n");
        assertThat(Files.readString(dir.resolve("game.sgf"))).contains(";B[cg]");
        assertThat(dir.resolve("sub/other.sgf")).exists();
        assertThat(dir.resolve("sub/absolute.sgf")).exists();
        e.answer("clear_board");
        assertThat(e.answer("loadsgf sub/other.sgf")).isEqualTo("= black\n\n");
        assertThat(e.answer("list_stones white")).isEqualTo("= G7\n\n");
    }

    @Test
    void pathsOutOfTheDirectoryAreRefusedAndNothingIsWrittenOrRead() throws IOException {
        GtpEngine e = keptInside();
        for (String name : new String[] {"../escaped.sgf", "sub/../../escaped.sgf", tmp.resolve("escaped.sgf").toString(),
                "/tmp/../" + tmp.resolve("escaped.sgf"), "."}) {
            assertThat(e.answer("printsgf " + name)).as(name).startsWith("? ");
        }
        assertThat(tmp.resolve("escaped.sgf")).doesNotExist();
        for (String name : new String[] {"../outside.sgf", outside.toString(), "sub/../../outside.sgf", "/etc/passwd"}) {
            assertThat(e.answer("loadsgf " + name)).as(name).isEqualTo("? '" + name + "' is outside the file directory (--file-dir)\n\n");
        }
        assertThat(e.answer("list_stones black")).isEqualTo("= C3\n\n");
        assertThat(Files.readString(outside)).isEqualTo(OUTSIDE_TEXT);
    }

    @Test
    void linksOutOfTheDirectoryAreRefused() throws IOException {
        Files.createSymbolicLink(dir.resolve("link.sgf"), outside);
        Files.createSymbolicLink(dir.resolve("up"), tmp);
        Files.createSymbolicLink(dir.resolve("dangling.sgf"), tmp.resolve("made-through-a-link.sgf"));
        GtpEngine e = keptInside();
        for (String name : new String[] {"link.sgf", "up/outside.sgf", "up/new.sgf", "dangling.sgf"}) {
            assertThat(e.answer("printsgf " + name)).as(name).startsWith("? ");
        }
        assertThat(Files.readString(outside)).isEqualTo(OUTSIDE_TEXT);
        assertThat(tmp.resolve("new.sgf")).doesNotExist();
        assertThat(tmp.resolve("made-through-a-link.sgf")).doesNotExist();
        for (String name : new String[] {"link.sgf", "up/outside.sgf"}) {
            assertThat(e.answer("loadsgf " + name)).as(name).isEqualTo("? '" + name + "' is outside the file directory (--file-dir)\n\n");
        }
        assertThat(e.answer("list_stones black")).isEqualTo("= C3\n\n");
    }

    @Test
    void linksThatStayInsideAreFollowed() throws IOException {
        Files.createSymbolicLink(dir.resolve("latest.sgf"), dir.resolve("sub/real.sgf"));
        Files.writeString(dir.resolve("sub/real.sgf"), "old", StandardCharsets.UTF_8);
        GtpEngine e = keptInside();
        assertThat(e.answer("printsgf latest.sgf")).isEqualTo("= \n\n");
        assertThat(Files.isSymbolicLink(dir.resolve("latest.sgf"))).isTrue();
        assertThat(Files.readString(dir.resolve("sub/real.sgf"))).contains(";B[cg]");
        assertThat(e.answer("loadsgf latest.sgf 2")).isEqualTo("= white\n\n");
    }

    @Test
    void theDirectoryMustExist() {
        GtpEngine e = engine();
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> e.keepFilesInside(tmp.resolve("missing")))
                .isInstanceOf(IOException.class);
    }
}

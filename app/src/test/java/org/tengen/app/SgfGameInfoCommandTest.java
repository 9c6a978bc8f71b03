package org.tengen.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The sgf commands read game information from the node before the first move as from the root. */
class SgfGameInfoCommandTest {
    @TempDir
    Path dir;

    private String write(String name, String sgf) throws IOException {
        Path file = dir.resolve(name);
        Files.writeString(file, sgf, StandardCharsets.UTF_8);
        return file.toString();
    }

    @Test
    void scoreTakesRulesKomiAndResultFromTheNodeOfTheFirstMove() throws IOException {
        String inNode = write("node.sgf", "(;GM[1]FF[4]SZ[9];KM[6.5]RU[Chinese]RE[W+5.5]B[ee];W[];B[])");
        String inRoot = write("root.sgf", "(;GM[1]FF[4]SZ[9]KM[6.5]RU[Chinese]RE[W+5.5];B[ee];W[];B[])");
        String[] node = CommandRun.run("sgf", "score", inNode);
        String[] root = CommandRun.run("sgf", "score", inRoot);
        assertThat(node[0]).isEqualTo("0");
        assertThat(node[1]).isEqualTo(root[1])
                .contains("under chinese rules, komi 6.5.")
                .contains("The record says W+5.5.");
        assertThat(node[2]).isEmpty();
    }

    @Test
    void scoreKeepsAKomiOffTheRootUnderOtherRules() throws IOException {
        String file = write("komi.sgf", "(;GM[1]SZ[9];KM[6.5]B[ee];W[];B[])");
        assertThat(CommandRun.run("sgf", "score", file, "--rules", "chinese")[1])
                .contains("under chinese rules, komi 6.5.");
    }

    @Test
    void checkNamesUnknownRulesOffTheRoot() throws IOException {
        String file = write("ru.sgf", "(;GM[1]SZ[9];RU[Martian]B[ee])");
        assertThat(CommandRun.run("sgf", "check", file)[1])
                .isEqualTo(file + ": ok, 1 move; unknown rules RU[Martian], replayed under japanese" + System.lineSeparator());
    }
}

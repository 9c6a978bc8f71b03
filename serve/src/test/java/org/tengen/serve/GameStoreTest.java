package org.tengen.serve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The data directory: ids that cannot name a path, whole files after a save, the list of games. */
class GameStoreTest {
    @TempDir
    Path dir;

    @Test
    void idsAreLowerCaseLettersDigitsAndDashes() {
        assertThat(GameId.isValid(GameId.create())).isTrue();
        for (String bad : List.of("", "..", "../../etc/passwd", "a/b", "a\\b", ".hidden", "-x", "UPPER", "a b",
                "a".repeat(65), "x.sgf", "%2e%2e", "é")) {
            assertThat(GameId.isValid(bad)).as(bad).isFalse();
        }
        assertThatThrownBy(() -> GameId.check("../../etc/passwd")).isInstanceOf(ApiException.class)
                .hasMessageContaining("is not a game id");
    }

    @Test
    void recordsAreDecodedAsTengenReadsSgf() throws Exception {
        Files.write(dir.resolve("named.sgf"), "(;CA[ISO-8859-1]PB[Jos\u00e9])".getBytes(StandardCharsets.ISO_8859_1));
        Files.write(dir.resolve("unnamed.sgf"), "(;PB[\u0416\u0443\u043a])".getBytes(Charset.forName("windows-1251")));
        Files.write(dir.resolve("utf8.sgf"), "(;PB[\u6728\u8c37])".getBytes(StandardCharsets.UTF_8));
        GameStore plain = new GameStore(dir);
        assertThat(plain.read("named")).contains("PB[Jos\u00e9]");
        assertThat(plain.read("utf8")).contains("PB[\u6728\u8c37]");
        assertThat(plain.read("unnamed")).startsWith("(;PB[").doesNotContain("\ufffd"); // Windows-1252 without a detector
        GameStore detecting = new GameStore(dir, bytes -> Charset.forName("windows-1251"));
        assertThat(detecting.read("unnamed")).contains("PB[\u0416\u0443\u043a]");
        assertThat(detecting.list()).extracting(GameSummary::problem).containsOnlyNulls();
    }

    @Test
    void aSaveReplacesTheFileWholeAndLeavesNoTemporaryFile() throws Exception {
        GameStore store = new GameStore(dir);
        store.save("g1", "(;SZ[9];B[ee])");
        store.save("g1", "(;SZ[9];B[ee];W[cc])");
        assertThat(store.read("g1")).isEqualTo("(;SZ[9];B[ee];W[cc])");
        try (var files = Files.list(dir)) {
            assertThat(files.map(p -> p.getFileName().toString())).containsExactly("g1.sgf");
        }
        assertThat(store.file("g1").getParent()).isEqualTo(dir.toAbsolutePath().normalize());
        assertThatThrownBy(() -> store.read("nothing")).isInstanceOf(ApiException.class).hasMessageContaining("no game");
    }

    @Test
    void theListReadsEachFileAndNamesTheUnreadableOnes() throws Exception {
        GameStore store = new GameStore(dir);
        store.save("a", "(;GM[1]SZ[13]PB[Ann]PW[Bob]DT[2026-11-26]RE[B+R];B[dd];W[jj];B[jd])");
        store.save("b", "(;SZ[9");
        Files.writeString(dir.resolve("NOT-AN-ID.sgf"), "(;SZ[9])");
        Files.writeString(dir.resolve("notes.txt"), "not a game");
        List<GameSummary> games = store.list();
        assertThat(games).extracting(GameSummary::id).containsExactlyInAnyOrder("a", "b");
        GameSummary a = games.stream().filter(g -> g.id().equals("a")).findFirst().orElseThrow();
        assertThat(a.black()).isEqualTo("Ann");
        assertThat(a.white()).isEqualTo("Bob");
        assertThat(a.size()).isEqualTo("13x13");
        assertThat(a.date()).isEqualTo("2026-11-26");
        assertThat(a.result()).isEqualTo("B+R");
        assertThat(a.moves()).isEqualTo(3);
        GameSummary b = games.stream().filter(g -> g.id().equals("b")).findFirst().orElseThrow();
        assertThat(b.problem()).isNotBlank();
    }
}

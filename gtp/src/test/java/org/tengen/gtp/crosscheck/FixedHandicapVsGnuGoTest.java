package org.tengen.gtp.crosscheck;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.tengen.core.Geometry;
import org.tengen.core.Handicap;
import org.tengen.gtp.client.GnuGoLauncher;
import org.tengen.gtp.client.GtpClient;
import org.tengen.gtp.client.GtpClientException;

/**
 * tengen's {@link Handicap#fixed} against GNU Go's {@code fixed_handicap}, point for point, for every size
 * from 7 to 19 and every count from 2 to 9; a count GNU Go refuses must be refused by tengen too.
 */
@Tag("slow")
class FixedHandicapVsGnuGoTest {
    private static GtpClient gnugo;

    @BeforeAll
    static void startGnuGo() {
        if (Files.isExecutable(GnuGoLauncher.DEFAULT_GNUGO)) {
            gnugo = new GnuGoLauncher(GnuGoLauncher.DEFAULT_GNUGO).start();
        }
    }

    // Per test rather than per class, so that each skipped test is reported with the reason.
    @BeforeEach
    void needsGnuGo() {
        Assumptions.assumeTrue(gnugo != null, "GNU Go is not installed at " + GnuGoLauncher.DEFAULT_GNUGO
                + ": skipping the comparison with it (apt-get install gnugo)");
    }

    @AfterAll
    static void stopGnuGo() {
        if (gnugo != null) {
            gnugo.close();
        }
    }

    @ParameterizedTest(name = "{0}x{0}")
    @ValueSource(ints = {7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19})
    void sameStonesAsGnuGo(int size) {
        Geometry g = Geometry.of(size);
        gnugo.send("boardsize " + size);
        List<Integer> gnugoAccepts = new ArrayList<>();
        for (int stones = 2; stones <= 9; stones++) {
            gnugo.send("clear_board");
            String reply;
            try {
                reply = gnugo.send("fixed_handicap " + stones);
            } catch (GtpClientException e) {
                assertThat(e.kind()).isEqualTo(GtpClientException.Kind.ERROR_REPLY);
                int n = stones;
                assertThatThrownBy(() -> Handicap.fixed(g, n))
                        .as("GNU Go refuses %d stones on %dx%d (%s), so tengen must too", n, size, size, e.engineMessage())
                        .isInstanceOf(IllegalArgumentException.class);
                continue;
            }
            gnugoAccepts.add(stones);
            Set<String> expected = new TreeSet<>(Arrays.asList(reply.trim().split("\\s+")));
            Set<String> actual = new TreeSet<>();
            for (int p : Handicap.fixed(g, stones)) {
                actual.add(g.toGtp(p));
            }
            assertThat(actual).as("%d stones on %dx%d", stones, size, size).isEqualTo(expected);
            assertThat(gnugo.send("list_stones black").trim().split("\\s+")).hasSize(stones);
        }
        assertThat(gnugoAccepts).as("counts GNU Go accepts on %dx%d", size, size).isNotEmpty();
        assertThat(Handicap.maxFixed(g)).isEqualTo(gnugoAccepts.get(gnugoAccepts.size() - 1));
    }
}

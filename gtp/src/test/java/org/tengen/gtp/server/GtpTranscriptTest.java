package org.tengen.gtp.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.tengen.core.Geometry;
import org.tengen.core.RulesPresets;
import org.tengen.engine.RandomPlayer;

/**
 * GTP transcripts: each {@code NAME.in} under {@code transcripts/} sent to a fresh engine (19x19, Chinese
 * rules) must be answered with exactly {@code NAME.out}. The replies were checked by hand against GTP v2
 * and GNU Go's answers to the same commands.
 */
class GtpTranscriptTest {
    @TestFactory
    Stream<DynamicTest> everyTranscriptIsAnsweredExactly() throws IOException, URISyntaxException {
        Path dir = Path.of(GtpTranscriptTest.class.getResource("/transcripts").toURI());
        List<Path> inputs;
        try (Stream<Path> files = Files.list(dir)) {
            inputs = files.filter(p -> p.toString().endsWith(".in")).sorted().collect(Collectors.toList());
        }
        assertThat(inputs).isNotEmpty();
        return inputs.stream().map(in -> DynamicTest.dynamicTest(in.getFileName().toString(), () -> {
            String expected = Files.readString(Path.of(in.toString().replaceFirst("\\.in$", ".out")), StandardCharsets.UTF_8);
            assertThat(transcript(Files.readString(in, StandardCharsets.UTF_8))).isEqualTo(expected);
        }));
    }

    static String transcript(String requests) throws IOException {
        GtpEngine engine = new GtpEngine(Geometry.of(19), RulesPresets.get("chinese"), new RandomPlayer(1));
        StringWriter out = new StringWriter();
        engine.run(new StringReader(requests), out);
        return out.toString();
    }
}

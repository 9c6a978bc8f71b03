package org.tengen.gtp.analysis;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

/** Runs the analysis service in this JVM on some input lines, to their end, and reads its output lines as JSON. */
final class ServiceRun {
    static final ObjectMapper JSON = new ObjectMapper();

    private ServiceRun() {
    }

    /** The service's output lines for {@code lines} of input, parsed, in the order written. */
    static List<JsonNode> run(AnalysisSettings settings, String... lines) {
        StringWriter out = new StringWriter();
        try {
            new AnalysisService(settings).run(new BufferedReader(new StringReader(String.join("\n", lines) + "\n")), out);
            List<JsonNode> nodes = new ArrayList<>();
            for (String line : out.toString().split("\n")) {
                if (!line.isEmpty()) {
                    nodes.add(JSON.readTree(line));
                }
            }
            return nodes;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** {@link #run} with one worker and seed 1. */
    static List<JsonNode> run(String... lines) {
        return run(AnalysisSettings.of(1, 1), lines);
    }
}

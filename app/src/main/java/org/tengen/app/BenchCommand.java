package org.tengen.app;

import java.util.List;
import java.util.concurrent.Callable;
import org.tengen.engine.PlayoutBenchmark;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code tengen bench}: light random playouts per second. */
@Command(name = "bench",
        mixinStandardHelpOptions = true,
        description = "Measure light random playouts per second on the empty board.",
        footer = {"",
            "Each size ends with a line: size=9 threads=1 playouts=N seconds=S pps=P",
            "",
            "Example:",
            "  tengen bench --size 9 --size 19 --seconds 10 --threads 1"})
final class BenchCommand implements Callable<Integer> {
    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Option(names = "--size", paramLabel = "N", split = ",",
            description = "Board sizes, repeatable or comma-separated (default: 9 and 19).")
    List<Integer> sizes = List.of(9, 19);

    @Option(names = "--seconds", paramLabel = "S", defaultValue = "10",
            description = "Measured seconds per size, after a warm-up of a quarter of that (default: ${DEFAULT-VALUE}).")
    Converters.Seconds seconds;

    @Option(names = "--threads", paramLabel = "T", defaultValue = "1",
            description = "Threads, each with its own board (default: ${DEFAULT-VALUE}).")
    int threads;

    @Option(names = "--seed", paramLabel = "N", defaultValue = "1", description = "Random seed (default: ${DEFAULT-VALUE}).")
    long seed;

    @Override
    public Integer call() throws Exception {
        seconds.requireAboveZeroWithinADay("--seconds", "10");
        if (threads < 1 || threads > 256) {
            throw new InputException("--threads must be 1 to 256, not " + threads);
        }
        for (int size : sizes) {
            if (size < 1 || size > 25) {
                throw new InputException("--size " + size + " is out of range (expected 1 to 25)");
            }
        }
        for (int size : sizes) {
            spec.commandLine().getErr().printf("bench: %dx%d, warming up...%n", size, size);
            PlayoutBenchmark.measure(size, threads, Math.min(5, seconds.value() / 4), seed);
            spec.commandLine().getErr().printf("bench: %dx%d, measuring %.1f s on %d thread(s)...%n", size, size, seconds.value(), threads);
            PlayoutBenchmark.Measurement m = PlayoutBenchmark.measure(size, threads, seconds.value(), seed);
            spec.commandLine().getOut().println(m.line());
            spec.commandLine().getOut().flush();
        }
        return 0;
    }
}

package org.tengen.app;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.tengen.core.Board;
import org.tengen.core.Position;
import org.tengen.problems.littlego.AgentInput;
import org.tengen.problems.littlego.RefereedPlayer;

/**
 * The agent as the course runs it: a new {@code tengen agent} process for every move, in a directory of
 * its own, through input.txt and output.txt, so the referee's clock sees the JVM start too. The directory
 * is kept from game to game, as a course's would be, so the agent must notice each new game.
 */
final class AgentProcessPlayer implements RefereedPlayer {
    private final Path dir;
    private final List<String> command;
    private final long killAfterMillis;

    /** A player in {@code dir} running {@code tengen agent} with {@code options}; a process is killed after ten times {@code seconds}. */
    AgentProcessPlayer(Path dir, List<String> options, double seconds) {
        this.dir = dir;
        this.command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        this.command.addAll(AgentCommand.JVM_OPTIONS); // as the launcher runs it
        this.command.addAll(List.of("-cp", classPath(), Main.class.getName(), "agent"));
        this.command.addAll(options);
        this.killAfterMillis = (long) (seconds * 10_000) + 5_000;
    }

    /** This JVM's class path with absolute entries, as the processes run in another directory. */
    private static String classPath() {
        List<String> entries = new ArrayList<>();
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            entries.add(Path.of(entry).toAbsolutePath().toString());
        }
        return String.join(File.pathSeparator, entries);
    }

    @Override
    public String move(int colour, Position previous, Board current, int movesPlayed) {
        try {
            Files.writeString(dir.resolve("input.txt"), colour + "\n" + rows(previous) + rows(Position.of(current)),
                    StandardCharsets.UTF_8);
            Path output = dir.resolve("output.txt");
            Files.deleteIfExists(output);
            Process p = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            if (!p.waitFor(killAfterMillis, TimeUnit.MILLISECONDS)) {
                p.destroyForcibly();
            }
            // No output file is a malformed answer, as in the course.
            return Files.exists(output) ? Files.readString(output, StandardCharsets.UTF_8) : "";
        } catch (IOException e) {
            throw new IllegalStateException("cannot run the agent in " + dir + ": " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "";
        }
    }

    /** A board as the input file writes it: five rows of digits, each ending in a line end. */
    private static String rows(Position position) {
        return String.join("\n", AgentInput.rows(position)) + "\n";
    }

    @Override
    public String name() {
        return "agent process";
    }
}

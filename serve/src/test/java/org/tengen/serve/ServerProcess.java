package org.tengen.serve;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The server in a process of its own, for the tests that kill it ({@code kill -9}) and start it again: its
 * {@link #main} starts a server and prints {@code listening PORT}.
 */
final class ServerProcess implements AutoCloseable {
    final Process process;
    final int port;

    private ServerProcess(Process process, int port) {
        this.process = process;
        this.port = port;
    }

    /** Starts a server on a free port of 127.0.0.1 over {@code dir}. */
    static ServerProcess start(Path dir, Path log) throws IOException {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.add("-Xmx256m");
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.add(ServerProcess.class.getName());
        command.add(dir.toString());
        Process p = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.appendTo(log.toFile())).start();
        BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
        String line = out.readLine();
        if (line == null || !line.startsWith("listening ")) {
            p.destroyForcibly();
            throw new IOException("the server did not start: " + line + " (see " + log + ")");
        }
        return new ServerProcess(p, Integer.parseInt(line.substring("listening ".length()).trim()));
    }

    /** Kills the process as {@code kill -9} does: no shutdown hook, no flush. */
    void kill() throws InterruptedException {
        process.destroyForcibly();
        process.waitFor(30, TimeUnit.SECONDS);
    }

    @Override
    public void close() throws InterruptedException {
        if (process.isAlive()) {
            process.destroy();
            if (!process.waitFor(10, TimeUnit.SECONDS)) {
                kill();
            }
        }
    }

    public static void main(String[] args) throws Exception {
        Server server = Server.start("127.0.0.1", args.length > 1 ? Integer.parseInt(args[1]) : 0, Path.of(args[0]));
        System.out.println("listening " + server.port());
        System.out.flush();
        Thread.currentThread().join();
    }
}

package org.tengen.app;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import org.tengen.serve.Server;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code tengen serve}: play and study Go in the browser; the server is {@link Server}. */
@Command(name = "serve",
        mixinStandardHelpOptions = true,
        description = "Play and study Go in the browser: a web server on this machine.",
        footer = {"",
            "Open the address it prints. Play tengen at a level (either colour) or a friend",
            "at the same browser; study with live analysis, the ownership and a win-rate",
            "graph; load and save SGF. Every game is kept as an SGF file in the data",
            "directory, saved after each move; the start page lists them.",
            "",
            "It listens on 127.0.0.1 (this machine only) unless --host says otherwise.",
            "",
            "Example:",
            "  tengen serve --port 8080"})
final class ServeCommand implements Callable<Integer> {
    @Option(names = "--port", paramLabel = "N", description = "The port (default: ${DEFAULT-VALUE}; 0 for any free one).",
            defaultValue = "8080")
    int port;

    @Option(names = "--host", paramLabel = "ADDRESS", description = "The address to listen on (default: ${DEFAULT-VALUE}).",
            defaultValue = "127.0.0.1")
    String host;

    @Option(names = "--data", paramLabel = "DIR", description = "The games' directory (default: ~/.tengen/games).")
    Path data;

    @Override
    public Integer call() throws IOException, InterruptedException {
        if (port < 0 || port > 65535) {
            throw new InputException("--port " + port + ": expected 0 to 65535");
        }
        Path dir = data != null ? data : Path.of(System.getProperty("user.home"), ".tengen", "games");
        checkDirectory(dir);
        Server server;
        try {
            server = Server.start(host, port, dir, DetectedCharset.INSTANCE);
        } catch (RuntimeException e) {
            throw new InputException("cannot listen on " + host + ":" + port + ": " + rootMessage(e));
        }
        String shown = host.contains(":") ? "[" + host + "]" : host;
        System.out.println("tengen serve: http://" + shown + ":" + server.port() + "/  (games in " + server.dataDir() + ")");
        System.out.flush();
        Runtime.getRuntime().addShutdownHook(new Thread(server::close));
        new CountDownLatch(1).await();
        return 0;
    }

    /** The data directory, created if absent; bad input is one line (exit status 2), never a trace. */
    private static void checkDirectory(Path dir) {
        if (Files.exists(dir) && !Files.isDirectory(dir)) {
            throw new InputException("--data " + dir + ": not a directory");
        }
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new InputException("cannot create " + dir + ": " + why(e));
        }
        if (!Files.isWritable(dir)) {
            throw new InputException("--data " + dir + ": the directory cannot be written (games are saved there)");
        }
    }

    private static String why(IOException e) {
        if (e instanceof AccessDeniedException a) {
            return "permission denied (" + a.getFile() + ")";
        }
        if (e instanceof FileAlreadyExistsException f) {
            return f.getFile() + " is not a directory";
        }
        if (e instanceof NoSuchFileException n) {
            return "no such directory (" + n.getFile() + ")";
        }
        if (e instanceof FileSystemException f && f.getReason() != null) {
            return f.getReason() + (f.getFile() != null ? " (" + f.getFile() + ")" : "");
        }
        return String.valueOf(e.getMessage());
    }

    private static String rootMessage(Throwable e) {
        Throwable t = e;
        while (t.getCause() != null) {
            t = t.getCause();
        }
        return t.getMessage() == null ? t.toString() : t.getMessage();
    }
}

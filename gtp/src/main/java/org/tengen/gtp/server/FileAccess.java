package org.tengen.gtp.server;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Which files the controller may name in {@code loadsgf FILE} and {@code printsgf FILE}: any, as in GNU Go
 * (for a controller on the user's own machine); none; or only files inside one directory, where a name is
 * taken relative to it and {@code ..}, absolute paths and symbolic links that lead out of it are refused
 * (for an engine exposed to others).
 */
abstract sealed class FileAccess {
    /** Any path, relative to the working directory: GNU Go's behaviour. */
    static final FileAccess ANY = new Any();
    /** No file at all. */
    static final FileAccess NONE = new None();

    /** Only files inside {@code dir}, which must be an existing directory. */
    static FileAccess inside(Path dir) throws IOException {
        Path real = dir.toRealPath();
        if (!Files.isDirectory(real)) {
            throw new IOException(dir + " is not a directory");
        }
        return new Inside(real);
    }

    /** The file to read for {@code name}. */
    abstract Path toRead(String name) throws GtpFailure;

    /** Writes {@code text} to the file {@code name}. */
    abstract void write(String name, String text) throws GtpFailure;

    static GtpFailure cannotWrite(String name) {
        return new GtpFailure("cannot write '" + name + "'");
    }

    private static final class Any extends FileAccess {
        @Override
        Path toRead(String name) throws GtpFailure {
            return path(name);
        }

        @Override
        void write(String name, String text) throws GtpFailure {
            try {
                Files.writeString(path(name), text, StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw cannotWrite(name);
            }
        }

        private static Path path(String name) throws GtpFailure {
            try {
                return Path.of(name);
            } catch (InvalidPathException e) {
                throw new GtpFailure("invalid file name '" + name + "'");
            }
        }
    }

    private static final class None extends FileAccess {
        @Override
        Path toRead(String name) throws GtpFailure {
            throw off();
        }

        @Override
        void write(String name, String text) throws GtpFailure {
            throw off();
        }

        private static GtpFailure off() {
            return new GtpFailure("file commands are turned off (--no-file-commands)");
        }
    }

    private static final class Inside extends FileAccess {
        private final Path dir;

        Inside(Path realDir) {
            this.dir = realDir;
        }

        @Override
        Path toRead(String name) throws GtpFailure {
            try {
                return within(name, lexical(name).toRealPath());
            } catch (NoSuchFileException e) {
                throw new GtpFailure("cannot load '" + name + "': no such file");
            } catch (IOException e) {
                throw new GtpFailure("cannot load '" + name + "': cannot read it");
            }
        }

        @Override
        void write(String name, String text) throws GtpFailure {
            Path target;
            try {
                Path path = lexical(name);
                if (path.equals(dir)) {
                    throw cannotWrite(name);
                }
                Path parent = within(name, path.getParent().toRealPath());
                target = parent.resolve(path.getFileName());
                if (Files.isSymbolicLink(target)) {
                    target = within(name, target.toRealPath()); // a link to nowhere fails here: it would make a file anywhere
                }
            } catch (IOException e) {
                throw cannotWrite(name);
            }
            // NOFOLLOW_LINKS: a link put in the file's place since the check is refused, not followed.
            try (OutputStream out = Files.newOutputStream(target, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                    StandardOpenOption.TRUNCATE_EXISTING, LinkOption.NOFOLLOW_LINKS)) {
                out.write(text.getBytes(StandardCharsets.UTF_8));
            } catch (IOException e) {
                throw cannotWrite(name);
            }
        }

        /**
         * {@code name} against the directory, with {@code .} and {@code ..} taken out, when that lies inside it
         * (checked before the file system is asked, so nothing is learnt of files outside); links not yet followed.
         */
        private Path lexical(String name) throws GtpFailure {
            Path path;
            try {
                path = dir.resolve(name).normalize();
            } catch (InvalidPathException e) {
                throw new GtpFailure("invalid file name '" + name + "'");
            }
            return within(name, path);
        }

        /** {@code path} (absolute and normalised) when it lies inside the directory. */
        private Path within(String name, Path path) throws GtpFailure {
            if (!path.startsWith(dir)) {
                throw new GtpFailure("'" + name + "' is outside the file directory (--file-dir)");
            }
            return path;
        }
    }
}

package org.tengen.engine.learn;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.FileNotFoundException;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UTFDataFormatException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import java.util.zip.CRC32;
import java.util.zip.CheckedInputStream;
import java.util.zip.CheckedOutputStream;

/**
 * The weights file: binary, because a feature costs 12 bytes in it (a {@code long} key and a {@code float}
 * gamma) where text would take about three times that, because a {@code float}'s bits read back exactly
 * with no decimal rounding, and because the engine loads it at every start. Big-endian (Java's
 * {@code DataOutput}), version 1:
 * <pre>
 *   magic        4 bytes   'T' 'G' 'N' 'W'
 *   version      int32     1
 *   description  UTF       what the features are (the extractor's name and version, the games, the settings)
 *   groups       int32     G, then for each group:
 *     name       UTF       the group's name, unique
 *     fallback   float32   the gamma of a key the group lacks
 *     count      int32     n, then n times:
 *       key      int64     the feature extractor's key, strictly increasing within the group, unique in the file
 *       gamma    float32   positive and finite
 *   checksum     int32     CRC-32 of every byte before it
 * </pre>
 * UTF is {@code DataOutput.writeUTF}: a 16-bit length, then modified UTF-8. Nothing may follow the
 * checksum. The engine jar can ship one as the resource {@value #RESOURCE}.
 */
public final class WeightsFile {
    public static final String RESOURCE = "org/tengen/engine/learn/weights.bin";
    public static final int VERSION = 1;
    private static final byte[] MAGIC = {'T', 'G', 'N', 'W'};

    private WeightsFile() {
    }

    public static void write(Weights weights, OutputStream out) throws IOException {
        CRC32 crc = new CRC32();
        DataOutputStream data = new DataOutputStream(new CheckedOutputStream(new BufferedOutputStream(out), crc));
        data.write(MAGIC);
        data.writeInt(VERSION);
        data.writeUTF(weights.description());
        data.writeInt(weights.groupCount());
        for (int g = 0; g < weights.groupCount(); g++) {
            data.writeUTF(weights.groupName(g));
            data.writeFloat((float) weights.fallback(g));
            data.writeInt(weights.groupStart(g + 1) - weights.groupStart(g));
            for (int i = weights.groupStart(g); i < weights.groupStart(g + 1); i++) {
                data.writeLong(weights.key(i));
                data.writeFloat((float) weights.gamma(i));
            }
        }
        data.flush();
        new DataOutputStream(out).writeInt((int) crc.getValue()); // not through the checked stream
        out.flush();
    }

    public static byte[] toBytes(Weights weights) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try {
            write(weights, bytes);
        } catch (IOException e) {
            throw new IllegalStateException("writing to memory failed", e);
        }
        return bytes.toByteArray();
    }

    public static void write(Weights weights, Path file) throws IOException {
        try (OutputStream out = Files.newOutputStream(file)) {
            write(weights, out);
        }
    }

    public static Weights read(Path file) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            return read(in, file.toString());
        }
    }

    /** The resource {@value #RESOURCE} of this class's loader. */
    public static Weights readResource() throws IOException {
        return readResource(WeightsFile.class.getClassLoader(), RESOURCE);
    }

    public static Weights readResource(ClassLoader loader, String name) throws IOException {
        try (InputStream in = loader.getResourceAsStream(name)) {
            if (in == null) {
                throw new FileNotFoundException("no weights resource " + name + " on the class path");
            }
            return read(in, "resource " + name);
        }
    }

    /**
     * Reads a weights file from the stream (not closed).
     *
     * @param source names the file in error messages
     * @throws WeightsFormatException if it is not a version-1 weights file or is damaged: the message
     *     names the source, what was wrong and at which byte
     */
    public static Weights read(InputStream in, String source) throws IOException {
        return new Reader(in, source).read();
    }

    /** One reading, which knows at which byte it is, for the error messages. */
    private static final class Reader {
        private final String source;
        private final CountingStream counting;
        private final CRC32 crc = new CRC32();
        private final DataInputStream data;
        private String reading = "the header";

        Reader(InputStream in, String source) {
            this.source = source;
            counting = new CountingStream(new BufferedInputStream(in));
            data = new DataInputStream(new CheckedInputStream(counting, crc));
        }

        Weights read() throws IOException {
            try {
                return readAll();
            } catch (EOFException | UTFDataFormatException e) {
                throw error(e instanceof EOFException ? "the file ends early, in " + reading
                        : "bad text (modified UTF-8) in " + reading);
            }
        }

        private Weights readAll() throws IOException {
            byte[] magic = new byte[4];
            data.readFully(magic);
            if (!Arrays.equals(magic, MAGIC)) {
                throw error(0, "not a tengen weights file: it starts with bytes " + hex(magic)
                        + ", a weights file with 54 47 4E 57 ('TGNW')");
            }
            int version = data.readInt();
            if (version != VERSION) {
                throw error(4, "weights file version " + version + ", this tengen reads version " + VERSION
                        + " only");
            }
            reading = "the description";
            String description = data.readUTF();
            reading = "the group count";
            long at = counting.position;
            int groups = data.readInt();
            if (groups < 0 || groups > 65_536) {
                throw error(at, "a group count of " + groups);
            }
            String[] names = new String[groups];
            float[] fallbacks = new float[groups];
            int[] groupStart = new int[groups + 1];
            long[] keys = new long[16];
            float[] gammas = new float[16];
            int n = 0;
            Set<String> seenNames = new HashSet<>();
            LongIntMap seenKeys = new LongIntMap(16);
            for (int g = 0; g < groups; g++) {
                reading = "the name of group " + (g + 1) + " of " + groups;
                at = counting.position;
                names[g] = data.readUTF();
                if (!seenNames.add(names[g])) {
                    throw error(at, "group name '" + names[g] + "' twice");
                }
                reading = "group '" + names[g] + "'";
                at = counting.position;
                fallbacks[g] = data.readFloat();
                checkGamma(fallbacks[g], at, "the fallback gamma of " + reading);
                at = counting.position;
                int count = data.readInt();
                if (count < 0) {
                    throw error(at, reading + " has a feature count of " + count);
                }
                for (int i = 0; i < count; i++) {
                    reading = "feature " + (i + 1) + " of " + count + " of group '" + names[g] + "'";
                    at = counting.position;
                    long key = data.readLong();
                    float gamma = data.readFloat();
                    if (i > 0 && key <= keys[n - 1]) {
                        throw error(at, reading + ": key " + Long.toHexString(key)
                                + " is not above the one before, " + Long.toHexString(keys[n - 1]));
                    }
                    if (seenKeys.get(key) >= 0) {
                        throw error(at, reading + ": key " + Long.toHexString(key) + " is also in an earlier group");
                    }
                    checkGamma(gamma, at + 8, "the gamma of " + reading);
                    if (n == keys.length) {
                        keys = Arrays.copyOf(keys, n * 2);
                        gammas = Arrays.copyOf(gammas, n * 2);
                    }
                    seenKeys.put(key, n);
                    keys[n] = key;
                    gammas[n++] = gamma;
                }
                groupStart[g + 1] = n;
            }
            reading = "the checksum";
            int computed = (int) crc.getValue();
            at = counting.position;
            int stored = new DataInputStream(counting).readInt();
            if (stored != computed) {
                throw error(at, "checksum " + hex(stored) + " but the content gives " + hex(computed)
                        + ": the file is damaged");
            }
            if (counting.read() >= 0) {
                throw error(at + 4, "bytes after the checksum, where the file should end");
            }
            return new Weights(description, names, fallbacks, groupStart, Arrays.copyOf(keys, n), Arrays.copyOf(gammas, n));
        }

        private void checkGamma(float gamma, long at, String what) throws WeightsFormatException {
            if (!(gamma > 0) || Float.isInfinite(gamma)) {
                throw error(at, what + " is " + gamma + ", not a positive finite number");
            }
        }

        private WeightsFormatException error(String what) {
            return error(counting.position, what);
        }

        private WeightsFormatException error(long at, String what) {
            return new WeightsFormatException(source + ": byte " + at + ": " + what);
        }
    }

    private static String hex(byte[] bytes) {
        StringBuilder s = new StringBuilder();
        for (byte b : bytes) {
            s.append(s.length() == 0 ? "" : " ").append(String.format("%02X", b & 0xFF));
        }
        return s.toString();
    }

    private static String hex(int value) {
        return String.format("%08X", value);
    }

    /** Counts the bytes read through it. */
    private static final class CountingStream extends FilterInputStream {
        long position;

        CountingStream(InputStream in) {
            super(in);
        }

        @Override
        public int read() throws IOException {
            int b = super.read();
            if (b >= 0) {
                position++;
            }
            return b;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            int n = super.read(b, off, len);
            if (n > 0) {
                position += n;
            }
            return n;
        }

        @Override
        public long skip(long n) throws IOException {
            long skipped = super.skip(n);
            position += skipped;
            return skipped;
        }
    }
}

package org.tengen.engine.learn;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.zip.CRC32;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tengen.engine.FastRandom;

/** The weights file reads back exactly what was written, and says what and where when it cannot be read. */
class WeightsFileTest {
    @TempDir
    Path dir;

    private final FeatureSet features = new FeatureSet();
    private final int pattern = features.addGroup("pattern3x3");
    private final int distance = features.addGroup("distance");
    private final int capture = features.addGroup("capture");

    /** 200 patterns with random keys (negative ones and the extremes too), 5 distances and an "other". */
    private Weights sample() {
        FastRandom random = new FastRandom(14);
        features.feature(pattern, Long.MIN_VALUE);
        features.feature(pattern, Long.MAX_VALUE);
        features.feature(pattern, 0);
        while (features.size() < 200) {
            features.feature(pattern, random.nextLong());
        }
        for (int d = 2; d <= 6; d++) {
            features.feature(distance, 1L << 60 | d);
        }
        features.otherFeature(distance);
        double[] gammas = new double[features.size()];
        for (int f = 0; f < gammas.length; f++) {
            gammas[f] = Math.exp(((random.nextLong() >>> 11) * 0x1.0p-53 - 0.5) * 20);
        }
        gammas[features.otherFeatureIfAny(distance)] = 0.25;
        return Weights.of("test features v1, K=3, ünïcode", features, gammas);
    }

    @Test
    void roundTripGivesTheSameWeightsAndTheSameBytes() throws IOException {
        Weights weights = sample();
        byte[] bytes = WeightsFile.toBytes(weights);
        Weights back = WeightsFile.read(new ByteArrayInputStream(bytes), "memory");
        assertThat(back).isEqualTo(weights);
        assertThat(back.description()).isEqualTo("test features v1, K=3, ünïcode");
        assertThat(back.groupCount()).isEqualTo(3);
        assertThat(back.size()).isEqualTo(205);
        assertThat(WeightsFile.toBytes(back)).isEqualTo(bytes);
        // header, description, three groups, 205 features of 12 bytes, checksum
        int description = 2 + "test features v1, K=3, ünïcode".length() + 2; // a 2-byte length; two characters of 2 bytes
        assertThat(bytes).hasSize(4 + 4 + description + 4 + (2 + 10 + 8) + (2 + 8 + 8) + (2 + 7 + 8) + 205 * 12 + 4);
        Path file = dir.resolve("w.bin");
        WeightsFile.write(weights, file);
        assertThat(WeightsFile.read(file)).isEqualTo(weights);
    }

    @Test
    void gammasAreTheFitsAsFloatsAndUnknownKeysGetTheFallback() {
        Weights weights = sample();
        double[] byId = weights.gammasFor(features);
        for (int f = 0; f < features.size(); f++) {
            assertThat(byId[f]).isEqualTo(features.isOther(f) ? 0.25 : weights.gamma(features.groupOf(f), features.keyOf(f)));
        }
        assertThat(weights.gamma(distance, 1L << 60 | 7)).isEqualTo(0.25); // the "other"
        assertThat(weights.gamma(capture, 12345)).isEqualTo(1.0); // a group without one
        assertThat(weights.gamma(distance, Long.MIN_VALUE)).isEqualTo(0.25); // a key of another group
        for (int g = 0; g < weights.groupCount(); g++) {
            for (int i = weights.groupStart(g) + 1; i < weights.groupStart(g + 1); i++) {
                assertThat(weights.key(i)).isGreaterThan(weights.key(i - 1));
            }
        }
        FeatureSet later = new FeatureSet();
        later.addGroup("distance");
        later.addGroup("new group");
        int known = later.feature(0, 1L << 60 | 3);
        int unknown = later.feature(0, 1L << 60 | 30);
        int elsewhere = later.feature(1, 99);
        double[] gammas = weights.gammasFor(later);
        assertThat(gammas[known]).isEqualTo(weights.gamma(distance, 1L << 60 | 3)).isNotEqualTo(0.25);
        assertThat(gammas[unknown]).isEqualTo(0.25);
        assertThat(gammas[elsewhere]).isEqualTo(1.0);
    }

    @Test
    void loadsFromAClassPathResource() throws IOException {
        Weights weights = sample();
        Path resource = dir.resolve(WeightsFile.RESOURCE);
        Files.createDirectories(resource.getParent());
        WeightsFile.write(weights, resource);
        try (URLClassLoader loader = new URLClassLoader(new URL[] {dir.toUri().toURL()}, null)) {
            assertThat(WeightsFile.readResource(loader, WeightsFile.RESOURCE)).isEqualTo(weights);
            assertThatThrownBy(() -> WeightsFile.readResource(loader, "org/tengen/none.bin"))
                    .isInstanceOf(FileNotFoundException.class)
                    .hasMessage("no weights resource org/tengen/none.bin on the class path");
        }
    }

    @Test
    void notAWeightsFile() {
        byte[] bytes = "(;GM[1]SZ[19])".getBytes();
        assertThatThrownBy(() -> WeightsFile.read(new ByteArrayInputStream(bytes), "game.sgf"))
                .isInstanceOf(WeightsFormatException.class)
                .hasMessage("game.sgf: byte 0: not a tengen weights file: it starts with bytes 28 3B 47 4D,"
                        + " a weights file with 54 47 4E 57 ('TGNW')");
    }

    @Test
    void anotherVersion() {
        byte[] bytes = WeightsFile.toBytes(sample());
        bytes[7] = 2;
        assertThatThrownBy(() -> WeightsFile.read(new ByteArrayInputStream(bytes), "w.bin"))
                .isInstanceOf(WeightsFormatException.class)
                .hasMessage("w.bin: byte 4: weights file version 2, this tengen reads version 1 only");
    }

    @Test
    void aDamagedByteFailsTheChecksum() {
        byte[] bytes = WeightsFile.toBytes(sample());
        bytes[bytes.length - 100] ^= 0x10; // inside a gamma or a key: still well-formed, but not what was written
        assertThatThrownBy(() -> WeightsFile.read(new ByteArrayInputStream(bytes), "w.bin"))
                .isInstanceOf(WeightsFormatException.class)
                .hasMessageStartingWith("w.bin: byte " + (bytes.length - 4) + ": checksum ")
                .hasMessageEndingWith(": the file is damaged");
    }

    @Test
    void aTruncatedFileSaysWhereItEnds() {
        byte[] bytes = WeightsFile.toBytes(sample());
        // without the checksum, the group 'capture' (17 bytes), the last two distances and 5 bytes of the third
        byte[] cut = Arrays.copyOf(bytes, bytes.length - 4 - 17 - 12 * 2 - 5);
        assertThatThrownBy(() -> WeightsFile.read(new ByteArrayInputStream(cut), "w.bin"))
                .isInstanceOf(WeightsFormatException.class)
                .hasMessage("w.bin: byte " + cut.length + ": the file ends early, in feature 3 of 5 of group 'distance'");
        byte[] header = Arrays.copyOf(bytes, 6);
        assertThatThrownBy(() -> WeightsFile.read(new ByteArrayInputStream(header), "w.bin"))
                .hasMessage("w.bin: byte 6: the file ends early, in the header");
    }

    @Test
    void bytesAfterTheChecksum() {
        byte[] bytes = Arrays.copyOf(WeightsFile.toBytes(sample()), WeightsFile.toBytes(sample()).length + 1);
        assertThatThrownBy(() -> WeightsFile.read(new ByteArrayInputStream(bytes), "w.bin"))
                .hasMessage("w.bin: byte " + (bytes.length - 1) + ": bytes after the checksum, where the file should end");
    }

    @Test
    void wellSealedButMalformedContent() throws IOException {
        assertThat(readError(1, out -> {
            group(out, "a", 1f, 2);
            out.writeLong(5);
            out.writeFloat(1f);
            out.writeLong(5);
            out.writeFloat(1f);
        })).isEqualTo("x: byte 38: feature 2 of 2 of group 'a': key 5 is not above the one before, 5");
        assertThat(readError(1, out -> {
            group(out, "a", 1f, 1);
            out.writeLong(5);
            out.writeFloat(-2f);
        })).isEqualTo("x: byte 34: the gamma of feature 1 of 1 of group 'a' is -2.0, not a positive finite number");
        assertThat(readError(1, out -> {
            group(out, "a", Float.NaN, 0);
        })).isEqualTo("x: byte 18: the fallback gamma of group 'a' is NaN, not a positive finite number");
        assertThat(readError(2, out -> {
            group(out, "a", 1f, 1);
            out.writeLong(5);
            out.writeFloat(1f);
            group(out, "b", 1f, 1);
            out.writeLong(5);
            out.writeFloat(1f);
        })).isEqualTo("x: byte 49: feature 1 of 1 of group 'b': key 5 is also in an earlier group");
        assertThat(readError(2, out -> {
            group(out, "a", 1f, 0);
            group(out, "a", 1f, 0);
        })).isEqualTo("x: byte 26: group name 'a' twice");
        assertThat(readError(1, out -> group(out, "a", 1f, -3)))
                .isEqualTo("x: byte 22: group 'a' has a feature count of -3");
    }

    private interface Content {
        void write(DataOutputStream out) throws IOException;
    }

    /**
     * The error reading a file sealed with a right checksum: magic, version, description "d" (bytes 0 to 10),
     * the group count (11 to 14), then the content from byte 15.
     */
    private static String readError(int groups, Content content) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(bytes);
        out.write(new byte[] {'T', 'G', 'N', 'W'});
        out.writeInt(1);
        out.writeUTF("d");
        ByteArrayOutputStream rest = new ByteArrayOutputStream();
        DataOutputStream restOut = new DataOutputStream(rest);
        content.write(restOut);
        out.writeInt(groups);
        out.write(rest.toByteArray());
        CRC32 crc = new CRC32();
        crc.update(bytes.toByteArray());
        out.writeInt((int) crc.getValue());
        try {
            WeightsFile.read(new ByteArrayInputStream(bytes.toByteArray()), "x");
        } catch (WeightsFormatException e) {
            return e.getMessage();
        }
        return "no error";
    }

    private static void group(DataOutputStream out, String name, float fallback, int count) throws IOException {
        out.writeUTF(name);
        out.writeFloat(fallback);
        out.writeInt(count);
    }
}

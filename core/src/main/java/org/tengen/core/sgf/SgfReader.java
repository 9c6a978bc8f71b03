package org.tengen.core.sgf;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.Charset;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * Reads SGF: a collection of game trees from text, bytes or a file. Bytes are decoded before parsing (see
 * {@link SgfDecoder}): a byte-order mark, UTF-16 told by its NUL bytes, the charset the file names in CA
 * (GB2312/GBK, Big5, Shift_JIS, EUC-KR, ISO-8859-1, macintosh ...); without CA, as UTF-8, else as the
 * {@link SgfCharsetDetector} of the {@link SgfReadOptions} guesses, else as Windows-1252.
 *
 * <p>Reading is {@link SgfReadOptions#TOLERANT} unless asked otherwise: the quirks of real files are taken
 * and listed in {@link SgfFile#warnings()}. Every problem is an {@link SgfException} with a line and column.
 * Memory is proportional to the input, and files above a size limit are refused before they are read.
 */
public final class SgfReader {
    /** The default largest file read: far above any game record. */
    public static final long DEFAULT_MAX_BYTES = 32L << 20;
    /**
     * The most nodes read: far above any game record, and a bound on the heap a file can take. A node with a
     * move costs about 100 bytes, so a file of nothing but {@code ;} or {@code ;B[]} would otherwise take 25
     * to 100 times its size.
     */
    public static final int MAX_NODES = 2_000_000;

    private SgfReader() {
    }

    /**
     * Parses SGF text (already decoded), tolerantly.
     *
     * @param text the SGF text
     * @return the game trees of the collection, their quirks repaired
     * @throws SgfException with the line and column, for text that is not SGF even read tolerantly
     */
    public static List<SgfNode> parse(String text) {
        return parse(text, SgfReadOptions.TOLERANT).games();
    }

    /**
     * Parses SGF text (already decoded) as the options say.
     *
     * @param text the SGF text
     * @param options tolerant or strict reading (the detector is not used: the text is decoded)
     * @return the game trees, the charset used, and the warnings for each quirk taken
     * @throws SgfException with the line and column, for text that is not SGF as the options read it
     */
    public static SgfFile parse(String text, SgfReadOptions options) {
        return parse(text, null, null, options);
    }

    private static SgfFile parse(String text, Charset charset, SgfWarning decoding, SgfReadOptions options) {
        List<SgfWarning> warnings = new ArrayList<>();
        if (decoding != null) {
            warnings.add(decoding);
        }
        List<SgfNode> games = new SgfParser(text, MAX_NODES, options.tolerant(), warnings).parseCollection();
        for (SgfNode root : games) {
            if (options.tolerant()) {
                SgfQuirks.repair(root, warnings);
            }
            SgfSpecChecks.check(root, warnings);
        }
        // The parser warns as it reads, the checks game by game after it: in file order, the charset first.
        warnings.sort(Comparator.comparingInt(SgfWarning::line).thenComparingInt(SgfWarning::column));
        return new SgfFile(games, charset, warnings);
    }

    /**
     * Decodes and parses SGF bytes, tolerantly.
     *
     * @param bytes the contents of an SGF file
     * @return the game trees of the collection, their quirks repaired
     * @throws SgfException with the line and column, for text that is not SGF even read tolerantly
     */
    public static List<SgfNode> read(byte[] bytes) {
        return read(bytes, SgfReadOptions.TOLERANT).games();
    }

    /**
     * Decodes and parses SGF bytes as the options say.
     *
     * @param bytes the contents of an SGF file
     * @param options tolerant or strict reading, and a charset detector for bytes without CA
     * @return the game trees, the charset used, and the warnings for each quirk taken
     * @throws SgfException with the line and column, for text that is not SGF as the options read it
     */
    public static SgfFile read(byte[] bytes, SgfReadOptions options) {
        SgfDecoder.Decoded decoded = SgfDecoder.decode(bytes, options.detector());
        return parse(decoded.text(), decoded.charset(), decoded.warning(), options);
    }

    /**
     * Reads an SGF file of at most {@link #DEFAULT_MAX_BYTES}, tolerantly.
     *
     * @param file the file
     * @return the game trees of the collection, their quirks repaired
     * @throws SgfException with the line and column, for text that is not SGF even read tolerantly, or at
     *     line 1, column 1 for a file that is too large
     * @throws IOException if the file or stream cannot be read
     */
    public static List<SgfNode> read(Path file) throws IOException {
        return read(file, DEFAULT_MAX_BYTES);
    }

    /**
     * Reads an SGF file tolerantly, refusing one larger than a limit.
     *
     * @param file the file
     * @param maxBytes the largest size read
     * @return the game trees of the collection, their quirks repaired
     * @throws SgfException with the line and column, for text that is not SGF even read tolerantly, or at
     *     line 1, column 1 for a file larger than {@code maxBytes}
     * @throws IOException if the file or stream cannot be read
     */
    public static List<SgfNode> read(Path file, long maxBytes) throws IOException {
        return read(file, maxBytes, SgfReadOptions.TOLERANT).games();
    }

    /**
     * Reads an SGF file as the options say, refusing one larger than a limit.
     *
     * @param file the file
     * @param maxBytes the largest size read
     * @param options tolerant or strict reading, and a charset detector for bytes without CA
     * @return the game trees, the charset used, and the warnings for each quirk taken
     * @throws SgfException with the line and column, for text that is not SGF as the options read it, or at
     *     line 1, column 1 for a file larger than {@code maxBytes}
     * @throws IOException if the file or stream cannot be read
     */
    public static SgfFile read(Path file, long maxBytes, SgfReadOptions options) throws IOException {
        long size = Files.size(file);
        if (size > maxBytes) {
            throw tooLarge(size, maxBytes);
        }
        try (InputStream in = Files.newInputStream(file)) {
            return read(in, maxBytes, options); // a pipe's size reads as 0: the stream enforces the limit
        }
    }

    /**
     * Reads SGF from a stream (standard input) tolerantly, refusing more than a limit; the stream is not closed.
     *
     * @param in the stream
     * @param maxBytes the most bytes read
     * @return the game trees of the collection, their quirks repaired
     * @throws SgfException with the line and column, for text that is not SGF even read tolerantly, or at
     *     line 1, column 1 for a stream longer than {@code maxBytes}
     * @throws IOException if the file or stream cannot be read
     */
    public static List<SgfNode> read(InputStream in, long maxBytes) throws IOException {
        return read(in, maxBytes, SgfReadOptions.TOLERANT).games();
    }

    /**
     * Reads SGF from a stream as the options say, refusing more than a limit; the stream is not closed.
     *
     * @param in the stream
     * @param maxBytes the most bytes read
     * @param options tolerant or strict reading, and a charset detector for bytes without CA
     * @return the game trees, the charset used, and the warnings for each quirk taken
     * @throws SgfException with the line and column, for text that is not SGF as the options read it, or at
     *     line 1, column 1 for a stream longer than {@code maxBytes}
     * @throws IOException if the file or stream cannot be read
     */
    public static SgfFile read(InputStream in, long maxBytes, SgfReadOptions options) throws IOException {
        byte[] bytes = in.readNBytes((int) (Math.min(Integer.MAX_VALUE - 9L, maxBytes) + 1));
        if (bytes.length > maxBytes) {
            throw tooLarge(bytes.length, maxBytes);
        }
        return read(bytes, options);
    }

    private static SgfException tooLarge(long size, long maxBytes) {
        return new SgfException(1, 1, String.format(Locale.ROOT,
                "the input is %s, more than the %s an SGF file may have here (game records are kilobytes)",
                megabytes(size), megabytes(maxBytes)));
    }

    private static String megabytes(long bytes) {
        return bytes >= 1 << 20 ? String.format(Locale.ROOT, "%.1f MB", bytes / (double) (1 << 20)) : bytes + " bytes";
    }

    /**
     * Decodes SGF bytes as described above, without a detector.
     *
     * @param bytes the contents of an SGF file
     * @return the text, a byte-order mark dropped
     */
    public static String decode(byte[] bytes) {
        return SgfDecoder.decode(bytes, null).text();
    }

    /**
     * Decodes SGF bytes as described above, with a detector for bytes that name no charset and are not UTF-8:
     * for a caller that keeps the text, such as a server that reads a record and writes it back as UTF-8.
     *
     * @param bytes the contents of an SGF file
     * @param detector the charset detector, or null to read such bytes as Windows-1252
     * @return the text, a byte-order mark dropped
     */
    public static String decode(byte[] bytes, SgfCharsetDetector detector) {
        return SgfDecoder.decode(bytes, detector).text();
    }

    /**
     * The charset named by the first {@code CA[...]} in the bytes that names one Java knows, or null. The name
     * is ASCII in every charset SGF files use, so the raw bytes are searched.
     *
     * @param bytes the contents of an SGF file
     * @return the charset declared, or null if none is, or none Java knows
     */
    public static Charset declaredCharset(byte[] bytes) {
        return SgfDecoder.declaredCharset(bytes);
    }

    /**
     * The Java charset for a charset name as CA (or a detector) gives it, or null for one Java doesn't know:
     * the names of the GB, Shift_JIS, EUC-KR and ISO-8859-1 families get the supersets the programs writing
     * such files really use, and {@code macintosh} is Mac OS Roman.
     *
     * @param name a charset name, in any case
     * @return the charset to decode with, or null
     */
    public static Charset charsetFor(String name) {
        return SgfDecoder.charsetFor(name);
    }
}

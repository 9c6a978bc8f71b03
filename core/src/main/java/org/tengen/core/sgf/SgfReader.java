package org.tengen.core.sgf;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * Reads SGF: a collection of game trees from text, bytes or a file. Bytes are decoded by the charset the
 * file names in CA (GB2312/GBK, Big5, Shift_JIS, EUC-KR, ISO-8859-1, UTF-8 ...); without CA, as UTF-8, or
 * as Windows-1252 (ISO-8859-1's superset) when the bytes are not UTF-8. Decoding comes before parsing, so a double-byte character
 * whose second byte is {@code ]} or {@code \} doesn't end or escape a value.
 *
 * <p>Every problem is an {@link SgfException} with a line and column. Memory is proportional to the
 * input, and files above a size limit are refused before they are read.
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

    private static final Charset WINDOWS_1252 = Charset.forName("windows-1252");

    private SgfReader() {
    }

    /** Parses SGF text (already decoded). */
    public static List<SgfNode> parse(String text) {
        return new SgfParser(text, MAX_NODES).parseCollection();
    }

    /** Decodes and parses SGF bytes. */
    public static List<SgfNode> read(byte[] bytes) {
        return parse(decode(bytes));
    }

    /** Reads an SGF file of at most {@link #DEFAULT_MAX_BYTES}. */
    public static List<SgfNode> read(Path file) throws IOException {
        return read(file, DEFAULT_MAX_BYTES);
    }

    /** Reads an SGF file, refusing one larger than {@code maxBytes} with an {@link SgfException}. */
    public static List<SgfNode> read(Path file, long maxBytes) throws IOException {
        long size = Files.size(file);
        if (size > maxBytes) {
            throw tooLarge(size, maxBytes);
        }
        try (InputStream in = Files.newInputStream(file)) {
            return read(in, maxBytes); // a pipe's size reads as 0: the stream enforces the limit
        }
    }

    /** Reads SGF from a stream (standard input), refusing more than {@code maxBytes}. */
    public static List<SgfNode> read(InputStream in, long maxBytes) throws IOException {
        byte[] bytes = in.readNBytes((int) (Math.min(Integer.MAX_VALUE - 9L, maxBytes) + 1));
        if (bytes.length > maxBytes) {
            throw tooLarge(bytes.length, maxBytes);
        }
        return read(bytes);
    }

    private static SgfException tooLarge(long size, long maxBytes) {
        return new SgfException(1, 1, String.format(Locale.ROOT,
                "the input is %s, more than the %s an SGF file may have here (game records are kilobytes)",
                megabytes(size), megabytes(maxBytes)));
    }

    private static String megabytes(long bytes) {
        return bytes >= 1 << 20 ? String.format(Locale.ROOT, "%.1f MB", bytes / (double) (1 << 20)) : bytes + " bytes";
    }

    /** The text of SGF bytes, decoded as described above; a byte-order mark is dropped. */
    public static String decode(byte[] bytes) {
        Charset declared = declaredCharset(bytes);
        String text;
        if (declared != null) {
            text = declared.decode(ByteBuffer.wrap(bytes)).toString(); // bad bytes become U+FFFD
        } else {
            try {
                CharBuffer chars = StandardCharsets.UTF_8.newDecoder()
                        .onMalformedInput(CodingErrorAction.REPORT)
                        .onUnmappableCharacter(CodingErrorAction.REPORT)
                        .decode(ByteBuffer.wrap(bytes));
                text = chars.toString();
            } catch (CharacterCodingException e) {
                text = new String(bytes, WINDOWS_1252);
            }
        }
        return text.startsWith("\ufeff") ? text.substring(1) : text;
    }

    /**
     * The charset named by the first {@code CA[...]} in the bytes that names one Java knows, or null. The name is ASCII in every charset SGF files use, so the raw bytes are searched.
     */
    public static Charset declaredCharset(byte[] bytes) {
        for (int i = 0; i + 2 < bytes.length; i++) {
            if (bytes[i] != 'C' || bytes[i + 1] != 'A' || (i > 0 && bytes[i - 1] >= 'A' && bytes[i - 1] <= 'Z')) {
                continue;
            }
            int j = i + 2;
            while (j < bytes.length && (bytes[j] == ' ' || bytes[j] == '\t' || bytes[j] == '\r' || bytes[j] == '\n')) {
                j++;
            }
            if (j >= bytes.length || bytes[j] != '[') {
                continue;
            }
            int end = j + 1;
            while (end < bytes.length && bytes[end] != ']' && end - j < 40) {
                end++;
            }
            if (end >= bytes.length || bytes[end] != ']') {
                continue;
            }
            Charset charset = charsetFor(new String(bytes, j + 1, end - j - 1, StandardCharsets.ISO_8859_1));
            if (charset != null) {
                return charset; // else it was text that looks like CA (in a comment, say): look further
            }
        }
        return null;
    }

    /**
     * The Java charset for a CA name. The names of the GB, Shift_JIS, EUC-KR and ISO-8859-1 families get the
     * supersets that the programs writing such files really use (as web browsers do).
     */
    static Charset charsetFor(String name) {
        String key = name.trim().toUpperCase(Locale.ROOT).replace('_', '-');
        String javaName = switch (key) {
            case "GB2312", "GBK", "GB-2312", "CP936", "EUC-CN", "GB18030" -> "GB18030";
            case "SHIFT-JIS", "SJIS", "SHIFTJIS", "MS932", "CP932", "WINDOWS-31J" -> "windows-31j";
            case "EUC-KR", "EUCKR", "KS-C-5601-1987", "KSC5601", "CP949", "UHC" -> "x-windows-949";
            case "BIG5", "BIG-5" -> "Big5";
            case "UTF8" -> "UTF-8";
            case "ISO-8859-1", "LATIN1", "LATIN-1", "ISO8859-1", "US-ASCII", "ASCII" -> "windows-1252";
            default -> name.trim();
        };
        try {
            return Charset.forName(javaName);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }
}

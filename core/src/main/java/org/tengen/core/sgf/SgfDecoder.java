package org.tengen.core.sgf;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * Turns SGF bytes into text before parsing, so a double-byte character whose second byte is {@code ]} or
 * {@code \} doesn't end or escape a value. In order: a byte-order mark (UTF-8, UTF-16LE or UTF-16BE); UTF-16
 * without one, told by its NUL bytes (SGF is mostly ASCII); the charset {@code CA} names; UTF-8 when the
 * bytes are UTF-8; the detector's guess; Windows-1252.
 */
final class SgfDecoder {
    private static final Charset WINDOWS_1252 = Charset.forName("windows-1252");
    /** How many bytes the UTF-16 test looks at: the markup at the start of a file says enough. */
    private static final int NUL_SAMPLE = 4096;

    /** The text, the charset it was read in and, when that was a guess, a warning saying so (else null). */
    record Decoded(String text, Charset charset, SgfWarning warning) {
    }

    private SgfDecoder() {
    }

    static Decoded decode(byte[] bytes, SgfCharsetDetector detector) {
        Charset bom = byBom(bytes);
        if (bom != null) {
            int skip = bom == StandardCharsets.UTF_8 ? 3 : 2;
            return new Decoded(text(bytes, skip, bom), bom, null);
        }
        Charset wide = utf16ByNuls(bytes);
        if (wide != null) {
            return new Decoded(text(bytes, 0, wide), wide, SgfWarning.ofFile(
                    "no byte-order mark: read as " + wide.name() + ", as the NUL bytes between its ASCII characters show"));
        }
        Charset declared = declaredCharset(bytes);
        SgfWarning mislabelled = null;
        if (declared != null) {
            boolean unicode = declared == StandardCharsets.UTF_8;
            if (!unicode || isStrictly(bytes, declared)) {
                return new Decoded(text(bytes, 0, declared), declared, null); // bad bytes become U+FFFD
            }
            mislabelled = SgfWarning.ofFile("CA[" + declared.name() + "] but the bytes are not UTF-8");
        } else if (isStrictly(bytes, StandardCharsets.UTF_8)) {
            return new Decoded(text(bytes, 0, StandardCharsets.UTF_8), StandardCharsets.UTF_8, null);
        }
        Charset guess = detector == null ? null : detector.detect(bytes);
        if (guess != null && isStrictly(bytes, guess)) {
            return new Decoded(text(bytes, 0, guess), guess, SgfWarning.ofFile(
                    (mislabelled != null ? mislabelled.reason() + ":" : "no CA and the bytes are not UTF-8:")
                    + " read as " + guess.name() + ", the charset they look like"));
        }
        if (mislabelled != null) { // UTF-8 with a few bad bytes: they become U+FFFD, the rest stays right
            return new Decoded(text(bytes, 0, declared), declared, SgfWarning.ofFile(
                    mislabelled.reason() + ": the bad bytes read as U+FFFD"));
        }
        return new Decoded(text(bytes, 0, WINDOWS_1252), WINDOWS_1252, SgfWarning.ofFile(
                "no CA and the bytes are not UTF-8: read as windows-1252 (name the charset in CA if the text looks wrong)"));
    }

    private static String text(byte[] bytes, int skip, Charset charset) {
        String text = charset.decode(ByteBuffer.wrap(bytes, skip, bytes.length - skip)).toString();
        return text.startsWith("\ufeff") ? text.substring(1) : text;
    }

    /** Whether the bytes are text in the charset with no malformed or unmappable sequence. */
    static boolean isStrictly(byte[] bytes, Charset charset) {
        try {
            charset.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes));
            return true;
        } catch (CharacterCodingException e) {
            return false;
        }
    }

    private static Charset byBom(byte[] b) {
        if (b.length >= 3 && (b[0] & 0xff) == 0xef && (b[1] & 0xff) == 0xbb && (b[2] & 0xff) == 0xbf) {
            return StandardCharsets.UTF_8;
        }
        if (b.length >= 2 && (b[0] & 0xff) == 0xfe && (b[1] & 0xff) == 0xff) {
            return StandardCharsets.UTF_16BE;
        }
        if (b.length >= 2 && (b[0] & 0xff) == 0xff && (b[1] & 0xff) == 0xfe) {
            return StandardCharsets.UTF_16LE;
        }
        return null;
    }

    /**
     * UTF-16 without a byte-order mark: an ASCII character has a NUL high byte, so in SGF (brackets, letters,
     * semicolons) at least a quarter of the byte pairs have one on the same side and almost none on the other.
     * Text in an 8-bit charset has no NUL bytes at all.
     */
    static Charset utf16ByNuls(byte[] b) {
        int pairs = Math.min(b.length, NUL_SAMPLE) / 2;
        int even = 0;
        int odd = 0;
        for (int i = 0; i < pairs; i++) {
            even += b[2 * i] == 0 ? 1 : 0;
            odd += b[2 * i + 1] == 0 ? 1 : 0;
        }
        if (pairs < 2) {
            return null;
        }
        if (odd * 4 >= pairs && even * 8 <= odd) {
            return StandardCharsets.UTF_16LE;
        }
        if (even * 4 >= pairs && odd * 8 <= even) {
            return StandardCharsets.UTF_16BE;
        }
        return null;
    }

    /**
     * The charset named by the first {@code CA[...]} in the bytes that names one Java knows, or null. The name
     * is ASCII in every 8-bit charset SGF files use, so the raw bytes are searched. A CA that names UTF-16 or
     * UTF-32 in bytes that are neither (it was found as ASCII) is a mistake and is passed over.
     */
    static Charset declaredCharset(byte[] bytes) {
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
            if (charset != null && !charset.name().startsWith("UTF-16") && !charset.name().startsWith("UTF-32")) {
                return charset; // else it was text that looks like CA (in a comment, say): look further
            }
        }
        return null;
    }

    /**
     * The Java charset for a CA name, or null for one Java doesn't know. The names of the GB, Shift_JIS,
     * EUC-KR and ISO-8859-1 families get the supersets that the programs writing such files really use (as
     * web browsers do); {@code macintosh} (the IANA name) is Mac OS Roman.
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
            case "MACINTOSH", "MAC", "MACROMAN", "MAC-ROMAN", "X-MAC-ROMAN", "CSMACINTOSH" -> "x-MacRoman";
            default -> name.trim();
        };
        try {
            return Charset.forName(javaName);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }
}

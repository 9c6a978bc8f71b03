package org.tengen.core.sgf;

import java.nio.charset.Charset;

/**
 * Guesses the charset of SGF bytes that name none in {@code CA} and are neither UTF-8 nor UTF-16, such as a
 * Chinese problem file in GB18030. The core has no such statistics; an application plugs in a detector
 * library here. Without one (or when it answers null) the bytes are read as Windows-1252.
 */
@FunctionalInterface
public interface SgfCharsetDetector {
    /**
     * Guesses a charset.
     *
     * @param bytes the whole file
     * @return the charset the bytes most likely are in, or null when the detector can't tell
     */
    Charset detect(byte[] bytes);
}

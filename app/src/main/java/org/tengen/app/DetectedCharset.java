package org.tengen.app;

import java.nio.charset.Charset;
import org.mozilla.universalchardet.UniversalDetector;
import org.tengen.core.sgf.SgfCharsetDetector;
import org.tengen.core.sgf.SgfReader;

/**
 * The charset of SGF bytes without {@code CA}, as juniversalchardet (Mozilla's detector) guesses it from the
 * byte statistics: GB18030, Big5, Shift_JIS, EUC-KR, the Cyrillic and Latin code pages. Its names map to the
 * supersets the SGF reader uses for CA ({@code SHIFT_JIS} reads as Windows-31J, {@code EUC-KR} as
 * Windows-949). It needs some text: a file whose only non-ASCII text is a short name may not be recognised.
 */
final class DetectedCharset implements SgfCharsetDetector {
    static final DetectedCharset INSTANCE = new DetectedCharset();

    private DetectedCharset() {
    }

    @Override
    public Charset detect(byte[] bytes) {
        UniversalDetector detector = new UniversalDetector();
        detector.handleData(bytes, 0, bytes.length);
        detector.dataEnd();
        String name = detector.getDetectedCharset();
        return name == null ? null : SgfReader.charsetFor(name);
    }
}

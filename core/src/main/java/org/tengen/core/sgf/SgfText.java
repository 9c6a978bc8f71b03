package org.tengen.core.sgf;

/**
 * SGF's two text types. A value is kept as written; these decode it. In both, a backslash escapes the
 * character after it and a backslash before a line break removes the break (a soft line break). Text keeps
 * the other line breaks; SimpleText turns them into spaces. Other white space becomes a space in both.
 */
public final class SgfText {
    private SgfText() {
    }

    /**
     * Decodes a Text value (a comment, say).
     *
     * @param raw the value as written in the file
     * @return the text: escapes resolved, soft line breaks removed, hard line breaks kept
     */
    public static String decodeText(String raw) {
        return decode(raw, false);
    }

    /**
     * Decodes a SimpleText value (a name, say).
     *
     * @param raw the value as written in the file
     * @return the text: as Text, but line breaks become spaces
     */
    public static String decodeSimpleText(String raw) {
        return decode(raw, true);
    }

    private static String decode(String raw, boolean simple) {
        if (raw.indexOf('\\') < 0 && !hasSpecialWhitespace(raw, simple)) {
            return raw;
        }
        StringBuilder out = new StringBuilder(raw.length());
        for (int i = 0; i < raw.length(); i++) {
            char c = raw.charAt(i);
            if (c == '\\' && i + 1 < raw.length()) {
                char next = raw.charAt(++i);
                if (next != '\n') { // a soft line break disappears
                    out.append(isSpace(next) ? ' ' : next);
                }
            } else if (c == '\\') {
                break; // a lone backslash at the very end escapes nothing
            } else if (c == '\n') {
                out.append(simple ? ' ' : '\n');
            } else {
                out.append(isSpace(c) ? ' ' : c);
            }
        }
        return out.toString();
    }

    private static boolean hasSpecialWhitespace(String raw, boolean simple) {
        for (int i = 0; i < raw.length(); i++) {
            char c = raw.charAt(i);
            if (isSpace(c) || (simple && c == '\n')) {
                return true;
            }
        }
        return false;
    }

    /** White space other than the space and the line break (tab, vertical tab, form feed). */
    private static boolean isSpace(char c) {
        return c == '\t' || c == '\u000b' || c == '\f';
    }

    /**
     * Escapes text for a value.
     *
     * @param text any text
     * @return the text with a backslash before each backslash and closing bracket, and CR LF or CR as LF
     */
    public static String escape(String text) {
        StringBuilder out = new StringBuilder(text.length() + 8);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\r') {
                if (i + 1 < text.length() && text.charAt(i + 1) == '\n') {
                    continue; // CR LF is one line break
                }
                c = '\n';
            }
            if (c == '\\' || c == ']') {
                out.append('\\');
            }
            out.append(c);
        }
        return out.toString();
    }

    /**
     * Splits a composed value {@code a:b} at its first unescaped colon into its two raw parts, or returns
     * null when it has none.
     *
     * @param raw a value as written in the file
     * @return the two parts, still escaped, or null
     */
    public static String[] splitCompose(String raw) {
        for (int i = 0; i < raw.length(); i++) {
            char c = raw.charAt(i);
            if (c == '\\') {
                i++;
            } else if (c == ':') {
                return new String[] {raw.substring(0, i), raw.substring(i + 1)};
            }
        }
        return null;
    }
}

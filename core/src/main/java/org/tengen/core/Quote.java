package org.tengen.core;

/**
 * Someone's text quoted in an error message: at most {@link #MAX_CHARS} characters of it, with {@code ...}
 * and its length when it is longer, and invisible characters (controls, byte-order marks, zero-width ones)
 * written as escapes, so a huge or binary line is neither echoed in full nor sent raw to a terminal.
 */
public final class Quote {
    /** How many characters of the text are shown. */
    public static final int MAX_CHARS = 40;

    private Quote() {
    }

    /**
     * Quotes a text for a message.
     *
     * @param text what the user gave
     * @return {@code 'text'}, or {@code 'the first 40 characters...' (N characters)}
     */
    public static String quote(String text) {
        return "'" + printable(text) + "'" + (text.length() > MAX_CHARS ? " (" + text.length() + " characters)" : "");
    }

    /**
     * The text as {@link #quote} shows it, without the quotes.
     *
     * @param text what the user gave
     * @return the text shortened and with its invisible characters escaped
     */
    public static String excerpt(String text) {
        return printable(text) + (text.length() > MAX_CHARS ? " (" + text.length() + " characters)" : "");
    }

    private static String printable(String text) {
        int end = text.length();
        if (end > MAX_CHARS) {
            end = Character.isHighSurrogate(text.charAt(MAX_CHARS - 1)) ? MAX_CHARS - 1 : MAX_CHARS;
        }
        StringBuilder sb = new StringBuilder(end + 3);
        for (int i = 0; i < end; i++) {
            char c = text.charAt(i);
            switch (c) {
                case '\t' -> sb.append("\\t");
                case '\n' -> sb.append("\\n");
                case '\r' -> sb.append("\\r");
                default -> {
                    if (invisible(text, i)) {
                        sb.append(String.format("\\u%04x", (int) c));
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        return end < text.length() ? sb.append("...").toString() : sb.toString();
    }

    private static boolean invisible(String text, int i) {
        char c = text.charAt(i);
        int type = Character.getType(c);
        boolean lone = Character.isHighSurrogate(c) ? i + 1 >= text.length() || !Character.isLowSurrogate(text.charAt(i + 1))
                : Character.isLowSurrogate(c) && (i == 0 || !Character.isHighSurrogate(text.charAt(i - 1)));
        return Character.isISOControl(c) || type == Character.FORMAT || type == Character.LINE_SEPARATOR
                || type == Character.PARAGRAPH_SEPARATOR || lone;
    }
}

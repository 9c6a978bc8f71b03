package org.tengen.gtp.server;

import java.util.ArrayList;
import java.util.List;

/**
 * One command line after GTP's preprocessing: control characters other than tab and line feed removed,
 * tabs as spaces, everything from {@code #} on dropped, white space trimmed. A line left empty is no
 * command. An optional leading number is the id the reply echoes.
 */
record GtpRequest(String id, String name, List<String> args) {

    /** The request of a raw line, or null when nothing is left of it. */
    static GtpRequest parse(String raw) {
        String line = clean(raw).trim();
        if (line.isEmpty()) {
            return null;
        }
        String[] words = line.split(" +");
        int first = 0;
        String id = "";
        if (words[0].chars().allMatch(c -> c >= '0' && c <= '9')) { // ASCII digits only: an id is a plain number
            id = words[0];
            first = 1;
        }
        String name = first < words.length ? words[first] : "";
        List<String> args = new ArrayList<>();
        for (int i = first + 1; i < words.length; i++) {
            args.add(words[i]);
        }
        return new GtpRequest(id, name, List.copyOf(args));
    }

    /**
     * The id of a line known only by its first characters (a line too long to keep): its leading number,
     * when the number ends within them; otherwise none, as the number might go on.
     */
    static String idOfCutLine(String kept) {
        GtpRequest request = parse(kept);
        if (request == null || request.id().isEmpty()) {
            return "";
        }
        boolean numberEnded = clean(kept).stripLeading().length() > request.id().length() || kept.indexOf('#') >= 0;
        return numberEnded ? request.id() : "";
    }

    /** The line with control characters other than tab removed, tabs as spaces, and cut at {@code #}. */
    private static String clean(String raw) {
        StringBuilder clean = new StringBuilder(raw.length());
        for (int i = 0; i < raw.length(); i++) {
            char c = raw.charAt(i);
            if (c == '#') {
                break;
            }
            if (c == '\t') {
                clean.append(' ');
            } else if (c >= 32 && c != 127) {
                clean.append(c);
            }
        }
        return clean.toString();
    }
}

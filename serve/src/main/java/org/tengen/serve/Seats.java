package org.tengen.serve;

import org.tengen.core.Stone;
import org.tengen.core.sgf.SgfNode;
import org.tengen.engine.Level;

/**
 * Who plays: tengen at a level with one colour, or people with both (two at one browser, or a study).
 * Kept in the record's root as the private property {@code TENGEN[W:3]} (colour and level), which other
 * programs ignore.
 *
 * @param engine the colour tengen plays, or null when people play both
 * @param level  tengen's level, {@link Level#MIN} to {@link Level#MAX} (meaningless without an engine)
 */
record Seats(Stone engine, int level) {
    static final String PROPERTY = "TENGEN";
    static final Seats PEOPLE = new Seats(null, 1);

    Seats {
        if (level < Level.MIN || level > Level.MAX) {
            throw ApiException.badRequest("level " + level + " is out of range (expected " + Level.MIN + " to " + Level.MAX + ")");
        }
    }

    boolean isEngine(Stone stone) {
        return engine == stone;
    }

    /** {@return the seats of a record: people when the property is absent or unreadable} */
    static Seats of(SgfNode root) {
        if (!root.has(PROPERTY)) {
            return PEOPLE;
        }
        String v = root.simpleText(PROPERTY).trim();
        if (v.length() < 3 || v.charAt(1) != ':' || (v.charAt(0) != 'B' && v.charAt(0) != 'W')) {
            return PEOPLE;
        }
        try {
            int level = Integer.parseInt(v.substring(2));
            if (level < Level.MIN || level > Level.MAX) {
                return PEOPLE;
            }
            return new Seats(v.charAt(0) == 'B' ? Stone.BLACK : Stone.WHITE, level);
        } catch (NumberFormatException e) {
            return PEOPLE;
        }
    }

    void writeTo(SgfNode root) {
        if (engine == null) {
            root.remove(PROPERTY);
        } else {
            root.set(PROPERTY, (engine == Stone.BLACK ? "B" : "W") + ":" + level);
        }
    }

    /** {@return the name tengen goes by in PB or PW: {@code tengen (level 3)}} */
    String engineName() {
        return "tengen (level " + level + ")";
    }
}

package org.tengen.core;

/** Which repetitions are forbidden. */
public enum KoRule {
    /** Any repetition is allowed. */
    NONE,
    /** Only the immediate recapture of a single-stone ko is forbidden. */
    SIMPLE,
    /** No move may recreate an earlier arrangement of stones. */
    POSITIONAL,
    /** No move may recreate an earlier arrangement of stones with the same player to move. */
    SITUATIONAL
}

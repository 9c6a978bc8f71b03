package org.tengen.core;

/** Whether a move that leaves its own chain without liberties is allowed; such stones are removed. */
public enum SuicideRule {
    /** No suicide. */
    FORBIDDEN,
    /** Suicide of two or more stones is allowed, of a single stone not (GNU Go's --allow-suicide). */
    MULTI_STONE,
    /** Every suicide is allowed (GNU Go's --allow-all-suicide). */
    ALL
}

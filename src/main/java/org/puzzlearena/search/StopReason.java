package org.puzzlearena.search;

/** Why a search ended. */
public enum StopReason {
    /** The configured iterations completed (or the whole space was searched). */
    COMPLETED,
    /** The time budget ran out: wall-clock or CPU time, or a CPU budget's wall-clock cap. */
    TIME,
    /** The playout budget ran out. */
    PLAYOUTS,
    /** Another thread cancelled it. */
    CANCELLED
}

package org.puzzlearena.search;

/** Why a search ended. */
public enum StopReason {
    /** The configured iterations completed (or the whole space was searched). */
    COMPLETED,
    /** The wall-clock budget ran out. */
    TIME,
    /** The playout budget ran out. */
    PLAYOUTS,
    /** Another thread cancelled it. */
    CANCELLED
}

package org.puzzlearena.search.solver;

/** Unwinds a search whose deadline has passed; preallocated and stackless, as it is control flow. */
final class OutOfTime extends RuntimeException {

    static final OutOfTime INSTANCE = new OutOfTime();

    private OutOfTime() {
        super("the solver's time ran out", null, false, false);
    }
}

package org.puzzlearena.cli.command;

/** The exit statuses every command shares, as scripts and CI rely on them. */
public final class ExitStatus {

    /** Done; for verify: the solution is valid. */
    public static final int OK = 0;
    /** The solution breaks the rules at some move. */
    public static final int INVALID = 1;
    /** The command line or the input could not be understood at all. */
    public static final int UNREADABLE = 2;
    /** A bug in Puzzle Arena itself. */
    public static final int INTERNAL_ERROR = 3;

    private ExitStatus() {}
}

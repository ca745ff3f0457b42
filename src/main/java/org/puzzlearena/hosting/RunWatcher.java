package org.puzzlearena.hosting;

import java.util.List;

/**
 * Who follows a hosted run while it runs (a worker): it hears each progress line's moves as the bot
 * writes them (unverified: the watcher replays them itself), and may ask the run to stop (a cancel, a
 * worker handing its runs back), which kills the sandbox's process tree at the next look, within
 * milliseconds, and ends the run with {@link Verdict.Stopped}; it hears the tree's CPU time at each look.
 */
public interface RunWatcher {

    /** Nobody: the bot runs to its verdict. */
    RunWatcher NONE = new RunWatcher() {
        @Override
        public void progress(List<String> moves) {}

        @Override
        public boolean stopRequested() {
            return false;
        }
    };

    /** A progress line's moves, in the bot's order; called on the run's watching thread. */
    void progress(List<String> moves);

    /** Asked every few milliseconds: true ends the run now. */
    boolean stopRequested();

    /**
     * The process tree's CPU time so far (user + system of every process, as the budget counts it),
     * after each look at the tree, every few milliseconds: what a watcher shows live. Nothing by default.
     */
    default void cpuUsed(long cpuMillis) {}
}

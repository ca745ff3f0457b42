package org.puzzlearena.hosting;

import java.util.List;

/**
 * Who follows a hosted run while it runs (a worker): it hears each progress line's moves as the bot
 * writes them (unverified: the watcher replays them itself), and may ask the run to stop (a cancel, a
 * worker handing its runs back), which kills the sandbox's process tree at the next look, within
 * milliseconds, and ends the run with {@link Verdict.Stopped}.
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
}

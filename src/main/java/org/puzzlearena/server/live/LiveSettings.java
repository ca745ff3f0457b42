package org.puzzlearena.server.live;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;

/** The live feeds behind the websockets ({@code arena.live.*}). */
@ConfigMapping(prefix = "arena.live")
public interface LiveSettings {

    /** Threads that turn events into frames and hand them to clients; never a search thread. */
    @WithDefault("2")
    int fanoutThreads();

    /** Important events (new bests, state changes) kept per run for clients that reconnect. */
    @WithDefault("256")
    int replayBuffer();

    /** Frames waiting for one client; a client that falls this far behind is disconnected. */
    @WithDefault("512")
    int clientQueue();

    /** How long an ended run's feed stays in memory, so reconnecting clients can still resume. */
    @WithDefault("60s")
    Duration linger();

    /** Entries in a leaderboard socket's first snapshot. */
    @WithDefault("100")
    int boardSnapshotSize();
}

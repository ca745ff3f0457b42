package org.puzzlearena.server.arena;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/** How remote bots play in the arena's "remote" pool ({@code arena.remote.*}; docs/ARENA.md). */
@ConfigMapping(prefix = "arena.remote")
public interface RemoteArenaSettings {

    /**
     * Wall-clock seconds a remote bot has for each move, from the moment its turn is written to its
     * stream to the moment its move arrives: its compute is unknown, so time is the only limit.
     */
    @WithDefault("5")
    double secondsPerMove();

    /** Remote bots an owner may register, over all games. */
    @WithDefault("5")
    int botsPerOwner();

    /** Arena games an owner's remote bots may play in a UTC day, all of them together. */
    @WithDefault("200")
    int gamesPerOwnerPerDay();

    /**
     * Seconds between keep-alive lines (empty lines) while the stream would otherwise be quiet, so
     * proxies keep it open and a closed stream is noticed.
     */
    @WithDefault("10")
    double keepAliveSeconds();
}

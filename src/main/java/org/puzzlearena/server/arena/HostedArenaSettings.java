package org.puzzlearena.server.arena;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/** How hosted bot versions play on the arena's ladder ({@code arena.hosted.*}; docs/ARENA.md). */
@ConfigMapping(prefix = "arena.hosted")
public interface HostedArenaSettings {

    /**
     * The CPU budget of a hosted bot for each arena game, the same for every version (equal compute):
     * the whole process tree's, start-up included, as for {@code arena host-run --opponent}.
     */
    @WithDefault("10")
    double cpuSecondsPerGame();

    /** Arena games an owner's hosted versions may play in a UTC day, entered games and matches together. */
    @WithDefault("200")
    int gamesPerOwnerPerDay();

    /** Versions an owner may have on the ladders at once. */
    @WithDefault("10")
    int entriesPerOwner();

    /**
     * In the background ladder, one turn in this many goes to an established hosted version (a
     * provisional one plays on every turn until its RD is under 110); 0 gives established versions
     * no background turns.
     */
    @WithDefault("2")
    int establishedEvery();
}

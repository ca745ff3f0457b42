package org.puzzlearena.server.arena;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/** How the arena's reference ladder is played ({@code arena.ladder.*}; docs/ARENA.md). */
@ConfigMapping(prefix = "arena.ladder")
public interface ArenaSettings {

    /**
     * Colour-paired pairs of ladder games the background player starts a minute (two games each),
     * on one thread at low priority; 0 turns it off (the tests: they play games explicitly).
     */
    @WithDefault("3")
    double pairsPerMinute();

    /** The most games one admin request may play at once ({@code POST /api/arena/{game}/games?count=}). */
    @WithDefault("100")
    int maxGamesPerRequest();

    /** Random opening moves drawn from each pair's seed before the players take over. */
    @WithDefault("2")
    int openingPlies();

    /** Matchmaking picks the opponent at random among this many players nearest in rating. */
    @WithDefault("3")
    int nearest();

    /** Matches of one account running at once (POST /api/arena/matches answers 409 beyond it). */
    @WithDefault("2")
    int matchesRunningPerAccount();
}

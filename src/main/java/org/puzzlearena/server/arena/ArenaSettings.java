package org.puzzlearena.server.arena;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;

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

    /**
     * Whether this process schedules the ladder's pairs and publishes the matches' pairs; off on a
     * {@code bin/worker}, which only plays what the server instances publish (with a broker).
     */
    @WithDefault("true")
    boolean scheduleHere();

    /**
     * With a broker: the arena pairs this process plays at once from the broker's queue, one core
     * each (a worker's, or a server instance's); 0 plays none here (an API-only instance).
     */
    @WithDefault("1")
    int gamesAtOnce();

    /**
     * With a broker: a ladder pair is not published while this many wait in the queue already, so
     * the ladder's rate never outruns the workers into a backlog that only grows.
     */
    @WithDefault("4")
    int jobsWaiting();

    /**
     * With a broker: a job not done this long after it was published is published again (its
     * publisher died between storing and publishing it, or the broker lost it); a duplicate costs
     * one replay, never a second count.
     */
    @WithDefault("10m")
    Duration republishAfter();

    /**
     * With a broker: the durable queue of the arena's jobs. Every process of one deployment names the
     * same; a test run gives its processes a queue of their own, so that runs sharing a machine's
     * broker with other databases never take each other's job ids.
     */
    @WithDefault("arena.game-jobs")
    String jobsQueue();
}

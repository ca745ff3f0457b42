package org.puzzlearena.server.arena;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.security.SecureRandom;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import org.puzzlearena.rules.SplitMix64;

/**
 * The arena's pairs as jobs for the broker's workers (V37; {@link ArenaJobQueue} carries them): a
 * job is made in the database before it is published, and its pair is stored and rated at most once,
 * in the transaction that marks it done under its row's lock. That lock, not the broker, is what
 * makes a result count once: the broker delivers a job again whenever it cannot know that it was
 * done (its worker's connection went before the acknowledgement), and then the second storer finds
 * the job done and stores nothing.
 */
@ApplicationScoped
public class ArenaJobs {

    private final SecureRandom seeds = new SecureRandom();

    @Inject
    ArenaJobRepository jobs;

    @Inject
    ArenaPlayerRepository players;

    @Inject
    ArenaMatches matches;

    @Inject
    ArenaMatchRepository matchRows;

    @Inject
    ArenaSettings settings;

    @Inject
    Clock clock;

    /** A matchmade ladder pair of {@code game} as a new job: its id (none when the ladder has fewer than two bots). */
    @Transactional
    Optional<Long> newLadderPair(String game) {
        long seed = seeds.nextLong() & LadderGames.SEED_MASK;
        return Matchmaker.pick(players.references(game), settings.nearest(), new SplitMix64(seed))
                .map(p -> jobs.insertLadder(game, p.player().id(), p.opponent().id(), seed, clock.instant()));
    }

    /**
     * The next pair of every running match as a job, where no process made it yet: the new jobs.
     * A match's pairs are counted in order, so each has one job in flight at most. A hosted version's
     * pairs are made only when {@code hostedToo} (workers with a sandbox take them) and while its
     * owner has a pair's games left today.
     */
    @Transactional
    List<ArenaJobRepository.Queued> newMatchPairs(boolean hostedToo) {
        List<ArenaJobRepository.Queued> created = new ArrayList<>();
        for (long matchId : matchRows.running()) {
            matches.due(matchId)
                    .filter(d -> !d.hosted() || (hostedToo && matches.waiting(d.match()) == null))
                    .flatMap(d -> jobs.insertMatchPair(
                                    d.match().game(),
                                    d.first().id(),
                                    d.second().id(),
                                    d.seed(),
                                    matchId,
                                    d.index(),
                                    clock.instant())
                            .map(id -> new ArenaJobRepository.Queued(id, d.hosted())))
                    .ifPresent(created::add);
        }
        return created;
    }

    /**
     * The job of a hosted version's match pair that is due (made now if no process made it yet), for
     * the scheduling instance to play itself when no worker with a sandbox consumes the hosted queue:
     * so a pair played here is a job's too, stored once under its lock like a worker's.
     */
    @Transactional
    Optional<Long> dueHostedMatchPair() {
        for (long matchId : matchRows.running()) {
            Optional<ArenaMatches.Due> due =
                    matches.due(matchId).filter(d -> d.hosted() && matches.waiting(d.match()) == null);
            if (due.isPresent()) {
                ArenaMatches.Due d = due.get();
                Optional<Long> id = jobs.openMatchPair(matchId, d.index())
                        .or(() -> jobs.insertMatchPair(
                                d.match().game(),
                                d.first().id(),
                                d.second().id(),
                                d.seed(),
                                matchId,
                                d.index(),
                                clock.instant()));
                if (id.isPresent()) {
                    return id;
                }
            }
        }
        return Optional.empty();
    }

    /** A hosted version's ladder pair against {@code anchor} as a new job: its id. */
    @Transactional
    long newHostedLadderPair(String game, long hostedPlayerId, long anchorId, long seed) {
        return jobs.insertLadder(game, hostedPlayerId, anchorId, seed, clock.instant());
    }

    /** Jobs to publish again (see {@link ArenaSettings#republishAfter()}), each with its queue's kind. */
    @Transactional
    List<ArenaJobRepository.Queued> stale() {
        return jobs.takeStale(settings.republishAfter(), clock.instant());
    }

    /** A job to play, counted as an attempt by {@code instance}: empty when it is done already (or unknown). */
    @Transactional
    Optional<Play> start(long id, String instance) {
        Optional<ArenaJobRepository.Job> job = jobs.find(id).filter(j -> !j.done());
        if (job.isEmpty()) {
            return Optional.empty();
        }
        jobs.started(id, instance);
        ArenaJobRepository.Job j = job.get();
        // Both players exist: the job's foreign keys keep a player with a job in the arena.
        return Optional.of(new Play(
                j,
                players.find(j.firstPlayerId()).orElseThrow(),
                players.find(j.secondPlayerId()).orElseThrow(),
                j.attempts() + 1));
    }

    /** A job with its two players as they stand, on its {@code attempt}-th try. */
    record Play(ArenaJobRepository.Job job, ArenaPlayerRow first, ArenaPlayerRow second, int attempt) {}

    /**
     * Stores and rates a played pair and marks its job done, unless the job is done already (an
     * earlier delivery of it stored first): the games stored, none in that case or when the match
     * had ended or counted the pair. One transaction, under the job's lock, so never half of it.
     * {@code storePair} stores the pair's two games (a reference pair's, or a hosted version's with
     * its forfeits), the one where the job's first player has colour 0 first.
     */
    @Transactional
    List<ArenaRecorder.Stored> storeOnce(
            ArenaJobRepository.Job job, Supplier<List<ArenaRecorder.Stored>> storePair, String instance) {
        if (jobs.lock(job.id()).map(ArenaJobRepository.Job::done).orElse(true)) {
            return List.of();
        }
        List<ArenaRecorder.Stored> stored =
                job.matchId() == null ? storePair.get() : matches.count(job.matchId(), job.pairIndex(), storePair);
        if (stored.isEmpty()) {
            jobs.done(job.id(), instance, null, null, "the match had ended or counted this pair", clock.instant());
        } else {
            jobs.done(job.id(), instance, stored.get(0).id(), stored.get(1).id(), null, clock.instant());
        }
        return stored;
    }

    /**
     * A job whose pair cannot be played (a spec that no longer parses, a bot that throws): done with
     * the reason, its match ended failed; pairs are pure functions of their seeds, so a retry would
     * fail the same way.
     */
    @Transactional
    void fail(ArenaJobRepository.Job job, String reason, String instance) {
        if (jobs.lock(job.id()).map(ArenaJobRepository.Job::done).orElse(true)) {
            return;
        }
        if (job.matchId() != null) {
            matches.fail(job.matchId(), "pair " + job.pairIndex() + " cannot be played: " + reason);
        }
        jobs.done(job.id(), instance, null, null, reason, clock.instant());
    }
}

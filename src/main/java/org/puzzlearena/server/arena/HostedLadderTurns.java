package org.puzzlearena.server.arena;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.security.SecureRandom;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;

/**
 * The hosted versions' turns in the background ladder ({@link LadderScheduler}): on each of a game's
 * turns a provisional hosted version plays a pair if there is one, and every
 * {@code arena.hosted.established-every}-th turn goes to an established one ({@link
 * HostedLadderPicker} says which); otherwise the turn is the reference anchors'. A server that cannot
 * run hosted bots (no sandbox here) leaves every turn to the anchors. With a broker the pair is a job
 * ({@link #dispatchNext}) for the workers with a sandbox, or played here as a job while none is up;
 * a version has one job in flight at most, and each job in flight holds a pair's two games of its
 * owner's daily cap until it is stored, so jobs waiting in the queue never take an owner past the cap.
 */
@ApplicationScoped
public class HostedLadderTurns {

    @Inject
    HostedArenaRepository hosted;

    @Inject
    HostedArenaEntries entries;

    @Inject
    HostedArenaSettings settings;

    @Inject
    ArenaPlayerRepository players;

    @Inject
    ArenaJobRepository jobRows;

    @Inject
    ArenaJobs jobs;

    @Inject
    ArenaJobQueue jobQueue;

    private final SecureRandom seeds = new SecureRandom();

    private final Map<String, AtomicInteger> turns = new ConcurrentHashMap<>();

    /** Plays a hosted version's pair on {@code game} if one is due this turn; the games played, or empty. */
    public List<HostedArenaViews.HostedArenaGame> playNext(String game, BooleanSupplier stopping) {
        Optional<HostedLadderPicker.Candidate> next = next(game, establishedTurn(game));
        if (next.isEmpty() || !jobQueue.sandboxHere()) {
            return List.of();
        }
        return entries.playPair(next.get().playerId(), stopping);
    }

    /**
     * With a broker: a hosted version's pair on {@code game} as a job, if one is due this turn, handed
     * to the workers with a sandbox (or played here as a job while none consumes their queue and this
     * instance has the sandbox); false when the turn is the anchors'.
     */
    public boolean dispatchNext(String game) {
        boolean establishedTurn = establishedTurn(game);
        if (!jobQueue.sandboxHere() && !jobQueue.hostedWorkers()) {
            return false; // nobody could play it: the turn is the anchors'
        }
        Optional<Long> job = newJob(game, establishedTurn);
        job.ifPresent(id -> jobQueue.dispatch(List.of(new ArenaJobRepository.Queued(id, true))));
        return job.isPresent();
    }

    private boolean establishedTurn(String game) {
        int turn = turns.computeIfAbsent(game, g -> new AtomicInteger()).getAndIncrement();
        int every = settings.establishedEvery();
        return every > 0 && turn % every == 0;
    }

    /** The due version's pair against an anchor near its rating, as a new job: its id. */
    @Transactional
    Optional<Long> newJob(String game, boolean establishedTurn) {
        return next(game, establishedTurn).map(c -> {
            ArenaPlayerRow player = players.find(c.playerId()).orElseThrow();
            long seed = seeds.nextLong() & LadderGames.SEED_MASK;
            ArenaPlayerRow anchor = entries.opponent(player, seed);
            return jobs.newHostedLadderPair(game, player.id(), anchor.id(), seed);
        });
    }

    @Transactional
    Optional<HostedLadderPicker.Candidate> next(String game, boolean establishedTurn) {
        List<ArenaJobRepository.OpenHosted> open = jobRows.openHosted();
        Set<Long> busy = new HashSet<>();
        for (ArenaJobRepository.OpenHosted o : open) {
            busy.add(o.playerId());
        }
        List<HostedLadderPicker.Candidate> candidates = hosted.ladderCandidates(game).stream()
                .filter(c -> !busy.contains(c.playerId()))
                .toList();
        if (candidates.isEmpty()) {
            return Optional.empty();
        }
        Map<Long, Long> today = new HashMap<>();
        for (HostedLadderPicker.Candidate c : candidates) {
            today.computeIfAbsent(c.ownerAccountId(), entries::gamesToday);
        }
        for (ArenaJobRepository.OpenHosted o : open) {
            today.computeIfPresent(o.ownerAccountId(), (owner, games) -> games + 2);
        }
        return HostedLadderPicker.pick(candidates, today, settings.gamesPerOwnerPerDay(), establishedTurn);
    }
}

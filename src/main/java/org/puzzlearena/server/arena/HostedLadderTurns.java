package org.puzzlearena.server.arena;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import org.puzzlearena.hosting.SandboxCheck;

/**
 * The hosted versions' turns in the background ladder ({@link LadderScheduler}): on each of a game's
 * turns a provisional hosted version plays a pair if there is one, and every
 * {@code arena.hosted.established-every}-th turn goes to an established one ({@link
 * HostedLadderPicker} says which); otherwise the turn is the reference anchors'. A server that cannot
 * run hosted bots (no sandbox here) leaves every turn to the anchors.
 */
@ApplicationScoped
public class HostedLadderTurns {

    @Inject
    HostedArenaRepository hosted;

    @Inject
    HostedArenaEntries entries;

    @Inject
    HostedArenaSettings settings;

    private final Map<String, AtomicInteger> turns = new ConcurrentHashMap<>();
    private volatile Boolean sandboxHere;

    /** Plays a hosted version's pair on {@code game} if one is due this turn; the games played, or empty. */
    public List<HostedArenaViews.HostedArenaGame> playNext(String game, BooleanSupplier stopping) {
        int turn = turns.computeIfAbsent(game, g -> new AtomicInteger()).getAndIncrement();
        int every = settings.establishedEvery();
        boolean establishedTurn = every > 0 && turn % every == 0;
        Optional<HostedLadderPicker.Candidate> next = next(game, establishedTurn);
        if (next.isEmpty() || !sandboxHere()) {
            return List.of();
        }
        return entries.playPair(next.get().playerId(), stopping);
    }

    @Transactional
    Optional<HostedLadderPicker.Candidate> next(String game, boolean establishedTurn) {
        List<HostedLadderPicker.Candidate> candidates = hosted.ladderCandidates(game);
        if (candidates.isEmpty()) {
            return Optional.empty();
        }
        Map<Long, Long> today = new HashMap<>();
        for (HostedLadderPicker.Candidate c : candidates) {
            today.computeIfAbsent(c.ownerAccountId(), entries::gamesToday);
        }
        return HostedLadderPicker.pick(candidates, today, settings.gamesPerOwnerPerDay(), establishedTurn);
    }

    private boolean sandboxHere() {
        Boolean here = sandboxHere;
        if (here == null) {
            here = SandboxCheck.missingHere().isEmpty();
            sandboxHere = here;
        }
        return here;
    }
}

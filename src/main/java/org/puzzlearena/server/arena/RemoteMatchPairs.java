package org.puzzlearena.server.arena;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.catalog.Games;
import org.puzzlearena.search.twoplayer.PlayerSpec;
import org.puzzlearena.server.arena.RemoteArenaGames.RemotePlayed;

/**
 * Stores a remote bot's games, and plays a remote bot's match pairs over its stream (docs/ARENA.md,
 * "Remote bots in matches"): the match's pair seed gives the opening of both games, each side has
 * colour 0 once, and the two games are stored, rated on the remote ladder and counted for the match
 * together by {@link ArenaMatches#count}, as every other match's pairs are.
 */
@ApplicationScoped
class RemoteMatchPairs {

    @Inject
    ArenaMatches matches;

    @Inject
    RemoteBots bots;

    @Inject
    RemoteArenaGames games;

    @Inject
    ArenaRecorder recorder;

    @Inject
    ArenaPlayerRepository players;

    @Inject
    ArenaSettings arena;

    @Inject
    RemoteArenaSettings settings;

    /**
     * Plays pair {@code d.index()} of {@code d.match()} with {@code bot} over its stream and counts it;
     * false when the server starts stopping meanwhile (the pair is dropped, as every match's pair is at
     * shutdown) or the stream closed. A stream closed in the first game forfeits the second as well
     * (its gameStart cannot be sent): a bot cannot leave a pair going badly and play it again.
     */
    boolean play(RemoteStream stream, ArenaPlayerRow bot, long owner, ArenaMatches.Due d, BooleanSupplier stopping) {
        Game game = Games.byId(d.match().game()).orElseThrow();
        State start = game.newInitialState(game.defaultInstance());
        List<RemotePlayed> played = new ArrayList<>(2);
        for (int g = 0; g < 2; g++) {
            ArenaPlayerRow first = g == 0 ? d.first() : d.second();
            ArenaPlayerRow second = g == 0 ? d.second() : d.first();
            bots.nowPlaying(bot.id(), ArenaLiveEvent.liveId(d.seed(), first.id(), second.id()));
            RemotePlayed p;
            try {
                p = games.play(
                        stream,
                        start,
                        d.seed(),
                        g,
                        first,
                        second,
                        bot,
                        owner,
                        d.match().id(),
                        stopping);
            } finally {
                bots.nowPlaying(bot.id(), null);
            }
            if (p == null || stopping.getAsBoolean()) {
                return false;
            }
            played.add(p);
        }
        List<ArenaRecorder.Stored> stored = matches.count(
                d.match().id(),
                d.index(),
                () -> List.of(
                        store(start, played.get(0), d.first(), d.second()),
                        store(start, played.get(1), d.second(), d.first())));
        ArenaPlayerRow after = row(bot.id());
        for (int g = 0; g < 2; g++) {
            int colour = (g == 0) == (d.first().id() == bot.id()) ? 0 : 1;
            stream.send(RemoteStreamEvents.GameEnd.of(
                    played.get(g),
                    stored.isEmpty() ? null : stored.get(g),
                    colour,
                    after,
                    d.match().id()));
        }
        return !stream.closed();
    }

    /** Stores and rates {@code p}, {@code first} having had colour 0, in the remote pool. */
    ArenaRecorder.Stored store(State start, RemotePlayed p, ArenaPlayerRow first, ArenaPlayerRow second) {
        return recorder.record(
                start,
                p.played(),
                first.id(),
                second.id(),
                budget(first),
                budget(second),
                arena.openingPlies(),
                "remote",
                p.forfeit());
    }

    private String budget(ArenaPlayerRow p) {
        return RemoteMatchRules.remote(p)
                ? "remote: its owner's machine, compute unknown; " + settings.secondsPerMove() + " s wall a move"
                : Budgets.of(PlayerSpec.parse(p.spec()));
    }

    @Transactional
    ArenaPlayerRow row(long playerId) {
        return players.find(playerId).orElseThrow();
    }
}

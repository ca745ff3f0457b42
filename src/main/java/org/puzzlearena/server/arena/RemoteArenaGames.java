package org.puzzlearena.server.arena;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BooleanSupplier;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.MoveCheck;
import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.catalog.Games;
import org.puzzlearena.search.solver.ExactSolver;
import org.puzzlearena.search.twoplayer.Match;
import org.puzzlearena.search.twoplayer.Player;
import org.puzzlearena.search.twoplayer.PlayerSpec;
import org.puzzlearena.search.twoplayer.SeededGame;

/**
 * Plays one game of a remote bot against a reference anchor over the bot's stream: the seed's
 * opening, then the anchor deciding on this thread and the bot answering each {@code yourTurn}
 * through {@code POST /api/arena/remote/games/{id}/move} within the wall-clock limit. A move the
 * rules refuse, no move in time, or a closed stream ends the game as the bot's loss, with the
 * verdict; the legal moves before it are kept. Stores nothing: the caller stores what this returns.
 */
@ApplicationScoped
public class RemoteArenaGames {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    /** Verdicts of a remote game lost other than on the board. */
    static final String TIME = "time";

    static final String ILLEGAL = "illegal move";
    static final String DISCONNECT = "disconnect";

    private final SecureRandom ids = new SecureRandom();

    /**
     * Games by id, for the move requests: in progress, and ended in the last {@link #KEEP_ENDED}
     * (so a late move hears that its game is over rather than that there is no such game).
     */
    private final Map<String, RemoteGame> inProgress = new ConcurrentHashMap<>();

    private final Map<String, Long> endedAt = new ConcurrentHashMap<>();

    private static final long KEEP_ENDED = 60_000_000_000L;

    @Inject
    RemoteArenaSettings settings;

    @Inject
    ArenaSettings arena;

    @Inject
    ArenaLivePublisher live;

    @Inject
    RemoteMoveRelay relay;

    /** A game played and not yet stored; {@code forfeit} is null for a game played out. */
    record RemotePlayed(String gameId, SeededGame.Played played, ArenaRecorder.Forfeit forfeit) {}

    /** The game in progress of that id, if this instance plays it. */
    RemoteGame find(String gameId) {
        return inProgress.get(gameId);
    }

    /**
     * Plays {@code first} (colour 0) against {@code second}, one of them the remote bot {@code bot},
     * from the seed's opening of {@code start} (a game of match {@code matchId}, or of the ladder when
     * null); null when {@code stopping} says the server is going
     * down while the bot is to move (the game is abandoned, not stored). Watchers of the live games
     * (ArenaLiveFeed) see it move by move, as they see the server's games.
     */
    RemotePlayed play(
            RemoteStream stream,
            State start,
            long seed,
            int g,
            ArenaPlayerRow first,
            ArenaPlayerRow second,
            ArenaPlayerRow bot,
            long ownerAccountId,
            Long matchId,
            BooleanSupplier stopping) {
        SeededGame.Watcher watcher = live.watcher(bot.game(), first, second, seed, start.currentPlayer());
        RemotePlayed p = play(stream, start, seed, g, first, second, bot, ownerAccountId, matchId, stopping, watcher);
        if (p != null) {
            watcher.ended(p.played().result(), p.played().moves().size());
        }
        return p;
    }

    private RemotePlayed play(
            RemoteStream stream,
            State start,
            long seed,
            int g,
            ArenaPlayerRow first,
            ArenaPlayerRow second,
            ArenaPlayerRow bot,
            long ownerAccountId,
            Long matchId,
            BooleanSupplier stopping,
            SeededGame.Watcher watcher) {
        Game game = Games.byId(bot.game()).orElseThrow();
        int botColour = first.id() == bot.id() ? 0 : 1;
        ArenaPlayerRow anchor = botColour == 0 ? second : first;
        List<String> opening = SeededGame.opening(start, arena.openingPlies(), seed);
        State s = start.copy();
        for (String m : opening) {
            s.play(((MoveCheck.Ok) s.readMove(m)).move());
        }
        PlayerSpec spec = PlayerSpec.parse(anchor.spec());
        ExactSolver solver = Match.sharedSolver(spec, spec, game);
        Player reference = spec.create(game, new SplitMix64(seed).nextLong() ^ g, solver);
        String id = relay.gameId(HexFormat.of().formatHex(randomBytes()));
        RemoteGame remote = new RemoteGame(id, bot.id(), ownerAccountId, opening.size(), settings.secondsPerMove());
        forgetEnded();
        inProgress.put(id, remote);
        List<SeededGame.TimedMove> moves = new ArrayList<>();
        watcher.started(opening);
        try {
            boolean sent = stream.send(new RemoteStreamEvents.GameStart(
                    id,
                    game.id(),
                    botColour,
                    anchor.label(),
                    anchor.id(),
                    opening,
                    List.of(),
                    settings.secondsPerMove(),
                    matchId));
            if (!sent) {
                throw new Disconnected();
            }
            while (!s.isTerminal()) {
                if (s.currentPlayer() != botColour) {
                    long cpu = THREADS.getCurrentThreadCpuTime();
                    long wall = System.nanoTime();
                    int move = reference.decide(s).move();
                    add(
                            moves,
                            new SeededGame.TimedMove(
                                    s.formatMove(move),
                                    (THREADS.getCurrentThreadCpuTime() - cpu) / 1e6,
                                    (System.nanoTime() - wall) / 1e6),
                            watcher);
                    s.play(move);
                    continue;
                }
                RemoteGame.Reply reply = botMove(stream, remote, s, moves, stopping);
                if (reply == null) {
                    return null;
                }
                switch (reply) {
                    case RemoteGame.Moved m -> {
                        // The bot's CPU is unknown (it thinks on its owner's machine): NaN, stored as NULL.
                        add(moves, new SeededGame.TimedMove(m.text(), Double.NaN, m.wallMs()), watcher);
                        s.play(m.move());
                    }
                    case RemoteGame.Illegal i -> {
                        return forfeit(
                                id,
                                game,
                                first,
                                second,
                                seed,
                                opening,
                                moves,
                                bot,
                                ILLEGAL,
                                "move " + (opening.size() + moves.size()) + " (" + i.text() + ") is illegal: "
                                        + i.reason());
                    }
                    case RemoteGame.TimedOut t -> {
                        return forfeit(
                                id,
                                game,
                                first,
                                second,
                                seed,
                                opening,
                                moves,
                                bot,
                                TIME,
                                "no move within " + t.seconds() + " s (wall clock) at move "
                                        + (opening.size() + moves.size()));
                    }
                }
            }
            return new RemotePlayed(
                    id,
                    new SeededGame.Played(game.id(), first.spec(), second.spec(), seed, opening, moves, s.returns(0)),
                    null);
        } catch (Disconnected | InterruptedException e) {
            if (e instanceof InterruptedException) {
                Thread.currentThread().interrupt();
            }
            String how = e instanceof Disconnected ? "closed" : "was interrupted";
            return forfeit(
                    id,
                    game,
                    first,
                    second,
                    seed,
                    opening,
                    moves,
                    bot,
                    DISCONNECT,
                    "the bot's stream " + how + " at move " + (opening.size() + moves.size()));
        } finally {
            remote.end();
            endedAt.put(id, System.nanoTime());
        }
    }

    /**
     * Sends the bot its turn and waits for the reply, writing keep-alives while it thinks; null when
     * the server starts stopping meanwhile.
     */
    private RemoteGame.Reply botMove(
            RemoteStream stream, RemoteGame remote, State s, List<SeededGame.TimedMove> moves, BooleanSupplier stopping)
            throws InterruptedException, Disconnected {
        remote.turn(s, moves.size());
        int[] buffer = new int[s.game().maxLegalMoves()];
        int n = s.legalMoves(buffer);
        List<String> legal = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            legal.add(s.formatMove(buffer[i]));
        }
        if (!stream.send(new RemoteStreamEvents.YourTurn(
                remote.id,
                moves.size(),
                moves.stream().map(SeededGame.TimedMove::move).toList(),
                legal,
                settings.secondsPerMove()))) {
            throw new Disconnected();
        }
        long keepAlive = Math.max(50, Math.round(settings.keepAliveSeconds() * 1000));
        long lastWrite = System.nanoTime();
        while (true) {
            // Short waits, so a server that starts stopping is noticed within a quarter second.
            RemoteGame.Reply r = remote.await(Math.min(keepAlive, 250));
            if (r != null) {
                return r;
            }
            if (stopping.getAsBoolean()) {
                return null;
            }
            if (stream.closed()) {
                throw new Disconnected();
            }
            if (System.nanoTime() - lastWrite >= keepAlive * 1_000_000) {
                if (!stream.keepAlive()) {
                    throw new Disconnected();
                }
                lastWrite = System.nanoTime();
            }
        }
    }

    private static RemotePlayed forfeit(
            String id,
            Game game,
            ArenaPlayerRow first,
            ArenaPlayerRow second,
            long seed,
            List<String> opening,
            List<SeededGame.TimedMove> moves,
            ArenaPlayerRow bot,
            String verdict,
            String reason) {
        int result = first.id() == bot.id() ? -1 : 1;
        return new RemotePlayed(
                id,
                new SeededGame.Played(game.id(), first.spec(), second.spec(), seed, opening, moves, result),
                new ArenaRecorder.Forfeit(bot.id(), verdict, reason));
    }

    private static void add(List<SeededGame.TimedMove> moves, SeededGame.TimedMove move, SeededGame.Watcher watcher) {
        moves.add(move);
        watcher.moved(moves.size() - 1, move);
    }

    private void forgetEnded() {
        long now = System.nanoTime();
        endedAt.entrySet().removeIf(e -> {
            boolean old = now - e.getValue() > KEEP_ENDED;
            if (old) {
                inProgress.remove(e.getKey());
            }
            return old;
        });
    }

    private byte[] randomBytes() {
        byte[] b = new byte[8];
        ids.nextBytes(b);
        return b;
    }

    /** The bot's stream closed while it was to move. */
    private static final class Disconnected extends Exception {
        Disconnected() {
            super(null, null, false, false);
        }
    }
}

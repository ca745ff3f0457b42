package org.puzzlearena.server.arena;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import org.puzzlearena.rating.GameResult;
import org.puzzlearena.rating.Glicko2;
import org.puzzlearena.rating.Glicko2Constants;
import org.puzzlearena.rating.Rating;
import org.puzzlearena.rating.RatingChange;
import org.puzzlearena.rules.Replay;
import org.puzzlearena.rules.ReplayResult;
import org.puzzlearena.rules.State;
import org.puzzlearena.search.twoplayer.GameProof;
import org.puzzlearena.search.twoplayer.SeededGame;

/**
 * Stores a played game and counts it: the moves are replayed with the rules first ({@link
 * GameProof}); a game they refuse is kept with the reason and changes no rating. A counted game is
 * one Glicko-2 rating period for each side (as lichess rates every game at once), against the
 * opponent's rating as it stands when the game is stored, under a lock on both players, so games
 * stored at once by several threads or instances are applied one after the other.
 */
@ApplicationScoped
public class ArenaRecorder {

    static final Glicko2 GLICKO = new Glicko2(Glicko2Constants.ARENA);

    @Inject
    ArenaPlayerRepository players;

    @Inject
    ArenaGameRepository games;

    @Inject
    Clock clock;

    @Inject
    Event<ArenaGameStored> storedEvents;

    /**
     * The game as stored: its id, whether it counted, and its result when it did ({@code first},
     * {@code second} or {@code draw}, as colour 0 and colour 1; null for a rejected game).
     */
    record Stored(long id, boolean counted, String result) {}

    /**
     * A hosted or remote bot that lost a game by its verdict (crash, time, illegal move, disconnect,
     * ...) rather than on the board: the game's legal moves are replayed, and it counts as that
     * player's loss.
     */
    record Forfeit(long playerId, String verdict, String reason) {}

    @Inject
    HostedArenaRepository hosted;

    /**
     * Stores {@code played}, colour 0 played by {@code firstId}, colour 1 by {@code secondId}, each
     * with its budget; {@code start} is the position the game (its opening included) started from.
     */
    @Transactional
    Stored record(
            State start,
            SeededGame.Played played,
            long firstId,
            long secondId,
            String firstBudget,
            String secondBudget,
            int openingPlies,
            String pool) {
        return record(start, played, firstId, secondId, firstBudget, secondBudget, openingPlies, pool, null);
    }

    /** As above; a non-null {@code forfeit} says who lost by a verdict and why. */
    @Transactional
    Stored record(
            State start,
            SeededGame.Played played,
            long firstId,
            long secondId,
            String firstBudget,
            String secondBudget,
            int openingPlies,
            String pool,
            Forfeit forfeit) {
        List<ArenaPlayerRow> locked = players.lock(firstId, secondId);
        ArenaPlayerRow first =
                locked.stream().filter(p -> p.id() == firstId).findFirst().orElseThrow();
        ArenaPlayerRow second =
                locked.stream().filter(p -> p.id() == secondId).findFirst().orElseThrow();
        List<String> moveTexts =
                played.moves().stream().map(SeededGame.TimedMove::move).toList();
        GameProof.Outcome proof = forfeit == null
                ? GameProof.check(start, played.opening(), moveTexts, played.result())
                : forfeitProof(start, played, moveTexts, forfeit, firstId);
        Integer result = proof instanceof GameProof.Proven p ? p.result() : null;
        String resultText = result == null ? null : result > 0 ? "first" : result < 0 ? "second" : "draw";
        String rejection = proof instanceof GameProof.Refused r ? r.reason() : null;
        long id = games.insert(new ArenaGameRepository.GameRow(
                0,
                played.game(),
                pool,
                firstId,
                secondId,
                played.first(),
                played.second(),
                firstBudget,
                secondBudget,
                played.seed(),
                openingPlies,
                String.join(" ", played.opening()),
                result == null ? "rejected" : "counted",
                resultText,
                rejection,
                clock.instant()));
        games.insertMoves(id, moveRows(played, start, firstId, secondId));
        if (forfeit != null && result != null) {
            hosted.insertForfeit(id, forfeit.playerId(), forfeit.verdict(), forfeit.reason());
        }
        if (result != null) {
            double firstScore = result > 0 ? 1 : result < 0 ? 0 : 0.5;
            rate(id, first, second, firstScore);
            rate(id, second, first, 1 - firstScore);
        }
        // Its live game (ArenaLiveFeed) links to the replay once this commits.
        storedEvents.fire(
                new ArenaGameStored(ArenaLiveEvent.liveId(played.seed(), firstId, secondId), id, result != null));
        return new Stored(id, result != null, resultText);
    }

    /**
     * A forfeited game counts when the moves before the verdict are legal and the game was not over
     * before them: the forfeiter loses, whatever the board says.
     */
    private static GameProof.Outcome forfeitProof(
            State start, SeededGame.Played played, List<String> moves, Forfeit forfeit, long firstId) {
        List<String> line = new ArrayList<>(played.opening());
        line.addAll(moves);
        return switch (Replay.moves(start, line)) {
            case ReplayResult.Invalid bad ->
                new GameProof.Refused(
                        bad.moveIndex(),
                        "move " + bad.moveIndex() + " (" + bad.move() + ") is illegal: " + bad.reason());
            case ReplayResult.Unreadable u -> new GameProof.Refused(-1, u.reason());
            case ReplayResult.Valid ok ->
                ok.finalState().isTerminal()
                        ? new GameProof.Refused(-1, "a forfeit after the game's end (" + forfeit.verdict() + ")")
                        : new GameProof.Proven(forfeit.playerId() == firstId ? -1 : 1);
        };
    }

    /** One side's rating period of one game, against the opponent's rating before this game. */
    private void rate(long gameId, ArenaPlayerRow player, ArenaPlayerRow opponent, double score) {
        Rating before = player.glicko();
        RatingChange change = GLICKO.explain(before, List.of(new GameResult(opponent.glicko(), score)));
        Rating after = change.after();
        players.applyGame(player.id(), after, score);
        games.insertChange(
                gameId,
                new ArenaGameRepository.ChangeRow(
                        player.id(),
                        opponent.id(),
                        score,
                        change.games().getFirst().expected(),
                        before.rating(),
                        before.deviation(),
                        before.volatility(),
                        opponent.rating(),
                        opponent.deviation(),
                        after.rating(),
                        after.deviation(),
                        after.volatility()));
    }

    /**
     * Each move with the player who made it: colours alternate from whoever is to move after the
     * opening (a move the rules refuse leaves the rest attributed by that alternation).
     */
    private static List<ArenaGameRepository.MoveRow> moveRows(
            SeededGame.Played played, State start, long firstId, long secondId) {
        int colour = (start.currentPlayer() + played.opening().size()) % 2;
        List<ArenaGameRepository.MoveRow> rows = new ArrayList<>();
        for (int i = 0; i < played.moves().size(); i++) {
            SeededGame.TimedMove m = played.moves().get(i);
            rows.add(new ArenaGameRepository.MoveRow(
                    i, (colour + i) % 2 == 0 ? firstId : secondId, m.move(), m.cpuMs(), m.wallMs()));
        }
        return rows;
    }
}

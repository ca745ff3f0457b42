package org.puzzlearena.server.arena;

import java.util.List;

/**
 * The events of a remote bot's NDJSON stream, one JSON object a line (each names its {@code type});
 * empty lines between them are keep-alives. docs/ARENA.md has an example session.
 */
final class RemoteStreamEvents {

    private RemoteStreamEvents() {}

    /** The first line: the stream is the bot's, with its time a move and the games its owner has left today. */
    record Connected(String type, long playerId, String game, double secondsPerMove, long gamesLeft) {
        Connected(long playerId, String game, double secondsPerMove, long gamesLeft) {
            this("connected", playerId, game, secondsPerMove, gamesLeft);
        }
    }

    /**
     * A game begins: its id (for moves), the bot's colour (0 moves first from the start position,
     * before the opening), the opponent, the opening's moves (played by nobody, from the seed) and
     * the moves so far after it (none yet), the wall seconds the bot has a move, and the match the
     * game is played for ({@code GET /api/arena/matches/{matchId}}; null: a ladder game).
     */
    record GameStart(
            String type,
            String gameId,
            String game,
            int colour,
            String opponent,
            long opponentId,
            List<String> opening,
            List<String> moves,
            double secondsPerMove,
            Long matchId) {
        GameStart(
                String gameId,
                String game,
                int colour,
                String opponent,
                long opponentId,
                List<String> opening,
                List<String> moves,
                double secondsPerMove,
                Long matchId) {
            this("gameStart", gameId, game, colour, opponent, opponentId, opening, moves, secondsPerMove, matchId);
        }
    }

    /** The bot is to move: every move after the opening so far, the legal moves, and its wall seconds. */
    record YourTurn(
            String type, String gameId, int ply, List<String> moves, List<String> legalMoves, double secondsLeft) {
        YourTurn(String gameId, int ply, List<String> moves, List<String> legalMoves, double secondsLeft) {
            this("yourTurn", gameId, ply, moves, legalMoves, secondsLeft);
        }
    }

    /**
     * A game ended and was stored: its arena record ({@code GET /api/arena/games/{arenaGameId}}),
     * whether the rules' replay counted it, the result from the bot's side, the verdict when the
     * bot lost by one ({@code time}, {@code illegal move}, {@code disconnect}) with the reason, and
     * the bot's rating and RD after it, and its match (null: a ladder game). A match's two games are
     * stored together once the pair is played, so their gameEnd events come after the second game;
     * a pair whose match ended meanwhile (cancelled) is not stored: {@code arenaGameId} null, not counted.
     */
    record GameEnd(
            String type,
            String gameId,
            Long arenaGameId,
            boolean counted,
            String result,
            String verdict,
            String reason,
            List<String> moves,
            double rating,
            double deviation,
            Long matchId) {

        /**
         * The end of {@code p}, the bot playing colour {@code colour}, stored as {@code s} (null: not
         * stored), with the bot's ladder entry {@code after} it.
         */
        static GameEnd of(
                RemoteArenaGames.RemotePlayed p,
                ArenaRecorder.Stored s,
                int colour,
                ArenaPlayerRow after,
                Long matchId) {
            String result = s == null || s.result() == null
                    ? null
                    : s.result().equals("draw")
                            ? "draw"
                            : s.result().equals(colour == 0 ? "first" : "second") ? "win" : "loss";
            return new GameEnd(
                    "gameEnd",
                    p.gameId(),
                    s == null ? null : s.id(),
                    s != null && s.counted(),
                    result,
                    p.forfeit() == null ? null : p.forfeit().verdict(),
                    p.forfeit() == null ? null : p.forfeit().reason(),
                    p.played().moves().stream()
                            .map(org.puzzlearena.search.twoplayer.SeededGame.TimedMove::move)
                            .toList(),
                    after.rating(),
                    after.deviation(),
                    matchId);
        }
    }

    /**
     * The last line: why the stream ends ({@code games}: the games asked for were played, {@code cap}:
     * the owner's daily cap, {@code stopping}: the server is going down), with the games left today
     * and the seconds until the cap resets.
     */
    record Done(String type, String reason, long gamesLeft, long secondsUntilReset) {
        Done(String reason, long gamesLeft, long secondsUntilReset) {
            this("done", reason, gamesLeft, secondsUntilReset);
        }
    }
}

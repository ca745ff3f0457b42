package org.puzzlearena.server.lab;

import jakarta.enterprise.context.ApplicationScoped;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Semaphore;
import java.util.function.Supplier;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.Games;
import org.puzzlearena.rules.MoveStrings;
import org.puzzlearena.rules.Replay;
import org.puzzlearena.rules.ReplayResult;
import org.puzzlearena.rules.State;
import org.puzzlearena.search.twoplayer.Player;
import org.puzzlearena.search.twoplayer.PlayerSpec;
import org.puzzlearena.server.api.ApiException;

/**
 * The MCTS lab's searches too big for a browser tab (beyond 50,000 simulations): the same UCT as
 * the page's worker and {@code bin/arena move}, seeded, so the server's answer is the one the CLI
 * gives. A search holds a core for up to a few seconds, so at most one per two cores runs at a
 * time (others get 503 with Retry-After) and callers are rate-limited by the resource.
 */
@ApplicationScoped
public class LabSearchService {

    /** About a second or two of one core in Connect Four; ten times the browser's budget and more. */
    public static final int MAX_SIMULATIONS = 1_000_000;

    /** About a second of one core for the deep player (a network evaluation per simulation). */
    public static final int MAX_DEEP_SIMULATIONS = 50_000;

    private final Semaphore running =
            new Semaphore(Math.max(1, Runtime.getRuntime().availableProcessors() / 2));

    /** The move chosen, with the search's statistics as JSON members (no braces). */
    public record LabMove(String move, String player, String position, long seed, long ms, String detailsJson) {}

    public LabMove move(LabMoveRequest request) {
        if (request == null) {
            throw ApiException.badRequest("game", "a JSON body with game, position, player and seed is required");
        }
        Game game = twoPlayerGame(request.game());
        String moves = request.position() == null ? "" : request.position();
        State position = position(game, moves);
        if (position.isTerminal()) {
            throw ApiException.unprocessable("Game over", "position", "the game is over: there is no move to choose");
        }
        PlayerSpec spec = player(request.player(), game);
        long seed = request.seed() == null ? 1 : request.seed();
        return onALabCore(() -> {
            long start = System.nanoTime();
            Player.Decision d = spec.create(game, seed).decide(position);
            long ms = (System.nanoTime() - start) / 1_000_000L;
            return new LabMove(
                    position.formatMove(d.move()), spec.toString(), normalized(game, moves), seed, ms, d.detailsJson());
        });
    }

    /**
     * Runs a search on one of the cores the lab may use (its searches and the solver's grades share
     * them), or answers 503 with Retry-After when they are all busy.
     */
    <T> T onALabCore(Supplier<T> search) {
        if (!running.tryAcquire()) {
            throw ApiException.unavailable(
                    "The lab's searches are busy",
                    "every core the lab may use is searching; try again in a few seconds",
                    Duration.ofSeconds(3));
        }
        try {
            return search.get();
        } finally {
            running.release();
        }
    }

    /** The position's move string as the rules split it ("4 4 5" and "445" are one position). */
    static String normalized(Game game, String moves) {
        return String.join("", MoveStrings.split(moves, game.maxGameLength() + 1));
    }

    static Game twoPlayerGame(String id) {
        Game game = id == null ? null : Games.byId(id).orElse(null);
        if (game == null || game.type().players() != 2) {
            throw ApiException.unprocessable(
                    "Not a lab game", "game", "the lab's games are tic-tac-toe and connect-four");
        }
        return game;
    }

    static State position(Game game, String moves) {
        List<String> texts;
        try {
            texts = MoveStrings.split(moves, game.maxGameLength() + 1);
        } catch (IllegalArgumentException e) {
            throw ApiException.unprocessable("Unreadable position", "position", e.getMessage());
        }
        ReplayResult r = Replay.moves(game, MoveStrings.START, texts);
        return switch (r) {
            case ReplayResult.Valid v -> v.finalState();
            case ReplayResult.Invalid bad ->
                throw ApiException.unprocessable(
                        "Illegal move",
                        "position",
                        "move " + (bad.moveIndex() + 1) + " ('" + bad.move() + "') is illegal: " + bad.reason());
            case ReplayResult.Unreadable u ->
                throw ApiException.unprocessable("Unreadable position", "position", u.reason());
        };
    }

    /**
     * UCT and the deep players run here: the others are cheap enough for the browser, or unbounded
     * (perfect). A deep simulation costs a network evaluation (tens of microseconds), ten to fifty
     * UCT playouts, so its cap is lower.
     */
    private static PlayerSpec player(String text, Game game) {
        PlayerSpec spec;
        try {
            spec = PlayerSpec.parse(text).requirePlays(game);
        } catch (IllegalArgumentException e) {
            throw ApiException.unprocessable("Not a player", "player", e.getMessage());
        }
        if (!spec.kind().equals("uct") && !spec.needsNetwork()) {
            throw ApiException.unprocessable(
                    "Not a server search",
                    "player",
                    "the server searches with uct:sims=N,c=X[,plain], deep:sims=N,c=X or net only");
        }
        int cap = spec.kind().equals("deep") ? MAX_DEEP_SIMULATIONS : MAX_SIMULATIONS;
        String sims = spec.options().get("sims");
        if (sims != null && Integer.parseInt(sims) > cap) {
            throw ApiException.unprocessable(
                    "Too big a search", "player", "sims: at most " + cap + " on the server, not " + sims);
        }
        if (spec.options().containsKey("reuse")) {
            throw ApiException.unprocessable(
                    "Not a server search", "player", "reuse keeps a tree between moves, which a request does not");
        }
        return spec;
    }
}

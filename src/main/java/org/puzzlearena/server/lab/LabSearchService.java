package org.puzzlearena.server.lab;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.MoveStrings;
import org.puzzlearena.rules.Replay;
import org.puzzlearena.rules.ReplayResult;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.catalog.Games;
import org.puzzlearena.search.SearchContext;
import org.puzzlearena.search.SearchListener;
import org.puzzlearena.search.twoplayer.DecisionJson;
import org.puzzlearena.search.twoplayer.Player;
import org.puzzlearena.search.twoplayer.PlayerSpec;

/**
 * The MCTS lab's searches too big for a browser tab (beyond 50,000 simulations): the same UCT as
 * the page's worker and {@code bin/arena move}, seeded, so the server's answer is the one the CLI
 * gives. A search holds a core for up to a few seconds, so at most one per two cores runs at a
 * time, in turns across client addresses ({@link LabCores}; 503 with Retry-After when the queue is
 * full), and callers are rate-limited by the resource.
 */
@ApplicationScoped
public class LabSearchService {

    /** About a second or two of one core in Connect Four; ten times the browser's budget and more. */
    public static final int MAX_SIMULATIONS = 1_000_000;

    /** About a second of one core for the deep player (a network evaluation per simulation). */
    public static final int MAX_DEEP_SIMULATIONS = 50_000;

    @Inject
    LabCores cores;

    /** The move chosen, with the search's statistics as JSON members (no braces). */
    public record LabMove(String move, String player, String position, long seed, long ms, String detailsJson) {}

    /**
     * The move for {@code request}, searched in {@code address}'s turn on a lab core; stopped as
     * soon as {@code clientGone} answers true (nobody waits for it any more).
     */
    public LabSearchOutcome move(LabMoveRequest request, String address, BooleanSupplier clientGone) {
        if (request == null) {
            return new LabSearchOutcome.NoBody();
        }
        Game game = twoPlayerGame(request.game()).orElse(null);
        if (game == null) {
            return new LabSearchOutcome.NotALabGame();
        }
        String moves = request.position() == null ? "" : request.position();
        Position read = position(game, moves);
        if (read.refused() != null) {
            return read.refused();
        }
        State position = read.state();
        if (position.isTerminal()) {
            return new LabSearchOutcome.GameOver();
        }
        PlayerSpec spec;
        try {
            spec = PlayerSpec.parse(request.player()).requirePlays(game);
        } catch (IllegalArgumentException e) {
            return new LabSearchOutcome.NotAPlayer(e.getMessage());
        }
        if (refusedPlayer(spec) instanceof LabSearchOutcome.Refused refused) {
            return refused;
        }
        long seed = request.seed() == null ? 1 : request.seed();
        // A search is not cut for another address's turn (its answer is the seeded one bin/arena
        // gives, and it takes a second or two at most): only for a client that has gone.
        return switch (cores.run(address, clientGone, false, stop -> {
            long start = System.nanoTime();
            Player player = spec.create(game, seed);
            SearchContext context = new SearchContext(player.moveBudget(), SearchListener.NONE);
            context.stopWhen(stop);
            Player.Decision d = player.decide(position, context);
            long ms = (System.nanoTime() - start) / 1_000_000L;
            return new LabMove(
                    position.formatMove(d.move()),
                    spec.toString(),
                    normalized(game, moves),
                    seed,
                    ms,
                    DecisionJson.members(position, d));
        })) {
            case LabCores.Ran<LabMove> ran -> new LabSearchOutcome.Moved(ran.result());
            case LabCores.Busy<LabMove> busy -> new LabSearchOutcome.Busy();
            case LabCores.Gone<LabMove> gone -> new LabSearchOutcome.ClientGone();
            case LabCores.Stopping<LabMove> stopping -> new LabSearchOutcome.ServerStopping();
        };
    }

    /** The position's move string as the rules split it ("4 4 5" and "445" are one position). */
    static String normalized(Game game, String moves) {
        return String.join("", MoveStrings.split(moves, game.maxGameLength() + 1));
    }

    /** The lab game {@code id} names (a two-player game), if it names one. */
    static Optional<Game> twoPlayerGame(String id) {
        Game game = id == null ? null : Games.byId(id).orElse(null);
        return game == null || game.type().players() != 2 ? Optional.empty() : Optional.of(game);
    }

    /** A position after a move string, or (instead) why there is none. */
    record Position(State state, LabSearchOutcome.Refused refused) {}

    static Position position(Game game, String moves) {
        List<String> texts;
        try {
            texts = MoveStrings.split(moves, game.maxGameLength() + 1);
        } catch (IllegalArgumentException e) {
            return new Position(null, new LabSearchOutcome.UnreadablePosition(e.getMessage()));
        }
        ReplayResult r = Replay.moves(game, MoveStrings.START, texts);
        return switch (r) {
            case ReplayResult.Valid v -> new Position(v.finalState(), null);
            case ReplayResult.Invalid bad ->
                new Position(
                        null, new LabSearchOutcome.IllegalPositionMove(bad.moveIndex() + 1, bad.move(), bad.reason()));
            case ReplayResult.Unreadable u -> new Position(null, new LabSearchOutcome.UnreadablePosition(u.reason()));
        };
    }

    /**
     * UCT and the deep players run here: the others are cheap enough for the browser, or unbounded
     * (perfect). A deep simulation costs a network evaluation (tens of microseconds), ten to fifty
     * UCT playouts, so its cap is lower.
     */
    private static LabSearchOutcome.Refused refusedPlayer(PlayerSpec spec) {
        return switch (spec) {
            case PlayerSpec.UctSpec uct
            when uct.simulations() > MAX_SIMULATIONS ->
                new LabSearchOutcome.TooBigASearch(MAX_SIMULATIONS, String.valueOf(uct.simulations()));
            case PlayerSpec.UctSpec uct when uct.reuse() -> new LabSearchOutcome.ReusesATree();
            case PlayerSpec.DeepMctsSpec deep
            when deep.simulations() > MAX_DEEP_SIMULATIONS ->
                new LabSearchOutcome.TooBigASearch(MAX_DEEP_SIMULATIONS, String.valueOf(deep.simulations()));
            case PlayerSpec.UctSpec uct -> null;
            case PlayerSpec.DeepMctsSpec deep -> null;
            case PlayerSpec.NetSpec net -> null;
            default -> new LabSearchOutcome.NotAServerPlayer();
        };
    }
}

package org.puzzlearena.server.arena;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.puzzlearena.rating.Glicko2Constants;
import org.puzzlearena.rating.Rating;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.catalog.Games;
import org.puzzlearena.server.arena.ArenaViews.ArenaConstants;
import org.puzzlearena.server.arena.ArenaViews.ArenaGamePage;
import org.puzzlearena.server.arena.ArenaViews.ArenaGameView;
import org.puzzlearena.server.arena.ArenaViews.ArenaLadder;
import org.puzzlearena.server.arena.ArenaViews.ArenaLadderEntry;
import org.puzzlearena.server.arena.ArenaViews.ArenaPlayed;
import org.puzzlearena.server.arena.ArenaViews.ArenaPlayerView;
import org.puzzlearena.server.arena.ArenaViews.ArenaSide;

/** The arena's reads (ladders, players, games) and the admin's "play ladder games now". */
@ApplicationScoped
public class ArenaService {

    /** The pools: the bots the server runs (measured compute) and remote bots (compute unknown). */
    static final List<String> POOLS = List.of("server", "remote");

    /** How many of a player's latest rating changes its page shows. */
    static final int HISTORY = 1000;

    @Inject
    ArenaPlayerRepository players;

    @Inject
    ArenaGameRepository games;

    @Inject
    HostedArenaRepository hosted;

    @Inject
    LadderGames ladder;

    @Inject
    ArenaSettings settings;

    public ArenaConstants constants() {
        Glicko2Constants c = Glicko2Constants.ARENA;
        return new ArenaConstants(
                c.tau(),
                c.initialRating(),
                c.initialDeviation(),
                c.initialVolatility(),
                "one game: each counted game is a rating period of its own for both players",
                Glicko2Constants.PROVISIONAL_DEVIATION,
                c.initialDeviation(),
                Glicko2Constants.SCALE,
                1.96);
    }

    /** The game, if it is one with an arena. */
    static <T> Optional<ArenaOutcome<T>> refuseGame(String gameId) {
        Optional<Game> game = Games.byId(gameId);
        if (game.isEmpty()) {
            return Optional.of(new ArenaOutcome.NoGame<>(gameId));
        }
        if (game.get().type().players() != 2) {
            return Optional.of(new ArenaOutcome.NotTwoPlayer<>(gameId));
        }
        return Optional.empty();
    }

    @Transactional
    public ArenaOutcome<ArenaLadder> ladder(String gameId, String pool) {
        Optional<ArenaOutcome<ArenaLadder>> refused = refuseGame(gameId);
        if (refused.isPresent()) {
            return refused.get();
        }
        String p = pool == null || pool.isBlank() ? "server" : pool;
        if (!POOLS.contains(p)) {
            return new ArenaOutcome.BadParameter<>("pool", "pool must be one of " + String.join(", ", POOLS));
        }
        List<ArenaPlayerRow> rows = players.ladder(gameId, p);
        List<ArenaLadderEntry> entries = new ArrayList<>(rows.size());
        for (int i = 0; i < rows.size(); i++) {
            entries.add(entry(i + 1, rows.get(i)));
        }
        return new ArenaOutcome.Ok<>(new ArenaLadder(gameId, p, entries));
    }

    static ArenaLadderEntry entry(int rank, ArenaPlayerRow r) {
        Rating g = r.glicko();
        return new ArenaLadderEntry(
                rank,
                r.id(),
                r.label(),
                r.kind(),
                r.spec(),
                r.rating(),
                r.deviation(),
                r.volatility(),
                g.low95(),
                g.high95(),
                g.provisional(),
                r.games(),
                r.wins(),
                r.draws(),
                r.losses());
    }

    @Transactional
    public Optional<ArenaPlayerView> player(long id) {
        return players.find(id).map(r -> {
            List<ArenaPlayerRow> ladderRows = players.ladder(r.game(), r.pool());
            int rank = 1 + ladderRows.stream().map(ArenaPlayerRow::id).toList().indexOf(r.id());
            return new ArenaPlayerView(
                    entry(rank, r),
                    r.game(),
                    r.pool(),
                    r.createdAt(),
                    games.history(id, HISTORY),
                    games.opponents(id),
                    games.moveTimes(id));
        });
    }

    @Transactional
    public Optional<ArenaGameView> game(long id) {
        return games.find(id).map(g -> {
            ArenaPlayerRow first = players.find(g.firstPlayerId()).orElseThrow();
            ArenaPlayerRow second = players.find(g.secondPlayerId()).orElseThrow();
            return new ArenaGameView(
                    g.id(),
                    g.game(),
                    g.pool(),
                    g.status(),
                    g.result(),
                    g.rejection(),
                    g.seed(),
                    g.openingPlies(),
                    g.opening().isEmpty()
                            ? List.of()
                            : Arrays.asList(g.opening().split(" ")),
                    new ArenaSide(first.id(), first.label(), first.kind(), g.firstSpec(), g.firstBudget()),
                    new ArenaSide(second.id(), second.label(), second.kind(), g.secondSpec(), g.secondBudget()),
                    games.moves(g.id(), g.firstPlayerId()),
                    games.changes(g.id(), g.firstPlayerId()),
                    hosted.forfeit(g.id()).orElse(null),
                    g.createdAt());
        });
    }

    /** Games newest first, of a player and/or a game (null: any). */
    @Transactional
    public ArenaOutcome<ArenaGamePage> games(Long player, String gameId, int offset, int limit) {
        if (gameId != null) {
            Optional<ArenaOutcome<ArenaGamePage>> refused = refuseGame(gameId);
            if (refused.isPresent()) {
                return refused.get();
            }
        }
        return new ArenaOutcome.Ok<>(new ArenaGamePage(
                games.count(player, gameId), offset, limit, games.page(player, gameId, offset, limit)));
    }

    public int maxGamesPerRequest() {
        return settings.maxGamesPerRequest();
    }

    /** Plays {@code count} ladder games of {@code gameId} now (count/2 matchmade colour-paired pairs). */
    public ArenaOutcome<ArenaPlayed> play(String gameId, int count) {
        Optional<ArenaOutcome<ArenaPlayed>> refused = refuseGame(gameId);
        if (refused.isPresent()) {
            return refused.get();
        }
        int max = settings.maxGamesPerRequest();
        if (count < 2 || count > max || count % 2 != 0) {
            return new ArenaOutcome.BadParameter<>(
                    "count",
                    "count must be an even number from 2 to " + max
                            + ": ladder games are played in colour-paired pairs");
        }
        List<ArenaRecorder.Stored> stored = new ArrayList<>(count);
        for (int i = 0; i < count / 2; i++) {
            stored.addAll(ladder.playPair(gameId));
        }
        int counted =
                (int) stored.stream().filter(ArenaRecorder.Stored::counted).count();
        return new ArenaOutcome.Ok<>(new ArenaPlayed(
                stored.size(),
                counted,
                stored.size() - counted,
                summaries(stored.stream().map(ArenaRecorder.Stored::id).toList())));
    }

    @Transactional
    List<ArenaViews.ArenaGameSummary> summaries(List<Long> ids) {
        return games.summaries(ids);
    }
}

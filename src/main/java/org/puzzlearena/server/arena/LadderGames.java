package org.puzzlearena.server.arena;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.catalog.Games;
import org.puzzlearena.search.solver.ExactSolver;
import org.puzzlearena.search.twoplayer.Match;
import org.puzzlearena.search.twoplayer.PlayerSpec;
import org.puzzlearena.search.twoplayer.SeededGame;

/**
 * Plays the reference ladder's games: the matchmaker picks two reference bots, they play one
 * colour-paired pair (the same seed, so the same opening, once with each colour), and each game is
 * stored and counted by {@link ArenaRecorder}. The playing is done outside any transaction; only
 * the storing holds the players' rows.
 */
@ApplicationScoped
public class LadderGames {

    /** Seeds stay below 2^53, so a page's JavaScript reads them exactly. */
    static final long SEED_MASK = (1L << 53) - 1;

    private final SecureRandom seeds = new SecureRandom();

    @Inject
    ArenaPlayerRepository players;

    @Inject
    ArenaRecorder recorder;

    @Inject
    ArenaSettings settings;

    @Inject
    ArenaLivePublisher live;

    /** The reference bots of {@code game}'s ladder as they stand. */
    @Transactional
    List<ArenaPlayerRow> references(String game) {
        return players.references(game);
    }

    /** Plays one matchmade pair of {@code game}: the stored games (none when the ladder has fewer than two bots). */
    public List<ArenaRecorder.Stored> playPair(String gameId) {
        return playPair(gameId, () -> false);
    }

    /**
     * As {@link #playPair(String)}, but both games are played before either is stored, and neither is
     * stored once {@code stopping} says the server is going down: a pair still thinking at SIGTERM
     * must not write to a database that is closing (a ladder game is cheap to lose, never half-stored).
     */
    public List<ArenaRecorder.Stored> playPair(String gameId, BooleanSupplier stopping) {
        long seed = seeds.nextLong() & SEED_MASK;
        Optional<Matchmaker.Pairing> pairing =
                Matchmaker.pick(references(gameId), settings.nearest(), new SplitMix64(seed));
        if (pairing.isEmpty()) {
            return List.of();
        }
        return playPair(gameId, pairing.get().player(), pairing.get().opponent(), seed, stopping);
    }

    /** Plays {@code a} against {@code b} from the seed's opening, once with each colour, and stores both games. */
    List<ArenaRecorder.Stored> playPair(String gameId, ArenaPlayerRow a, ArenaPlayerRow b, long seed) {
        return playPair(gameId, a, b, seed, () -> false);
    }

    private List<ArenaRecorder.Stored> playPair(
            String gameId, ArenaPlayerRow a, ArenaPlayerRow b, long seed, BooleanSupplier stopping) {
        PlayedPair pair = play(gameId, a, b, seed);
        if (stopping.getAsBoolean()) {
            return List.of();
        }
        return store(pair);
    }

    /** A pair played and not yet stored: {@code a} with colour 0 in the first game, {@code b} in the second. */
    record PlayedPair(
            State start,
            ArenaPlayerRow a,
            ArenaPlayerRow b,
            PlayerSpec specA,
            PlayerSpec specB,
            SeededGame.Played aFirst,
            SeededGame.Played bFirst) {}

    /** Plays {@code a} against {@code b} from the seed's opening, once with each colour; stores nothing. */
    PlayedPair play(String gameId, ArenaPlayerRow a, ArenaPlayerRow b, long seed) {
        Game game = Games.byId(gameId).orElseThrow();
        State start = game.newInitialState(game.defaultInstance());
        PlayerSpec specA = PlayerSpec.parse(a.spec());
        PlayerSpec specB = PlayerSpec.parse(b.spec());
        ExactSolver solver = Match.sharedSolver(specA, specB, game);
        int plies = settings.openingPlies();
        // Watchers see each game move by move as it is played (ArenaLiveFeed).
        SeededGame.Played aFirst = SeededGame.play(
                start, specA, specB, seed, plies, solver, live.watcher(gameId, a, b, seed, start.currentPlayer()));
        SeededGame.Played bFirst = SeededGame.play(
                start, specB, specA, seed, plies, solver, live.watcher(gameId, b, a, seed, start.currentPlayer()));
        return new PlayedPair(start, a, b, specA, specB, aFirst, bFirst);
    }

    /** Stores and rates both games of a played pair (in the caller's transaction, if it has one). */
    List<ArenaRecorder.Stored> store(PlayedPair pair) {
        List<ArenaRecorder.Stored> stored = new ArrayList<>(2);
        stored.add(store(pair.start(), pair.aFirst(), pair.a(), pair.b(), pair.specA(), pair.specB()));
        stored.add(store(pair.start(), pair.bFirst(), pair.b(), pair.a(), pair.specB(), pair.specA()));
        return stored;
    }

    private ArenaRecorder.Stored store(
            State start,
            SeededGame.Played played,
            ArenaPlayerRow first,
            ArenaPlayerRow second,
            PlayerSpec firstSpec,
            PlayerSpec secondSpec) {
        return recorder.record(
                start,
                played,
                first.id(),
                second.id(),
                Budgets.of(firstSpec),
                Budgets.of(secondSpec),
                settings.openingPlies(),
                first.pool());
    }
}

package org.puzzlearena.search;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.puzzlearena.search.ResultReplay.assertReplaysToClaimedScore;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.catalog.Games;

/**
 * Every bot, as the command line and the server build it, on every game: what it returns replays
 * with the rules core to exactly the score it claims, and a seed with a playout budget fixes it.
 */
class EveryBotEveryGameTest {

    static Stream<Arguments> botsAndGames() {
        List<BotConfig> bots = List.of(
                BotConfig.of("sample"),
                BotConfig.of("nmcs").withLevel(1),
                BotConfig.of("nmcs").withLevel(2).withMemorize(false),
                BotConfig.of("beam").withBeamSizes(new int[] {3, 2}),
                BotConfig.of("beam").withBeamSizes(new int[] {2, 2}).withThreads(2),
                BotConfig.of("nrpa").withLevel(2).withIterations(10),
                BotConfig.of("sp-mcts"));
        List<Arguments> cases = new ArrayList<>();
        for (Game game : Games.all()) {
            if (game.type().players() != 1) {
                continue; // puzzle bots maximise one player's score; two-player games have their own players
            }
            for (BotConfig bot : bots) {
                cases.add(Arguments.of(game.id(), bot));
            }
        }
        return cases.stream();
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("botsAndGames")
    void theResultReplaysToItsScore(String gameId, BotConfig bot) {
        Game game = Games.byId(gameId).orElseThrow();
        State root = game.newInitialState(game.defaultInstance());
        SearchAlgorithm algorithm = bot.create(game);
        SearchResult r = Search.run(algorithm, root, Budget.ofPlayouts(1_500), 99, SearchListener.NONE);
        assertReplaysToClaimedScore(gameId, game.defaultInstance(), r);
        if (bot.threads() == 1) {
            SearchResult again = Search.run(algorithm, root, Budget.ofPlayouts(1_500), 99, SearchListener.NONE);
            assertEquals(r.score(), again.score());
            assertArrayEquals(r.moves(), again.moves(), "a seed and a playout budget fix a single-threaded search");
        }
    }
}

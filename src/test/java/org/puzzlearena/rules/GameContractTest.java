package org.puzzlearena.rules;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.puzzlearena.rules.catalog.Games;

/**
 * The same random-play contract for every game (OpenSpiel's basic test): whatever the puzzle, the
 * engine, its notation and the verifier must agree with each other at every step of a game.
 */
class GameContractTest {

    private static final int GAMES_PER_INSTANCE = 12;
    private static final ObjectMapper JSON = new ObjectMapper();

    static Stream<Arguments> instances() {
        List<Arguments> cases = new ArrayList<>();
        for (Game game : Games.all()) {
            cases.add(Arguments.of(game.id(), game.defaultInstance()));
        }
        cases.add(Arguments.of("samegame", "standard/7"));
        cases.add(Arguments.of("samegame", "random/11/6x5x3"));
        cases.add(Arguments.of("samegame-jsgames", "random/12/8x8x4"));
        cases.add(Arguments.of("samegame", "grid/01210,12021,20112,01201,11220,02102"));
        cases.add(Arguments.of("sudoku16", "generated/3/40"));
        cases.add(Arguments.of("leftmost", "depth/9"));
        cases.add(Arguments.of("connect-four", "start/4455"));
        cases.add(Arguments.of("tic-tac-toe", "start/51"));
        return cases.stream();
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("instances")
    void randomGamesKeepEveryInvariant(String gameId, String instance) {
        Game game = Games.byId(gameId).orElseThrow();
        for (int g = 0; g < GAMES_PER_INSTANCE; g++) {
            SplitMix64 rng = new SplitMix64(1000L * g + gameId.hashCode());
            State state = game.newInitialState(instance);
            List<String> texts = new ArrayList<>();
            int[] moves = new int[game.maxLegalMoves()];
            int[] scratch = new int[game.maxLegalMoves()];
            if (instance.startsWith(MoveStrings.START + "/")) {
                int reached = instance.length() - MoveStrings.START.length() - 1;
                assertEquals((reached - 1) % 2, state.lastPlayer(), "a position reached by moves: its last mover");
            } else {
                assertEquals(State.NO_PLAYER, state.lastPlayer(), "nobody has moved in an initial state");
            }
            while (true) {
                assertPlayersAndReturns(game, state);
                int n = state.legalMoves(moves);
                assertEquals(n, state.legalMoveCount(), "legalMoveCount agrees with legalMoves");
                assertEquals(n == 0, state.isTerminal(), "terminal exactly when there is no legal move");
                assertTrue(state.moveCount() <= game.maxGameLength(), "game length bound");
                if (n == 0) {
                    break;
                }
                assertUnique(moves, n);
                for (int i = 0; i < n; i++) {
                    assertTrue(
                            moves[i] >= 0 && moves[i] < MoveHistory.MOVE_LIMIT,
                            "a move fits a MoveHistory: " + moves[i]);
                }
                for (int i = 0; i < n; i++) {
                    String text = state.formatMove(moves[i]);
                    assertEquals(MoveCheck.ok(moves[i]), state.readMove(text), "notation round-trips: " + text);
                }
                int random = state.randomMove(rng, scratch);
                assertTrue(contains(moves, n, random), "randomMove returns a legal move");
                assertCopyIsIndependent(state, moves[rng.nextInt(n)]);
                int move = moves[rng.nextInt(n)];
                texts.add(state.formatMove(move));
                int mover = state.currentPlayer();
                state.play(move);
                assertEquals(texts.size(), state.moveCount());
                assertEquals(mover, state.lastPlayer(), "the last player is the one who was to move");
            }
            assertReplayAgrees(game, instance, state, texts);
        }
    }

    /**
     * Whose turn it is and what each player gets, as the game's type says: a one-player game is
     * always at player 0 and its return is its score; in a two-player game the players are 0 and 1,
     * and at the end one wins and the other loses, or both draw.
     */
    private static void assertPlayersAndReturns(Game game, State state) {
        GameType type = game.type();
        if (type.players() == 1) {
            assertEquals(0, state.currentPlayer(), "a puzzle is always at player 0");
            assertEquals(state.score(), state.returns(0), "a puzzle's return is its score");
            assertThrows(IllegalArgumentException.class, () -> state.returns(1), "a puzzle has no player 1");
            if (state.moveCount() > 0) {
                assertEquals(0, state.lastPlayer());
            }
            return;
        }
        assertTrue(state.currentPlayer() == 0 || state.currentPlayer() == 1, "players are 0 and 1");
        if (state.moveCount() > 0 && !state.isTerminal()) {
            assertEquals(1 - state.lastPlayer(), state.currentPlayer(), "two players take turns");
        }
        if (type.result() == ResultKind.WIN_DRAW_LOSS) {
            int r0 = state.returns(0);
            int r1 = state.returns(1);
            assertEquals(0, r0 + r1, "what one wins the other loses");
            if (state.isTerminal()) {
                assertTrue(r0 == ResultKind.WIN || r0 == ResultKind.DRAW || r0 == ResultKind.LOSS, "win, draw or loss");
            } else {
                assertEquals(0, r0, "nobody has won before the end");
            }
        }
    }

    /**
     * The facts of every game are coherent and true: a puzzle has one player and a score, the
     * default policy is one of its policies, every generator makes instances the game builds under
     * the generator's prefix, with and without its parameters, and a tree said small is small.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void factsAboutTheGameAreTrue(String gameId) {
        Game game = Games.byId(gameId).orElseThrow();
        GameType type = game.type();
        assertTrue(type.players() == 1 || type.players() == 2);
        assertEquals(
                type.players() == 1,
                type.result() == ResultKind.SCORE,
                "puzzles keep a score, two-player games win or lose");
        assertTrue(type.policies().contains(type.defaultPolicy()));
        assertEquals(GameType.UNIFORM_POLICY, type.policies().get(0));
        for (InstanceGenerator generator : type.generators()) {
            if (generator.kind() == InstanceGenerator.Kind.SEEDED) {
                List<String> none = new ArrayList<>();
                generator.parameters().forEach(p -> none.add(null));
                String id = generator.seededId(7, none);
                assertEquals(generator.prefix() + "/7", id);
                assertTrue(game.newInitialState(id).instanceId().startsWith(generator.prefix() + "/"));
                assertEquals(
                        game.newInitialState(id).render(),
                        game.newInitialState(id).render(),
                        "a seed is one board");
                assertNotEquals(
                        game.newInitialState(id).render(),
                        game.newInitialState(generator.seededId(8, none)).render(),
                        "another seed, another board");
                List<String> examples = generator.parameters().stream()
                        .map(InstanceGenerator.Parameter::example)
                        .toList();
                String withAll =
                        game.newInitialState(generator.seededId(7, examples)).instanceId();
                assertEquals(
                        generator.seededId(7, examples), withAll, "the parameters are spelt as the game reads them");
            } else {
                String board = generator.boardId(List.of("0101", "1010", "0110"));
                assertEquals(board, game.newInitialState(board).instanceId(), "an uploaded board is an instance");
            }
        }
        if (type.has(GameType.Trait.SMALL_TREE)) {
            State start = game.newInitialState(game.defaultInstance());
            assertTrue(
                    nodesUpTo(start, SMALL_TREE_NODES) <= SMALL_TREE_NODES,
                    "a small tree is walked whole in a moment: at most " + SMALL_TREE_NODES + " positions");
        }
    }

    /** Tic-tac-toe's tree has 549,946 nodes; a tree that calls itself small stays within twice that. */
    private static final long SMALL_TREE_NODES = 1_100_000;

    /** The nodes of the game tree under {@code s}, counted until there are more than {@code limit}. */
    private static long nodesUpTo(State s, long limit) {
        long nodes = 1;
        if (s.isTerminal()) {
            return nodes;
        }
        int[] moves = new int[s.game().maxLegalMoves()];
        int n = s.legalMoves(moves);
        for (int i = 0; i < n && nodes <= limit; i++) {
            State next = s.copy();
            next.play(moves[i]);
            nodes += nodesUpTo(next, limit - nodes);
        }
        return nodes;
    }

    static Stream<String> games() {
        return Games.all().stream().map(Game::id);
    }

    /**
     * What a client draws for a legal move (moveJson) is JSON, leaves the position untouched, and
     * says what the move does: a SameGame group's cells and points are what playing it removes and
     * scores; a Morpion move's dot is the dot it adds.
     */
    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("instances")
    void moveJsonDescribesWhatEveryLegalMoveDoes(String gameId, String instance) throws Exception {
        Game game = Games.byId(gameId).orElseThrow();
        SplitMix64 rng = new SplitMix64(77 + gameId.hashCode());
        State state = game.newInitialState(instance);
        int[] moves = new int[game.maxLegalMoves()];
        for (int step = 0; step < 30 && !state.isTerminal(); step++) {
            int n = state.legalMoves(moves);
            String before = state.positionJson();
            for (int i = 0; i < n; i++) {
                JsonNode described = JSON.readTree(state.moveJson(moves[i]));
                assertTrue(described.isObject(), "moveJson is an object: " + described);
                State after = state.copy();
                after.play(moves[i]);
                assertMoveDoesWhatItSays(state, after, described);
            }
            assertEquals(before, state.positionJson(), "describing moves leaves the position as it was");
            state.play(moves[rng.nextInt(n)]);
        }
    }

    private static void assertMoveDoesWhatItSays(State before, State after, JsonNode described) throws Exception {
        String game = before.game().id();
        if (game.startsWith("samegame")) {
            int removed = JSON.readTree(before.positionJson()).get("remaining").asInt()
                    - JSON.readTree(after.positionJson()).get("remaining").asInt();
            assertEquals(removed, described.get("cells").size(), "a group's cells are the blocks it removes");
            int size = removed;
            assertEquals((size - 2) * (size - 2), described.get("points").asInt());
            if (!after.isTerminal()) {
                assertEquals(
                        before.score() + described.get("points").asInt(),
                        after.score(),
                        "points are the score it adds");
            }
        } else if (game.startsWith("morpion")) {
            String dot = described.get("dot").toString();
            assertFalse(contains(JSON.readTree(before.positionJson()).get("dots"), dot), "the dot is new");
            assertTrue(contains(JSON.readTree(after.positionJson()).get("dots"), dot), "the move adds that dot");
        } else if (game.equals("sudoku16")) {
            int cell = described.get("cell").asInt();
            assertEquals(
                    '.',
                    JSON.readTree(before.positionJson()).get("grid").asText().charAt(cell));
            assertEquals(
                    described.get("symbol").asText().charAt(0),
                    JSON.readTree(after.positionJson()).get("grid").asText().charAt(cell));
        } else if (game.equals("tic-tac-toe")) {
            int cell = described.get("cell").asInt();
            assertEquals(
                    '.',
                    JSON.readTree(before.positionJson()).get("cells").asText().charAt(cell - 1));
            assertEquals(
                    before.currentPlayer() == 0 ? 'X' : 'O',
                    JSON.readTree(after.positionJson()).get("cells").asText().charAt(cell - 1),
                    "the mover's mark lands there");
            assertEquals(described.get("wins").asBoolean(), after.returns(before.currentPlayer()) == ResultKind.WIN);
        } else if (game.equals("connect-four")) {
            int column = described.get("column").asInt();
            int row = described.get("row").asInt();
            JsonNode rows = JSON.readTree(after.positionJson()).get("cells");
            assertEquals(
                    (char) ('0' + before.currentPlayer()),
                    rows.get(6 - row).asText().charAt(column - 1),
                    "the stone lands on the lowest empty cell of its column");
            JsonNode rowsBefore = JSON.readTree(before.positionJson()).get("cells");
            assertEquals('.', rowsBefore.get(6 - row).asText().charAt(column - 1));
            if (row > 1) {
                assertNotEquals('.', rowsBefore.get(7 - row).asText().charAt(column - 1), "it rests on a stone");
            }
            assertEquals(described.get("wins").asBoolean(), after.returns(before.currentPlayer()) == ResultKind.WIN);
        } else {
            String path = JSON.readTree(after.positionJson()).get("path").asText();
            assertEquals(described.get("dir").asText(), path.substring(path.length() - 1));
        }
    }

    private static boolean contains(JsonNode array, String element) {
        for (JsonNode e : array) {
            if (e.toString().equals(element)) {
                return true;
            }
        }
        return false;
    }

    private static void assertCopyIsIndependent(State state, int move) {
        String before = state.render();
        int score = state.score();
        int count = state.legalMoveCount();
        int[] history = state.history();
        State copy = state.copy();
        assertEquals(before, copy.render(), "a copy starts equal");
        copy.play(move);
        assertEquals(before, state.render(), "playing on a copy leaves the original unchanged");
        assertEquals(score, state.score());
        assertEquals(count, state.legalMoveCount());
        assertArrayEquals(history, state.history());
        assertEquals(history.length + 1, copy.moveCount());
    }

    private static void assertReplayAgrees(Game game, String instance, State played, List<String> texts) {
        ReplayResult replay = Replay.moves(game, instance, texts);
        ReplayResult.Valid valid = assertInstanceOf(ReplayResult.Valid.class, replay, () -> replay.toString());
        assertEquals(played.score(), valid.score(), "replaying the history gives the same score");
        assertEquals(played.moveCount(), valid.moves());
        assertArrayEquals(played.history(), valid.finalState().history(), "and the same moves");
        assertEquals(played.render(), valid.finalState().render(), "and the same position");

        String file = game.solutionFormat().write(played);
        ReplayResult fromFile = Replay.file(game, instance, file);
        ReplayResult.Valid validFile =
                assertInstanceOf(ReplayResult.Valid.class, fromFile, () -> fromFile + "\n" + file);
        assertEquals(played.score(), validFile.score(), "the file notation round-trips");
        assertArrayEquals(played.history(), validFile.finalState().history());

        if (!texts.isEmpty()) {
            List<String> extra = new ArrayList<>(texts);
            extra.add(texts.get(0));
            ReplayResult tooLong = Replay.moves(game, instance, extra);
            ReplayResult.Invalid invalid = assertInstanceOf(ReplayResult.Invalid.class, tooLong);
            assertEquals(texts.size(), invalid.moveIndex(), "a move after the end is reported at its index");
        }
    }

    private static void assertUnique(int[] moves, int n) {
        Set<Integer> seen = new HashSet<>();
        for (int i = 0; i < n; i++) {
            assertTrue(seen.add(moves[i]), () -> "duplicate legal move in " + Arrays.toString(Arrays.copyOf(moves, n)));
        }
    }

    private static boolean contains(int[] moves, int n, int move) {
        for (int i = 0; i < n; i++) {
            if (moves[i] == move) {
                return true;
            }
        }
        return false;
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("instances")
    void garbageNeverThrowsAndNamesTheFirstBadMove(String gameId, String instance) {
        Game game = Games.byId(gameId).orElseThrow();
        List<String> garbage = List.of(
                "",
                " ",
                "\u0000",
                "(((",
                "999999999999,1",
                "-5,-5",
                "r0c0=Z",
                "<script>",
                "L R",
                "(2147483647,5) - 0",
                "\uD83D\uDE00");
        for (String g : garbage) {
            ReplayResult result = Replay.moves(game, instance, List.of(g));
            ReplayResult.Invalid invalid =
                    assertInstanceOf(ReplayResult.Invalid.class, result, () -> g + " -> " + result);
            assertEquals(0, invalid.moveIndex());
            assertFalse(invalid.reason().isBlank(), "a reason a person can read");
        }
        ReplayResult unreadable = Replay.moves(game, "no-such-instance/42", List.of());
        assertInstanceOf(ReplayResult.Unreadable.class, unreadable);
    }
}

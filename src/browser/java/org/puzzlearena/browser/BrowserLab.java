package org.puzzlearena.browser;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.GameType;
import org.puzzlearena.rules.MoveCheck;
import org.puzzlearena.rules.MoveStrings;
import org.puzzlearena.rules.Replay;
import org.puzzlearena.rules.ReplayResult;
import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.catalog.Games;
import org.puzzlearena.search.bandit.BanditPolicy;
import org.puzzlearena.search.bandit.BanditRace;
import org.puzzlearena.search.bandit.BernoulliArms;
import org.puzzlearena.search.bandit.EpsilonGreedy;
import org.puzzlearena.search.bandit.Ucb1;
import org.puzzlearena.search.bandit.UniformRandomPolicy;
import org.puzzlearena.search.deep.MirrorAveragedNet;
import org.puzzlearena.search.deep.Networks;
import org.puzzlearena.search.deep.PolicyValueNet;
import org.puzzlearena.search.solver.Analysis;
import org.puzzlearena.search.solver.ExactSolver;
import org.puzzlearena.search.solver.GradeSearch;
import org.puzzlearena.search.solver.Solvers;
import org.puzzlearena.search.twoplayer.DecisionJson;
import org.puzzlearena.search.twoplayer.GameCensus;
import org.puzzlearena.search.twoplayer.Match;
import org.puzzlearena.search.twoplayer.Player;
import org.puzzlearena.search.twoplayer.PlayerSpec;
import org.puzzlearena.search.twoplayer.mcts.Mcts;
import org.puzzlearena.search.twoplayer.mcts.MctsIteration;
import org.puzzlearena.search.twoplayer.mcts.MctsSettings;
import org.puzzlearena.search.twoplayer.mcts.NetworkValue;
import org.teavm.jso.JSExport;

/**
 * The MCTS lab's engine in the browser: TeaVM compiles this class with the rules and the two-player
 * bots, solvers and bandits it reaches into frontend/src/rules/generated/lab.js, which the lab's Web
 * Worker loads (frontend/src/lab/worker.ts). Every number the lab shows comes from these calls:
 * the same UCT, solver and bandit code as {@code bin/arena move|analyse|match|bandit}. Answers are
 * JSON strings; a refused input comes back as {@code {"error":"why"}}, never as an exception.
 */
public final class BrowserLab {

    /** Solvers by game id, kept between calls (one worker, one thread): later moves solve faster. */
    private static final Map<String, ExactSolver> SOLVERS = new HashMap<>();

    /** The step-by-step search being watched: continued when asked for a later iteration. */
    private static String traceKey;

    private static Mcts traceSearch;
    private static State tracePosition;
    private static int traceDone;

    private BrowserLab() {}

    /** TeaVM wants an entry point; the module is used through its exports. */
    public static void main(String[] args) {}

    /**
     * The move {@code player} (a {@link PlayerSpec}, e.g. {@code uct:sims=1000,c=1.414}) chooses in
     * {@code position} of {@code game}: {@code {"move":"4","player":"...",<its statistics>}}.
     */
    @JSExport
    public static String move(String game, String position, String player, double seed) {
        try {
            State s = playable(game, position, "there is no move to choose");
            PlayerSpec spec = PlayerSpec.parse(player);
            Player p = spec.create(s.game(), (long) seed, solver(s.game()));
            Player.Decision d = p.decide(s);
            StringBuilder b = new StringBuilder(200).append('{');
            JsonText.field(b, "move");
            JsonText.string(b, s.formatMove(d.move())).append(',');
            JsonText.field(b, "player");
            JsonText.string(b, spec.toString());
            b.append(',').append(DecisionJson.members(s, d));
            return b.append('}').toString();
        } catch (IllegalArgumentException e) {
            return error(e.getMessage());
        }
    }

    /**
     * What the shipped policy/value network says of {@code position} (Connect Four):
     * {@code {"value":0.5321,"priors":[{"move":"1","prior":0.0213},...],"outputs":[...]}}: the value
     * in [0, 1] for the side to move, the prior of each legal move, and the raw outputs (7 logits then
     * the tanh value), also as their float bits for the parity test against the server's forward pass.
     */
    @JSExport
    public static String evaluate(String game, String position) {
        try {
            State s = playable(game, position, "there is nothing to evaluate");
            MirrorAveragedNet net = Networks.forGame(s.game().id())
                    .orElseThrow(() -> new IllegalArgumentException(s.game().id()
                            + " has no policy/value network; the games with one: "
                            + String.join(", ", Networks.games())));
            // The value and priors the players use; the raw outputs of the position's own pass, which a
            // parity test compares.
            MirrorAveragedNet.Reading reading = net.read(s);
            int[] moves = new int[s.game().maxLegalMoves()];
            int n = s.legalMoves(moves);
            PolicyValueNet.Evaluation e = reading.evaluation(moves, n);
            float[] outputs = reading.own();
            StringBuilder b = new StringBuilder(400).append('{');
            JsonText.field(b, "value");
            b.append(DecisionJson.fixed4((e.value() + 1) / 2)).append(',');
            JsonText.field(b, "priors");
            b.append('[');
            for (int i = 0; i < n; i++) {
                b.append(i == 0 ? "{" : ",{");
                JsonText.field(b, "move");
                JsonText.string(b, s.formatMove(moves[i])).append(',');
                JsonText.field(b, "prior");
                b.append(DecisionJson.fixed4(e.priors()[i])).append('}');
            }
            b.append("],");
            JsonText.field(b, "outputs");
            b.append('[');
            for (int i = 0; i < outputs.length; i++) {
                b.append(i == 0 ? "" : ",").append(Float.toString(outputs[i]));
            }
            b.append("],");
            JsonText.field(b, "outputBits");
            b.append('[');
            for (int i = 0; i < outputs.length; i++) {
                b.append(i == 0 ? "" : ",").append(Float.floatToIntBits(outputs[i]));
            }
            return b.append("]}").toString();
        } catch (IllegalArgumentException e) {
            return error(e.getMessage());
        }
    }

    /**
     * The exact solver's grade of {@code move} played in {@code position}, made as the server makes
     * it ({@link GradeSearch}: the results first, the distance that tells best from inaccuracy only
     * within its first {@link GradeSearch#DISTANCE_MS}): {@code {"grade":"best"|"inaccuracy"|"mistake"
     * |"blunder"|null,"basis":"score"|"result"|null,"analysis":{...}}}, where the analysis is the
     * grade search's (scores where proven, else bounds) and the grade is null when {@code budgetMs}
     * (0: no budget) ran out before the results were proven. An exact analysis of an early position
     * takes minutes where its results take a book lookup or seconds: grading by the exact scores,
     * the page's own grade of an early move took its whole 3 s budget (docs/BENCHMARKS.md).
     */
    @JSExport
    public static String grade(String game, String position, String move, double budgetMs) {
        try {
            State s = playable(game, position, "no move to grade");
            MoveCheck check = s.readMove(move);
            if (!(check instanceof MoveCheck.Ok legal)) {
                return error("move '" + move + "' is not legal here: " + ((MoveCheck.Refused) check).reason());
            }
            long budget = budgetMs > 0 ? (long) Math.ceil(budgetMs) : NO_BUDGET_MS;
            GradeSearch.Verdict v = GradeSearch.grade(solver(s.game()), s, legal.move(), budget);
            StringBuilder b = new StringBuilder(400).append('{');
            JsonText.field(b, "grade");
            if (v.grade() == null) {
                b.append("null");
            } else {
                JsonText.string(b, v.grade().id());
            }
            b.append(',');
            JsonText.field(b, "basis");
            if (v.basis() == null) {
                b.append("null");
            } else {
                JsonText.string(b, v.basis().id());
            }
            b.append(',');
            JsonText.field(b, "analysis").append('{');
            return v.analysis().appendJsonMembers(b).append("}}").toString();
        } catch (IllegalArgumentException e) {
            return error(e.getMessage());
        }
    }

    /** A grade asked with no budget (tic-tac-toe's, solved in microseconds) still has an end: an hour. */
    private static final long NO_BUDGET_MS = 3_600_000;

    /** {@code bin/arena analyse} for a position: every move's exact score, or bounds when {@code budgetMs} ran out. */
    @JSExport
    public static String analyse(String game, String position, double budgetMs) {
        try {
            State s = playable(game, position, "nothing to analyse");
            return analyse(s, budgetMs)
                    .appendJsonMembers(new StringBuilder(400).append('{'))
                    .append('}')
                    .toString();
        } catch (IllegalArgumentException e) {
            return error(e.getMessage());
        }
    }

    /**
     * Iteration {@code iteration} (1-based) of a seeded search of {@code position}, phase by phase:
     * {@code bot} "uct" (random rollouts, UCB1) or "deep" (the game's network, PUCT; Connect Four).
     * {@code {"iteration":k,"rule":"ucb1"|"puct","tree":[...],"changes":[[...],[...],[...]],
     * "step":{MctsIteration}}}: the tree at the end of each phase ({@link LabTraceJson#phases}) and
     * what the simulation did ({@link LabTraceJson#iteration}), trees as {@link LabTraceJson#tree}.
     * The search with these settings is kept, so asking for the next iteration runs one simulation;
     * going back re-runs the seeded search from the start, which gives the very same tree.
     */
    @JSExport
    public static String trace(
            String game, String position, String bot, double c, boolean solver, double seed, int iteration) {
        try {
            if (iteration < 1 || iteration > 100_000) {
                return error("iteration: from 1 to 100000");
            }
            if (!(c >= 0 && c <= 100)) {
                return error("c: from 0 to 100");
            }
            String key = game + "|" + position + "|" + bot + "|" + c + "|" + solver + "|" + (long) seed;
            if (!key.equals(traceKey) || iteration <= traceDone) {
                State s = playable(game, position, "there is nothing to search");
                traceSearch = new Mcts(traceSettings(s, bot, c, solver), (long) seed);
                traceSearch.begin(s);
                tracePosition = s;
                traceKey = key;
                traceDone = 0;
            }
            while (traceDone < iteration - 1) {
                traceSearch.step(tracePosition);
                traceDone++;
            }
            MctsIteration step = traceSearch.trace(tracePosition);
            traceDone++;
            StringBuilder b = new StringBuilder(8000).append('{');
            JsonText.field(b, "iteration").append(iteration).append(',');
            JsonText.field(b, "rule");
            JsonText.string(b, bot.equals("deep") ? "puct" : "ucb1").append(',');
            b.append(LabTraceJson.phases(step.trees())).append(',');
            JsonText.field(b, "step").append(LabTraceJson.iteration(step));
            return b.append('}').toString();
        } catch (IllegalArgumentException e) {
            traceKey = null;
            return error(e.getMessage());
        }
    }

    /** UCT, or the deep bot's search (its network and PUCT, MCTS-Solver with draws when {@code solver}). */
    private static MctsSettings traceSettings(State s, String bot, double c, boolean solver) {
        return switch (bot) {
            case "uct" -> MctsSettings.uct(c, solver, false);
            case "deep" -> {
                PolicyValueNet net = Networks.forGame(s.game().id())
                        .orElseThrow(() -> new IllegalArgumentException("bot: deep needs a policy/value network; "
                                + "the games with one: " + String.join(", ", Networks.games())));
                yield MctsSettings.alphaZero(new NetworkValue(net), c, solver);
            }
            default -> throw new IllegalArgumentException("bot: 'uct' or 'deep', not '" + bot + "'");
        };
    }

    /**
     * The bandit race of {@code bin/arena bandit}: random, epsilon-greedy and UCB1 on Bernoulli arms
     * ({@code arms}: probabilities separated by commas), the mean cumulative regret of each at about
     * forty checkpoints spread evenly on a log scale, and UCB1's bound (Auer et al. 2002) at each.
     */
    @JSExport
    public static String bandit(String arms, int pulls, int runs, double seed, double epsilon, double c) {
        try {
            BernoulliArms bandit = arms(arms);
            if (pulls < 10 || pulls > 1_000_000) {
                return error("pulls: from 10 to 1000000");
            }
            if (runs < 1 || runs > 10_000) {
                return error("runs: from 1 to 10000");
            }
            if (!(epsilon >= 0 && epsilon <= 1)) {
                return error("epsilon: a probability from 0 to 1");
            }
            if (!(c >= 0 && c <= 100)) {
                return error("c: from 0 to 100");
            }
            int k = bandit.count();
            List<BanditPolicy> policies =
                    List.of(new UniformRandomPolicy(k), new EpsilonGreedy(k, epsilon), new Ucb1(k, c));
            long[] checkpoints = logCheckpoints(pulls, 40);
            List<BanditRace.PolicyRegret> table =
                    BanditRace.run(bandit, policies, pulls, runs, (long) seed, checkpoints);
            StringBuilder b = new StringBuilder(4000).append('{');
            JsonText.field(b, "checkpoints").append('[');
            for (int i = 0; i < checkpoints.length; i++) {
                b.append(i > 0 ? "," : "").append(checkpoints[i]);
            }
            b.append("],");
            JsonText.field(b, "policies").append('[');
            for (int p = 0; p < table.size(); p++) {
                BanditRace.PolicyRegret r = table.get(p);
                b.append(p > 0 ? ",{" : "{");
                JsonText.field(b, "name");
                JsonText.string(b, r.policy()).append(',');
                JsonText.field(b, "mean");
                numbers(b, r.mean()).append(',');
                JsonText.field(b, "standardError");
                numbers(b, r.standardError()).append('}');
            }
            b.append("],");
            double[] bound = new double[checkpoints.length];
            for (int i = 0; i < checkpoints.length; i++) {
                bound[i] = bandit.ucb1Bound(checkpoints[i]);
            }
            JsonText.field(b, "ucb1Bound");
            numbers(b, bound).append(',');
            JsonText.field(b, "meanGap").append(bandit.meanGap());
            return b.append('}').toString();
        } catch (IllegalArgumentException e) {
            return error(e.getMessage());
        }
    }

    /**
     * {@code bin/arena match}: {@code games} games between two player specs from {@code position},
     * taking turns to start unless {@code fixed}: {@code {"games":n,"wins":{"first":a,"second":b},"draws":d}}.
     */
    @JSExport
    public static String match(
            String game, String position, String first, String second, int games, double seed, boolean fixed) {
        try {
            State s = playable(game, position, "there is nothing to play");
            if (games < 1 || games > 10_000) {
                return error("games: from 1 to 10000");
            }
            Match.Result r = Match.play(
                    s,
                    PlayerSpec.parse(first),
                    PlayerSpec.parse(second),
                    games,
                    (long) seed,
                    fixed,
                    solver(s.game()),
                    null);
            return "{\"games\":" + r.games() + ",\"wins\":{\"first\":" + r.firstWins() + ",\"second\":" + r.secondWins()
                    + "},\"draws\":" + r.draws() + "}";
        } catch (IllegalArgumentException e) {
            return error(e.getMessage());
        }
    }

    /**
     * The whole game tree of a game small enough to walk ({@link GameType.Trait#SMALL_TREE}) from the
     * empty board, counted by the rules: tic-tac-toe's is
     * {@code {"positions":5478,"terminal":958,"games":255168,"firstWins":...,"secondWins":...,"draws":...}}.
     */
    @JSExport
    public static String census(String game) {
        try {
            Predicate<GameType> small = t -> t.players() == 2 && t.has(GameType.Trait.SMALL_TREE);
            if (Games.byId(game).filter(g -> small.test(g.type())).isEmpty()) {
                return error("game: the census walks the whole game tree, which only "
                        + String.join(" and ", ids(small)) + " allows");
            }
            GameCensus c = GameCensus.of(position(game, ""));
            return "{\"positions\":" + c.positions() + ",\"terminal\":" + c.terminal() + ",\"games\":" + c.games()
                    + ",\"firstWins\":" + c.firstWins() + ",\"secondWins\":" + c.secondWins() + ",\"draws\":"
                    + c.draws() + "}";
        } catch (IllegalArgumentException e) {
            return error(e.getMessage());
        }
    }

    /** A seed for the move at {@code ply} of a game played with {@code seed}: each move its own stream. */
    @JSExport
    public static double moveSeed(double seed, int ply) {
        // 53 bits, so the number survives the trip through a JavaScript double exactly.
        return (double) (new SplitMix64((long) seed * 1_000_003L + ply).nextLong() >>> 11);
    }

    private static Analysis analyse(State s, double budgetMs) {
        return solver(s.game()).analyse(s, deadline(budgetMs));
    }

    /** The end of a budget of {@code budgetMs} from now; none for 0. */
    private static long deadline(double budgetMs) {
        return budgetMs > 0 ? System.nanoTime() + (long) (budgetMs * 1e6) : Long.MAX_VALUE;
    }

    private static ExactSolver solver(Game game) {
        // 2^20 table slots (about 10 MB), not the server's 80 MB: a browser tab's share. One solver
        // per game, kept: its tables are what makes the next answer fast.
        return SOLVERS.computeIfAbsent(game.id(), id -> Solvers.forGame(game, 1 << 20));
    }

    /** The position, which must not be over: {@code nothing} says what there is then nothing to do. */
    private static State playable(String gameId, String moves, String nothing) {
        State s = position(gameId, moves);
        if (s.isTerminal()) {
            throw new IllegalArgumentException("the game is over: " + nothing);
        }
        return s;
    }

    /** The position a move string reaches from the empty board, or why it cannot be read. */
    private static State position(String gameId, String moves) {
        Game game = Games.byId(gameId).orElse(null);
        if (game == null || game.type().players() != 2) {
            throw new IllegalArgumentException("game: the lab plays " + String.join(" and ", ids(t -> t.players() == 2))
                    + ", not '" + gameId + "'");
        }
        List<String> texts = MoveStrings.split(moves, game.maxGameLength() + 1);
        ReplayResult r = Replay.moves(game, MoveStrings.START, texts);
        return switch (r) {
            case ReplayResult.Valid v -> v.finalState();
            case ReplayResult.Invalid bad ->
                throw new IllegalArgumentException("position: move " + (bad.moveIndex() + 1) + " ('" + bad.move()
                        + "') is illegal: " + bad.reason());
            case ReplayResult.Unreadable u -> throw new IllegalArgumentException("position: " + u.reason());
        };
    }

    /** The ids of the catalogue's games whose facts pass {@code test}, in catalogue order, for messages. */
    private static List<String> ids(Predicate<GameType> test) {
        List<String> ids = new ArrayList<>();
        for (Game g : Games.all()) {
            if (test.test(g.type())) {
                ids.add(g.id());
            }
        }
        return ids;
    }

    private static BernoulliArms arms(String text) {
        String[] parts = text.split(",", -1);
        if (parts.length < 2 || parts.length > 20) {
            throw new IllegalArgumentException("arms: 2 to 20 probabilities separated by commas");
        }
        double[] means = new double[parts.length];
        for (int i = 0; i < parts.length; i++) {
            try {
                means[i] = Double.parseDouble(parts[i].trim());
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("arms: '" + parts[i].trim() + "' is not a number");
            }
            if (!(means[i] >= 0 && means[i] <= 1)) {
                throw new IllegalArgumentException("arms: " + parts[i].trim() + " is not a probability from 0 to 1");
            }
        }
        return new BernoulliArms(means);
    }

    /** About {@code n} distinct pull counts from 1 to {@code pulls}, evenly spread on a log scale. */
    static long[] logCheckpoints(int pulls, int n) {
        List<Long> out = new ArrayList<>();
        for (int i = 0; i <= n; i++) {
            long t = Math.round(Math.pow(pulls, i / (double) n));
            if (t >= 1 && (out.isEmpty() || t > out.get(out.size() - 1))) {
                out.add(t);
            }
        }
        if (out.get(out.size() - 1) != pulls) {
            out.add((long) pulls);
        }
        long[] a = new long[out.size()];
        for (int i = 0; i < a.length; i++) {
            a[i] = out.get(i);
        }
        return a;
    }

    private static StringBuilder numbers(StringBuilder b, double[] values) {
        b.append('[');
        for (int i = 0; i < values.length; i++) {
            // Three decimals are plenty for a chart and keep the answer small.
            b.append(i > 0 ? "," : "").append(Math.round(values[i] * 1000) / 1000.0);
        }
        return b.append(']');
    }

    private static String error(String message) {
        StringBuilder b = new StringBuilder(100).append('{');
        JsonText.field(b, "error");
        return JsonText.string(b, message == null ? "refused" : message)
                .append('}')
                .toString();
    }
}

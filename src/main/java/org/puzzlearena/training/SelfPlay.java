package org.puzzlearena.training;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.connectfour.ConnectFourGame;
import org.puzzlearena.rules.connectfour.ConnectFourTensor;
import org.puzzlearena.search.deep.MlpNet;
import org.puzzlearena.search.twoplayer.Puct;
import org.puzzlearena.training.TrainingParams.LearningParams;
import org.puzzlearena.training.TrainingParams.MctsParams;

/**
 * Stage 2 of training, AlphaZero's loop: the best network so far plays itself with PUCT
 * (Dirichlet noise at the root, moves drawn by visits for the first plies, then the most visited);
 * every position becomes an example whose policy target is the search's visit shares and whose value
 * target is the game's result for the side to move there; a candidate trained from the best network
 * on the examples of the last generations must then beat it (over games from varied two-ply
 * openings, both colours) to become the new best. Games are seeded by their number, so which games
 * a generation plays does not depend on the thread count (PyTorch's multi-threaded training and the
 * time budget can still make two runs differ).
 */
public final class SelfPlay {

    /** One generation: whether its candidate was kept, its score against the best, and its network. */
    public record Generation(
            int number,
            boolean kept,
            double gateScore,
            int examples,
            double seconds,
            double cpuSeconds,
            MlpNet candidate,
            MlpNet best) {}

    private static final Game GAME = ConnectFourGame.get();

    private SelfPlay() {}

    /**
     * Runs the generations from {@code start}; {@code each} hears every generation as it ends.
     * {@code anchor} (solver-labelled examples, may be empty) is trained on beside the self-play
     * window, so what the supervised stage learnt exactly is not washed out by noisy game results.
     */
    public static MlpNet run(
            MlpNet start,
            TrainingParams params,
            List<? extends Example> anchor,
            Consumer<Generation> each,
            Consumer<String> progress) {
        TrainingBudget.Meter clock = params.budget().start();
        MlpNet best = start;
        Deque<List<SelfPlayExample>> window = new ArrayDeque<>();
        try (ExecutorService pool =
                Executors.newFixedThreadPool(params.selfPlay().threads())) {
            for (int g = 1; g <= params.generations() && !clock.spent(); g++) {
                TrainingBudget.Meter generation = TrainingBudget.NONE.start();
                List<SelfPlayExample> examples = playGames(best, params, g, pool);
                window.addLast(examples);
                while (window.size() > params.window()) {
                    window.removeFirst();
                }
                List<Example> buffer = new ArrayList<>(anchor);
                window.forEach(buffer::addAll);
                progress.accept(String.format(
                        Locale.ROOT,
                        "generation %d: %d self-play games, %d examples (%d in the window, %d labelled beside) in %.1f s",
                        g,
                        params.selfPlay().games(),
                        examples.size(),
                        buffer.size() - anchor.size(),
                        anchor.size(),
                        generation.wallSeconds()));
                MlpNet candidate;
                LearningParams learning = params.learning();
                try (NetTrainer trainer =
                        new NetTrainer(best, learning.learningRate(), learning.batch(), params.seed() + g)) {
                    NetTrainer.Losses l = null;
                    for (int step = 0; step < learning.steps(); step++) {
                        l = trainer.step(buffer, learning.batch());
                    }
                    candidate = trainer.toNet();
                    if (l != null) {
                        progress.accept(String.format(
                                Locale.ROOT,
                                "generation %d: %d steps, last batch loss %.4f (policy %.4f, value %.4f)",
                                g,
                                learning.steps(),
                                l.total(),
                                l.policy(),
                                l.value()));
                    }
                }
                double score = gate(candidate, best, params, g, pool);
                boolean kept = score > params.arena().threshold();
                progress.accept(String.format(
                        Locale.ROOT,
                        "generation %d: candidate scored %.1f%% against the best over %d games: %s",
                        g,
                        100 * score,
                        params.arena().games(),
                        kept ? "kept as the new best" : "discarded"));
                if (kept) {
                    best = candidate;
                }
                each.accept(new Generation(
                        g,
                        kept,
                        score,
                        examples.size(),
                        generation.wallSeconds(),
                        generation.cpuSeconds(),
                        candidate,
                        best));
            }
        }
        return best;
    }

    /** The examples of one generation's games, in game order. */
    static List<SelfPlayExample> playGames(MlpNet net, TrainingParams params, int generation, ExecutorService pool) {
        List<Future<List<SelfPlayExample>>> games = new ArrayList<>();
        for (int i = 0; i < params.selfPlay().games(); i++) {
            long seed = params.seed() * 1_000_003L + generation * 100_003L + i;
            games.add(pool.submit(() -> selfPlayGame(net, params, seed)));
        }
        List<SelfPlayExample> all = new ArrayList<>();
        for (Future<List<SelfPlayExample>> f : games) {
            all.addAll(join(f));
        }
        return all;
    }

    /** One game of the network against itself, its positions (and their mirror images) as examples. */
    static List<SelfPlayExample> selfPlayGame(MlpNet net, TrainingParams params, long seed) {
        MctsParams mcts = params.selfPlay().mcts();
        Puct exploring = new Puct(
                "self-play", net, Puct.Settings.selfPlay(mcts.simulations(), mcts.cPuct(), mcts.noiseAlpha(), 1), seed);
        Puct greedy = new Puct(
                "self-play", net, Puct.Settings.selfPlay(mcts.simulations(), mcts.cPuct(), mcts.noiseAlpha(), 0), seed);
        State s = GAME.newInitialState("start");
        List<float[]> inputs = new ArrayList<>();
        List<float[]> policies = new ArrayList<>();
        List<Integer> movers = new ArrayList<>();
        while (!s.isTerminal()) {
            Puct player = s.moveCount() < mcts.temperaturePlies() ? exploring : greedy;
            int move = player.decide(s).move();
            float[] input = new float[ConnectFourTensor.INPUTS];
            ConnectFourTensor.VIEW.encode(s, input);
            float[] policy = new float[ConnectFourTensor.OUTPUTS];
            int[] visits = player.rootVisits();
            int[] moves = player.rootMoves();
            int total = 0;
            for (int v : visits) {
                total += v;
            }
            for (int i = 0; i < moves.length; i++) {
                policy[ConnectFourTensor.VIEW.output(moves[i])] = (float) visits[i] / total;
            }
            inputs.add(input);
            policies.add(policy);
            movers.add(s.currentPlayer());
            s.play(move);
        }
        List<SelfPlayExample> examples = new ArrayList<>(2 * inputs.size());
        for (int i = 0; i < inputs.size(); i++) {
            float z = (float) Math.signum(s.returns(movers.get(i)));
            examples.add(new SelfPlayExample(inputs.get(i), policies.get(i), z));
            examples.add(new SelfPlayExample(
                    ConnectFourTensor.VIEW.mirrorInput(inputs.get(i)),
                    ConnectFourTensor.VIEW.mirrorOutputs(policies.get(i)),
                    z));
        }
        return examples;
    }

    /**
     * The candidate's score against the best (a win 1, a draw 1/2) over games from two-ply openings
     * drawn without repeats, each opening played once with either network first; both search
     * without noise at the self-play search's simulations.
     */
    static double gate(MlpNet candidate, MlpNet best, TrainingParams params, int generation, ExecutorService pool) {
        List<int[]> openings = new ArrayList<>();
        for (int a = 0; a < 7; a++) {
            for (int b = 0; b < 7; b++) {
                openings.add(new int[] {a, b});
            }
        }
        SplitMix64 rng = new SplitMix64(params.seed() * 31 + generation);
        for (int i = openings.size() - 1; i > 0; i--) {
            Collections.swap(openings, i, rng.nextInt(i + 1));
        }
        List<Future<Double>> results = new ArrayList<>();
        for (int i = 0; i < params.arena().games(); i++) {
            int[] opening = openings.get((i / 2) % openings.size());
            boolean candidateFirst = i % 2 == 0;
            long seed = params.seed() * 7_919L + generation * 1_009L + i;
            results.add(pool.submit(() -> match(candidate, best, opening, candidateFirst, params, seed)));
        }
        double sum = 0;
        for (Future<Double> f : results) {
            sum += join(f);
        }
        return params.arena().games() == 0 ? 1 : sum / params.arena().games();
    }

    /** One gate game: the candidate's result (1, 1/2 or 0). */
    private static double match(
            MlpNet candidate, MlpNet best, int[] opening, boolean candidateFirst, TrainingParams params, long seed) {
        MctsParams mcts = params.selfPlay().mcts();
        Puct c = new Puct("candidate", candidate, Puct.Settings.playing(mcts.simulations(), mcts.cPuct()), seed);
        Puct b = new Puct("best", best, Puct.Settings.playing(mcts.simulations(), mcts.cPuct()), seed);
        State s = GAME.newInitialState("start");
        for (int move : opening) {
            s.play(move);
        }
        int candidatePlayer = candidateFirst ? 0 : 1;
        while (!s.isTerminal()) {
            Puct mover = s.currentPlayer() == candidatePlayer ? c : b;
            s.play(mover.decide(s).move());
        }
        return (Math.signum(s.returns(candidatePlayer)) + 1) / 2;
    }

    private static <T> T join(Future<T> f) {
        try {
            return f.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("self-play interrupted", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("a self-play game failed: " + e.getCause(), e.getCause());
        }
    }
}

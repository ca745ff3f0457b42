package org.puzzlearena.search.twoplayer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.SplitMix64;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.catalog.Games;
import org.puzzlearena.search.deep.PolicyValueNet;
import org.puzzlearena.search.twoplayer.mcts.Dirichlet;
import org.puzzlearena.search.twoplayer.mcts.MctsReport;

/**
 * PUCT against positions whose answer is known, for both colours (a flipped sign in the backup is
 * the classic bug): it takes an immediate win and blocks the opponent's, guided only by finished
 * games when the network knows nothing (uniform priors, value 0). With MCTS-Solver it proves wins,
 * losses and draws, stops once the root is proven, and never plays a move it proved lost.
 */
class PuctTest {

    /** A network that knows nothing: every legal move equally likely, every position even. */
    static final PolicyValueNet KNOWS_NOTHING = new PolicyValueNet() {
        @Override
        public String gameId() {
            return "connect-four";
        }

        @Override
        public Evaluation evaluate(State position, int[] moves, int count) {
            float[] p = new float[count];
            Arrays.fill(p, 1f / count);
            return new Evaluation(p, 0f);
        }
    };

    /** Connect Four after {@code columns} (1-based column digits, as the lab writes positions). */
    static State connectFour(String columns) {
        State s = Games.byId("connect-four").orElseThrow().newInitialState("start");
        for (char c : columns.toCharArray()) {
            s.play(c - '1');
        }
        return s;
    }

    private static int decide(String columns, int simulations) {
        Player p = new Puct("deep", KNOWS_NOTHING, Puct.Settings.playing(simulations, 1.5), 7);
        return p.decide(connectFour(columns)).move() + 1;
    }

    @Test
    void eachSideTakesItsImmediateWin() {
        assertEquals(1, decide("121217", 200), "the first player completes column 1");
        assertEquals(2, decide("1212726", 200), "the second player completes column 2");
    }

    @Test
    void eachSideBlocksTheOpponentsWin() {
        assertEquals(1, decide("12121", 800), "the second player blocks column 1");
        assertEquals(2, decide("7212125", 800), "the first player blocks column 2");
    }

    /** A decision and its statistics as the pages get them. */
    private record Decided(int move, MctsReport report, String json) {}

    private static Decided decided(Player p, String columns) {
        State s = connectFour(columns);
        Player.Decision d = p.decide(s);
        return new Decided(d.move(), ((Player.Searched) d.stats()).report(), DecisionJson.members(s, d));
    }

    /** The search with MCTS-Solver, as the players use it. */
    private static Decided solving(String columns, int simulations) {
        return decided(
                new Puct(
                        "deep",
                        KNOWS_NOTHING,
                        Puct.Settings.playing(simulations, 1.5).withSolver(true),
                        7),
                columns);
    }

    private static long simulationsRun(Decided d) {
        return d.report().simulations();
    }

    @Test
    void theSolverProvesAnImmediateWinAndStops() {
        for (String columns : new String[] {"121217", "1212726"}) {
            Decided d = solving(columns, 800);
            int winning = columns.length() % 2 == 0 ? 1 : 2;
            assertEquals(winning - 1, d.move(), columns);
            assertTrue(d.json().contains("{\"move\":\"" + winning + "\","), d.json());
            assertTrue(d.json().contains("\"proven\":\"win\""), d.json());
            assertTrue(simulationsRun(d) < 800, "a proven root needs no more simulations: " + d.json());
        }
    }

    @Test
    void theSolverNeverPlaysAMoveItProvedLost() {
        // Red threatens column 1 (three stacked); every yellow move but column 1 loses at once.
        for (int simulations : new int[] {30, 100, 800}) {
            Decided d = solving("12121", simulations);
            assertEquals(0, d.move(), "blocks with " + simulations + " simulations: " + d.json());
        }
    }

    @Test
    void theSolverProvesALostPositionAndStillMoves() {
        // Red's 2-3-4 on the bottom row is open at both ends: yellow blocks one, red takes the other.
        Decided d = solving("22334", 800);
        assertEquals(7, d.json().split("\"proven\":\"loss\"", -1).length - 1, d.json());
        assertTrue(simulationsRun(d) < 800, d.json());
        assertTrue(d.move() >= 0 && d.move() < 7);
    }

    @Test
    void theSolverProvesADrawnLastMove() {
        // A random game that filled the board without a four: its last move draws.
        Decided d = solving("14112245344537376366137426655621147357225", 800);
        assertEquals(6, d.move());
        assertTrue(d.json().contains("\"proven\":\"draw\""), d.json());
        assertEquals(1, simulationsRun(d), "one simulation reaches the finished game and proves the root");
    }

    @Test
    void withoutTheSolverEverySimulationRunsAndNothingIsMarked() {
        Decided d = decided(new Puct("deep", KNOWS_NOTHING, Puct.Settings.playing(300, 1.5), 7), "121217");
        assertEquals(300, simulationsRun(d));
        assertTrue(!d.json().contains("proven"), d.json());
    }

    @Test
    void theSameSeedGivesTheSameDecisionAndNoiseChangesOnlyWhatItShould() {
        State s = connectFour("4455");
        Puct.Settings selfPlay = Puct.Settings.selfPlay(100, 1.5, 1.0, 1.0);
        String a = decided(new Puct("deep", KNOWS_NOTHING, selfPlay, 3), "4455").json();
        String b = decided(new Puct("deep", KNOWS_NOTHING, selfPlay, 3), "4455").json();
        assertEquals(
                a.replaceAll("\"simulationsPerSecond\":\\d+", ""), b.replaceAll("\"simulationsPerSecond\":\\d+", ""));
        Puct played = new Puct("deep", KNOWS_NOTHING, Puct.Settings.playing(100, 1.5), 3);
        played.decide(s);
        assertEquals(100, Arrays.stream(played.rootVisits()).sum(), "every simulation visits one root move");
    }

    @Test
    void dirichletNoiseSumsToOneAndIsCentredOnUniform() {
        SplitMix64 rng = new SplitMix64(11);
        double[] mean = new double[7];
        int samples = 20_000;
        for (int n = 0; n < samples; n++) {
            double[] x = Dirichlet.sample(rng, 0.3, 7);
            double sum = 0;
            for (int i = 0; i < 7; i++) {
                assertTrue(x[i] >= 0);
                sum += x[i];
                mean[i] += x[i] / samples;
            }
            assertEquals(1.0, sum, 1e-9);
        }
        for (double m : mean) {
            assertEquals(1.0 / 7, m, 0.01, "E[x_i] = 1/k for a symmetric Dirichlet");
        }
    }
}

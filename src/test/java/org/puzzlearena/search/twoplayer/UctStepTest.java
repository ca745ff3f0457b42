package org.puzzlearena.search.twoplayer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.MoveCheck;
import org.puzzlearena.rules.MoveStrings;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.catalog.Games;
import org.puzzlearena.search.Budget;
import org.puzzlearena.search.SearchContext;
import org.puzzlearena.search.SearchListener;
import org.puzzlearena.search.twoplayer.mcts.Mcts;
import org.puzzlearena.search.twoplayer.mcts.MctsIteration;
import org.puzzlearena.search.twoplayer.mcts.MctsSettings;

/**
 * The lab's step-by-step search is the real one: stepping N simulations builds the very tree that
 * a decision of N simulations builds, and each recorded iteration is consistent with the rules
 * (the rollout ends the game, and the rewards are the final position's result for each player).
 */
class UctStepTest {

    private static State at(String game, String moves) {
        return Games.byId(game).orElseThrow().newInitialState(MoveStrings.instanceId(moves));
    }

    @Test
    void steppingBuildsTheTreeADecisionBuilds() {
        for (String game : List.of("tic-tac-toe", "connect-four")) {
            State s = at(game, "");
            Mcts decided = new Mcts(MctsSettings.uct(1.4, true, false), 42);
            decided.search(s, new SearchContext(Budget.ofPlayouts(300), SearchListener.NONE));
            Mcts stepped = new Mcts(MctsSettings.uct(1.4, true, false), 42);
            stepped.begin(s);
            for (int i = 0; i < 300; i++) {
                stepped.step(s);
            }
            assertEquals(decided.tree(s), stepped.tree(s), game);
        }
    }

    @Test
    void eachIterationIsConsistentWithTheRules() {
        State root = at("connect-four", "4455");
        Mcts uct = new Mcts(MctsSettings.uct(Math.sqrt(2), false, false), 7);
        uct.begin(root);
        int nodes = 1;
        for (int i = 0; i < 200; i++) {
            MctsIteration it = uct.step(root);
            assertEquals(0, it.path().get(0), "selection starts at the root");
            assertEquals(it.path().size() - 1, it.pathMoves().size());
            State s = root.copy();
            List<String> line = new ArrayList<>(it.pathMoves());
            if (it.expanded() >= 0) {
                assertEquals(nodes++, it.expanded(), "a new child gets the next id");
                line.add(it.expandedMove());
            }
            line.addAll(it.rollout());
            for (String m : line) {
                s.play(((MoveCheck.Ok) s.readMove(m)).move());
            }
            assertTrue(s.isTerminal(), "the rollout plays to the end of the game");
            // The perspective test: each player's reward is that player's own result.
            for (int p = 0; p < 2; p++) {
                double expected = s.returns(p) > 0 ? 1 : s.returns(p) < 0 ? 0 : 0.5;
                assertEquals(expected, it.rewards()[p], 1e-12, "reward of player " + p);
            }
        }
    }

    @Test
    void aProvenRootStopsNeedingRollouts() {
        // X to move wins at once by 3 (X on 1 and 2): MCTS-Solver proves the root, after which
        // iterations use the proof instead of a rollout.
        State s = at("tic-tac-toe", "1425");
        Mcts uct = new Mcts(MctsSettings.uct(1.4, true, false), 1);
        uct.begin(s);
        int i = 0;
        while (!uct.rootProven() && i++ < 1000) {
            uct.step(s);
        }
        assertTrue(uct.rootProven());
        MctsIteration after = uct.step(s);
        assertTrue(after.fromProof() && after.rollout().isEmpty(), after.toString());
    }
}

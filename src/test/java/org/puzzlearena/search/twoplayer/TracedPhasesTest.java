package org.puzzlearena.search.twoplayer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.MoveStrings;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.catalog.Games;
import org.puzzlearena.search.deep.Networks;
import org.puzzlearena.search.twoplayer.mcts.Mcts;
import org.puzzlearena.search.twoplayer.mcts.MctsIteration;
import org.puzzlearena.search.twoplayer.mcts.MctsSettings;
import org.puzzlearena.search.twoplayer.mcts.NetworkValue;
import org.puzzlearena.search.twoplayer.mcts.SelectionStep;
import org.puzzlearena.search.twoplayer.mcts.SelectionTerm;
import org.puzzlearena.search.twoplayer.mcts.TreeNodeStats;

/**
 * The lab's trace of one simulation (Mcts.trace): one tree per phase, each consistent with what
 * the phase did. Selection sees the tree as the last iteration left it; expansion adds the new
 * leaf (UCT) or a node's children (PUCT) with no visits; the simulation changes no count; the backup
 * adds one visit to the path and to nothing else. Each recorded choice is the rule's best score.
 */
class TracedPhasesTest {

    private static State at(String game, String moves) {
        return Games.byId(game).orElseThrow().newInitialState(MoveStrings.instanceId(moves));
    }

    private static TreeNodeStats root(List<TreeNodeStats> tree) {
        return tree.stream().filter(n -> n.parent() < 0).findFirst().orElseThrow();
    }

    private static Map<Integer, TreeNodeStats> byId(List<TreeNodeStats> tree) {
        Map<Integer, TreeNodeStats> m = new HashMap<>();
        tree.forEach(n -> m.put(n.id(), n));
        return m;
    }

    /** Checks every phase of {@code it}, the {@code k}-th simulation (from 1) of a fresh search. */
    private static void consistent(MctsIteration it, int k, String rule) {
        List<List<TreeNodeStats>> trees = it.trees();
        assertEquals(4, trees.size(), "one tree per phase");
        List<TreeNodeStats> selection = trees.get(0),
                expansion = trees.get(1),
                simulation = trees.get(2),
                backup = trees.get(3);
        assertEquals(k - 1, root(selection).visits(), "selection: the root as the last iteration left it");
        assertEquals(k - 1, root(expansion).visits(), "expansion adds no visit");
        assertEquals(k - 1, root(simulation).visits(), "the simulation adds no visit");
        assertEquals(k, root(backup).visits(), "the backup adds the root's visit");
        // Expansion adds nodes, with no visits; nothing else changes in it.
        Map<Integer, TreeNodeStats> before = byId(selection);
        List<TreeNodeStats> added =
                expansion.stream().filter(n -> !before.containsKey(n.id())).toList();
        if (it.expanded() < 0) {
            assertEquals(List.of(), added, "no expansion, no new node");
        } else {
            assertTrue(expansion.stream().anyMatch(n -> n.id() == it.expanded()), "the new leaf is in the tree");
            if (rule.equals("ucb1")) {
                // UCT adds the new leaf alone; PUCT adds all of a node's children the first time it
                // chooses among them, and a later simulation may evaluate one added before.
                assertEquals(
                        List.of(it.expanded()),
                        added.stream().map(TreeNodeStats::id).toList());
            }
        }
        added.forEach(n -> assertEquals(0, n.visits(), "a new node has no visit yet"));
        expansion.stream()
                .filter(n -> before.containsKey(n.id()))
                .forEach(n -> assertEquals(before.get(n.id()), n, "expansion changes no old node"));
        assertEquals(expansion.size(), simulation.size(), "the simulation adds no node");
        assertEquals(simulation.size(), backup.size(), "the backup adds no node");
        // The backup: one more visit for each node of the path and the new one, none for the rest.
        Map<Integer, TreeNodeStats> sim = byId(simulation);
        List<Integer> visited = new java.util.ArrayList<>(it.path());
        if (it.expanded() >= 0) {
            visited.add(it.expanded());
        }
        for (TreeNodeStats n : backup) {
            long was = sim.get(n.id()).visits();
            assertEquals(visited.contains(n.id()) ? was + 1 : was, n.visits(), "visits of node " + n.id());
        }
        // One choice per step down, each the best score of its rule (or a random untried move).
        List<Integer> line = new java.util.ArrayList<>(visited);
        assertEquals(line.size() - 1, it.choices().size(), "a choice per step");
        for (int i = 0; i < it.choices().size(); i++) {
            SelectionStep c = it.choices().get(i);
            int chosen = line.get(i + 1);
            if (c.rule().equals("untried")) {
                assertTrue(c.untried() > 0 && c.candidates().isEmpty(), c.toString());
                continue;
            }
            assertEquals(rule, c.rule());
            double best = c.candidates().stream()
                    .filter(t -> !t.skipped())
                    .mapToDouble(SelectionTerm::score)
                    .max()
                    .orElseThrow();
            SelectionTerm picked = c.candidates().stream()
                    .filter(t -> t.id() == chosen)
                    .findFirst()
                    .orElseThrow();
            assertEquals(best, picked.score(), 0, "the chosen child has the best score: " + c);
            assertEquals(picked.exploit() + picked.explore(), picked.score(), 1e-12);
        }
    }

    @Test
    void uctsPhasesAreEachConsistent() {
        for (String game : List.of("tic-tac-toe", "connect-four")) {
            State s = at(game, "");
            Mcts uct = new Mcts(MctsSettings.uct(1.4, false, false), 3);
            uct.begin(s);
            for (int k = 1; k <= 60; k++) {
                consistent(uct.trace(s), k, "ucb1");
            }
        }
    }

    @Test
    void deepMctsPhasesAreEachConsistent() {
        State s = at("connect-four", "44");
        Mcts deep = new Mcts(
                MctsSettings.alphaZero(
                        new NetworkValue(Networks.forGame("connect-four").orElseThrow()), 1.5, true),
                5);
        deep.begin(s);
        for (int k = 1; k <= 40; k++) {
            MctsIteration it = deep.trace(s);
            consistent(it, k, "puct");
            assertTrue(it.rollout().isEmpty(), "the network values the leaf: no rollout");
        }
    }

    @Test
    void tracingChangesNothingInTheSearch() {
        State s = at("tic-tac-toe", "5");
        Mcts traced = new Mcts(MctsSettings.uct(1.4, true, false), 9);
        Mcts stepped = new Mcts(MctsSettings.uct(1.4, true, false), 9);
        traced.begin(s);
        stepped.begin(s);
        for (int k = 0; k < 200; k++) {
            MctsIteration a = traced.trace(s);
            MctsIteration b = stepped.step(s);
            assertEquals(b.path(), a.path());
            assertEquals(a.trees().get(3), stepped.tree(s), "the backup's tree is the search's");
        }
    }
}

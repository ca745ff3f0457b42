package org.puzzlearena.search.twoplayer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.State;
import org.puzzlearena.rules.catalog.Games;
import org.puzzlearena.search.Budget;
import org.puzzlearena.search.SearchContext;
import org.puzzlearena.search.SearchListener;

/** Two-player players decide within the puzzle bots' budgets: simulations, CPU time, a cancel. */
class PlayerBudgetTest {

    private static final Game CONNECT_FOUR = Games.byId("connect-four").orElseThrow();

    private static long simulations(Player.Decision d) {
        return ((Player.Searched) d.stats()).report().simulations();
    }

    private static SearchContext context(Budget budget) {
        return new SearchContext(budget, SearchListener.NONE);
    }

    @Test
    void aSpecsSimulationsAreItsOwnBudgetAndACallersBudgetReplacesThem() {
        State s = CONNECT_FOUR.newInitialState("start");
        Player p = PlayerSpec.parse("uct:sims=500,plain").create(CONNECT_FOUR, 1);
        assertEquals(500, p.moveBudget().playouts());
        assertEquals(500, simulations(p.decide(s)));
        assertEquals(120, simulations(p.decide(s, context(Budget.ofPlayouts(120)))));
    }

    @Test
    void theSameSimulationBudgetGivesTheSameDecisionAsTheSpecAlone() {
        State s = CONNECT_FOUR.newInitialState("start");
        Player.Decision own =
                PlayerSpec.parse("uct:sims=700").create(CONNECT_FOUR, 3).decide(s);
        Player.Decision given =
                PlayerSpec.parse("uct:sims=700").create(CONNECT_FOUR, 3).decide(s, context(Budget.ofPlayouts(700)));
        assertEquals(
                DecisionJson.members(s, own).replaceAll("\"simulationsPerSecond\":\\d+", ""),
                DecisionJson.members(s, given).replaceAll("\"simulationsPerSecond\":\\d+", ""));
    }

    @Test
    void aCancelledSearchStopsAtItsNextBudgetCheckWithAMove() {
        State s = CONNECT_FOUR.newInitialState("start");
        SearchContext context = context(Budget.ofPlayouts(10_000_000));
        AtomicInteger looks = new AtomicInteger();
        // The client goes away after the search's second look at the clock (every 64 simulations).
        context.stopWhen(() -> looks.incrementAndGet() >= 2);
        Player.Decision d =
                PlayerSpec.parse("uct:sims=10000000").create(CONNECT_FOUR, 1).decide(s, context);
        assertEquals(128, simulations(d), "stopped at the second check, not after ten million simulations");
        assertTrue(d.move() >= 0 && d.move() < 7);
        assertTrue(context.shouldStop());
    }

    @Test
    void aCancelBeforeTheSearchStillGivesAMoveFromOneSimulation() {
        State s = CONNECT_FOUR.newInitialState("start");
        SearchContext context = context(Budget.ofPlayouts(1000));
        context.cancel();
        Player.Decision d = PlayerSpec.parse("uct").create(CONNECT_FOUR, 1).decide(s, context);
        assertEquals(1, simulations(d));
    }

    @Test
    void aCpuTimeBudgetEndsASearchWithoutASimulationCount() {
        State s = CONNECT_FOUR.newInitialState("start");
        SearchContext context = context(Budget.ofCpuSeconds(0.05));
        Player.Decision d = PlayerSpec.parse("uct").create(CONNECT_FOUR, 1).decide(s, context);
        assertTrue(simulations(d) >= 64, "searched until the CPU time was spent: " + simulations(d));
        assertTrue(context.cpuNanos() >= 50_000_000L, "the CPU clock ran to the budget: " + context.cpuNanos());
    }

    @Test
    void aMatchAtEqualCpuTimeGivesBothSidesTheSameBudgetAndCountsTheirSimulations() {
        State start = Games.byId("tic-tac-toe").orElseThrow().newInitialState("start");
        Match.Result r = Match.play(
                start,
                PlayerSpec.parse("uct"),
                PlayerSpec.parse("random"),
                2,
                1,
                false,
                null,
                Budget.ofCpuSeconds(0.002));
        assertEquals(2, r.games());
        assertTrue(r.first().moves() >= 5, "uct moved in both games: " + r.first());
        assertTrue(r.first().simulations() > 0, "uct searched within its CPU time: " + r.first());
        assertEquals(0, r.second().simulations(), "a random player does not search");
    }
}

package org.puzzlearena.server.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.catalog.Games;
import org.puzzlearena.server.api.ApiException;
import org.puzzlearena.server.api.Problem;

/** The lab's refusals to search (and the grades' shared checks) and the problems the resources give them. */
class LabSearchOutcomeTest {

    private static Problem problem(LabSearchOutcome.Refused r) {
        return LabResource.refusal(r).problem();
    }

    @Test
    void aBadGameOrPositionIsUnprocessable() {
        assertEquals(new LabSearchOutcome.NoBody(), new LabSearchService().move(null, "192.0.2.1", () -> false));
        assertTrue(LabSearchService.twoPlayerGame("morpion5d").isEmpty());
        assertTrue(LabSearchService.twoPlayerGame(null).isEmpty());
        Problem game = problem(new LabSearchOutcome.NotALabGame());
        assertEquals(422, game.status());
        assertEquals("Not a lab game", game.title());
        assertEquals("game", game.field());
        Problem illegal = problem(new LabSearchOutcome.IllegalPositionMove(3, "9", "no such column"));
        assertEquals("Illegal move", illegal.title());
        assertEquals("position", illegal.field());
        assertEquals("move 3 ('9') is illegal: no such column", illegal.detail());
        Problem unreadable = problem(new LabSearchOutcome.UnreadablePosition("not a move string"));
        assertEquals("Unreadable position", unreadable.title());
        assertEquals("not a move string", unreadable.detail());
    }

    @Test
    void theServerSearchesOnlyWithItsPlayersWithinItsCaps() {
        assertEquals(
                "the server searches with uct:sims=N,c=X[,plain], deep:sims=N,c=X[,plain] or net only",
                problem(new LabSearchOutcome.NotAServerPlayer()).detail());
        Problem big = problem(new LabSearchOutcome.TooBigASearch(1_000_000, "2000000"));
        assertEquals(422, big.status());
        assertEquals("Too big a search", big.title());
        assertEquals("sims: at most 1000000 on the server, not 2000000", big.detail());
        Problem reuse = problem(new LabSearchOutcome.ReusesATree());
        assertEquals("Not a server search", reuse.title());
        assertEquals("player", reuse.field());
    }

    @Test
    void busyCoresAre503WithRetryAfter() {
        ApiException busy = LabResource.refusal(new LabSearchOutcome.Busy());
        assertEquals(503, busy.problem().status());
        assertEquals("The lab's searches are busy", busy.problem().title());
        assertEquals(Map.of("Retry-After", "3"), busy.headers());
        // A grade refused by the shared checks gets the same problem.
        assertEquals(
                busy.problem(),
                LabGradeResource.refusal(new LabGradeOutcome.SearchRefused(new LabSearchOutcome.Busy()))
                        .problem());
    }

    @Test
    void aPositionIsReadOrRefused() {
        var game = Games.byId("tic-tac-toe").orElseThrow();
        LabSearchService.Position ok = LabSearchService.position(game, "");
        assertNull(ok.refused());
        assertEquals(0, ok.state().moveCount());
    }
}

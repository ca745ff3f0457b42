package org.puzzlearena.server.contests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.api.ApiException;
import org.puzzlearena.server.api.Checked;
import org.puzzlearena.server.api.FieldRefusal;
import org.puzzlearena.server.boards.BoardId;

/**
 * A contest request's checks without a server (ContestValidator, and InstanceSpecs for each
 * instance): the draft of a valid request, or the refusal naming the first field at fault and why.
 * ContestValidationTest sends the same faults through the API and sees them as 400s.
 */
class ContestValidatorTest {

    private static final Instant START = Instant.parse("2031-05-01T12:00:00.123456Z");
    private static final Instant END = Instant.parse("2031-05-02T12:00:00Z");

    private static ContestRequest.InstanceSpec byId(String game, String instance) {
        return new ContestRequest.InstanceSpec(game, instance, null, null, null);
    }

    private static ContestRequest request(String title, Instant endsAt, List<ContestRequest.InstanceSpec> instances) {
        return new ContestRequest(
                title, null, START, endsAt, null, null, null, "sum", instances, null, null, null, null, null);
    }

    private static ContestRequest withInstances(ContestRequest.InstanceSpec... specs) {
        return request("Cup", END, Arrays.asList(specs));
    }

    private static FieldRefusal refused(ContestRequest r) {
        return assertInstanceOf(Checked.Refused.class, ContestValidator.check(r))
                .why();
    }

    private static void assertInvalid(String field, String reason, ContestRequest r) {
        assertEquals(FieldRefusal.invalid(field, reason), refused(r));
    }

    @Test
    void aValidRequestIsADraftOfCanonicalValues() {
        ContestRequest r = request("  Spring cup ", END, List.of(byId("samegame", "standard/1")));
        ContestDraft d = switch (ContestValidator.check(r)) {
            case Checked.Valid<ContestDraft>(ContestDraft valid) -> valid;
            case Checked.Refused<ContestDraft>(FieldRefusal why) -> fail("refused: " + why);
        };
        assertEquals("Spring cup", d.title());
        assertEquals("", d.description());
        assertEquals(Instant.parse("2031-05-01T12:00:00.123Z"), d.startsAt(), "kept to the millisecond");
        assertEquals(ContestValidator.DEFAULT_RATE_COUNT, d.rateLimitCount());
        assertEquals(ContestValidator.DEFAULT_RATE_SECONDS, d.rateLimitSeconds());
        assertEquals(ScoringRule.of("sum").orElseThrow(), d.scoring());
        assertEquals(List.of(new BoardId("samegame", "standard/1")), d.instances());
    }

    @Test
    void aMissingBodyIsRefusedAsAWhole() {
        FieldRefusal r = refused(null);
        assertEquals(FieldRefusal.Kind.INVALID, r.kind());
        assertNull(r.field());
        assertTrue(r.reason().startsWith("a JSON body {\"title\""), r.reason());
    }

    @Test
    void theFirstFieldAtFaultInTheRequestsOrderIsNamed() {
        assertInvalid("title", "title is required", request(" ", START, List.of()));
        assertInvalid("endsAt", "endsAt must be after startsAt", request("Cup", START, List.of()));
        assertInvalid("instances", "a contest has 1 to 50 instances", request("Cup", END, List.of()));
    }

    @Test
    void nestedFieldsAreNamedByTheirPath() {
        ContestRequest rate = new ContestRequest(
                "Cup",
                null,
                START,
                END,
                null,
                null,
                new ContestRequest.RateLimit(5, 0, null),
                "sum",
                List.of(byId("samegame", "standard/1")),
                null,
                null,
                null,
                null,
                null);
        assertInvalid("rateLimit.perSeconds", "rateLimit.perSeconds is from 1 to 86400", rate);
        ContestRequest misspelt = new ContestRequest(
                "Cup",
                null,
                START,
                END,
                null,
                null,
                new ContestRequest.RateLimit(5, 60, new java.util.LinkedHashMap<>(Map.of("count", 3))),
                "sum",
                List.of(byId("samegame", "standard/1")),
                null,
                null,
                null,
                null,
                null);
        assertInvalid(
                "rateLimit.count",
                "unknown field 'rateLimit.count'; the fields are submissions and perSeconds",
                misspelt);
    }

    @Test
    void eachInstanceIsRefusedAtItsOwnField() {
        FieldRefusal noGame = refused(withInstances(byId("samegame", "standard/1"), byId("chess", "start")));
        assertEquals("instances[1].game", noGame.field());
        assertTrue(noGame.reason().startsWith("no game 'chess'; the games are ["), noGame.reason());

        FieldRefusal noInstance = refused(withInstances(byId("samegame", "standard/99")));
        assertEquals("instances[0].instance", noInstance.field());
        assertTrue(noInstance.reason().startsWith("unknown SameGame instance"), noInstance.reason());

        assertInvalid(
                "instances[1]",
                "instance samegame standard/1 is already in the contest (instances[0])",
                withInstances(byId("samegame", "standard/1"), byId("samegame", "standard/1")));
        assertInvalid(
                "instances[0]",
                "an instance is an object {\"game\", and \"instance\", \"generate\" or \"board\"}",
                withInstances((ContestRequest.InstanceSpec) null));
    }

    @Test
    void generatedAndUploadedBoardsAreRefusedAtTheirParameter() {
        ContestRequest.Generate sudokuParameter = new ContestRequest.Generate(1L, null, 50, null);
        FieldRefusal parameter =
                refused(withInstances(new ContestRequest.InstanceSpec("samegame", null, sudokuParameter, null, null)));
        assertEquals("instances[0].generate.percentEmpty", parameter.field());
        assertTrue(parameter.reason().startsWith("percentEmpty is for [sudoku16]; samegame takes"), parameter.reason());

        assertInvalid(
                "instances[0].board[1]",
                "a row is a string of colour digits",
                withInstances(
                        new ContestRequest.InstanceSpec("samegame", null, null, Arrays.asList("01", null), null)));

        FieldRefusal notGenerated = refused(withInstances(new ContestRequest.InstanceSpec(
                "morpion-5d", null, new ContestRequest.Generate(1L, null, null, null), null, null)));
        assertEquals("instances[0].generate", notGenerated.field());
        assertTrue(notGenerated.reason().startsWith("boards are generated for ["), notGenerated.reason());
    }

    @Test
    void aTwoPlayerGameIsTheCataloguesToRefuse() {
        ApiException e = assertThrows(
                ApiException.class, () -> ContestValidator.check(withInstances(byId("tic-tac-toe", "start"))));
        assertEquals(422, e.problem().status());
        assertEquals("instances[0].game", e.problem().field());
    }
}

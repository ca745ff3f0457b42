package org.puzzlearena.server.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The README's API table is read as people write it: shared methods, shared paths, queries, websockets. */
class ReadmeApiTableTest {

    private static List<String> row(String cell) {
        return ReadmeApiTable.row(cell).stream().map(Endpoint::toString).toList();
    }

    @Test
    void aMethodAloneAppliesToTheNextPathAndAPathAloneTakesThePreviousMethods() {
        assertEquals(
                List.of("GET /api/tokens", "GET /api/tokens/{}", "DELETE /api/tokens/{}"),
                row(" `GET /api/tokens`, `GET`/`DELETE /api/tokens/{id}` "));
        assertEquals(
                List.of("GET /api/games", "GET /api/games/{}/instances"),
                row(" `GET /api/games`, `/api/games/{game}/instances` "));
    }

    @Test
    void aShortPathReplacesTheLastSegmentAndQueriesAreNotPartOfTheEndpoint() {
        assertEquals(
                List.of(
                        "POST /api/bot-runs/{}/cancel",
                        "POST /api/bot-runs/{}/restart",
                        "POST /api/bot-runs/{}/resume"),
                row(" `POST /api/bot-runs/{id}/cancel`, `/restart`, `/resume` "));
        assertEquals(List.of("GET /api/rankings"), row(" `GET /api/rankings[?offset=&limit=]` "));
        assertEquals(
                List.of("GET /api/contests/{}/export"), row(" `GET /api/contests/{id}/export?format=json\\|csv` "));
    }

    @Test
    void theTableIsTheOneUnderTheApiHeadingWithoutItsWebsockets() {
        String readme = "# X\n\n## The API\n\ntext\n\n| endpoint | who | what |\n|---|---|---|\n"
                + "| `ws /ws/bot-runs/{id}` | anyone | live |\n"
                + "| `POST /api/lab/grades` | anyone | a \\| b `{\"game\"}` |\n\n## Next\n\n| `GET /api/elsewhere` | x | y |\n";
        assertEquals(Set.of(Endpoint.of("POST", "/api/lab/grades")), ReadmeApiTable.endpoints(readme));
    }

    @Test
    void anUnreadableEndpointFailsInsteadOfBeingSkipped() {
        assertThrows(AssertionError.class, () -> row(" `GET /api/a`, `connect-four` "));
        assertThrows(AssertionError.class, () -> ReadmeApiTable.endpoints("# X\n\n## Usage\n"));
    }
}

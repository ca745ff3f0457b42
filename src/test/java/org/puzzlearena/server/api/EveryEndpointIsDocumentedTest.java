package org.puzzlearena.server.api;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.test.junit.QuarkusTest;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * Every endpoint is documented where people and programs look: each operation of the served OpenAPI
 * document (which lists every JAX-RS endpoint) has a summary and a row in the README's API table,
 * the table lists no endpoint the server does not have, and every endpoint the browser app calls
 * is in both. A new endpoint, or a new call in the app, without its documentation fails here.
 */
@QuarkusTest
class EveryEndpointIsDocumentedTest {

    @Test
    void everyOperationHasASummaryAndARowInTheReadme() throws Exception {
        Map<Endpoint, String> served = servedOperations();
        Set<Endpoint> readme = ReadmeApiTable.endpoints(Files.readString(Path.of("README.md")));

        List<String> problems = new ArrayList<>();
        served.forEach((endpoint, summary) -> {
            if (summary.isBlank()) {
                problems.add(endpoint + " has no @Operation summary in the OpenAPI document");
            }
            if (!readme.contains(endpoint)) {
                problems.add(endpoint + " is not in README.md's API table");
            }
        });
        for (Endpoint row : readme) {
            if (!served.containsKey(row)) {
                problems.add("README.md's API table lists " + row + ", which the server does not have");
            }
        }
        assertTrue(problems.isEmpty(), String.join("\n", problems));
    }

    @Test
    void everyEndpointTheAppCallsIsDocumented() throws Exception {
        Map<Endpoint, String> served = servedOperations();
        Set<Endpoint> readme = ReadmeApiTable.endpoints(Files.readString(Path.of("README.md")));
        Map<Endpoint, Set<String>> calls = FrontendApiCalls.scan(Path.of("frontend", "src"));
        // The app's own features reach the API through dozens of calls; far fewer means the scan broke.
        assertTrue(calls.size() > 30, "the browser app's API calls were found: " + calls.keySet());

        List<String> problems = new ArrayList<>();
        calls.forEach((endpoint, files) -> {
            if (!served.containsKey(endpoint)) {
                problems.add(endpoint + " (called by " + files + ") is not in the OpenAPI document");
            }
            if (!readme.contains(endpoint)) {
                problems.add(endpoint + " (called by " + files + ") is not in README.md's API table");
            }
        });
        assertTrue(problems.isEmpty(), String.join("\n", problems));
    }

    /** The /api operations of /q/openapi, each with its summary ("" when it has none). */
    private static Map<Endpoint, String> servedOperations() throws Exception {
        JsonNode paths = new ObjectMapper()
                .readTree(given().accept("application/json")
                        .get("/q/openapi?format=json")
                        .then()
                        .statusCode(200)
                        .extract()
                        .asString())
                .path("paths");
        Map<Endpoint, String> out = new TreeMap<>();
        for (Iterator<String> ps = paths.fieldNames(); ps.hasNext(); ) {
            String path = ps.next();
            if (!path.startsWith("/api/")) {
                continue;
            }
            for (Iterator<Map.Entry<String, JsonNode>> ops = paths.get(path).fields(); ops.hasNext(); ) {
                var op = ops.next();
                out.put(
                        Endpoint.of(op.getKey(), path),
                        op.getValue().path("summary").asText(""));
            }
        }
        assertTrue(out.size() > 30, "the OpenAPI document lists the API: " + new TreeSet<>(out.keySet()));
        return out;
    }
}

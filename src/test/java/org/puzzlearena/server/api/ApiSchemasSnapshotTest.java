package org.puzzlearena.server.api;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.quarkus.test.junit.QuarkusTest;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * The API's data shapes, as the server's OpenAPI document states them, kept beside the browser app
 * in {@code frontend/src/lib/api-schemas.json}: each schema's field names (and an enum's values).
 * The frontend's tests hold its TypeScript types to that file (test/apiTypes.test.ts), so a field
 * renamed or dropped on the server fails the build instead of a page. When the API changes on
 * purpose, run this test with {@code -Darena.update-schemas=true} to write the new file.
 */
@QuarkusTest
class ApiSchemasSnapshotTest {

    static final Path SNAPSHOT = Path.of("frontend", "src", "lib", "api-schemas.json");

    @Test
    void theCommittedSchemasAreTheServersOwn() throws Exception {
        ObjectMapper json = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
        JsonNode doc = json.readTree(given().accept("application/json")
                .get("/q/openapi?format=json")
                .then()
                .statusCode(200)
                .extract()
                .asString());
        Map<String, Object> shapes = new TreeMap<>();
        Iterator<Map.Entry<String, JsonNode>> schemas =
                doc.path("components").path("schemas").fields();
        while (schemas.hasNext()) {
            Map.Entry<String, JsonNode> e = schemas.next();
            JsonNode schema = e.getValue();
            Map<String, Object> shape = new TreeMap<>();
            List<String> fields = new ArrayList<>();
            schema.path("properties").fieldNames().forEachRemaining(fields::add);
            fields.sort(null);
            shape.put("fields", fields);
            if (schema.has("enum")) {
                List<String> values = new ArrayList<>();
                schema.get("enum").forEach(v -> values.add(v.asText()));
                shape.put("enum", values);
            }
            shapes.put(e.getKey(), shape);
        }
        String current = json.writeValueAsString(shapes) + "\n";
        if (Boolean.getBoolean("arena.update-schemas")) {
            Files.writeString(SNAPSHOT, current);
        }
        String committed = Files.exists(SNAPSHOT) ? Files.readString(SNAPSHOT) : "";
        if (!committed.equals(current)) {
            Path fresh = Path.of("target", "api-schemas.json");
            Files.createDirectories(fresh.getParent());
            Files.writeString(fresh, current);
        }
        assertEquals(
                committed,
                current,
                "the API's schemas changed: check the frontend's types, then run ./mvnw test"
                        + " -Dtest=ApiSchemasSnapshotTest -Darena.update-schemas=true (or copy target/api-schemas.json to "
                        + SNAPSHOT + ")");
    }
}

package org.puzzlearena.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.puzzlearena.Slow;
import org.puzzlearena.server.api.ApiStatuses;

/**
 * The OpenAPI document lists every status each endpoint really answers. The API tests
 * (all of them, in the surefire run before this IT) record every status they saw
 * ({@code ObservedStatuses}, target/api-statuses/observed.txt); this reads the packaged server's
 * /q/openapi and checks both ways:
 * <ul>
 * <li>every status observed for an endpoint is documented for it (a 500 never is);</li>
 * <li>every status documented for an endpoint was observed for it, except the ones a shared filter
 * answers before any resource ({@link ApiStatuses#SHARED}: cross-origin 403, 413, 415, 429), which
 * their own tests provoke on a few representative endpoints.</li>
 * </ul>
 * Runs as an IT (failsafe) so that it comes after every surefire test, whatever their order.
 */
@Slow
class OpenApiStatusesIT {

    @TempDir
    Path dataDir;

    @Test
    void theDocumentedStatusesAreTheObservedOnes() throws Exception {
        Path observedFile = Path.of("target", "api-statuses", "observed.txt");
        assertTrue(Files.isRegularFile(observedFile), "the API tests' statuses: run the whole suite (./mvnw verify)");
        JsonNode api;
        try (ServerProcess server = ServerProcess.startReady(dataDir)) {
            var r = server.get("/q/openapi?format=json");
            assertEquals(200, r.statusCode(), r.body());
            api = new ObjectMapper().readTree(r.body());
        }
        assertTrue(
                api.path("components").path("schemas").has("Problem"),
                "the Problem schema every error response refers to is in the document");
        Map<String, Set<String>> documented = documented(api.path("paths"));
        for (String op : documented.keySet()) {
            String[] mp = op.split(" ", 2);
            assertTrue(ApiStatuses.of(mp[0], mp[1]) != null, op + " is missing from server/api/ApiStatuses");
        }
        List<Template> templates =
                documented.keySet().stream().map(Template::new).toList();

        Map<String, Set<String>> observed = new TreeMap<>();
        List<String> unmatched = new ArrayList<>();
        for (String line : new TreeSet<>(Files.readAllLines(observedFile))) {
            String[] f = line.split(" ");
            if (f.length != 3
                    || f[2].equals("404") && Template.best(templates, f[0], f[1]) == null
                    || f[2].equals("405")) {
                continue; // no such endpoint (404) or method (405): answered by the router, not an operation
            }
            Template t = Template.best(templates, f[0], f[1]);
            if (t == null) {
                unmatched.add(line);
                continue;
            }
            observed.computeIfAbsent(t.key, k -> new TreeSet<>()).add(f[2]);
        }
        assertTrue(
                unmatched.isEmpty(), "requests the tests made to endpoints the OpenAPI document lacks: " + unmatched);

        List<String> problems = new ArrayList<>();
        for (var e : observed.entrySet()) {
            Set<String> missing = new TreeSet<>(e.getValue());
            missing.removeAll(documented.get(e.getKey()));
            if (!missing.isEmpty()) {
                problems.add(e.getKey() + ": answered " + missing + " but documents " + documented.get(e.getKey()));
            }
        }
        for (var e : documented.entrySet()) {
            Set<String> unseen = new TreeSet<>(e.getValue());
            unseen.removeAll(observed.getOrDefault(e.getKey(), Set.of()));
            unseen.removeAll(ApiStatuses.SHARED);
            if (!unseen.isEmpty()) {
                problems.add(e.getKey() + ": documents " + unseen + " that no test observed (observed "
                        + observed.getOrDefault(e.getKey(), Set.of()) + ")");
            }
        }
        assertTrue(problems.isEmpty(), String.join("\n", problems));
    }

    /** "METHOD /path/{template}" to the statuses its operation documents. */
    private static Map<String, Set<String>> documented(JsonNode paths) {
        Map<String, Set<String>> out = new TreeMap<>();
        for (Iterator<String> ps = paths.fieldNames(); ps.hasNext(); ) {
            String path = ps.next();
            if (!path.startsWith("/api/")) {
                continue;
            }
            for (Iterator<Map.Entry<String, JsonNode>> ops = paths.get(path).fields(); ops.hasNext(); ) {
                var op = ops.next();
                Set<String> statuses = new TreeSet<>();
                op.getValue().path("responses").fieldNames().forEachRemaining(statuses::add);
                out.put(op.getKey().toUpperCase() + " " + path, statuses);
            }
        }
        return out;
    }

    /** An operation's path template as a pattern: a parameter is one segment, or several for the last one. */
    private record Template(String key, String method, Pattern pattern, int literals) {

        Template(String key) {
            this(
                    key,
                    key.substring(0, key.indexOf(' ')),
                    compile(key.substring(key.indexOf(' ') + 1)),
                    key.replaceAll("\\{[^}]+}", "").length());
        }

        private static Pattern compile(String template) {
            // Instance ids have slashes (standard/1, depth/8): a parameter matches one or more segments.
            String regex = Pattern.quote(template).replaceAll("\\{[^}]+}", "\\\\E.+?\\\\Q");
            return Pattern.compile(regex);
        }

        /** The most specific template (most literal characters) matching the request, or null. */
        static Template best(List<Template> templates, String method, String path) {
            Template best = null;
            for (Template t : templates) {
                if (t.method.equals(method)
                        && t.pattern.matcher(path).matches()
                        && (best == null || t.literals > best.literals)) {
                    best = t;
                }
            }
            return best;
        }
    }
}

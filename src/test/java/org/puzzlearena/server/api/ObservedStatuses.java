package org.puzzlearena.server.api;

import io.quarkus.vertx.http.runtime.filters.Filters;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Test code only: records every status the API answers during the test run (method, path, status,
 * one line each, once) in {@code target/api-statuses/observed.txt}, from the first filter on, so the
 * statuses answered before any resource (403, 413, 415, 429) count too. {@code OpenApiStatusesIT},
 * which runs after every test, compares them with the statuses the OpenAPI document lists.
 */
@Singleton
public class ObservedStatuses {

    static final Path FILE = Path.of("target", "api-statuses", "observed.txt");
    private static final Set<String> SEEN = ConcurrentHashMap.newKeySet();

    void register(@Observes Filters filters) {
        filters.register(
                rc -> {
                    String path = rc.request().path();
                    if (path != null && path.startsWith("/api/")) {
                        String method = rc.request().method().name();
                        rc.addHeadersEndHandler(v ->
                                record(method + " " + path + " " + rc.response().getStatusCode()));
                    }
                    rc.next();
                },
                200_000);
    }

    private static void record(String line) {
        if (SEEN.add(line)) {
            try {
                Files.createDirectories(FILE.getParent());
                synchronized (System.class) { // one lock for the JVM: each Quarkus restart loads this class anew
                    // The first record of this JVM starts the file afresh (a system property: it outlives
                    // the class loaders of the Quarkus applications the tests start one after the other).
                    if (System.getProperty("arena.observed-statuses.started") == null) {
                        System.setProperty("arena.observed-statuses.started", "true");
                        Files.deleteIfExists(FILE);
                    }
                    Files.writeString(
                            FILE,
                            line + "\n",
                            StandardCharsets.UTF_8,
                            StandardOpenOption.CREATE,
                            StandardOpenOption.APPEND);
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }
}

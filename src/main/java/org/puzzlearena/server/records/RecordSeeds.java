package org.puzzlearena.server.records;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The records the server ships with: an index (records/seeds.json among the server's resources)
 * naming, for each record, its board, holder, date, source, the score its source claims and the file
 * holding its line in the game's own notation (Pentasol grids, SameGame col,row lines).
 */
public final class RecordSeeds {

    /** One shipped record, its line still in file notation (the registry replays it). */
    public record Seed(
            String key,
            String game,
            String instance,
            String solution,
            int claimedScore,
            String holder,
            String achieved,
            String source) {}

    private RecordSeeds() {}

    /** Reads the index at {@code indexPath} on the class path; its files are beside it. */
    public static List<Seed> read(String indexPath, ObjectMapper json) {
        String dir = indexPath.contains("/") ? indexPath.substring(0, indexPath.lastIndexOf('/') + 1) : "";
        JsonNode index;
        try {
            index = json.readTree(resource(indexPath));
        } catch (IOException e) {
            throw new IllegalStateException("cannot read the records index " + indexPath + ": " + e.getMessage(), e);
        }
        List<Seed> seeds = new ArrayList<>();
        for (JsonNode r : index.path("records")) {
            String file = dir + r.path("file").asText();
            String solution;
            try {
                solution = new String(resource(file).readAllBytes(), StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new IllegalStateException("cannot read the record line " + file + ": " + e.getMessage(), e);
            }
            seeds.add(new Seed(
                    r.path("key").asText(),
                    r.path("game").asText(),
                    r.path("instance").asText(),
                    solution,
                    r.path("score").asInt(),
                    r.path("holder").asText(),
                    r.path("achieved").isTextual() ? r.path("achieved").asText() : null,
                    r.path("source").asText()));
        }
        return seeds;
    }

    private static InputStream resource(String path) throws IOException {
        InputStream in = Thread.currentThread().getContextClassLoader().getResourceAsStream(path);
        if (in == null) {
            throw new IOException("no resource " + path);
        }
        return in;
    }
}

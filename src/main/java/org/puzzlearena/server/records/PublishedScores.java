package org.puzzlearena.server.records;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.puzzlearena.server.boards.BoardId;

/**
 * The scores published without their lines (records/published-scores.json among the server's
 * resources, docs/RECORDS.md): read once, in the file's order (best first on each board).
 */
@ApplicationScoped
public class PublishedScores {

    @ConfigProperty(name = "arena.records.published", defaultValue = "records/published-scores.json")
    String path;

    @Inject
    ObjectMapper json;

    private List<PublishedScore> all = List.of();

    @PostConstruct
    void load() {
        all = read(path, json);
    }

    /** Every published score, by board in the file's order, best first on each. */
    public List<PublishedScore> all() {
        return all;
    }

    /** A board's best published score (the earlier listed on a tie), if any. */
    public Optional<PublishedScore> bestOf(BoardId board) {
        return all.stream()
                .filter(p -> p.game().equals(board.game()) && p.instance().equals(board.instance()))
                // Stream.max keeps the first of equals (BinaryOperator.maxBy).
                .max(Comparator.comparingInt(PublishedScore::score));
    }

    /** Reads the list at {@code path} on the class path. */
    static List<PublishedScore> read(String path, ObjectMapper json) {
        JsonNode doc;
        try (InputStream in = Thread.currentThread().getContextClassLoader().getResourceAsStream(path)) {
            if (in == null) {
                throw new IOException("no resource " + path);
            }
            doc = json.readTree(in);
        } catch (IOException e) {
            throw new IllegalStateException("cannot read the published scores " + path + ": " + e.getMessage(), e);
        }
        List<PublishedScore> out = new ArrayList<>();
        for (JsonNode p : doc.path("scores")) {
            out.add(new PublishedScore(
                    p.path("game").asText(),
                    p.path("instance").asText(),
                    p.path("score").asInt(),
                    p.path("holder").asText(),
                    p.path("method").asText(),
                    p.path("achieved").isTextual() ? p.path("achieved").asText() : null,
                    p.path("source").asText()));
        }
        return List.copyOf(out);
    }
}

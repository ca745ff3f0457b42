package org.puzzlearena.server.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.lang.reflect.Constructor;
import java.lang.reflect.RecordComponent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.arena.ArenaLiveMessages;
import org.puzzlearena.server.contests.ScoreboardMessages;
import org.puzzlearena.server.leaderboards.LeaderboardMessages;

/**
 * Every live feed's messages, as the server's own types declare them, kept beside the browser app
 * in {@code frontend/src/lib/live-schemas.json}: per feed, each message's tag and field names. The
 * frontend's tests hold its discriminated unions (lib/liveMessages.ts) to that file, as they hold
 * the API types to the OpenAPI schemas, so a message renamed or dropped on one side fails the build.
 * When a feed changes on purpose, run this test with {@code -Darena.update-schemas=true}.
 */
class LiveSchemasSnapshotTest {

    static final Path SNAPSHOT = Path.of("frontend", "src", "lib", "live-schemas.json");

    /** The feeds by the name the browser's types use, each a sealed interface of message records. */
    static final Map<String, Class<?>> FEEDS = Map.of(
            "arenaLive", ArenaLiveMessages.Message.class,
            "botRun", RunMessages.Message.class,
            "leaderboard", LeaderboardMessages.Message.class,
            "scoreboard", ScoreboardMessages.Message.class);

    private final ObjectMapper json = new ObjectMapper();

    @Test
    void theCommittedSchemasAreTheFeedsOwn() throws Exception {
        Map<String, Map<String, List<String>>> feeds = new TreeMap<>();
        FEEDS.forEach((feed, type) -> {
            Map<String, List<String>> messages = new TreeMap<>();
            for (Class<?> message : type.getPermittedSubclasses()) {
                List<String> fields = new ArrayList<>(List.of("v", "type"));
                for (RecordComponent c : message.getRecordComponents()) {
                    fields.add(c.getName());
                }
                messages.put(LiveMessage.tagOf(message), fields);
            }
            feeds.put(feed, messages);
        });
        String current = json.copy().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsString(feeds) + "\n";
        if (Boolean.getBoolean("arena.update-schemas")) {
            Files.writeString(SNAPSHOT, current);
        }
        String committed = Files.exists(SNAPSHOT) ? Files.readString(SNAPSHOT) : "";
        assertEquals(
                committed,
                current,
                "a live feed's messages changed: check frontend/src/lib/liveMessages.ts, then run ./mvnw test"
                        + " -Dtest=LiveSchemasSnapshotTest -Darena.update-schemas=true");
    }

    /** Clients and the docs rely on it: a frame names its version, its tag and its number first. */
    @Test
    void everyFrameStartsWithItsVersionTagAndSeq() throws Exception {
        for (Class<?> feed : FEEDS.values()) {
            for (Class<?> message : feed.getPermittedSubclasses()) {
                LiveMessage m = sample(message);
                String text = LiveJson.write(json, m);
                String start = "{\"v\":" + m.v() + ",\"type\":\"" + LiveMessage.tagOf(message) + "\",\"seq\":7";
                assertTrue(text.startsWith(start), message.getSimpleName() + " was written as " + text);
            }
        }
    }

    /** A message with seq 7 and every other field zero, false or null. */
    private static LiveMessage sample(Class<?> message) throws Exception {
        RecordComponent[] components = message.getRecordComponents();
        Class<?>[] types = new Class<?>[components.length];
        Object[] values = new Object[components.length];
        for (int i = 0; i < components.length; i++) {
            types[i] = components[i].getType();
            values[i] = components[i].getName().equals("seq") ? 7L : zero(types[i]);
        }
        Constructor<?> canonical = message.getDeclaredConstructor(types);
        return (LiveMessage) canonical.newInstance(values);
    }

    private static Object zero(Class<?> type) {
        if (type == long.class) {
            return 0L;
        }
        if (type == int.class) {
            return 0;
        }
        if (type == double.class) {
            return 0.0;
        }
        if (type == boolean.class) {
            return false;
        }
        return null;
    }
}

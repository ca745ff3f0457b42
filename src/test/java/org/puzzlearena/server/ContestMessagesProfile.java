package org.puzzlearena.server;

import io.quarkus.test.junit.QuarkusTestProfile;
import java.util.Map;

/** A small limit on contest questions (3 an hour per participant), for the clarification tests' 429. */
public class ContestMessagesProfile implements QuarkusTestProfile {

    @Override
    public Map<String, String> getConfigOverrides() {
        return Map.of(
                "arena.rate-limits.clarifications.capacity", "3",
                "arena.rate-limits.clarifications.period", "1h");
    }
}

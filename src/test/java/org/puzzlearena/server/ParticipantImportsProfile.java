package org.puzzlearena.server;

import io.quarkus.test.junit.QuarkusTestProfile;
import java.util.Map;

/** A small limit on participant imports (4 an hour per account), to see it refuse. */
public class ParticipantImportsProfile implements QuarkusTestProfile {

    @Override
    public Map<String, String> getConfigOverrides() {
        return Map.of(
                "arena.rate-limits.participant-imports.capacity", "4",
                "arena.rate-limits.participant-imports.period", "1h");
    }
}

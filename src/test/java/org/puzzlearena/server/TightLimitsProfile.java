package org.puzzlearena.server;

import io.quarkus.test.junit.QuarkusTestProfile;
import java.util.Map;

/** Small rate limits, to see each one refuse, and an https public address (so a Secure session cookie). */
public class TightLimitsProfile implements QuarkusTestProfile {

    @Override
    public Map<String, String> getConfigOverrides() {
        return Map.ofEntries(
                Map.entry("arena.rate-limits.anonymous-replays.capacity", "3"),
                Map.entry("arena.rate-limits.anonymous-replays.period", "1h"),
                Map.entry("arena.rate-limits.participant-replays.capacity", "5"),
                Map.entry("arena.rate-limits.participant-replays.period", "1h"),
                Map.entry("arena.rate-limits.sign-ups.capacity", "2"),
                Map.entry("arena.rate-limits.sign-ups.period", "1h"),
                Map.entry("arena.rate-limits.login-failures.capacity", "3"),
                Map.entry("arena.rate-limits.login-failures.period", "1h"),
                Map.entry("arena.rate-limits.tokens.capacity", "2"),
                Map.entry("arena.rate-limits.tokens.period", "1h"),
                Map.entry("arena.rate-limits.bot-runs.capacity", "1"),
                Map.entry("arena.rate-limits.bot-runs.period", "1h"),
                Map.entry("arena.rate-limits.lab-searches.capacity", "2"),
                Map.entry("arena.rate-limits.lab-searches.period", "1h"),
                Map.entry("arena.rate-limits.hosted-uploads.capacity", "2"),
                Map.entry("arena.rate-limits.hosted-uploads.period", "1h"),
                Map.entry("arena.public-url", "https://arena.example"));
    }
}

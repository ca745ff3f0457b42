package org.puzzlearena.server;

import io.quarkus.test.junit.QuarkusTestProfile;
import java.util.Map;

/**
 * The production sign-up limit (5 accounts an hour per address) and a small limit on wrong
 * invitation codes, for the tests of accounts made for an event: a class behind one address.
 */
public class EventAccountsProfile implements QuarkusTestProfile {

    @Override
    public Map<String, String> getConfigOverrides() {
        return Map.of(
                "arena.rate-limits.sign-ups.capacity", "5",
                "arena.rate-limits.sign-ups.period", "1h",
                "arena.rate-limits.invitation-failures.capacity", "3",
                "arena.rate-limits.invitation-failures.period", "1h");
    }
}

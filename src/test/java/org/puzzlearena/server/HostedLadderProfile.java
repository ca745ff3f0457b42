package org.puzzlearena.server;

import io.quarkus.test.junit.QuarkusTestProfile;
import java.util.Map;

/**
 * A hosted owner's daily cap large enough for a new version's first dozen-odd games (the default test
 * profile's 6 shows the cap refusing), so the background ladder can be seen establishing it.
 */
public class HostedLadderProfile implements QuarkusTestProfile {

    @Override
    public Map<String, String> getConfigOverrides() {
        return Map.of("arena.hosted.games-per-owner-per-day", "16");
    }
}

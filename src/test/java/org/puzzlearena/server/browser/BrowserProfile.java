package org.puzzlearena.server.browser;

import io.quarkus.test.junit.QuarkusTestProfile;
import java.util.Map;

/** The platform as people use it: the API plus the browser app that Quinoa builds and serves. */
public class BrowserProfile implements QuarkusTestProfile {

    @Override
    public Map<String, String> getConfigOverrides() {
        return Map.of("quarkus.quinoa", "true");
    }
}

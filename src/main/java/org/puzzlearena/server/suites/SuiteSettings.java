package org.puzzlearena.server.suites;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** How suite runs are driven ({@code arena.suites.*}). */
@ConfigMapping(prefix = "arena.suites")
public interface SuiteSettings {

    /**
     * How often every instance looks at the running suite runs: admits their waiting items when
     * their owner has a free run slot, and ends them. A bot run's end does so at once; this catches
     * what no end announces (a cancelled queued run, a restart, another instance's ends).
     */
    @WithDefault("5s")
    Duration sweepInterval();

    /**
     * Suites added by configuration next to the catalogue's own (a deployment's own, or the tests'
     * small ones): {@code arena.suites.extra.<id>.title}, {@code .game}, {@code .instances} (comma
     * separated), {@code .cpu-seconds}.
     */
    Map<String, Extra> extra();

    interface Extra {

        String title();

        Optional<String> description();

        String game();

        List<String> instances();

        double cpuSeconds();
    }
}

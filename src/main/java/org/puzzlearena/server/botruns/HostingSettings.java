package org.puzzlearena.server.botruns;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/** How a worker runs hosted bots ({@code arena.hosting.*}, docs/HOSTED_BOTS.md "Running on the platform"). */
@ConfigMapping(prefix = "arena.hosting")
public interface HostingSettings {

    /**
     * The platform's checkout whose runtimes' files the sandbox gets (clients/python, clients/js, the
     * TeaVM build of the rules): bin/server and bin/worker start in it, so the working directory.
     */
    @WithDefault(".")
    String checkout();
}

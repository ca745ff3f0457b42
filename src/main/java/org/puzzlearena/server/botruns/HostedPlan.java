package org.puzzlearena.server.botruns;

import org.puzzlearena.hosting.SandboxLimits;
import org.puzzlearena.server.hostedbots.StoredVersion;

/** What a hosted run runs: a version of an uploaded bot, and the sandbox's limits for its CPU budget. */
record HostedPlan(StoredVersion version, SandboxLimits limits) {}

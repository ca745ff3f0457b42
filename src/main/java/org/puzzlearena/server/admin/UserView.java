package org.puzzlearena.server.admin;

import java.time.Instant;
import java.util.List;

/** An account as admins see it: its roles ("participant" is implicit and not listed). */
public record UserView(long id, String username, List<String> roles, Instant createdAt) {}

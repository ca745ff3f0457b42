package org.puzzlearena.server.accounts;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/**
 * What an account may do beyond taking part, which every account may ("participant" is implicit
 * and never stored). Admins manage users and roles and may act on every contest; organizers
 * create and run their own contests.
 */
public enum Role {
    ADMIN,
    ORGANIZER;

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<Role> of(String id) {
        return Arrays.stream(values()).filter(r -> r.id().equals(id)).findFirst();
    }
}

package org.puzzlearena.server.accounts;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.core.HttpHeaders;
import java.util.Set;
import org.puzzlearena.server.api.ApiException;

/**
 * Who may do what beyond taking part: admins and organizers are people with a role. Roles act
 * only through a logged-in person's session: an API token (a bot) never uses its account's roles,
 * so a leaked bot token cannot run a contest or grant roles.
 */
@ApplicationScoped
public class Permissions {

    @Inject
    Authenticator authenticator;

    @Inject
    RoleRepository roles;

    /** The roles a caller can use: its account's for a person, none for a bot. */
    @Transactional
    public Set<Role> rolesOf(Caller caller) {
        return caller == null || caller.isBot() ? Set.of() : roles.rolesOf(caller.accountId());
    }

    /** A logged-in admin, or 401/403. */
    public Caller requireAdmin(HttpHeaders headers) {
        Caller c = authenticator.require(headers);
        if (!rolesOf(c).contains(Role.ADMIN)) {
            throw forbidden(
                    c.isBot()
                            ? "this needs an admin logged in as a person, not an API token"
                            : "this needs the admin role");
        }
        return c;
    }

    /** A logged-in organizer (admins may organize too), or 401/403. */
    public Caller requireOrganizer(HttpHeaders headers) {
        Caller c = authenticator.require(headers);
        Set<Role> r = rolesOf(c);
        if (!r.contains(Role.ORGANIZER) && !r.contains(Role.ADMIN)) {
            throw forbidden(
                    c.isBot()
                            ? "this needs an organizer logged in as a person, not an API token"
                            : "this needs the organizer role; an admin grants it");
        }
        return c;
    }

    public static ApiException forbidden(String detail) {
        return ApiException.forbidden(null, detail);
    }
}

package org.puzzlearena.server.contests;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.util.Collection;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;
import org.puzzlearena.server.accounts.Caller;
import org.puzzlearena.server.accounts.Permissions;
import org.puzzlearena.server.accounts.Role;
import org.puzzlearena.server.accounts.RoleRepository;

/**
 * Who is a contest's staff: its organizer (while they hold the organizer role) and every admin,
 * logged in as people. Staff see and do everything about the contest; they cannot take part in it.
 */
@ApplicationScoped
public class ContestAccess {

    @Inject
    Permissions permissions;

    @Inject
    RoleRepository roles;

    public boolean isStaff(Contest c, Caller caller) {
        if (caller == null || caller.isBot()) {
            return false;
        }
        Set<Role> roles = permissions.rolesOf(caller);
        return roles.contains(Role.ADMIN) || (roles.contains(Role.ORGANIZER) && c.organizer.id == caller.accountId());
    }

    /**
     * {@link #isStaff} for many callers at once, with one query for all of them instead of one each:
     * a live scoreboard's refresh asks it for every watcher (500 participants: 500 queries a refresh
     * before).
     */
    public Predicate<Caller> staffAmong(Contest c, Collection<Caller> callers) {
        List<Long> people = callers.stream()
                .filter(x -> x != null && !x.isBot())
                .map(Caller::accountId)
                .distinct()
                .toList();
        Set<Long> admins = roles.holding(Role.ADMIN, people);
        boolean organizerWatches = people.contains(c.organizer.id) && roles.has(c.organizer.id, Role.ORGANIZER);
        return caller -> caller != null
                && !caller.isBot()
                && (admins.contains(caller.accountId()) || (organizerWatches && c.organizer.id == caller.accountId()));
    }

    /** The staff check of an action: 403 for anyone else. */
    public void requireStaff(Contest c, Caller caller) {
        if (!isStaff(c, caller)) {
            throw Permissions.forbidden(
                    caller.isBot()
                            ? "contests are run by their organizer logged in as a person, not through an API token"
                            : "only the contest's organizer and admins may do this");
        }
    }

    /**
     * Whether an account is barred from taking part, through its person or its bots: the
     * organizer's own account, or an admin's (both can see the live board behind a freeze).
     */
    @Transactional
    public boolean isBarredFromTakingPart(Contest c, Caller caller) {
        return c.organizer.id == caller.accountId() || roles.has(caller.accountId(), Role.ADMIN);
    }

    /** Whether the account {@code accountId} is barred from taking part (as above, for an account named in an import). */
    @Transactional
    public boolean isBarredFromTakingPart(Contest c, long accountId) {
        return c.organizer.id == accountId || roles.has(accountId, Role.ADMIN);
    }
}

package org.puzzlearena.server.admin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.api.Problem;

/** The refusals to list, read or change accounts and the statuses and problems the resource gives them. */
class AdminOutcomeTest {

    private static Problem problem(AdminOutcome.Refused r) {
        return AdminResource.refusal(r).problem();
    }

    @Test
    void anUnknownRoleFilterIsABadRequest() {
        Problem p = problem(new AdminOutcome.UnknownRoleFilter(List.of("participant", "organizer", "admin")));
        assertEquals(400, p.status());
        assertEquals("role", p.field());
        assertEquals("role is one of [participant, organizer, admin]", p.detail());
    }

    @Test
    void anUnknownUserIsNotFoundWithALongNameShortened() {
        assertEquals(
                "no user 'bob'", problem(new AdminOutcome.NoSuchUser("bob")).detail());
        Problem p = problem(new AdminOutcome.NoSuchUser("x".repeat(80)));
        assertEquals(404, p.status());
        assertEquals("no user '" + "x".repeat(57) + "...'", p.detail());
    }

    @Test
    void badRolesAreBadRequestsNamingTheEntry() {
        Problem missing = problem(new AdminOutcome.RolesMissing());
        assertEquals(400, missing.status());
        assertEquals("roles", missing.field());
        assertEquals("roles is required: a list of \"admin\", \"organizer\" (may be empty)", missing.detail());
        Problem bad = problem(new AdminOutcome.BadRole(2));
        assertEquals("roles[2]", bad.field());
        assertEquals("a role is one of \"admin\", \"organizer\" (\"participant\" is implicit)", bad.detail());
    }

    @Test
    void anAdminKeepsTheirOwnRoleAndNeedsIt() {
        Problem own = problem(new AdminOutcome.OwnAdminRole());
        assertEquals(409, own.status());
        assertEquals("roles", own.field());
        assertEquals("you cannot withdraw your own admin role; another admin can", own.detail());
        Problem gone = problem(new AdminOutcome.NoLongerAdmin());
        assertEquals(403, gone.status());
        assertNull(gone.field());
        assertEquals("this needs the admin role", gone.detail());
    }
}

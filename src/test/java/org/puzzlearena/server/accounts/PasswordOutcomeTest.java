package org.puzzlearena.server.accounts;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.puzzlearena.rules.Clip;
import org.puzzlearena.server.api.Problem;

/** The refusals to change a password, end a session or issue and use a reset link, and their problems. */
class PasswordOutcomeTest {

    private static Problem problem(PasswordOutcome.Refused r) {
        return AccountResource.refusal(r).problem();
    }

    @Test
    void changingNeedsTheRightCurrentPasswordAndAGoodNewOne() {
        Problem missing = problem(new PasswordOutcome.CurrentPasswordMissing());
        assertEquals(400, missing.status());
        assertEquals("currentPassword", missing.field());
        assertEquals("the current password is required", missing.detail());
        Problem bad = problem(new PasswordOutcome.BadPassword());
        assertEquals(400, bad.status());
        assertEquals("password", bad.field());
        assertEquals("a password has 8 to 200 characters", bad.detail());
        Problem same = problem(new PasswordOutcome.SamePassword());
        assertEquals(400, same.status());
        assertEquals("newPassword", same.field());
        assertEquals("the new password is the current one; choose a different one", same.detail());
        Problem wrong = problem(new PasswordOutcome.WrongCurrentPassword());
        assertEquals(403, wrong.status());
        assertEquals("currentPassword", wrong.field());
        assertEquals("the current password is wrong", wrong.detail());
    }

    @Test
    void missingSessionsAndAccountsAreNotFoundWithTheirNameClipped() {
        Problem session = problem(new PasswordOutcome.NoSession(null));
        assertEquals(404, session.status());
        assertEquals("no session null of yours", session.detail());
        Problem account = problem(new PasswordOutcome.NoAccount("x".repeat(100)));
        assertEquals(404, account.status());
        assertEquals("no account named '" + Clip.clip("x".repeat(100), 40) + "'", account.detail());
    }

    @Test
    void aResetNeedsAWorkingLink() {
        Problem missing = problem(new PasswordOutcome.TokenMissing());
        assertEquals(400, missing.status());
        assertEquals("token", missing.field());
        assertEquals("the reset link's token is required", missing.detail());
        Problem invalid = problem(new PasswordOutcome.InvalidResetLink());
        assertEquals(422, invalid.status());
        assertEquals("Invalid reset link", invalid.title());
        assertEquals("token", invalid.field());
    }
}

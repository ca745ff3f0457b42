package org.puzzlearena.server.accounts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.puzzlearena.server.api.ApiException;
import org.puzzlearena.server.api.Problem;

/** The refusals to register, log in or revoke a token and the statuses and problems the resources give them. */
class AccountOutcomeTest {

    private static Problem problem(AccountOutcome.Refused r) {
        return AccountProblems.of(r).problem();
    }

    @Test
    void aTakenOrLookalikeUsernameIsAConflict() {
        Problem taken = problem(new AccountOutcome.UsernameTaken("alice"));
        assertEquals(409, taken.status());
        assertEquals("username", taken.field());
        assertEquals("the username 'alice' is taken", taken.detail());
        Problem lookalike = problem(new AccountOutcome.UsernameLookalike("a1ice", "alice"));
        assertEquals(409, lookalike.status());
        assertEquals(
                "the username 'a1ice' looks like 'alice', which is taken; choose a name that reads differently",
                lookalike.detail());
    }

    @Test
    void aUsernameMixingScriptsIsUnprocessable() {
        Problem p = problem(new AccountOutcome.UsernameMixesScripts(List.of("cyrillic", "latin")));
        assertEquals(422, p.status());
        assertEquals("Unprocessable username", p.title());
        assertEquals("username", p.field());
        assertEquals(
                "a username's letters come from one script (Latin, Cyrillic, Greek, ...), or from Latin with "
                        + "Chinese, Japanese or Korean; it mixes [cyrillic, latin], which lets a name pass for another",
                p.detail());
    }

    @Test
    void aBadPasswordIsABadRequest() {
        assertEquals(new AccountOutcome.BadPassword(), AccountService.refusedPassword("short"));
        assertEquals(new AccountOutcome.BadPassword(), AccountService.refusedPassword(null));
        assertNull(AccountService.refusedPassword("long enough"));
        Problem p = problem(new AccountOutcome.BadPassword());
        assertEquals(400, p.status());
        assertEquals("password", p.field());
        assertEquals("a password has 8 to 200 characters", p.detail());
    }

    @Test
    void logInRefusals() {
        Problem missing = problem(new AccountOutcome.CredentialsMissing("password"));
        assertEquals(400, missing.status());
        assertEquals("password", missing.field());
        assertEquals("username and password are required", missing.detail());
        ApiException locked = AccountProblems.of(new AccountOutcome.LockedOut(Duration.ofMillis(4500)));
        assertEquals(429, locked.problem().status());
        assertEquals(
                "too many failed log-ins for this username; try again in 5 s",
                locked.problem().detail());
        assertEquals(Map.of("Retry-After", "5"), locked.headers());
        ApiException wrong = AccountProblems.of(new AccountOutcome.WrongCredentials());
        assertEquals(401, wrong.problem().status());
        assertEquals("wrong username or password", wrong.problem().detail());
        assertEquals("Bearer realm=\"puzzle-arena\"", wrong.headers().get("WWW-Authenticate"));
    }

    @Test
    void someoneElsesTokenIsNotFound() {
        Problem p = problem(new AccountOutcome.NoToken(3));
        assertEquals(404, p.status());
        assertEquals("no token 3 of yours", p.detail());
    }
}

package org.puzzlearena.server.accounts;

import org.puzzlearena.server.api.ApiException;

/**
 * The HTTP answer to each refusal of the account services: a resource throws it, and the
 * first admin's bootstrap logs its sentence. Kept apart from the resources so that non-resources
 * need no resource.
 */
public final class AccountProblems {

    private AccountProblems() {}

    /**
     * The status and problem document of each refusal to register, log in, prove credentials or
     * revoke a token (this resource's, SessionResource's and TokensResource's).
     */
    public static ApiException of(AccountOutcome.Refused refused) {
        return switch (refused) {
            case AccountOutcome.UsernameTaken t ->
                ApiException.conflict("username", "the username '" + t.name() + "' is taken");
            case AccountOutcome.UsernameLookalike l ->
                ApiException.conflict(
                        "username",
                        "the username '" + l.name() + "' looks like '" + l.other()
                                + "', which is taken; choose a name that reads differently");
            case AccountOutcome.UsernameMixesScripts m ->
                ApiException.unprocessable(
                        "Unprocessable username",
                        "username",
                        "a username's letters come from one script (Latin, Cyrillic, Greek, ...), or from Latin with "
                                + "Chinese, Japanese or Korean; it mixes "
                                + m.scripts()
                                + ", which lets a name pass for another");
            case AccountOutcome.BadPassword b ->
                ApiException.badRequest(
                        "password",
                        "a password has " + AccountService.MIN_PASSWORD + " to " + AccountService.MAX_PASSWORD
                                + " characters");
            case AccountOutcome.CredentialsMissing m ->
                ApiException.badRequest(m.field(), "username and password are required");
            case AccountOutcome.LockedOut l ->
                ApiException.tooManyRequests(
                        "too many failed log-ins for this username; try again in "
                                + Math.max(1, (l.lockedFor().toMillis() + 999) / 1000) + " s",
                        l.lockedFor());
            case AccountOutcome.WrongCredentials w -> ApiException.unauthorized("wrong username or password");
            case AccountOutcome.NoToken n -> ApiException.notFound("no token " + n.id() + " of yours");
        };
    }
}

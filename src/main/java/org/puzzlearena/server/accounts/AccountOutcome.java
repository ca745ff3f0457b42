package org.puzzlearena.server.accounts;

import java.time.Duration;
import java.util.List;

/**
 * What registering (a {@link Registration}), logging in (a {@link Login}), proving credentials (a
 * {@link Credentials}) or revoking a token (a {@link Revocation}) comes to. {@link AccountService}
 * decides; {@link AccountsResource#refusal} picks each refusal's status and problem document.
 */
public sealed interface AccountOutcome {

    /** What registering comes to. */
    sealed interface Registration extends AccountOutcome {}

    /** The new account. */
    record Registered(Account account) implements Registration {}

    /** What logging in comes to. */
    sealed interface Login extends AccountOutcome {}

    /** A new session for the account. */
    record LoggedIn(AccountService.NewSession session) implements Login {}

    /** What checking a person's credentials (without keeping a session) comes to. */
    sealed interface Credentials extends AccountOutcome {}

    /** The person the credentials name. */
    record Person(Caller caller) implements Credentials {}

    /** What revoking a token comes to. */
    sealed interface Revocation extends AccountOutcome {}

    /** The token is revoked (now, or already before). */
    record Revoked() implements Revocation {}

    /** Why nothing was done. */
    sealed interface Refused extends Registration, Login, Credentials, Revocation {}

    /** The username {@code name} is taken. */
    record UsernameTaken(String name) implements Refused {}

    /** The username {@code name} reads like the taken {@code other}. */
    record UsernameLookalike(String name, String other) implements Refused {}

    /** The username mixes {@code scripts} (lower case, sorted), which lets a name pass for another. */
    record UsernameMixesScripts(List<String> scripts) implements Refused {}

    /** The password is missing, too short or too long. */
    record BadPassword() implements Refused {}

    /** A log-in without its {@code field} (username, or password). */
    record CredentialsMissing(String field) implements Refused {}

    /** The username is locked out for {@code lockedFor} after too many failed log-ins. */
    record LockedOut(Duration lockedFor) implements Refused {}

    /** The username or the password is wrong (which one is not said). */
    record WrongCredentials() implements Refused {}

    /** The caller has no token {@code id}. */
    record NoToken(long id) implements Refused {}
}

package org.puzzlearena.server.accounts;

import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.Cookie;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.puzzlearena.rules.Clip;
import org.puzzlearena.server.api.ApiException;

/** The logged-in person's own account: password and sessions. */
@Path("/account")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Accounts")
public class AccountResource {

    @Inject
    Authenticator authenticator;

    @Inject
    PasswordService passwords;

    public record PasswordChange(String currentPassword, String newPassword) {}

    @PUT
    @Path("/password")
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(
            summary =
                    "Change your password: {\"currentPassword\",\"newPassword\"} (a logged-in person); every other "
                            + "session of the account ends, this one stays; audited. 403 names currentPassword when it is wrong "
                            + "(counted as a failed log-in); 400 names the field at fault (newPassword when it is the current one)")
    public Response changePassword(@Context HttpHeaders headers, PasswordChange body) {
        Caller me = authenticator.requirePerson(headers);
        if (body == null) {
            throw ApiException.badRequest(
                    "newPassword", "a JSON body {\"currentPassword\", \"newPassword\"} is required");
        }
        return switch (passwords.change(me, sessionHash(headers), body.currentPassword(), body.newPassword())) {
            case PasswordOutcome.Changed c -> Response.noContent().build();
            case PasswordOutcome.Refused refused -> throw refusal(refused);
        };
    }

    /**
     * The status and problem document of each refusal to change a password, end a session, issue
     * a reset link (AdminResource) or use one (PasswordResetsResource).
     */
    public static ApiException refusal(PasswordOutcome.Refused refused) {
        return switch (refused) {
            case PasswordOutcome.CurrentPasswordMissing m ->
                ApiException.badRequest("currentPassword", "the current password is required");
            case PasswordOutcome.BadPassword b -> AccountProblems.of(new AccountOutcome.BadPassword());
            case PasswordOutcome.SamePassword s ->
                ApiException.badRequest("newPassword", "the new password is the current one; choose a different one");
            // A wrong current password: the person is known, and may not do this.
            case PasswordOutcome.WrongCurrentPassword w ->
                ApiException.forbidden("currentPassword", "the current password is wrong");
            case PasswordOutcome.NoSession n ->
                ApiException.notFound("no session " + Clip.clip(String.valueOf(n.publicId()), 40) + " of yours");
            case PasswordOutcome.NoAccount n ->
                ApiException.notFound("no account named '" + Clip.clip(String.valueOf(n.username()), 40) + "'");
            case PasswordOutcome.TokenMissing t ->
                ApiException.badRequest("token", "the reset link's token is required");
            case PasswordOutcome.InvalidResetLink i ->
                ApiException.unprocessable(
                        "Invalid reset link",
                        "token",
                        "this reset link does not work: it was used, it expired, or a newer one replaced it; ask an admin for a new one");
        };
    }

    @GET
    @Path("/sessions")
    @Operation(
            summary = "Your live sessions, newest first: id, when opened and when they expire, the browser, and which "
                    + "is this one (a logged-in person)")
    public List<PasswordService.SessionInfo> sessions(@Context HttpHeaders headers) {
        Caller me = authenticator.requirePerson(headers);
        return passwords.sessions(me, sessionHash(headers));
    }

    @DELETE
    @Path("/sessions/{id}")
    @Operation(
            summary = "End one of your sessions (log that browser out); audited. 404 when it is not yours or has ended")
    public Response endSession(@Context HttpHeaders headers, @PathParam("id") String id) {
        Caller me = authenticator.requirePerson(headers);
        return switch (passwords.endSession(me, id)) {
            case PasswordOutcome.Ended e -> Response.noContent().build();
            case PasswordOutcome.Refused refused -> throw refusal(refused);
        };
    }

    /** The hash of the session cookie this request came with (null without one). */
    static String sessionHash(HttpHeaders headers) {
        Cookie c = headers.getCookies().get(Authenticator.SESSION_COOKIE);
        return c == null || c.getValue() == null || c.getValue().isEmpty() ? null : Secrets.hash(c.getValue());
    }
}

package org.puzzlearena.server.accounts;

import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.Cookie;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponseSchema;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.puzzlearena.server.api.ApiException;

/** Browser login sessions: an HttpOnly, SameSite cookie holding a random secret. */
@Path("/session")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Accounts")
public class SessionResource {

    @Inject
    AccountService service;

    @Inject
    Authenticator authenticator;

    @Inject
    Permissions permissions;

    @Inject
    SessionCookies cookies;

    @Inject
    LoginTrust trust;

    /** The caller; {@code roles} are those it can use (a person's; none through an API token). */
    public record Me(long id, String username, String kind, String botName, List<String> roles) {
        static Me of(Caller c, Set<Role> roles) {
            return new Me(
                    c.accountId(),
                    c.username(),
                    c.kind().name().toLowerCase(Locale.ROOT),
                    c.botName(),
                    roles.stream().sorted().map(Role::id).toList());
        }
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(
            summary =
                    "Log in (anyone); sets the session cookie. 401 wrong username or password; 429 with "
                            + "Retry-After after too many failures for the username or from your address; 503 with Retry-After when busy")
    public Response login(@Context HttpHeaders headers, AccountsResource.Credentials body) {
        if (body == null) {
            throw ApiException.badRequest(null, "a JSON body {\"username\", \"password\"} is required");
        }
        Cookie device = headers.getCookies().get(LoginTrust.DEVICE_COOKIE);
        AccountService.NewSession s = switch (service.login(
                body.username(),
                body.password(),
                headers.getHeaderString(HttpHeaders.USER_AGENT),
                device == null ? null : device.getValue(),
                true)) {
            case AccountOutcome.LoggedIn in -> in.session();
            case AccountOutcome.Refused refused -> throw AccountProblems.of(refused);
        };
        Caller me = Caller.person(s.account());
        Response.ResponseBuilder ok =
                Response.ok(Me.of(me, permissions.rolesOf(me))).cookie(cookies.issue(s.secret(), s.lifetime()));
        if (s.device() != null) {
            ok.cookie(cookies.device(s.device(), trust.deviceLifetime()));
        }
        return ok.build();
    }

    @GET
    @Operation(
            summary = "Who is calling (a logged-in person or a token's bot) and the roles it can use; 204 with no "
                    + "body for nobody (no session, or one that has ended, and no token); 401 only for an API token "
                    + "that does not work")
    @APIResponseSchema(value = Me.class, responseCode = "200")
    public Response me(@Context HttpHeaders headers) {
        // Nobody logged in is an answer, not an error: every visitor's browser asks, and a 401 is an
        // error in its console. A token that does not work is still refused (identify throws).
        return authenticator
                .identify(headers)
                .map(me -> Response.ok(Me.of(me, permissions.rolesOf(me))))
                .orElseGet(Response::noContent)
                .build();
    }

    @DELETE
    @Operation(summary = "Log out (the session's owner); clears the cookie")
    public Response logout(@Context HttpHeaders headers) {
        Cookie cookie = headers.getCookies().get(Authenticator.SESSION_COOKIE);
        service.logout(cookie == null ? null : cookie.getValue());
        return Response.noContent().cookie(cookies.expired()).build();
    }

    @DELETE
    @Path("/all")
    @Operation(
            summary =
                    "Log out everywhere (a logged-in person): ends every session of your account, in every browser; audited")
    public Response logoutEverywhere(@Context HttpHeaders headers) {
        service.logoutEverywhere(authenticator.requirePerson(headers));
        return Response.noContent().cookie(cookies.expired()).build();
    }
}

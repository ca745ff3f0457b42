package org.puzzlearena.server.admin;

import com.fasterxml.jackson.annotation.JsonRawValue;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.time.Instant;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.puzzlearena.server.accounts.AccountResource;
import org.puzzlearena.server.accounts.Caller;
import org.puzzlearena.server.accounts.PasswordOutcome;
import org.puzzlearena.server.accounts.PasswordService;
import org.puzzlearena.server.accounts.Permissions;
import org.puzzlearena.server.api.ApiException;
import org.puzzlearena.server.api.QueryParams;
import org.puzzlearena.server.audit.AuditEntry;
import org.puzzlearena.server.audit.AuditLog;
import org.puzzlearena.server.audit.AuditRepository;

/** Users, roles and the audit log. Admins only (logged in as a person: API tokens never act as admins). */
@Path("/admin")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Admin")
public class AdminResource {

    @Inject
    Permissions permissions;

    @Inject
    AdminService service;

    @Inject
    AuditLog audit;

    @Inject
    PasswordService passwords;

    public record RolesRequest(List<String> roles) {}

    public record AuditView(
            long id,
            Instant at,
            String actor,
            Long actorId,
            String action,
            String target,
            @JsonRawValue String details) {
        static AuditView of(AuditEntry e) {
            return new AuditView(e.id, e.at, e.actor, e.actorId, e.action, e.target, e.details);
        }
    }

    public record AuditPage(long total, int offset, List<AuditView> entries) {}

    @GET
    @Path("/users")
    @Operation(
            summary =
                    "Accounts with their roles, by name; ?q= filters by part of the name, ?role=admin|organizer (admin)")
    public AdminService.UserPage users(
            @Context HttpHeaders headers,
            @QueryParam("q") String q,
            @QueryParam("role") String role,
            @QueryParam("offset") String offset,
            @QueryParam("limit") String limit) {
        permissions.requireAdmin(headers);
        return switch (service.users(
                q == null || q.isBlank() ? null : q.strip(),
                role,
                QueryParams.intParam("offset", offset, 0, 0, Integer.MAX_VALUE),
                QueryParams.intParam("limit", limit, 50, 1, 500))) {
            case AdminOutcome.Users u -> u.page();
            case AdminOutcome.Refused refused -> throw refusal(refused);
        };
    }

    /** The status and problem document of each refusal to list, read or change accounts. */
    static ApiException refusal(AdminOutcome.Refused refused) {
        return switch (refused) {
            case AdminOutcome.UnknownRoleFilter f -> ApiException.badRequest("role", "role is one of " + f.roles());
            case AdminOutcome.NoSuchUser n ->
                ApiException.notFound("no user '"
                        + (n.username().length() > 60 ? n.username().substring(0, 57) + "..." : n.username())
                        + "'");
            case AdminOutcome.RolesMissing m ->
                ApiException.badRequest(
                        "roles", "roles is required: a list of \"admin\", \"organizer\" (may be empty)");
            case AdminOutcome.BadRole b ->
                ApiException.badRequest(
                        "roles[" + b.index() + "]",
                        "a role is one of \"admin\", \"organizer\" " + "(\"participant\" is implicit)");
            case AdminOutcome.OwnAdminRole o ->
                ApiException.conflict("roles", "you cannot withdraw your own admin role; another admin can");
            case AdminOutcome.NoLongerAdmin n -> Permissions.forbidden("this needs the admin role");
        };
    }

    private static UserView shown(AdminOutcome.UserOutcome outcome) {
        return switch (outcome) {
            case AdminOutcome.User u -> u.view();
            case AdminOutcome.Refused refused -> throw refusal(refused);
        };
    }

    @GET
    @Path("/users/{username}")
    @Operation(summary = "One account with its roles (admin)")
    public UserView user(@Context HttpHeaders headers, @PathParam("username") String username) {
        permissions.requireAdmin(headers);
        return shown(service.user(username));
    }

    @PUT
    @Path("/users/{username}/roles")
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(
            summary = "Set an account's roles: {\"roles\":[\"organizer\"]} grants organizer and withdraws "
                    + "anything not listed (admin). 409 when an admin would withdraw their own admin role")
    public UserView setRoles(@Context HttpHeaders headers, @PathParam("username") String username, RolesRequest body) {
        Caller admin = permissions.requireAdmin(headers);
        if (body == null) {
            throw ApiException.badRequest("roles", "a JSON body {\"roles\": [...]} is required");
        }
        return shown(service.setRoles(admin, username, body.roles()));
    }

    /** A reset link for a person who lost their password: give it to them by a channel you trust. */
    public record ResetLink(String username, String link, Instant expiresAt) {}

    @POST
    @Path("/users/{username}/password-reset")
    @Operation(
            summary =
                    "Issue a single-use password reset link for an account (admin): {\"link\":\"/reset-password#r_...\","
                            + "\"expiresAt\"}; it replaces the account's unused links; audited. The secret is in the link's "
                            + "fragment, so it never reaches a server log; 404 no such account")
    public Response passwordReset(@Context HttpHeaders headers, @PathParam("username") String username) {
        Caller admin = permissions.requireAdmin(headers);
        PasswordService.IssuedReset r = switch (passwords.issue(admin, username)) {
            case PasswordOutcome.Issued issued -> issued.reset();
            case PasswordOutcome.Refused refused -> throw AccountResource.refusal(refused);
        };
        return Response.status(201)
                .entity(new ResetLink(r.username(), "/reset-password#" + r.secret(), r.expiresAt()))
                .build();
    }

    @GET
    @Path("/audit")
    @Transactional
    @Operation(
            summary = "The audit log, newest first; ?actor=<username>, ?action=contest.create, ?target=contest:12 "
                    + "(a prefix) (admin)")
    public AuditPage audit(
            @Context HttpHeaders headers,
            @QueryParam("actor") String actor,
            @QueryParam("action") String action,
            @QueryParam("target") String target,
            @QueryParam("offset") String offset,
            @QueryParam("limit") String limit) {
        permissions.requireAdmin(headers);
        int from = QueryParams.intParam("offset", offset, 0, 0, Integer.MAX_VALUE);
        int size = QueryParams.intParam("limit", limit, 50, 1, 500);
        AuditRepository.Filter f =
                new AuditRepository.Filter(blankToNull(actor), blankToNull(action), blankToNull(target));
        return new AuditPage(
                audit.count(f),
                from,
                audit.page(f, from, size).stream().map(AuditView::of).toList());
    }

    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s.strip();
    }
}

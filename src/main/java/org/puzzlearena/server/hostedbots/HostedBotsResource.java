package org.puzzlearena.server.hostedbots;

import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.Base64;
import java.util.HexFormat;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.puzzlearena.hosting.BotPackage;
import org.puzzlearena.server.accounts.Authenticator;
import org.puzzlearena.server.accounts.Caller;
import org.puzzlearena.server.api.ApiException;
import org.puzzlearena.server.api.Locations;
import org.puzzlearena.server.ratelimit.RateLimits;

/**
 * The hosted bots' store (docs/HOSTED_BOTS.md, "Uploading a bot"): an account's bots and their
 * immutable versions. The one endpoint of the API whose body is not JSON is the upload: the bot's
 * bytes as they are, one source file ({@code application/octet-stream}) or a zip archive
 * ({@code application/zip}), which server/http's JsonBodies lets through here only.
 */
@Path("/hosted-bots")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Hosted bots")
public class HostedBotsResource {

    static final String ZIP = "application/zip";

    @Inject
    HostedBotService service;

    @Inject
    Authenticator authenticator;

    @Inject
    RateLimits limits;

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(
            summary = "Name a new hosted bot of yours (person or API token): {\"name\",\"description\"}; 201 with the"
                    + " bot, 409 when you have one of that name, 400 naming the field")
    public Response create(@Context HttpHeaders headers, HostedBotService.HostedBotRequest body) {
        Caller caller = uploader(headers);
        return switch (service.create(caller, body)) {
            case HostedBotOutcome.Created(HostedBotView bot) ->
                Locations.created("/api/hosted-bots/" + bot.id()).entity(bot).build();
            case HostedBotOutcome.Refused refused -> throw refusal(refused);
        };
    }

    @GET
    @Operation(summary = "Your hosted bots (person or API token), by name, each with its versions newest first")
    public List<HostedBotView> mine(@Context HttpHeaders headers) {
        return service.mine(authenticator.require(headers));
    }

    @GET
    @Path("/{id}")
    @Operation(summary = "A hosted bot's public metadata (anyone): owner, description, its versions newest first")
    public HostedBotView one(@PathParam("id") String id) {
        long botId = botId(id);
        return service.find(botId).orElseThrow(() -> refusal(new HostedBotOutcome.NoBot(botId)));
    }

    @POST
    @Path("/{id}/versions")
    @Consumes({MediaType.APPLICATION_OCTET_STREAM, ZIP})
    @Operation(
            summary = "Upload a new version of your hosted bot (its owner): the body is the program itself,"
                    + " application/octet-stream (one source file) or application/zip (an archive, with entry);"
                    + " ?runtime=python|node|java&fileName=bot.py[&entry=CMD]; 201 with the version, numbered 1, 2, ...,"
                    + " with its SHA-256; 400 naming runtime, fileName, entry or body; at most 1 MiB")
    public Response upload(
            @Context HttpHeaders headers,
            @PathParam("id") String id,
            @QueryParam("runtime") String runtime,
            @QueryParam("fileName") String fileName,
            @QueryParam("entry") String entry,
            byte[] body) {
        long botId = botId(id);
        Caller caller = uploader(headers);
        var upload = new HostedBotService.Upload(
                runtime, fileName, entry, kind(headers.getMediaType()), body == null ? new byte[0] : body);
        return switch (service.upload(caller, botId, upload)) {
            case HostedBotOutcome.Uploaded(HostedBotVersionView v) ->
                Locations.created("/api/hosted-bots/" + botId + "/versions/" + v.number() + "/content")
                        .entity(v)
                        .build();
            case HostedBotOutcome.Refused refused -> throw refusal(refused);
        };
    }

    @POST
    @Path("/{id}/versions/{number}/retire")
    @Operation(
            summary = "Retire a version (the bot's owner, or an admin): it can no longer be run, its runs and"
                    + " entries stay; 200 with the version and its retiredAt, the same when it was retired before")
    public HostedBotVersionView retire(
            @Context HttpHeaders headers, @PathParam("id") String id, @PathParam("number") String number) {
        long botId = botId(id);
        int n = number(number);
        Caller caller = authenticator.require(headers);
        return switch (service.retire(caller, botId, n)) {
            case HostedBotOutcome.Retired(HostedBotVersionView v) -> v;
            case HostedBotOutcome.Refused refused -> throw refusal(refused);
        };
    }

    @GET
    @Path("/{id}/versions/{number}/content")
    @Produces({MediaType.APPLICATION_OCTET_STREAM, ZIP})
    @Operation(
            summary = "A version's bytes as uploaded (the bot's owner, or an admin), as an attachment named by its"
                    + " fileName; ETag and Repr-Digest give its SHA-256")
    public Response content(
            @Context HttpHeaders headers, @PathParam("id") String id, @PathParam("number") String number) {
        long botId = botId(id);
        int n = number(number);
        Caller caller = authenticator.require(headers);
        return switch (service.content(caller, botId, n)) {
            case HostedBotOutcome.Downloaded(HostedBotVersionView v, byte[] bytes) ->
                Response.ok(bytes)
                        .type(v.kind().equals(BotPackage.Kind.ZIP.id()) ? ZIP : MediaType.APPLICATION_OCTET_STREAM)
                        // fileName is letters, digits, '.', '_' and '-' (BotPackage.check): safe in quotes.
                        .header("Content-Disposition", "attachment; filename=\"" + v.fileName() + "\"")
                        .header("ETag", "\"" + v.sha256() + "\"")
                        .header(
                                "Repr-Digest",
                                "sha-256=:"
                                        + Base64.getEncoder()
                                                .encodeToString(HexFormat.of().parseHex(v.sha256()))
                                        + ":")
                        .build();
            case HostedBotOutcome.Refused refused -> throw refusal(refused);
        };
    }

    /** A caller who may create bots and versions, within the account's rate of uploads (429 beyond). */
    private Caller uploader(HttpHeaders headers) {
        Caller caller = authenticator.require(headers);
        // Per account, not per token: what is limited is what the account stores.
        limits.check(RateLimits.Limit.HOSTED_UPLOADS, "account:" + caller.accountId());
        return caller;
    }

    /** The package kind a Content-Type names, or null for any other (or none). */
    private static BotPackage.Kind kind(MediaType type) {
        if (type == null) {
            return null;
        }
        if (type.isCompatible(MediaType.APPLICATION_OCTET_STREAM_TYPE)) {
            return BotPackage.Kind.FILE;
        }
        if (type.isCompatible(MediaType.valueOf(ZIP))) {
            return BotPackage.Kind.ZIP;
        }
        return null;
    }

    /** The status and problem document of each refusal. */
    static ApiException refusal(HostedBotOutcome.Refused refused) {
        return switch (refused) {
            case HostedBotOutcome.FieldRefused f -> ApiException.refused(f.why());
            case HostedBotOutcome.NameTaken t ->
                ApiException.conflict("name", "you already have a bot named " + t.name());
            case HostedBotOutcome.NoBot n -> ApiException.notFound("no hosted bot " + n.id());
            case HostedBotOutcome.NoVersion n ->
                ApiException.notFound("hosted bot " + n.botId() + " has no version " + n.number());
            // Bots' metadata is public: someone else's bot is known, and forbidden.
            case HostedBotOutcome.NotYours n ->
                ApiException.forbidden(
                        null,
                        "hosted bot " + n.botId() + " belongs to " + n.owner() + ": only its owner"
                                + (n.orAdmin() ? " or an admin" : "") + " may " + n.action() + " it");
        };
    }

    private static long botId(String text) {
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            throw ApiException.notFound("no hosted bot '" + text + "'");
        }
    }

    private static int number(String text) {
        try {
            return Integer.parseInt(text);
        } catch (NumberFormatException e) {
            throw ApiException.notFound("no version '" + text + "'");
        }
    }
}

package org.puzzlearena.server.contests;

import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.puzzlearena.server.accounts.Authenticator;
import org.puzzlearena.server.accounts.Caller;
import org.puzzlearena.server.accounts.Permissions;
import org.puzzlearena.server.api.ApiException;
import org.puzzlearena.server.api.Locations;

/** A contest's announcements and clarifications (docs/CONTESTS.md, "Announcements and clarifications"). */
@Path("/contests/{id}")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Contests")
public class ContestMessagesResource {

    @Inject
    ContestMessageService service;

    @Inject
    Authenticator authenticator;

    @GET
    @Path("/announcements")
    @Operation(summary = "The contest's announcements, oldest first, each marked unread or not for the caller (anyone)")
    public MessageViews.AnnouncementList announcements(@Context HttpHeaders headers, @PathParam("id") String id) {
        long contestId = ContestProblems.id(id);
        return service.announcements(authenticator.identify(headers).orElse(null), contestId)
                .orElseThrow(() -> ContestProblems.noContest(contestId));
    }

    @POST
    @Path("/announcements")
    @Operation(
            summary = "Post an announcement (its organizer, admin): {\"text\"} (1 to 2,000 characters) → 201; sent "
                    + "live to every watcher of the scoreboard; audited")
    public Response post(@Context HttpHeaders headers, @PathParam("id") String id, MessageViews.NewAnnouncement body) {
        long contestId = ContestProblems.id(id);
        return switch (service.post(authenticator.requirePerson(headers), contestId, body)) {
            case MessageOutcome.Posted p ->
                Locations.created("/api/contests/" + contestId + "/announcements")
                        .entity(p.announcement())
                        .build();
            case MessageOutcome.Refused r -> throw refusal(r);
            default -> throw new IllegalStateException();
        };
    }

    @GET
    @Path("/clarifications")
    @Operation(
            summary = "The clarifications the caller may read: staff every question with its asker; anyone else "
                    + "their own questions and the answers given to all")
    public MessageViews.ClarificationList clarifications(@Context HttpHeaders headers, @PathParam("id") String id) {
        long contestId = ContestProblems.id(id);
        return service.clarifications(authenticator.identify(headers).orElse(null), contestId)
                .orElseThrow(() -> ContestProblems.noContest(contestId));
    }

    @POST
    @Path("/clarifications")
    @Operation(
            summary = "Ask the staff a question (a registered participant, as a person): {\"question\", \"game\", "
                    + "\"instance\"} (the instance optional) → 201; private to staff until answered; audited; 400 "
                    + "naming question/game/instance; 403 not registered or staff; 409 after the end; 429 too many")
    public Response ask(@Context HttpHeaders headers, @PathParam("id") String id, MessageViews.NewClarification body) {
        long contestId = ContestProblems.id(id);
        return switch (service.ask(authenticator.requirePerson(headers), contestId, body)) {
            case MessageOutcome.Asked a ->
                Locations.created("/api/contests/" + contestId + "/clarifications")
                        .entity(a.clarification())
                        .build();
            case MessageOutcome.Refused r -> throw refusal(r);
            default -> throw new IllegalStateException();
        };
    }

    @POST
    @Path("/clarifications/{clarification}/answer")
    @Operation(
            summary = "Answer a question (its organizer, admin): {\"answer\", \"toAll\"} → 200; to the asker alone, "
                    + "or with toAll to everyone; audited; 404 no such question; 409 already answered")
    public MessageViews.ClarificationView answer(
            @Context HttpHeaders headers,
            @PathParam("id") String id,
            @PathParam("clarification") String clarification,
            MessageViews.NewAnswer body) {
        long contestId = ContestProblems.id(id);
        Caller caller = authenticator.requirePerson(headers);
        long clarificationId;
        try {
            clarificationId = Long.parseLong(clarification);
        } catch (NumberFormatException e) {
            clarificationId = -1; // no such question: the service still answers 403 to anyone but staff first
        }
        return switch (service.answer(caller, contestId, clarificationId, body)) {
            case MessageOutcome.Answered a -> a.clarification();
            case MessageOutcome.Refused r -> throw refusal(r);
            default -> throw new IllegalStateException();
        };
    }

    @GET
    @Path("/messages/unread")
    @Operation(summary = "How many announcements and clarifications the caller has not read (caller)")
    public MessageViews.Unread unread(@Context HttpHeaders headers, @PathParam("id") String id) {
        long contestId = ContestProblems.id(id);
        return service.unread(authenticator.requirePerson(headers), contestId)
                .orElseThrow(() -> ContestProblems.noContest(contestId));
    }

    @POST
    @Path("/messages/read")
    @Operation(
            summary = "Mark every message the caller may read of the contest as read (caller): 200 the unread counts")
    public MessageViews.Unread markRead(@Context HttpHeaders headers, @PathParam("id") String id) {
        long contestId = ContestProblems.id(id);
        return service.markRead(authenticator.requirePerson(headers), contestId)
                .orElseThrow(() -> ContestProblems.noContest(contestId));
    }

    /** The status and problem document of each refusal. */
    static ApiException refusal(MessageOutcome.Refused refused) {
        return switch (refused) {
            case MessageOutcome.NoContest n -> ContestProblems.noContest(n.id());
            case MessageOutcome.BadField b -> ApiException.badRequest(b.field(), b.why());
            case MessageOutcome.MayNotAsk m -> Permissions.forbidden(m.why());
            case MessageOutcome.ContestEnded e ->
                ApiException.conflict(null, "the contest ended at " + e.endsAt() + "; questions are closed");
            case MessageOutcome.NoClarification n ->
                ApiException.notFound("no clarification " + n.id() + " of contest " + n.contestId());
            case MessageOutcome.AlreadyAnswered a ->
                ApiException.conflict(null, "clarification " + a.id() + " was answered at " + a.answeredAt());
        };
    }
}

package org.puzzlearena.server.verify;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonRawValue;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import java.util.Optional;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.puzzlearena.server.accounts.Authenticator;
import org.puzzlearena.server.ratelimit.RateLimits;

/** Replays a solution without storing it. Open to everyone. */
@Path("/verify")
@Consumes(MediaType.APPLICATION_JSON)
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Verification")
public class VerifyResource {

    @Inject
    VerificationService verifier;

    @Inject
    Authenticator authenticator;

    @Inject
    RateLimits limits;

    /** The verify answer: the valid fields, or the invalid ones (never both). */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record VerifyResponse(
            boolean valid,
            String game,
            String instance,
            Integer score,
            Integer moves,
            Boolean terminal,
            @JsonRawValue String details,
            Integer moveIndex,
            String move,
            String reason) {

        static VerifyResponse of(Verdict verdict) {
            return switch (verdict) {
                case Verdict.Valid v ->
                    new VerifyResponse(
                            true,
                            v.game(),
                            v.instance(),
                            v.score(),
                            v.finalState().moveCount(),
                            v.finalState().isTerminal(),
                            "{" + v.finalState().detailsJson() + "}",
                            null,
                            null,
                            null);
                case Verdict.Invalid bad ->
                    new VerifyResponse(
                            false,
                            bad.game(),
                            bad.instance(),
                            null,
                            null,
                            null,
                            null,
                            bad.moveIndex(),
                            bad.move(),
                            bad.reason());
            };
        }
    }

    @POST
    @Operation(
            summary = "Replay a solution with the rules core and return its verified score (anyone); 429 with "
                    + "Retry-After over the rate limit (charged per KiB of moves: per address when anonymous, higher per "
                    + "logged-in person or API token) or with too many of the caller's replays waiting; 503 with "
                    + "Retry-After while the verifier's queue is full")
    public VerifyResponse verify(@Context HttpHeaders headers, SolutionRequest request) {
        // Replaying costs CPU by its length (34 ms for a 1 MiB solution): charged per KiB, per address
        // when anonymous, per participant (generously enough to benchmark with) for people and bots;
        // then run in the caller's turn on the verifier's cores.
        Optional<String> participant = authenticator.identify(headers).map(c -> c.participantKey());
        limits.checkReplay(participant, SolutionRequest.replayBytes(request));
        String who = participant.orElseGet(() -> "address " + limits.clientAddress());
        return switch (verifier.verifyInTurn(who, request)) {
            case Verdict verdict -> VerifyResponse.of(verdict);
            case VerificationOutcome.Refused refused -> throw VerifyProblems.of(refused);
        };
    }
}

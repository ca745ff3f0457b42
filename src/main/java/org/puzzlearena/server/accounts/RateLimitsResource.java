package org.puzzlearena.server.accounts;

import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.puzzlearena.server.ratelimit.RateLimiter;
import org.puzzlearena.server.ratelimit.RateLimits;

/**
 * Where the caller stands in every rate limit that counts them: what is left now and the seconds
 * until the next request and until the whole allowance is back, so a client (a bot, the pages) plans
 * instead of running into 429s. Reading it takes nothing from any limit.
 */
@Path("/rate-limits")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Accounts")
public class RateLimitsResource {

    /**
     * One limit as it stands for the caller: its configuration name, what it counts, whom it counts
     * ({@code account}, {@code participant}: a person or one bot token, {@code address}), its capacity
     * a period, what is left, and the seconds until the next request (0: now) and until it is full.
     */
    public record LimitStanding(
            String limit,
            String what,
            String scope,
            int capacity,
            long periodSeconds,
            int remaining,
            long nextInSeconds,
            long fullInSeconds) {}

    @Inject
    Authenticator authenticator;

    @Inject
    RateLimits limits;

    @GET
    @Operation(
            summary = "Where you stand in each rate limit that counts you (anyone; logged in or with a token, your"
                    + " account's and participant's limits too): capacity a period, remaining, seconds until the next"
                    + " request and until full; reading it takes nothing")
    public List<LimitStanding> standings(@Context HttpHeaders headers) {
        Caller caller = authenticator.identify(headers).orElse(null);
        Long account = caller == null ? null : caller.accountId();
        String participant = caller == null ? null : caller.participantKey();
        List<LimitStanding> out = new ArrayList<>();
        for (RateLimits.Limit limit : RateLimits.Limit.values()) {
            var standing = limits.standing(limit, account, participant);
            if (standing.isEmpty()) {
                continue;
            }
            RateLimiter l = limits.limiter(limit);
            RateLimiter.Standing s = standing.get();
            out.add(new LimitStanding(
                    limit.id(),
                    limit.what(),
                    scope(limit, participant),
                    l.capacity(),
                    l.period().toSeconds(),
                    s.remaining(),
                    seconds(s.untilNext()),
                    seconds(s.untilFull())));
        }
        return out;
    }

    private static String scope(RateLimits.Limit limit, String participant) {
        return switch (limit.scope()) {
            case PARTICIPANT_OR_ADDRESS -> participant == null ? "address" : "participant";
            default -> limit.scope().name().toLowerCase(Locale.ROOT);
        };
    }

    /** Whole seconds, rounded up: a client that waits that long is never refused. */
    private static long seconds(Duration d) {
        return (d.toMillis() + 999) / 1000;
    }
}

package org.puzzlearena.server.profiles;

import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import java.time.Instant;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.puzzlearena.rules.Clip;
import org.puzzlearena.server.api.ApiException;
import org.puzzlearena.server.api.QueryParams;

/** Public profiles of people and bots, and the overall ranking across every puzzle. */
@Path("/")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Profiles")
public class ProfilesResource {

    @Inject
    ProfileService profiles;

    @Inject
    OverallRanking ranking;

    public record RankingPage(
            Instant computedAt, String formula, long total, int offset, List<OverallRanking.Standing> standings) {}

    static final String FORMULA =
            "on each board, your best score divided by the board's top (the better of its record and"
                    + " its best entry), summed over boards; copies and scores of 0 or less earn nothing; equal points share a rank";

    @GET
    @Path("/profiles/{username}")
    @Operation(
            summary =
                    "A person's public profile (anyone): their entry on every board with rank and percent of the record,"
                            + " latest submissions, contests with their public placing, overall rank, and their bots; 404 no such person")
    public ProfileService.Profile person(@PathParam("username") String username) {
        return found(profiles.of(username, null));
    }

    /** The status and problem document of each refusal to show a profile. */
    static ApiException refusal(ProfileOutcome.Refused refused) {
        return switch (refused) {
            case ProfileOutcome.NoSuchPerson n ->
                ApiException.notFound("no one is named '" + Clip.clip(String.valueOf(n.username()), 40) + "'");
            case ProfileOutcome.NoSuchBot n ->
                ApiException.notFound(
                        "no bot '" + Clip.clip(n.bot(), 40) + "' of " + n.username() + " has submitted anything");
        };
    }

    private static ProfileService.Profile found(ProfileOutcome outcome) {
        return switch (outcome) {
            case ProfileOutcome.Found f -> f.profile();
            case ProfileOutcome.Refused refused -> throw refusal(refused);
        };
    }

    @GET
    @Path("/profiles/{username}/bots/{bot}")
    @Operation(
            summary =
                    "A bot's public profile (anyone): as a person's, for one bot name of the account; 404 when it has submitted nothing")
    public ProfileService.Profile bot(@PathParam("username") String username, @PathParam("bot") String bot) {
        return found(profiles.of(username, bot));
    }

    @GET
    @Path("/rankings")
    @Operation(
            summary = "The overall ranking across every puzzle (anyone), a page of it (?offset=&limit=, at most 500):"
                    + " " + FORMULA + ". Recomputed at most every 30 s")
    public RankingPage rankings(@QueryParam("offset") String offset, @QueryParam("limit") String limit) {
        int from = QueryParams.intParam("offset", offset, 0, 0, Integer.MAX_VALUE);
        int size = QueryParams.intParam("limit", limit, 100, 1, 500);
        OverallRanking.Snapshot s = ranking.current();
        List<OverallRanking.Standing> all = s.standings();
        List<OverallRanking.Standing> page =
                from >= all.size() ? List.of() : all.subList(from, Math.min(all.size(), from + size));
        return new RankingPage(s.at(), FORMULA, all.size(), from, List.copyOf(page));
    }
}

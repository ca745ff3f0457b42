package org.puzzlearena.server.contests;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.puzzlearena.server.boards.BoardId;
import org.puzzlearena.server.leaderboards.LeaderboardEntry;

/** The JSON shapes of contests (docs/CONTESTS.md, "API"). */
public final class ContestViews {

    private ContestViews() {}

    public record RateLimitView(int submissions, int perSeconds) {}

    public record ScoringView(String rule, String description) {
        static ScoringView of(ScoringRule r) {
            return new ScoringView(r.id(), r.description());
        }
    }

    /**
     * An instance of a contest: label "A", "B", ...; {@code position} is its drawable initial position;
     * {@code hidden}: in the hidden part, its scores shown to staff only until the end.
     */
    public record InstanceView(int index, String label, String game, String instance, String position, boolean hidden) {

        /** "A" for the first instance, ..., "Z", then "AA", "AB", ...: how pages and CSV columns name them. */
        static String label(int index) {
            String s = "";
            int n = index;
            do {
                s = (char) ('A' + n % 26) + s;
                n = n / 26 - 1;
            } while (n >= 0);
            return s;
        }

        static List<InstanceView> of(List<BoardId> refs, java.util.Set<Integer> hidden) {
            List<InstanceView> out = new ArrayList<>();
            for (int i = 0; i < refs.size(); i++) {
                BoardId r = refs.get(i);
                out.add(new InstanceView(
                        i,
                        label(i),
                        r.game(),
                        r.instance(),
                        "/api/games/" + r.game() + "/instances/" + r.instance(),
                        hidden.contains(i)));
            }
            return out;
        }
    }

    /**
     * A contest's hidden part: how many instances, how the final ranking is made, whether the viewer
     * sees the hidden scores now ({@code scoresVisible}: staff, or anyone after the end), and the
     * secret seed, null until then (a decimal string: it does not fit a JavaScript number).
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record HiddenPartView(
            int instances, String finalRanking, boolean scoresVisible, String seed, String derivation) {

        static HiddenPartView of(Contest c, int hiddenInstances, boolean open) {
            if (!c.hasHiddenPart()) {
                return null;
            }
            return new HiddenPartView(
                    hiddenInstances,
                    c.finalRanking,
                    open,
                    open ? Long.toString(c.hiddenSeed) : null,
                    "docs/CONTESTS.md#the-hidden-final-set");
        }
    }

    /** What the caller is to this contest; absent for an anonymous caller. */
    public record YouView(
            boolean staff,
            boolean registered,
            List<LeaderboardEntry.Participant> participants,
            boolean mayRegister,
            String whyNot) {}

    /** A contest in a list: no description, no instances. */
    public record ContestSummary(
            long id,
            String title,
            String organizer,
            Instant startsAt,
            Instant endsAt,
            Instant freezesAt,
            String phase,
            boolean frozen,
            boolean botsAllowed,
            String scoring,
            long instanceCount,
            long registrations) {}

    public record ContestPage(long total, int offset, Instant now, List<ContestSummary> contests) {}

    /**
     * A contest in full. {@code instances} is empty and {@code instancesVisible} false for
     * non-staff before the start; {@code frozen} says participants now see the board as of
     * {@code freezesAt}.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record ContestView(
            long id,
            String title,
            String description,
            String organizer,
            Instant startsAt,
            Instant endsAt,
            Instant freezesAt,
            Instant unfrozenAt,
            Instant now,
            String phase,
            boolean frozen,
            boolean botsAllowed,
            RateLimitView rateLimit,
            ScoringView scoring,
            boolean instancesVisible,
            int instanceCount,
            List<InstanceView> instances,
            HiddenPartView hiddenPart,
            long registrations,
            String entries,
            Integer maxTeamSize,
            YouView you,
            Links links,
            Instant createdAt,
            Instant updatedAt) {}

    public record Links(String scoreboard, String registrations, String submissions, String live, String export) {
        static Links of(long id) {
            String base = "/api/contests/" + id;
            return new Links(
                    base + "/scoreboard",
                    base + "/registrations",
                    base + "/submissions",
                    "/ws/contests/" + id + "/scoreboard",
                    base + "/export");
        }
    }

    public record RegistrationView(long contest, LeaderboardEntry.Participant participant, Instant registeredAt) {}

    public record RegistrationPage(long contest, long total, List<RegistrationView> registrations) {}

    /** The caller's own registration state: {@code participant} is the caller (a person, or a token's bot). */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record MyRegistration(
            long contest,
            LeaderboardEntry.Participant participant,
            boolean registered,
            Instant registeredAt,
            boolean mayRegister,
            String whyNot) {}

    /** What a participant is told of a submission to a hidden instance before the end. */
    static final String SCORE_HIDDEN = "accepted and verified; its score is hidden until the end of the contest";

    /**
     * The answer to an accepted contest submission (no rank: during a freeze it would leak others'
     * results). To a hidden instance, {@code score} and {@code yourBest} are absent and {@code
     * scoreHidden} true until the end, {@code note} saying so.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record ContestSubmissionCreated(
            long id,
            long contest,
            String game,
            String instance,
            Integer score,
            int moves,
            Instant receivedAt,
            String verifierVersion,
            boolean afterFreeze,
            Integer yourBest,
            RateLimitState rateLimit,
            boolean scoreHidden,
            String note) {}

    public record RateLimitState(int submissions, int perSeconds, int remaining) {}

    /**
     * A submission in a contest's list. To a hidden instance before the end, a non-staff viewer (its
     * author) sees it without {@code score}, {@code scoreHidden} true, and no link to open.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record ContestSubmissionView(
            long id,
            LeaderboardEntry.Participant participant,
            String game,
            String instance,
            Integer score,
            int moveCount,
            Instant receivedAt,
            boolean afterFreeze,
            boolean scoreHidden,
            String submission,
            @JsonInclude(JsonInclude.Include.NON_NULL) String team) {}

    /** {@code scope} "all" for staff and public contests, "mine" for a participant's own list. */
    public record ContestSubmissionPage(
            long contest, String scope, long total, int offset, List<ContestSubmissionView> submissions) {}
}

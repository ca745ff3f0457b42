package org.puzzlearena.server.profiles;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.puzzlearena.server.accounts.Account;
import org.puzzlearena.server.accounts.AccountRepository;
import org.puzzlearena.server.accounts.ParticipantId;
import org.puzzlearena.server.contests.Contest;
import org.puzzlearena.server.contests.ContestService;
import org.puzzlearena.server.contests.ScoreboardService;
import org.puzzlearena.server.contests.ScoreboardView;
import org.puzzlearena.server.leaderboards.LeaderboardEntry;
import org.puzzlearena.server.leaderboards.LeaderboardRepository;

/**
 * A participant's public profile: their entry on every board (rank, percent of the record), their
 * latest submissions, their contests with the placing the public scoreboard shows (frozen boards
 * stay frozen here), their place in the overall ranking, and for a person the bots they run. Only
 * what the boards and scoreboards already show to anyone.
 */
@ApplicationScoped
public class ProfileService {

    static final int MAX_BOARDS = 500;
    static final int RECENT = 20;

    @Inject
    AccountRepository accounts;

    @Inject
    LeaderboardRepository boards;

    @Inject
    ProfileRepository profiles;

    @Inject
    ContestService contests;

    @Inject
    ScoreboardService scoreboards;

    @Inject
    OverallRanking ranking;

    @Inject
    Clock clock;

    public record Best(
            String game,
            String instance,
            int rank,
            long participants,
            int score,
            Double percentOfRecord,
            long submissionId,
            Instant receivedAt,
            boolean copy) {}

    public record ContestPlacing(
            long id,
            String title,
            String phase,
            Instant startsAt,
            Instant endsAt,
            Integer placing,
            int ranked,
            boolean frozen) {}

    public record Profile(
            LeaderboardEntry.Participant participant,
            Instant memberSince,
            OverallRanking.Standing overall,
            List<Best> bests,
            List<ProfileRepository.RecentSubmission> recent,
            List<ContestPlacing> contests,
            List<String> bots) {}

    @Transactional
    public ProfileOutcome of(String username, String botName) {
        Account a = accounts.findByUsername(username == null ? "" : username).orElse(null);
        if (a == null) {
            return new ProfileOutcome.NoSuchPerson(username);
        }
        ParticipantId id = new ParticipantId(a.id, botName);
        List<LeaderboardRepository.ParticipantBest> entries = boards.bestsOf(id, MAX_BOARDS);
        List<ProfileRepository.RecentSubmission> recent = profiles.recent(id, RECENT);
        if (botName != null && entries.isEmpty() && recent.isEmpty()) {
            return new ProfileOutcome.NoSuchBot(a.username, botName);
        }
        LeaderboardEntry.Participant who = LeaderboardEntry.Participant.of(a.username, botName);
        List<Best> bests = entries.stream()
                .map(b -> new Best(
                        b.game(),
                        b.instance(),
                        b.entry().rank(),
                        b.participants(),
                        b.entry().score(),
                        b.entry().percentOfRecord(),
                        b.entry().submissionId(),
                        b.entry().receivedAt(),
                        b.entry().copyOf() != null))
                .toList();
        OverallRanking.Standing overall = ranking.current().standings().stream()
                .filter(s -> s.participant().equals(who))
                .findFirst()
                .orElse(null);
        return new ProfileOutcome.Found(new Profile(
                who,
                a.createdAt,
                overall,
                bests,
                recent,
                placings(id, who),
                botName == null ? boards.botsOf(a.id) : List.of()));
    }

    /** Each contest with the participant's place on the scoreboard as the public sees it. */
    private List<ContestPlacing> placings(ParticipantId id, LeaderboardEntry.Participant who) {
        Instant now = clock.instant();
        return profiles.contests(id).stream()
                .flatMap(t -> placing(t, who, now).stream())
                .toList();
    }

    /**
     * The participant's place in one of the contests just listed, or none when that contest was
     * deleted since the list was read: it is left out, as a list read a moment later would leave it.
     */
    private Optional<ContestPlacing> placing(
            ProfileRepository.ContestTaken t, LeaderboardEntry.Participant who, Instant now) {
        Contest c = contests.find(t.id()).orElse(null);
        ScoreboardView board =
                c == null ? null : scoreboards.scoreboard(t.id(), null).orElse(null);
        if (board == null) {
            return Optional.empty();
        }
        ScoreboardView.Row row = board.rows().stream()
                .filter(r -> !r.reference() && who.equals(r.participant()))
                .findFirst()
                .orElse(null);
        int ranked = (int) board.rows().stream().filter(r -> !r.reference()).count();
        return Optional.of(new ContestPlacing(
                t.id(),
                t.title(),
                c.phase(now),
                t.startsAt(),
                t.endsAt(),
                row == null ? null : row.rank(),
                ranked,
                board.frozen()));
    }
}

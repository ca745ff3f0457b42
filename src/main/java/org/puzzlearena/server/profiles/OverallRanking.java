package org.puzzlearena.server.profiles;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.puzzlearena.server.leaderboards.LeaderboardEntry;
import org.puzzlearena.server.leaderboards.LeaderboardRepository;

/**
 * The ranking across every puzzle, as AZsPCs ranks its contests: on each board a participant earns
 * their best score divided by the board's top (the better of the board's verified record and its
 * best entry), so the best on a board earns 1 and half that score earns 0.5; the points are summed
 * over boards. Copies (a record's line or someone's earlier line) earn nothing, nor do scores of 0
 * or below; boards whose top is not positive count for no one. Equal points share a rank. The
 * ranking is one pass over every entry, so it is recomputed at most every
 * {@code arena.rankings.refresh} (30 s) and served from memory between.
 */
@ApplicationScoped
public class OverallRanking {

    @Inject
    LeaderboardRepository boards;

    @Inject
    Clock clock;

    @ConfigProperty(name = "arena.rankings.refresh", defaultValue = "30s")
    Duration refresh;

    /** One participant's place: rank, points (three decimals), boards entered, boards topped. */
    public record Standing(int rank, LeaderboardEntry.Participant participant, double points, int boards, int tops) {}

    /** The ranking as of {@code at}. */
    public record Snapshot(Instant at, List<Standing> standings) {}

    private volatile Snapshot last;

    /** What one board gives: the score over the board's top, nothing for a copy or a score of 0 or less. */
    public static double points(int score, boolean copy, int top) {
        if (copy || score <= 0 || top <= 0) {
            return 0;
        }
        return (double) score / top;
    }

    /** Ranks rows: most points first, then more boards, then name; equal points share a rank. */
    static List<Standing> rank(List<LeaderboardRepository.OverallRow> rows) {
        List<LeaderboardRepository.OverallRow> sorted = new ArrayList<>(rows);
        sorted.sort(Comparator.comparingDouble((LeaderboardRepository.OverallRow r) -> -round3(r.points()))
                .thenComparing(r -> -r.boards())
                .thenComparing(LeaderboardRepository.OverallRow::username)
                .thenComparing(r -> r.botName() == null ? "" : r.botName()));
        List<Standing> out = new ArrayList<>(sorted.size());
        int rank = 0;
        double previous = Double.NaN;
        for (int i = 0; i < sorted.size(); i++) {
            LeaderboardRepository.OverallRow r = sorted.get(i);
            double p = round3(r.points());
            if (p != previous) {
                rank = i + 1;
                previous = p;
            }
            out.add(new Standing(
                    rank, LeaderboardEntry.Participant.of(r.username(), r.botName()), p, r.boards(), r.firsts()));
        }
        return out;
    }

    private static double round3(double v) {
        return Math.round(v * 1000) / 1000.0;
    }

    /** The current ranking (at most {@code refresh} old). */
    public Snapshot current() {
        Snapshot s = last;
        Instant now = clock.instant();
        if (!fresh(s, now)) {
            synchronized (this) {
                s = last;
                if (!fresh(s, now)) {
                    s = new Snapshot(now, rank(read()));
                    last = s;
                }
            }
        }
        return s;
    }

    /** Computed at most {@code refresh} ago; a clock set back (before the snapshot) makes it stale too. */
    private boolean fresh(Snapshot s, Instant now) {
        return s != null && !now.isBefore(s.at()) && now.isBefore(s.at().plus(refresh));
    }

    @Transactional
    List<LeaderboardRepository.OverallRow> read() {
        return boards.overall();
    }
}

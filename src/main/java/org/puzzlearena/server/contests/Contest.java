package org.puzzlearena.server.contests;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;
import java.time.Instant;
import org.puzzlearena.server.accounts.Account;

/**
 * A contest: its window, its optional freeze, its rules of play. Its instances, participants and
 * reference bots are rows of their own (see {@link ContestRepository}).
 */
@Entity
@Table(name = "contests")
public class Contest {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "organizer_id")
    public Account organizer;

    @Column(nullable = false)
    public String title;

    @Column(nullable = false)
    public String description;

    /** Submissions are accepted from this instant (inclusive) ... */
    @Column(name = "starts_at", nullable = false)
    public Instant startsAt;

    /** ... until this one (exclusive). */
    @Column(name = "ends_at", nullable = false)
    public Instant endsAt;

    /** From this instant participants see the scoreboard as it was; null: no freeze. */
    @Column(name = "freezes_at")
    public Instant freezesAt;

    /** When the organizer published the full scoreboard; null while frozen (or never frozen). */
    @Column(name = "unfrozen_at")
    public Instant unfrozenAt;

    @Column(name = "bots_allowed", nullable = false)
    public boolean botsAllowed;

    /** At most this many accepted submissions per participant ... */
    @Column(name = "rate_limit_count", nullable = false)
    public int rateLimitCount;

    /** ... in any window of this many seconds. */
    @Column(name = "rate_limit_seconds", nullable = false)
    public int rateLimitSeconds;

    /** A {@link ScoringRule#id()}. */
    @Column(nullable = false)
    public String scoring;

    /** "individual" (each participant is one entry) or "team" (a team is one entry; docs/CONTESTS.md, "Teams"). */
    @Column(nullable = false)
    public String entries = INDIVIDUAL;

    /** The most accepted members a team may have; null in an individual contest. */
    @Column(name = "max_team_size")
    public Integer maxTeamSize;

    public static final String INDIVIDUAL = "individual";
    public static final String TEAM = "team";

    /**
     * How the final ranking is made when the contest has a hidden part ("private": its hidden
     * instances only, "both": all instances); null: no hidden part (docs/CONTESTS.md).
     */
    @Column(name = "final_ranking")
    public String finalRanking;

    /** The secret seed the hidden generated instances derive from; null without a hidden part. */
    @Column(name = "hidden_seed")
    public Long hiddenSeed;

    @Column(name = "created_at", nullable = false)
    public Instant createdAt;

    @Column(name = "updated_at", nullable = false)
    public Instant updatedAt;

    public ScoringRule scoringRule() {
        return ScoringRule.of(scoring).orElseThrow();
    }

    public boolean isTeamContest() {
        return TEAM.equals(entries);
    }

    public boolean hasStarted(Instant now) {
        return !now.isBefore(startsAt);
    }

    public boolean hasEnded(Instant now) {
        return !now.isBefore(endsAt);
    }

    /** Whether participants (not staff) see the board as of the freeze at {@code now}. */
    public boolean isFrozenFor(Instant now) {
        return freezesAt != null && unfrozenAt == null && !now.isBefore(freezesAt);
    }

    /** Everything about it is public: it has ended and no freeze hides anything any more. */
    public boolean isPublic(Instant now) {
        return hasEnded(now) && (freezesAt == null || unfrozenAt != null);
    }

    public boolean hasHiddenPart() {
        return finalRanking != null;
    }

    public String phase(Instant now) {
        return !hasStarted(now) ? "scheduled" : hasEnded(now) ? "ended" : "running";
    }
}

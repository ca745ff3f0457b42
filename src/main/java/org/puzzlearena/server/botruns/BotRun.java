package org.puzzlearena.server.botruns;

import jakarta.persistence.Column;
import jakarta.persistence.Convert;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.List;
import org.puzzlearena.server.accounts.Account;

/**
 * A bot run: the configuration it was started with (enough to run it again), its state, and the
 * best sequence found so far (saved while it runs, kept whatever happens to the server).
 */
@Entity
@Table(name = "bot_runs")
public class BotRun {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "account_id")
    public Account account;

    /** The configuration in words, e.g. "NMCS level 2, tabu, 20 s, seed 7": the bot's leaderboard name. */
    @Column(nullable = false)
    public String name;

    @Column(nullable = false)
    public String game;

    @Column(name = "instance_id", nullable = false)
    public String instanceId;

    @Column(nullable = false)
    public String algorithm;

    @Column(nullable = false)
    public int level;

    /** Beam sizes as "8,4,2", or null. */
    @Column(name = "beam_sizes")
    public String beamSizes;

    /** Null: the game's usual policy. */
    public String policy;

    @Column(nullable = false)
    public boolean memorize;

    @Column(nullable = false)
    public int iterations;

    @Column(nullable = false)
    public int threads;

    /**
     * The budget as asked: wall seconds or CPU seconds (never both), playouts, or a time budget and
     * playouts (whichever ends first).
     */
    public Double seconds;

    /** Seconds of CPU time summed over the searching threads, or null. */
    @Column(name = "cpu_seconds")
    public Double cpuSeconds;

    public Long playouts;

    @Column(nullable = false)
    public long seed;

    /** A {@link BotRunState#id()}. */
    @Column(nullable = false)
    public String state;

    /** Set when this run repeats {@link #originRunId}; null for a new run. */
    @Convert(converter = RunOrigin.Column.class)
    public RunOrigin origin;

    @Column(name = "origin_run_id")
    public Long originRunId;

    /** The server instance holding this active run (ServerInstance), while its lease lasts. */
    public String executor;

    /** Until when {@link #executor} holds the run unless it renews the lease (the database's clock). */
    @Column(name = "lease_until")
    public Instant leaseUntil;

    /** Bumped by each claim; the claimant's writes name it, so a stale claimant's are refused. */
    public int epoch;

    /**
     * The wall-clock seconds as admitted (the caller's limits applied): a continuing worker's
     * deadline; for a CPU budget, its wall-clock cap.
     */
    @Column(name = "budget_seconds")
    public Double budgetSeconds;

    @Column(name = "created_at", nullable = false)
    public Instant createdAt;

    @Column(name = "started_at")
    public Instant startedAt;

    @Column(name = "ended_at")
    public Instant endedAt;

    @Column(name = "best_score")
    public Integer bestScore;

    /** Canonical move texts, one per line, as in submissions. */
    @Column(name = "best_moves")
    public String bestMoves;

    /** The score-vs-time chart as JSON {@code [[elapsedMs, score], ...]}. */
    @Column(name = "best_points")
    public String bestPoints;

    @Column(name = "best_saved_at")
    public Instant bestSavedAt;

    @Column(name = "playouts_done", nullable = false)
    public long playoutsDone;

    @Column(name = "elapsed_ms", nullable = false)
    public long elapsedMs;

    /** CPU time the searching threads used so far, for a CPU budget; null for other budgets. */
    @Column(name = "cpu_ms")
    public Long cpuMs;

    @Column(name = "stop_reason")
    public String stopReason;

    public String error;

    @Column(name = "submission_id")
    public Long submissionId;

    /** A hosted run's bot version (hosted_bot_versions); null for a reference bot's run. */
    @Column(name = "hosted_version_id")
    public Long hostedVersionId;

    /** A hosted run's record of its last attempt, as the sandbox wrote it (RunRecord JSON), or null. */
    @Column(name = "hosted_record")
    public String hostedRecord;

    /** How many times a worker started a hosted run's bot: more than one after a worker died. */
    @Column(nullable = false)
    public int attempts;

    public BotRunState runState() {
        return BotRunState.of(state);
    }

    public List<String> bestMoveList() {
        return bestMoves == null || bestMoves.isEmpty() ? List.of() : List.of(bestMoves.split("\n", -1));
    }
}

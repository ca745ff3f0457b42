package org.puzzlearena.server.submissions;

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
import java.util.List;
import org.puzzlearena.server.accounts.Account;
import org.puzzlearena.server.records.BoardRecord;

/** A verified solution: the moves as replayed, the server's own score, when it was received. */
@Entity
@Table(name = "submissions")
public class Submission {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "account_id")
    public Account account;

    /** Null for a person; the API token's name for a bot; the configuration's name for a bot run. */
    @Column(name = "bot_name")
    public String botName;

    /** The server's bot run that found this solution, or null. */
    @Column(name = "bot_run_id")
    public Long botRunId;

    /** The contest it was submitted to, or null for an ordinary submission (kept off the leaderboards). */
    @Column(name = "contest_id")
    public Long contestId;

    @Column(nullable = false)
    public String game;

    @Column(name = "instance_id", nullable = false)
    public String instanceId;

    /** Canonical move texts, one per line (no canonical move contains a line break). */
    @Column(nullable = false)
    public String moves;

    @Column(name = "move_count", nullable = false)
    public int moveCount;

    @Column(nullable = false)
    public int score;

    @Column(name = "verifier_version", nullable = false)
    public String verifierVersion;

    @Column(name = "received_at", nullable = false)
    public Instant receivedAt;

    @Column(name = "idempotency_key")
    public String idempotencyKey;

    @Column(name = "request_hash", nullable = false)
    public String requestHash;

    /** LineKey of the moves: what copies are found by. */
    @Column(name = "line_hash")
    public String lineHash;

    /** The record this submission copies (its line is the record's), or null. */
    @ManyToOne(fetch = FetchType.LAZY)
    @JoinColumn(name = "copy_of_record")
    public BoardRecord copyOfRecord;

    /** Someone's earlier submission this one copies (the same line, received before), or null. */
    @ManyToOne(fetch = FetchType.LAZY)
    @JoinColumn(name = "copy_of_submission")
    public Submission copyOfSubmission;

    public List<String> moveList() {
        return moves.isEmpty() ? List.of() : List.of(moves.split("\n", -1));
    }
}

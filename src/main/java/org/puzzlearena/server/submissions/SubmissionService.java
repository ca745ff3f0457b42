package org.puzzlearena.server.submissions;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.puzzlearena.rules.Replay;
import org.puzzlearena.server.Sha256;
import org.puzzlearena.server.accounts.Caller;
import org.puzzlearena.server.accounts.ParticipantId;
import org.puzzlearena.server.boards.BoardId;
import org.puzzlearena.server.catalog.GameCatalog;
import org.puzzlearena.server.catalog.InstanceReservations;
import org.puzzlearena.server.leaderboards.Candidate;
import org.puzzlearena.server.leaderboards.CopyOf;
import org.puzzlearena.server.leaderboards.LeaderboardChanged;
import org.puzzlearena.server.leaderboards.LeaderboardRepository;
import org.puzzlearena.server.metrics.EventMeters;
import org.puzzlearena.server.records.LineKey;
import org.puzzlearena.server.records.Originals;
import org.puzzlearena.server.verify.SolutionRequest;
import org.puzzlearena.server.verify.Verdict;
import org.puzzlearena.server.verify.VerificationOutcome;
import org.puzzlearena.server.verify.VerificationService;

/**
 * Accepts submissions: replays them, stores the verified moves with the server's own score and
 * the time of receipt, and places them on the leaderboard. An invalid solution stores nothing.
 */
@ApplicationScoped
public class SubmissionService {

    /** The server's clock (ServerClock): tests move it. */
    @Inject
    Clock clock;

    /** A contest's own instances take no ordinary submissions until the contest ends. */
    @Inject
    InstanceReservations reservations;

    static final int MAX_IDEMPOTENCY_KEY = 200;

    @Inject
    VerificationService verifier;

    @Inject
    SubmissionRepository submissions;

    @Inject
    EventMeters metrics;

    @Inject
    LeaderboardRepository boards;

    @Inject
    Originals originals;

    @Inject
    Event<LeaderboardChanged> changes;

    /** A stored submission by its id. */
    public Optional<Submission> find(long id) {
        return Optional.ofNullable(submissions.findById(id));
    }

    /** A page of the board's submissions, oldest first. */
    public List<Submission> page(BoardId board, int offset, int limit) {
        return submissions.listFor(board, offset, limit);
    }

    public long count(BoardId board) {
        return submissions.countFor(board);
    }

    public SubmissionOutcome submit(Caller caller, SolutionRequest request, String idempotencyKey) {
        Instant receivedAt = clock.instant();
        Optional<SubmissionOutcome.Refused> badKey = checkIdempotencyKey(idempotencyKey);
        if (badKey.isPresent()) {
            return badKey.get();
        }
        if (request != null) {
            GameCatalog.requirePuzzle(request.game(), "game");
            Optional<String> reserved = reservations.reservedNow(request.game(), request.instance());
            if (reserved.isPresent()) {
                return new SubmissionOutcome.InstanceReserved(reserved.get());
            }
        }
        Verdict.Valid valid;
        switch (replay(caller, request)) {
            case Verdict.Valid v -> valid = v;
            case VerificationOutcome.Refused refused -> {
                return new SubmissionOutcome.Unverified(refused);
            }
        }
        Optional<SubmissionOutcome.Refused> empty = emptySolution(request, valid);
        if (empty.isPresent()) {
            return empty.get();
        }
        return store(caller.participant(), null, null, valid, idempotencyKey, receivedAt);
    }

    /** A well-formed Idempotency-Key, or none: else the refusal. */
    public static Optional<SubmissionOutcome.Refused> checkIdempotencyKey(String idempotencyKey) {
        return idempotencyKey != null && (idempotencyKey.isBlank() || idempotencyKey.length() > MAX_IDEMPOTENCY_KEY)
                ? Optional.of(new SubmissionOutcome.BadIdempotencyKey(MAX_IDEMPOTENCY_KEY))
                : Optional.empty();
    }

    /**
     * Replays a solution in the caller's turn on the verifier's cores: the valid verdict, or the
     * verifier's refusal (a malformed line, the first illegal move, no turn). Pure computation:
     * callers do it before opening a transaction, then ask {@link #emptySolution}.
     */
    public VerificationOutcome.Checked replay(Caller caller, SolutionRequest request) {
        return verifier.requireValidInTurn(caller.participantKey(), request);
    }

    /**
     * A line without moves is refused: the start position scores 0 on every board, so storing it
     * would rank a non-entry. (POST /api/verify still answers what an empty line scores.)
     */
    public static Optional<SubmissionOutcome.Refused> emptySolution(SolutionRequest request, Verdict.Valid valid) {
        return valid.canonicalMoves().isEmpty()
                ? Optional.of(new SubmissionOutcome.EmptySolution(request.moves() != null ? "moves" : "solution"))
                : Optional.empty();
    }

    /**
     * Stores a replayed solution as a submission to a contest, inside the caller's transaction
     * (which has already checked the contest's window, registration and rate limit). Contest
     * submissions stay off the ordinary leaderboards, so no leaderboard change is announced and
     * no leaderboard rank is computed (the contest announces its own change).
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public SubmissionOutcome storeInContest(
            long contestId, Caller caller, Verdict.Valid valid, String idempotencyKey, Instant receivedAt) {
        return store(caller.participant(), null, contestId, valid, idempotencyKey, receivedAt);
    }

    /** The submission an Idempotency-Key of this participant already stored, if any. */
    public Optional<Submission> findByIdempotencyKey(Caller caller, String idempotencyKey) {
        return idempotencyKey == null
                ? Optional.empty()
                : submissions.findByIdempotencyKey(caller.participant(), idempotencyKey);
    }

    /**
     * Enters a finished bot run's best on the leaderboard, already replayed by the caller: a normal
     * submission of the run's owner, named by the run's configuration and linked to the run. Joins
     * the caller's transaction, so the run and its entry are stored together.
     *
     * <p>Why the owner's account and not a system account: the owner chose the configuration and
     * spent their own run allowance on it, exactly like a bot they run through an API token, so the
     * entry is theirs to answer for; and a participant is (account, bot name), so with one system
     * account everybody's runs of a popular configuration would collapse into a single entry,
     * hiding who ran what. The {@code botRun} link still shows that the server ran it.
     */
    @Transactional
    public StoredSubmission enterBotRun(ParticipantId who, long botRunId, Verdict.Valid valid, Instant finishedAt) {
        // Without an Idempotency-Key nothing is refused.
        return ((SubmissionOutcome.Accepted) store(who, botRunId, null, valid, null, finishedAt)).submission();
    }

    @Transactional
    SubmissionOutcome store(
            ParticipantId who,
            Long botRunId,
            Long contestId,
            Verdict.Valid valid,
            String idempotencyKey,
            Instant receivedAt) {
        BoardId board = new BoardId(valid.game(), valid.instance());
        String moves = String.join("\n", valid.canonicalMoves());
        // A key reused for the same moves sent to a contest and outside it is a conflict, not a retry.
        String target = contestId == null ? "" : "contest " + contestId + "\n";
        String requestHash = Sha256.hex(target + valid.game() + "\n" + valid.instance() + "\n" + moves);
        String lineHash = LineKey.of(valid.game(), valid.canonicalMoves());
        // Copies are found on the ordinary boards (contest submissions stay out of sight until the end).
        Originals.Original copyOf =
                contestId == null ? originals.of(board, lineHash, who.accountId()) : Originals.Original.NONE;
        // The contest and bot-run paths changed entities in this transaction before storing: written
        // first, so the row's foreign keys hold. An ordinary submission touched none.
        boolean flushFirst = contestId != null || botRunId != null;
        var stored = submissions.insertUnlessKeyUsed(
                flushFirst,
                who,
                botRunId,
                contestId,
                valid.game(),
                valid.instance(),
                moves,
                valid.canonicalMoves().size(),
                valid.score(),
                Replay.VERIFIER_VERSION,
                receivedAt,
                idempotencyKey,
                requestHash,
                lineHash,
                copyOf);
        if (stored.isEmpty()) {
            Submission earlier =
                    submissions.findByIdempotencyKey(who, idempotencyKey).orElseThrow();
            if (!earlier.requestHash.equals(requestHash)) {
                return new SubmissionOutcome.KeyUsedElsewhere(earlier.id);
            }
            StoredSubmission s = StoredSubmission.of(earlier);
            int rank = contestId == null ? boards.rankOf(board, who) : 0;
            return new SubmissionOutcome.Accepted(s, rank, true, SubmissionsResource.SubmissionView.copyOf(earlier));
        }
        StoredSubmission s = stored.get();
        metrics.submissionStored(s.game(), contestId != null ? "contest" : botRunId != null ? "bot-run" : "board");
        if (contestId != null) {
            return new SubmissionOutcome.Accepted(s, 0, false, null);
        }
        boards.record(new Candidate(
                s.game(),
                s.instanceId(),
                who.accountId(),
                who.botName(),
                s.id(),
                s.score(),
                copyOf.isCopy(),
                s.moveCount(),
                s.receivedAt(),
                botRunId));
        // Observers that push to live clients hear of it only once this transaction has committed.
        changes.fire(new LeaderboardChanged(s.game(), s.instanceId(), who.accountId(), who.botName(), s.id()));
        int rank = boards.rankOf(board, who);
        return new SubmissionOutcome.Accepted(s, rank, false, copyOfView(copyOf, board));
    }

    /** What the answer says a new submission copies, from the look-up's names (no further read). */
    static CopyOf copyOfView(Originals.Original o, BoardId board) {
        if (o.record() != null) {
            return CopyOf.ofRecord(o.record(), o.holder(), board);
        }
        if (o.submission() != null) {
            return CopyOf.ofSubmission(o.submission(), o.username(), o.botName());
        }
        return null;
    }
}

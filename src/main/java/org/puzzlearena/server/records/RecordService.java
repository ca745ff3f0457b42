package org.puzzlearena.server.records;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import org.puzzlearena.server.accounts.Caller;
import org.puzzlearena.server.audit.AuditLog;
import org.puzzlearena.server.boards.BoardId;
import org.puzzlearena.server.catalog.InstanceReservations;
import org.puzzlearena.server.verify.SolutionRequest;
import org.puzzlearena.server.verify.Verdict;
import org.puzzlearena.server.verify.VerificationOutcome;
import org.puzzlearena.server.verify.VerificationService;

/** Reads the registry, and adds a record an admin brings with its source (verified first, audited). */
@ApplicationScoped
public class RecordService {

    static final int MAX_HOLDER = 100;
    static final int MAX_SOURCE = 500;
    /** A year, a month or a day: as precisely as the source says. */
    private static final Pattern ACHIEVED = Pattern.compile("\\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\\d|3[01]))?)?");

    /** What an admin sends: the line as a submission's body, plus who, when and where from. */
    public record AddRequest(
            String game,
            String instance,
            String solution,
            List<String> moves,
            String holder,
            String achieved,
            String source) {}

    @Inject
    BoardRecordRepository records;

    @Inject
    RecordRegistry registry;

    @Inject
    VerificationService verifier;

    @Inject
    AuditLog audit;

    @Inject
    InstanceReservations reservations;

    @Transactional
    public List<BoardRecord> all() {
        return records.allVerified();
    }

    /** A record by its id, while it verifies (a hidden one is not shown, as on its board). */
    @Transactional
    public Optional<BoardRecord> verified(long id) {
        return records.findByIdOptional(id).filter(r -> r.verified);
    }

    @Transactional
    public List<BoardRecord> ofBoard(BoardId board) {
        return records.ofBoard(board);
    }

    /**
     * Replays the line (422 naming the first illegal move), then stores the record and its audit row
     * in one transaction. 409 when the line is already a record of that board, or the instance is a
     * contest's own and that contest is not public yet.
     */
    public RecordOutcome add(Caller admin, AddRequest body) {
        if (body == null) {
            return new RecordOutcome.NoBody();
        }
        if (refusedText("holder", body.holder(), MAX_HOLDER, true) instanceof RecordOutcome.Refused r) {
            return r;
        }
        if (refusedText("source", body.source(), MAX_SOURCE, true) instanceof RecordOutcome.Refused r) {
            return r;
        }
        if (refusedText("achieved", body.achieved(), 10, false) instanceof RecordOutcome.Refused r) {
            return r;
        }
        String holder = text(body.holder());
        String source = text(body.source());
        String achieved = text(body.achieved());
        if (achieved != null && !ACHIEVED.matcher(achieved).matches()) {
            return new RecordOutcome.BadAchieved();
        }
        // A record is public at once (records API, the board's reference row, copy marks, profiles,
        // sockets): on an instance a contest keeps unseen it would hand out an answer, so it waits.
        var unpublished = reservations.unpublishedNow(body.game(), body.instance());
        if (unpublished.isPresent()) {
            return new RecordOutcome.ContestNotPublic(unpublished.get());
        }
        // Pure computation, before the transaction opens.
        return switch (verifier.requireValid(
                new SolutionRequest(body.game(), body.instance(), body.solution(), body.moves()))) {
            case Verdict.Valid valid -> store(admin, valid, holder, achieved, source);
            case VerificationOutcome.Refused refused -> new RecordOutcome.Unverified(refused);
        };
    }

    @Transactional
    RecordOutcome store(Caller admin, Verdict.Valid valid, String holder, String achieved, String source) {
        String hash = LineKey.of(valid.game(), valid.canonicalMoves());
        BoardId board = new BoardId(valid.game(), valid.instance());
        var existing = records.byLine(board, hash);
        if (existing.isPresent()) {
            return new RecordOutcome.AlreadyARecord(existing.get().id, board, existing.get().holder);
        }
        BoardRecord r = registry.newRecord(valid, hash, holder, achieved, source);
        r.addedBy = admin.accountId();
        records.persist(r);
        records.flush();
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("game", r.game);
        details.put("instance", r.instanceId);
        details.put("score", r.score);
        details.put("holder", r.holder);
        details.put("achieved", r.achieved);
        details.put("source", r.source);
        audit.record(admin, "record.add", "record:" + r.id, details);
        return new RecordOutcome.Added(r);
    }

    /** A text field stripped, or null when it is missing or blank. */
    private static String text(String value) {
        String v = value == null ? null : value.strip();
        return v == null || v.isEmpty() ? null : v;
    }

    /** Why {@code value} does not do for {@code field} (missing though required, too long), or null when it does. */
    private static RecordOutcome.Refused refusedText(String field, String value, int max, boolean required) {
        String v = text(value);
        if (v == null) {
            return required ? new RecordOutcome.Missing(field) : null;
        }
        if (v.length() > max) {
            return new RecordOutcome.TooLong(field, max);
        }
        return null;
    }
}

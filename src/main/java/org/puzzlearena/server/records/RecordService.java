package org.puzzlearena.server.records;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.puzzlearena.server.accounts.Caller;
import org.puzzlearena.server.api.ApiException;
import org.puzzlearena.server.audit.AuditLog;
import org.puzzlearena.server.leaderboards.BoardId;
import org.puzzlearena.server.verify.SolutionRequest;
import org.puzzlearena.server.verify.Verdict;
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

    @Transactional
    public List<BoardRecord> all() {
        return records.allVerified();
    }

    @Transactional
    public List<BoardRecord> ofBoard(BoardId board) {
        return records.ofBoard(board);
    }

    /**
     * Replays the line (422 naming the first illegal move), then stores the record and its audit row
     * in one transaction. 409 when the line is already a record of that board.
     */
    public BoardRecord add(Caller admin, AddRequest body) {
        if (body == null) {
            throw ApiException.badRequest(
                    null,
                    "a JSON body {\"game\", \"instance\", \"solution\" or \"moves\", "
                            + "\"holder\", \"source\", \"achieved\"} is required");
        }
        String holder = text("holder", body.holder(), MAX_HOLDER, true);
        String source = text("source", body.source(), MAX_SOURCE, true);
        String achieved = text("achieved", body.achieved(), 10, false);
        if (achieved != null && !ACHIEVED.matcher(achieved).matches()) {
            throw ApiException.badRequest("achieved", "when the record was achieved: YYYY, YYYY-MM or YYYY-MM-DD");
        }
        // Pure computation, before the transaction opens.
        Verdict.Valid valid =
                verifier.requireValid(new SolutionRequest(body.game(), body.instance(), body.solution(), body.moves()));
        return store(admin, valid, holder, achieved, source);
    }

    @Transactional
    BoardRecord store(Caller admin, Verdict.Valid valid, String holder, String achieved, String source) {
        String hash = LineKey.of(valid.game(), valid.canonicalMoves());
        BoardId board = new BoardId(valid.game(), valid.instance());
        records.byLine(board, hash).ifPresent(existing -> {
            throw ApiException.conflict(
                    "solution",
                    "this line is already record " + existing.id + " of " + board + " (" + existing.holder + ")");
        });
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
        return r;
    }

    private static String text(String field, String value, int max, boolean required) {
        String v = value == null ? null : value.strip();
        if (v == null || v.isEmpty()) {
            if (required) {
                throw ApiException.badRequest(field, field + " is required");
            }
            return null;
        }
        if (v.length() > max) {
            throw ApiException.badRequest(field, field + " has at most " + max + " characters");
        }
        return v;
    }
}

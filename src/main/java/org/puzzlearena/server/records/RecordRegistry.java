package org.puzzlearena.server.records;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;
import org.puzzlearena.rules.Game;
import org.puzzlearena.rules.Replay;
import org.puzzlearena.rules.ReplayResult;
import org.puzzlearena.rules.catalog.Games;
import org.puzzlearena.server.api.ApiException;
import org.puzzlearena.server.boards.BoardId;
import org.puzzlearena.server.db.AdvisoryLocks;
import org.puzzlearena.server.verify.SolutionRequest;
import org.puzzlearena.server.verify.Verdict;
import org.puzzlearena.server.verify.VerificationOutcome;
import org.puzzlearena.server.verify.VerificationService;
import org.puzzlearena.server.verify.VerifyProblems;

/**
 * Keeps the records registry true at start-up: the shipped records (records/seeds.json) that are
 * not stored yet are replayed and stored, then every stored record is replayed again by today's
 * rules. A record that does not verify (a corrupted file, a score that is not the source's, a rules
 * change) is logged as an error with the first illegal move and stays hidden until it verifies.
 */
@ApplicationScoped
public class RecordRegistry {

    private static final Logger LOG = Logger.getLogger(RecordRegistry.class);
    /** Serialises concurrent start-ups on one database (pg_advisory_xact_lock key). */
    private static final long LOCK_KEY = 0x7265636f726473L;

    @ConfigProperty(name = "arena.records.seeds", defaultValue = "records/seeds.json")
    String seedsIndex;

    @Inject
    BoardRecordRepository records;

    @Inject
    VerificationService verifier;

    @Inject
    ObjectMapper json;

    @Inject
    AdvisoryLocks locks;

    @Inject
    Clock clock;

    /** What a start-up did: the records shown, and a line per refused one. */
    public record Outcome(int verified, List<String> refused) {}

    void onStart(@Observes StartupEvent event) {
        Outcome o = synchronize();
        LOG.infof(
                "records registry: %d verified records, %d refused",
                o.verified(), o.refused().size());
    }

    /** Stores the missing seeds and re-verifies every record: the start-up's work, in one transaction. */
    @Transactional
    public Outcome synchronize() {
        locks.lock(LOCK_KEY);
        List<String> refused = new ArrayList<>();
        for (RecordSeeds.Seed seed : RecordSeeds.read(seedsIndex, json)) {
            if (records.bySeed(seed.key()).isEmpty()) {
                storeSeed(seed, refused);
            }
        }
        int verified = 0;
        for (BoardRecord r : records.listAll()) {
            String refusal = refusalOf(r);
            r.verified = refusal == null;
            r.refusal = refusal;
            r.verifierVersion = Replay.VERIFIER_VERSION;
            if (refusal == null) {
                verified++;
            } else {
                String line = "record " + r.id + " (" + r.holder + ", " + r.game + "/" + r.instanceId + ", score "
                        + r.score + ") does not verify and is not shown: " + refusal;
                LOG.error(line);
                refused.add(line);
            }
        }
        return new Outcome(verified, refused);
    }

    private void storeSeed(RecordSeeds.Seed seed, List<String> refused) {
        Verdict verdict;
        try {
            verdict =
                    switch (verifier.verify(new SolutionRequest(seed.game(), seed.instance(), seed.solution(), null))) {
                        case Verdict v -> v;
                        // A line that cannot be replayed at all is refused like an illegal one, with the same sentence.
                        case VerificationOutcome.Refused r ->
                            new Verdict.Invalid(
                                    seed.game(),
                                    seed.instance(),
                                    0,
                                    "",
                                    VerifyProblems.of(r).problem().detail());
                    };
        } catch (ApiException e) {
            verdict = new Verdict.Invalid(
                    seed.game(), seed.instance(), 0, "", e.problem().detail());
        }
        String problem = switch (verdict) {
            case Verdict.Invalid bad -> "move " + bad.moveIndex() + " (" + bad.move() + ") is illegal: " + bad.reason();
            case Verdict.Valid v
            when v.score() != seed.claimedScore() ->
                "it replays to score " + v.score() + ", its source claims " + seed.claimedScore();
            case Verdict.Valid v -> null;
        };
        if (problem != null) {
            String line = "shipped record '" + seed.key() + "' (" + seed.holder() + ", " + seed.game() + "/"
                    + seed.instance() + ") does not verify and is not shown: " + problem;
            LOG.error(line);
            refused.add(line);
            return;
        }
        Verdict.Valid valid = (Verdict.Valid) verdict;
        String hash = LineKey.of(valid.game(), valid.canonicalMoves());
        if (records.byLine(new BoardId(valid.game(), valid.instance()), hash).isPresent()) {
            LOG.infof("shipped record '%s' is already registered (an admin added its line)", seed.key());
            return;
        }
        BoardRecord r = newRecord(valid, hash, seed.holder(), seed.achieved(), seed.source());
        r.seedKey = seed.key();
        records.persist(r);
    }

    /** A verified line as a new record (the caller persists it). */
    BoardRecord newRecord(Verdict.Valid valid, String lineHash, String holder, String achieved, String source) {
        BoardRecord r = new BoardRecord();
        r.game = valid.game();
        r.instanceId = valid.instance();
        r.score = valid.score();
        r.moveCount = valid.canonicalMoves().size();
        r.moves = String.join("\n", valid.canonicalMoves());
        r.lineHash = lineHash;
        r.holder = holder;
        r.achieved = achieved;
        r.source = source;
        r.addedAt = clock.instant();
        r.verified = true;
        r.verifierVersion = Replay.VERIFIER_VERSION;
        return r;
    }

    /** Why a stored record does not verify any more, or null when it does (same score, same line). */
    static String refusalOf(BoardRecord r) {
        Game game = Games.byId(r.game).orElse(null);
        if (game == null) {
            return "no game '" + r.game + "'";
        }
        return switch (Replay.moves(game, r.instanceId, r.moveList())) {
            case ReplayResult.Invalid bad ->
                "move " + bad.moveIndex() + " (" + bad.move() + ") is illegal: " + bad.reason();
            case ReplayResult.Unreadable u -> u.reason();
            case ReplayResult.Valid v
            when v.score() != r.score -> "it replays to score " + v.score() + ", not the recorded " + r.score;
            case ReplayResult.Valid v -> null;
        };
    }
}

package org.puzzlearena.server.contests;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Instant;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.puzzlearena.server.accounts.Caller;
import org.puzzlearena.server.accounts.Permissions;
import org.puzzlearena.server.accounts.Role;
import org.puzzlearena.server.botruns.BotRun;
import org.puzzlearena.server.botruns.BotRunOutcome;
import org.puzzlearena.server.botruns.BotRunSeals;
import org.puzzlearena.server.db.SqlValues;

/**
 * What keeps a contest from being won by copying a server bot's moves (docs/CONTESTS.md, "Nothing
 * to copy"). A reference bot is sealed until its contest ends: participants see its score on the
 * scoreboard and nothing else. A participant's own run on one of their contest's instances is
 * refused when the contest does not allow bots, and otherwise sealed until the contest is public
 * (ended, any freeze lifted), so neither its moves nor its leaderboard entry reach anyone else.
 * Insiders of a sealed run: its owner's account and the contest's staff.
 */
@ApplicationScoped
public class ContestRunSeals implements BotRunSeals {

    /** The contests sealing runs now: each row a run, its owner, the contest and its organizer. */
    private static final String SEALING = """
            SELECT y.bot_run_id, b.account_id, c.id, c.organizer_id
              FROM contest_yardsticks y JOIN contests c ON c.id = y.contest_id JOIN bot_runs b ON b.id = y.bot_run_id
             WHERE c.ends_at > :now %1$s
            UNION ALL
            SELECT p.bot_run_id, b.account_id, c.id, c.organizer_id
              FROM contest_bot_runs p JOIN contests c ON c.id = p.contest_id JOIN bot_runs b ON b.id = p.bot_run_id
             WHERE NOT (c.ends_at <= :now AND (c.freezes_at IS NULL OR c.unfrozen_at IS NOT NULL)) %2$s""";

    @Inject
    EntityManager em;

    @Inject
    Clock clock;

    @Inject
    Permissions permissions;

    @Inject
    ContestRepository contests;

    private record Seal(long runId, long ownerId, long contestId, long organizerId) {}

    @Override
    @Transactional(Transactional.TxType.MANDATORY)
    public Optional<BotRunOutcome.Refused> admit(Caller caller, BotRun run, Long sourceRunId) {
        Instant now = clock.instant();
        if (sourceRunId != null && !contests.contestsOfYardstick(sourceRunId).isEmpty() && isSealed(sourceRunId)) {
            return Optional.of(new BotRunOutcome.SealedReference(sourceRunId));
        }
        @SuppressWarnings("unchecked")
        List<Object[]> taking = em.createNativeQuery("""
                SELECT DISTINCT c.id, c.title, c.bots_allowed, c.ends_at
                  FROM contests c
                  JOIN contest_instances ci ON ci.contest_id = c.id
                  JOIN contest_registrations r ON r.contest_id = c.id
                 WHERE ci.game = ?1 AND ci.instance_id = ?2 AND r.account_id = ?3 AND c.ends_at > ?4
                 ORDER BY c.id""")
                .setParameter(1, run.game)
                .setParameter(2, run.instanceId)
                .setParameter(3, caller.accountId())
                .setParameter(4, SqlValues.timestamptz(now))
                .getResultList();
        for (Object[] c : taking) {
            if (!(Boolean) c[2]) {
                return Optional.of(new BotRunOutcome.ContestForbidsBots(
                        ((Number) c[0]).longValue(), (String) c[1], run.game, run.instanceId, SqlValues.instant(c[3])));
            }
        }
        for (Object[] c : taking) {
            em.createNativeQuery("INSERT INTO contest_bot_runs (bot_run_id, contest_id) VALUES (?1, ?2)")
                    .setParameter(1, run.id)
                    .setParameter(2, ((Number) c[0]).longValue())
                    .executeUpdate();
        }
        return Optional.empty();
    }

    @Override
    @Transactional
    public boolean isSealed(long runId) {
        return !seals(runId).isEmpty();
    }

    @Override
    @Transactional
    public boolean mayOpen(long runId, long ownerAccountId, Optional<Caller> caller) {
        List<Seal> seals = seals(runId);
        if (seals.isEmpty()) {
            return true;
        }
        if (caller.isEmpty()) {
            return false;
        }
        Set<Role> roles = caller.get().isBot() ? Set.of() : permissions.rolesOf(caller.get());
        return seals.stream().allMatch(s -> insider(s, caller.get(), roles));
    }

    @Override
    @Transactional
    public Set<Long> hiddenFrom(Optional<Caller> caller) {
        Set<Role> roles = caller.isEmpty() || caller.get().isBot() ? Set.of() : permissions.rolesOf(caller.get());
        Set<Long> hidden = new HashSet<>();
        for (Seal s : query("", "", null)) {
            if (caller.isEmpty() || !insider(s, caller.get(), roles)) {
                hidden.add(s.runId());
            }
        }
        return hidden;
    }

    /** The owner's account (its person and its bots), or the contest's staff. */
    private static boolean insider(Seal s, Caller caller, Set<Role> roles) {
        return caller.accountId() == s.ownerId()
                || roles.contains(Role.ADMIN)
                || (roles.contains(Role.ORGANIZER) && caller.accountId() == s.organizerId());
    }

    private List<Seal> seals(long runId) {
        return query("AND y.bot_run_id = :run", "AND p.bot_run_id = :run", runId);
    }

    private List<Seal> query(String yardstickFilter, String participantFilter, Long runId) {
        var q = em.createNativeQuery(SEALING.formatted(yardstickFilter, participantFilter))
                .setParameter("now", SqlValues.timestamptz(clock.instant()));
        if (runId != null) {
            q.setParameter("run", runId);
        }
        @SuppressWarnings("unchecked")
        List<Object[]> rows = q.getResultList();
        return rows.stream()
                .map(r -> new Seal(
                        ((Number) r[0]).longValue(),
                        ((Number) r[1]).longValue(),
                        ((Number) r[2]).longValue(),
                        ((Number) r[3]).longValue()))
                .toList();
    }
}

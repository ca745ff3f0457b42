package org.puzzlearena.server.contests;

import io.agroal.api.AgroalDataSource;
import io.quarkus.hibernate.orm.panache.PanacheRepository;
import io.quarkus.panache.common.Parameters;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.PersistenceException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.puzzlearena.server.accounts.ParticipantId;
import org.puzzlearena.server.boards.BoardId;
import org.puzzlearena.server.db.SqlValues;

/** Contests and their instances, participants and reference bots. */
@ApplicationScoped
public class ContestRepository implements PanacheRepository<Contest> {

    @Inject
    AgroalDataSource dataSource;

    /** A participant as registered, with the account's name. */
    public record Registration(long id, BoardKey key, String username, Instant registeredAt) {}

    /** A reference bot run entered on a contest. */
    public record Yardstick(
            long runId,
            long accountId,
            String username,
            String name,
            String game,
            String instance,
            String state,
            Integer bestScore) {}

    /** A running contest taking an account's bot runs on one of its instances. */
    public record TakingBotRuns(long id, String title, boolean botsAllowed, Instant endsAt) {}

    /** A bot run sealed by a contest now: the run, its owner, the contest and its organizer. */
    public record RunSeal(long runId, long ownerId, long contestId, long organizerId) {}

    /**
     * The contests sealing runs at {@code :now}: a reference bot until its contest ends, a
     * participant's run until its contest is public (ended, any freeze lifted).
     */
    private static final String SEALING = """
            SELECT y.bot_run_id, b.account_id, c.id, c.organizer_id
              FROM contest_yardsticks y JOIN contests c ON c.id = y.contest_id JOIN bot_runs b ON b.id = y.bot_run_id
             WHERE c.ends_at > :now %1$s
            UNION ALL
            SELECT p.bot_run_id, b.account_id, c.id, c.organizer_id
              FROM contest_bot_runs p JOIN contests c ON c.id = p.contest_id JOIN bot_runs b ON b.id = p.bot_run_id
             WHERE NOT (c.ends_at <= :now AND (c.freezes_at IS NULL OR c.unfrozen_at IS NOT NULL)) %2$s""";

    public Optional<Contest> findWithOrganizer(long id) {
        return find("from Contest c join fetch c.organizer where c.id = ?1", id).firstResultOptional();
    }

    /** Contests by start, newest first, optionally of one phase at {@code now} and of one organizer. */
    public List<Contest> search(String phase, Long organizerId, Instant now, int offset, int limit) {
        Filter f = filter(phase, organizerId, now);
        return find(
                        "from Contest c join fetch c.organizer where " + f.where
                                + " order by c.startsAt desc, c.id desc",
                        f.params)
                .range(offset, offset + limit - 1)
                .list();
    }

    public long countMatching(String phase, Long organizerId, Instant now) {
        Filter f = filter(phase, organizerId, now);
        return count("from Contest c where " + f.where, f.params);
    }

    private record Filter(String where, Parameters params) {}

    private static Filter filter(String phase, Long organizerId, Instant now) {
        List<String> where = new ArrayList<>(List.of("1 = 1"));
        Parameters p = new Parameters();
        if (phase != null) {
            where.add(
                    switch (phase) {
                        case "scheduled" -> "c.startsAt > :now";
                        case "running" -> "c.startsAt <= :now and c.endsAt > :now";
                        default -> "c.endsAt <= :now";
                    });
            p.and("now", now);
        }
        if (organizerId != null) {
            where.add("c.organizer.id = :organizer");
            p.and("organizer", organizerId);
        }
        return new Filter(String.join(" and ", where), p);
    }

    // ------------------------------------------------------------------ instances

    public List<BoardId> instancesOf(long contestId) {
        @SuppressWarnings("unchecked")
        List<Object[]> rows = getEntityManager()
                .createNativeQuery(
                        "SELECT game, instance_id FROM contest_instances WHERE contest_id = ?1 ORDER BY position")
                .setParameter(1, contestId)
                .getResultList();
        return rows.stream().map(r -> new BoardId((String) r[0], (String) r[1])).toList();
    }

    public long instanceCount(long contestId) {
        return ((Number) getEntityManager()
                        .createNativeQuery("SELECT count(*) FROM contest_instances WHERE contest_id = ?1")
                        .setParameter(1, contestId)
                        .getSingleResult())
                .longValue();
    }

    /**
     * Until when a contest running at {@code now} holds an instance (the latest end of those that
     * have it), or empty when none does.
     *
     * <p>Plain JDBC, and no transaction of its own: this is asked before every ordinary submission
     * and bot run on an instance outside the catalogue, and a JTA transaction around it cost an
     * ordinary submission a tenth of its server CPU.
     */
    public Optional<Instant> instanceReservedUntil(String game, String instance, Instant now) {
        try (Connection c = dataSource.getConnection();
                PreparedStatement q = c.prepareStatement("""
                        SELECT max(c.ends_at) FROM contest_instances ci JOIN contests c ON c.id = ci.contest_id
                        WHERE ci.game = ? AND ci.instance_id = ? AND c.ends_at > ?""")) {
            q.setString(1, game);
            q.setString(2, instance);
            q.setObject(3, SqlValues.timestamptz(now));
            try (ResultSet r = q.executeQuery()) {
                r.next();
                OffsetDateTime t = r.getObject(1, OffsetDateTime.class);
                return Optional.ofNullable(t).map(OffsetDateTime::toInstant);
            }
        } catch (SQLException e) {
            throw new PersistenceException("looking up an instance's contest", e);
        }
    }

    /** A contest, by id and title. */
    public record ContestName(long id, String title) {}

    /**
     * A contest holding the instance whose results are not public at {@code now} (not ended, or
     * frozen and not unfrozen yet), the latest to end first; empty when none. Plain JDBC, as
     * {@link #instanceReservedUntil}.
     */
    public Optional<ContestName> unpublishedContestHolding(String game, String instance, Instant now) {
        try (Connection c = dataSource.getConnection();
                PreparedStatement q = c.prepareStatement("""
                        SELECT c.id, c.title FROM contest_instances ci JOIN contests c ON c.id = ci.contest_id
                        WHERE ci.game = ? AND ci.instance_id = ?
                          AND (c.ends_at > ? OR (c.freezes_at IS NOT NULL AND c.unfrozen_at IS NULL))
                        ORDER BY c.ends_at DESC LIMIT 1""")) {
            q.setString(1, game);
            q.setString(2, instance);
            q.setObject(3, SqlValues.timestamptz(now));
            try (ResultSet r = q.executeQuery()) {
                return r.next() ? Optional.of(new ContestName(r.getLong(1), r.getString(2))) : Optional.empty();
            }
        } catch (SQLException e) {
            throw new PersistenceException("looking up an instance's unpublished contest", e);
        }
    }

    /** The positions of a contest's hidden instances (docs/CONTESTS.md, "The hidden final set"). */
    public java.util.Set<Integer> hiddenPositions(long contestId) {
        @SuppressWarnings("unchecked")
        List<Object> rows = getEntityManager()
                .createNativeQuery(
                        "SELECT position FROM contest_instances WHERE contest_id = ?1 AND hidden ORDER BY position")
                .setParameter(1, contestId)
                .getResultList();
        return rows.stream()
                .map(r -> ((Number) r).intValue())
                .collect(java.util.stream.Collectors.toCollection(java.util.TreeSet::new));
    }

    /** Whether the instance is in a contest's hidden part. */
    public boolean isHidden(long contestId, String game, String instance) {
        return !getEntityManager()
                .createNativeQuery(
                        "SELECT 1 FROM contest_instances WHERE contest_id = ?1 AND game = ?2 AND instance_id = ?3 AND hidden")
                .setParameter(1, contestId)
                .setParameter(2, game)
                .setParameter(3, instance)
                .getResultList()
                .isEmpty();
    }

    public void replaceInstances(long contestId, List<BoardId> instances, java.util.Set<Integer> hidden) {
        getEntityManager()
                .createNativeQuery("DELETE FROM contest_instances WHERE contest_id = ?1")
                .setParameter(1, contestId)
                .executeUpdate();
        for (int i = 0; i < instances.size(); i++) {
            getEntityManager()
                    .createNativeQuery(
                            "INSERT INTO contest_instances (contest_id, position, game, instance_id, hidden) VALUES (?1, ?2, ?3, ?4, ?5)")
                    .setParameter(1, contestId)
                    .setParameter(2, i)
                    .setParameter(3, instances.get(i).game())
                    .setParameter(4, instances.get(i).instance())
                    .setParameter(5, hidden.contains(i))
                    .executeUpdate();
        }
    }

    // ------------------------------------------------------------------ registrations

    public Optional<Registration> registration(long contestId, ParticipantId who) {
        return registrations(
                        "r.contest_id = ?1 AND r.account_id = ?2 AND coalesce(r.bot_name, '') = ?3",
                        contestId,
                        who.accountId(),
                        who.botKey())
                .stream()
                .findFirst();
    }

    /** The participants of an account (the person and its bots) registered on a contest. */
    public List<Registration> registrationsOfAccount(long contestId, long accountId) {
        return registrations("r.contest_id = ?1 AND r.account_id = ?2", contestId, accountId);
    }

    public List<Registration> registrations(long contestId) {
        return registrations("r.contest_id = ?1", contestId);
    }

    public long registrationCount(long contestId) {
        return ((Number) getEntityManager()
                        .createNativeQuery("SELECT count(*) FROM contest_registrations WHERE contest_id = ?1")
                        .setParameter(1, contestId)
                        .getSingleResult())
                .longValue();
    }

    /** Registers a participant unless it already is; true when this call registered it. */
    public boolean register(long contestId, ParticipantId who, Instant at) {
        return getEntityManager()
                        .createNativeQuery("""
                INSERT INTO contest_registrations (contest_id, account_id, bot_name, registered_at)
                VALUES (?1, ?2, ?3, ?4)
                ON CONFLICT (contest_id, account_id, (coalesce(bot_name, ''))) DO NOTHING""")
                        .setParameter(1, contestId)
                        .setParameter(2, who.accountId())
                        .setParameter(3, who.botName())
                        .setParameter(4, at)
                        .executeUpdate()
                > 0;
    }

    public boolean unregister(long contestId, ParticipantId who) {
        return getEntityManager()
                        .createNativeQuery("""
                DELETE FROM contest_registrations
                 WHERE contest_id = ?1 AND account_id = ?2 AND coalesce(bot_name, '') = ?3""")
                        .setParameter(1, contestId)
                        .setParameter(2, who.accountId())
                        .setParameter(3, who.botKey())
                        .executeUpdate()
                > 0;
    }

    /**
     * Locks a participant's registration row until the transaction ends: the submissions of one
     * participant to one contest take their rate-limit slots one at a time.
     */
    public void lockRegistration(long registrationId) {
        getEntityManager()
                .createNativeQuery("SELECT id FROM contest_registrations WHERE id = ?1 FOR UPDATE")
                .setParameter(1, registrationId)
                .getResultList();
    }

    private List<Registration> registrations(String where, Object... params) {
        var q = getEntityManager().createNativeQuery("""
                SELECT r.id, r.account_id, r.bot_name, a.username, r.registered_at
                  FROM contest_registrations r JOIN accounts a ON a.id = r.account_id
                 WHERE %s ORDER BY r.registered_at, r.id""".formatted(where));
        for (int i = 0; i < params.length; i++) {
            q.setParameter(i + 1, params[i]);
        }
        @SuppressWarnings("unchecked")
        List<Object[]> rows = q.getResultList();
        return rows.stream()
                .map(r -> new Registration(
                        ((Number) r[0]).longValue(),
                        BoardKey.participant(((Number) r[1]).longValue(), (String) r[2]),
                        (String) r[3],
                        SqlValues.instant(r[4])))
                .toList();
    }

    // ------------------------------------------------------------------ reference bots

    public void addYardstick(long contestId, long runId) {
        getEntityManager()
                .createNativeQuery("INSERT INTO contest_yardsticks (contest_id, bot_run_id) VALUES (?1, ?2)")
                .setParameter(1, contestId)
                .setParameter(2, runId)
                .executeUpdate();
    }

    public List<Yardstick> yardsticks(long contestId) {
        @SuppressWarnings("unchecked")
        List<Object[]> rows = getEntityManager()
                .createNativeQuery("""
                SELECT b.id, b.account_id, a.username, b.name, b.game, b.instance_id, b.state, b.best_score
                  FROM contest_yardsticks y JOIN bot_runs b ON b.id = y.bot_run_id JOIN accounts a ON a.id = b.account_id
                 WHERE y.contest_id = ?1 ORDER BY b.id""")
                .setParameter(1, contestId)
                .getResultList();
        return rows.stream()
                .map(r -> new Yardstick(
                        ((Number) r[0]).longValue(),
                        ((Number) r[1]).longValue(),
                        (String) r[2],
                        (String) r[3],
                        (String) r[4],
                        (String) r[5],
                        (String) r[6],
                        r[7] == null ? null : ((Number) r[7]).intValue()))
                .toList();
    }

    /** The contests a bot run is a yardstick of (to tell their live scoreboards it moved). */
    public List<Long> contestsOfYardstick(long runId) {
        @SuppressWarnings("unchecked")
        List<Number> ids = getEntityManager()
                .createNativeQuery("SELECT contest_id FROM contest_yardsticks WHERE bot_run_id = ?1")
                .setParameter(1, runId)
                .getResultList();
        return ids.stream().map(Number::longValue).toList();
    }

    // ------------------------------------------------------------------ participants' bot runs and seals

    /**
     * The contests running at {@code now} that an account is registered on and that have the
     * instance among theirs, by id: a bot run of that account on that instance is theirs.
     */
    public List<TakingBotRuns> takingBotRuns(String game, String instance, long accountId, Instant now) {
        @SuppressWarnings("unchecked")
        List<Object[]> rows = getEntityManager()
                .createNativeQuery("""
                SELECT DISTINCT c.id, c.title, c.bots_allowed, c.ends_at
                  FROM contests c
                  JOIN contest_instances ci ON ci.contest_id = c.id
                  JOIN contest_registrations r ON r.contest_id = c.id
                 WHERE ci.game = ?1 AND ci.instance_id = ?2 AND r.account_id = ?3 AND c.ends_at > ?4
                 ORDER BY c.id""")
                .setParameter(1, game)
                .setParameter(2, instance)
                .setParameter(3, accountId)
                .setParameter(4, SqlValues.timestamptz(now))
                .getResultList();
        return rows.stream()
                .map(r -> new TakingBotRuns(
                        ((Number) r[0]).longValue(), (String) r[1], (Boolean) r[2], SqlValues.instant(r[3])))
                .toList();
    }

    /** Enters a participant's bot run on a contest (table contest_bot_runs). */
    public void addParticipantBotRun(long contestId, long runId) {
        getEntityManager()
                .createNativeQuery("INSERT INTO contest_bot_runs (bot_run_id, contest_id) VALUES (?1, ?2)")
                .setParameter(1, runId)
                .setParameter(2, contestId)
                .executeUpdate();
    }

    /** Every run sealed at {@code now}, once per contest sealing it. */
    public List<RunSeal> seals(Instant now) {
        return seals("", "", null, now);
    }

    /** The contests sealing one run at {@code now} (none: the run is open). */
    public List<RunSeal> sealsOfRun(long runId, Instant now) {
        return seals("AND y.bot_run_id = :run", "AND p.bot_run_id = :run", runId, now);
    }

    private List<RunSeal> seals(String yardstickFilter, String participantFilter, Long runId, Instant now) {
        var q = getEntityManager()
                .createNativeQuery(SEALING.formatted(yardstickFilter, participantFilter))
                .setParameter("now", SqlValues.timestamptz(now));
        if (runId != null) {
            q.setParameter("run", runId);
        }
        @SuppressWarnings("unchecked")
        List<Object[]> rows = q.getResultList();
        return rows.stream()
                .map(r -> new RunSeal(
                        ((Number) r[0]).longValue(),
                        ((Number) r[1]).longValue(),
                        ((Number) r[2]).longValue(),
                        ((Number) r[3]).longValue()))
                .toList();
    }
}

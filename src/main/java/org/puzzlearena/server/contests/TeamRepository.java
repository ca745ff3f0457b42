package org.puzzlearena.server.contests;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.puzzlearena.server.db.SqlValues;

/** The teams of team contests and their members, invited or accepted (docs/CONTESTS.md, "Teams"). */
@ApplicationScoped
public class TeamRepository {

    @Inject
    EntityManager em;

    public record Team(long id, long contestId, String name, Instant createdAt) {}

    /** One member row: {@code accepted} false while only invited. */
    public record Member(long teamId, String teamName, long accountId, String username, boolean accepted) {}

    public Optional<Team> find(long contestId, long teamId) {
        @SuppressWarnings("unchecked")
        List<Object[]> rows = em.createNativeQuery(
                        "SELECT id, contest_id, name, created_at FROM contest_teams WHERE contest_id = ?1 AND id = ?2")
                .setParameter(1, contestId)
                .setParameter(2, teamId)
                .getResultList();
        return rows.stream().findFirst().map(TeamRepository::team);
    }

    public List<Team> teams(long contestId) {
        @SuppressWarnings("unchecked")
        List<Object[]> rows = em.createNativeQuery(
                        "SELECT id, contest_id, name, created_at FROM contest_teams WHERE contest_id = ?1 ORDER BY lower(name), id")
                .setParameter(1, contestId)
                .getResultList();
        return rows.stream().map(TeamRepository::team).toList();
    }

    public Optional<Team> findByName(long contestId, String name) {
        @SuppressWarnings("unchecked")
        List<Object[]> rows = em.createNativeQuery("""
                        SELECT id, contest_id, name, created_at FROM contest_teams
                         WHERE contest_id = ?1 AND lower(name) = lower(?2)""")
                .setParameter(1, contestId)
                .setParameter(2, name)
                .getResultList();
        return rows.stream().findFirst().map(TeamRepository::team);
    }

    public boolean nameTaken(long contestId, String name) {
        return !em.createNativeQuery("SELECT 1 FROM contest_teams WHERE contest_id = ?1 AND lower(name) = lower(?2)")
                .setParameter(1, contestId)
                .setParameter(2, name)
                .getResultList()
                .isEmpty();
    }

    public long create(long contestId, String name, long creatorId, Instant at) {
        long id = ((Number) em.createNativeQuery("""
                        INSERT INTO contest_teams (contest_id, name, created_by, created_at)
                        VALUES (?1, ?2, ?3, ?4) RETURNING id""")
                        .setParameter(1, contestId)
                        .setParameter(2, name)
                        .setParameter(3, creatorId)
                        .setParameter(4, at)
                        .getSingleResult())
                .longValue();
        return id;
    }

    public void delete(long teamId) {
        em.createNativeQuery("DELETE FROM contest_teams WHERE id = ?1")
                .setParameter(1, teamId)
                .executeUpdate();
    }

    /** Every member row of a contest (both states), by team then acceptance then name. */
    public List<Member> members(long contestId) {
        return members("m.contest_id = ?1", contestId);
    }

    public List<Member> membersOf(long teamId) {
        return members("m.team_id = ?1", teamId);
    }

    /** The rows of one account in a contest: its team (accepted) and the invitations it holds. */
    public List<Member> ofAccount(long contestId, long accountId) {
        return members("m.contest_id = ?1 AND m.account_id = ?2", contestId, accountId);
    }

    public Optional<Member> acceptedTeamOf(long contestId, long accountId) {
        return ofAccount(contestId, accountId).stream().filter(Member::accepted).findFirst();
    }

    public void invite(long teamId, long contestId, long accountId, long invitedBy, Instant at) {
        em.createNativeQuery("""
                INSERT INTO contest_team_members (team_id, contest_id, account_id, status, invited_by, invited_at)
                VALUES (?1, ?2, ?3, 'invited', ?4, ?5)""")
                .setParameter(1, teamId)
                .setParameter(2, contestId)
                .setParameter(3, accountId)
                .setParameter(4, invitedBy)
                .setParameter(5, at)
                .executeUpdate();
    }

    /** The founder joins at once, accepted. */
    public void addAccepted(long teamId, long contestId, long accountId, Instant at) {
        em.createNativeQuery("""
                INSERT INTO contest_team_members (team_id, contest_id, account_id, status, invited_at, accepted_at)
                VALUES (?1, ?2, ?3, 'accepted', ?4, ?4)""")
                .setParameter(1, teamId)
                .setParameter(2, contestId)
                .setParameter(3, accountId)
                .setParameter(4, at)
                .executeUpdate();
    }

    public void accept(long teamId, long accountId, Instant at) {
        em.createNativeQuery("""
                UPDATE contest_team_members SET status = 'accepted', accepted_at = ?3
                 WHERE team_id = ?1 AND account_id = ?2""")
                .setParameter(1, teamId)
                .setParameter(2, accountId)
                .setParameter(3, at)
                .executeUpdate();
    }

    public void remove(long teamId, long accountId) {
        em.createNativeQuery("DELETE FROM contest_team_members WHERE team_id = ?1 AND account_id = ?2")
                .setParameter(1, teamId)
                .setParameter(2, accountId)
                .executeUpdate();
    }

    /** Drops an account's other invitations in a contest once it has joined a team. */
    public void dropInvitations(long contestId, long accountId) {
        em.createNativeQuery(
                        "DELETE FROM contest_team_members WHERE contest_id = ?1 AND account_id = ?2 AND status = 'invited'")
                .setParameter(1, contestId)
                .setParameter(2, accountId)
                .executeUpdate();
    }

    /** Serialises changes to one contest's teams, so two accepts cannot both take a team's last place. */
    public void lockTeams(long contestId) {
        em.createNativeQuery("SELECT pg_advisory_xact_lock(hashtextextended('contest-teams', ?1))")
                .setParameter(1, contestId)
                .getSingleResult();
    }

    /** The size of the largest team of a contest (accepted members), 0 without teams. */
    public int largestTeam(long contestId) {
        Object n = em.createNativeQuery("""
                SELECT coalesce(max(c), 0) FROM (SELECT count(*) AS c FROM contest_team_members
                 WHERE contest_id = ?1 AND status = 'accepted' GROUP BY team_id) t""").setParameter(1, contestId).getSingleResult();
        return ((Number) n).intValue();
    }

    private List<Member> members(String where, Object... params) {
        var q = em.createNativeQuery("""
                SELECT m.team_id, t.name, m.account_id, a.username, m.status = 'accepted'
                  FROM contest_team_members m
                  JOIN contest_teams t ON t.id = m.team_id
                  JOIN accounts a ON a.id = m.account_id
                 WHERE %s
                 ORDER BY m.team_id, m.status, m.accepted_at, m.invited_at, a.username""".formatted(where));
        for (int i = 0; i < params.length; i++) {
            q.setParameter(i + 1, params[i]);
        }
        @SuppressWarnings("unchecked")
        List<Object[]> rows = q.getResultList();
        return rows.stream()
                .map(r -> new Member(
                        ((Number) r[0]).longValue(),
                        (String) r[1],
                        ((Number) r[2]).longValue(),
                        (String) r[3],
                        (Boolean) r[4]))
                .toList();
    }

    private static Team team(Object[] r) {
        return new Team(
                ((Number) r[0]).longValue(), ((Number) r[1]).longValue(), (String) r[2], SqlValues.instant(r[3]));
    }
}

package org.puzzlearena.server.contests;

import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.puzzlearena.server.accounts.Account;
import org.puzzlearena.server.accounts.AccountOutcome;
import org.puzzlearena.server.accounts.AccountRepository;
import org.puzzlearena.server.accounts.AccountService;
import org.puzzlearena.server.accounts.Caller;
import org.puzzlearena.server.accounts.ParticipantId;
import org.puzzlearena.server.accounts.PasswordHasher;
import org.puzzlearena.server.accounts.PasswordService;
import org.puzzlearena.server.audit.AuditLog;
import org.puzzlearena.server.ratelimit.RateLimits;

/**
 * A contest's staff import its participants from a CSV (a class list, a company's roster): every
 * line becomes an account registered for the contest, each new one with a single-use set-password
 * link for the organizer to hand out (no email server needed). All or nothing: every line is
 * checked first, and the accounts, registrations, links and the audit row are one transaction.
 * An account that already exists is registered as it is, without a link: an organizer may not set
 * the password of an account someone else made.
 */
@ApplicationScoped
public class ParticipantImportService {

    @Inject
    ContestService contestService;

    @Inject
    ContestAccess access;

    @Inject
    ContestRepository contests;

    @Inject
    ImportedParticipantRepository imported;

    @Inject
    AccountRepository accountRepository;

    @Inject
    AccountService accounts;

    @Inject
    PasswordService passwords;

    @Inject
    RateLimits limits;

    @Inject
    AuditLog audit;

    @Inject
    TeamRepository teams;

    @Inject
    Clock clock;

    @Inject
    Event<ContestChanged> changes;

    /** How long a set-password link of an import works: long enough to hand it out before the event. */
    @ConfigProperty(name = "arena.participant-imports.link-lifetime", defaultValue = "336h")
    Duration linkLifetime;

    @Transactional
    public ParticipantImportOutcome importCsv(Caller caller, long contestId, String csv) {
        Contest c = contestService.find(contestId).orElse(null);
        if (c == null) {
            return new ParticipantImportOutcome.NoContest(contestId);
        }
        access.requireStaff(c, caller);
        Instant now = clock.instant();
        if (c.hasEnded(now)) {
            return new ParticipantImportOutcome.ContestEnded(c.id, c.endsAt);
        }
        // Every attempt counts, a refused file too: checking 1,000 lines against the accounts costs the same.
        limits.check(RateLimits.Limit.PARTICIPANT_IMPORTS, "account:" + caller.accountId());
        ParticipantCsv.Parsed parsed = ParticipantCsv.parse(csv);
        if (!parsed.errors().isEmpty()) {
            return new ParticipantImportOutcome.BadLines(parsed.errors());
        }
        List<EventAccountViews.LineError> errors = new ArrayList<>();
        List<Account> existing = new ArrayList<>();
        for (ParticipantCsv.Row row : parsed.rows()) {
            Account a = accountRepository.findByUsername(row.username()).orElse(null);
            existing.add(a);
            if (a != null) {
                if (access.isBarredFromTakingPart(c, a.id)) {
                    errors.add(new EventAccountViews.LineError(
                            row.line(),
                            "username",
                            "'" + a.username + "' is the organizer's or an admin's account, which cannot take part"));
                }
            } else if (accounts.nameRefusal(row.username()) instanceof AccountOutcome.UsernameLookalike l) {
                errors.add(new EventAccountViews.LineError(
                        row.line(),
                        "username",
                        "'" + l.name() + "' looks like '" + l.other()
                                + "', which is taken; choose a name that reads differently"));
            }
        }
        if (c.isTeamContest()) {
            teams.lockTeams(c.id);
            errors.addAll(teamErrors(c, parsed.rows(), existing));
        }
        if (!errors.isEmpty()) {
            return new ParticipantImportOutcome.BadLines(errors);
        }
        List<String> joined = new ArrayList<>();
        List<EventAccountViews.ImportedParticipant> out = new ArrayList<>();
        int created = 0;
        for (int i = 0; i < parsed.rows().size(); i++) {
            ParticipantCsv.Row row = parsed.rows().get(i);
            Account a = existing.get(i);
            PasswordService.IssuedReset link = null;
            if (a == null) {
                AccountOutcome.Registration r = accounts.create(row.username(), PasswordHasher.NO_PASSWORD);
                if (!(r instanceof AccountOutcome.Registered registered)) {
                    // Someone signed up with the name since the check: undo the whole import.
                    QuarkusTransaction.setRollbackOnly();
                    return new ParticipantImportOutcome.BadLines(List.of(new EventAccountViews.LineError(
                            row.line(), "username", "'" + row.username() + "' was taken while importing")));
                }
                a = registered.account();
                link = passwords.issueSetPasswordLink(caller, a.id, a.username, linkLifetime);
                created++;
            }
            contests.register(c.id, new ParticipantId(a.id, null), now);
            imported.record(c.id, a.id, row, caller.accountId(), now);
            if (c.isTeamContest() && row.team() != null && joinTeam(c, a, row.team(), caller, now)) {
                joined.add(a.username + ":" + row.team());
            }
            out.add(new EventAccountViews.ImportedParticipant(
                    row.line(),
                    a.username,
                    row.displayName(),
                    row.team(),
                    row.email(),
                    link == null,
                    link == null ? null : "/reset-password#" + link.secret(),
                    link == null ? null : link.expiresAt()));
        }
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("created", created);
        details.put("existing", out.size() - created);
        details.put(
                "usernames",
                out.stream()
                        .map(EventAccountViews.ImportedParticipant::username)
                        .toList());
        if (!joined.isEmpty()) {
            details.put("teams", joined);
        }
        audit.record(caller, "contest.participants.import", "contest:" + c.id, details);
        changes.fire(new ContestChanged(c.id));
        return new ParticipantImportOutcome.Imported(
                new EventAccountViews.ImportResult(c.id, created, out.size() - created, out));
    }

    /**
     * In a team contest the {@code team} column puts a line's person on that team (created when no team
     * has the name): every line is checked first, so a person on another team or a team over the
     * contest's size refuses the whole file.
     */
    private List<EventAccountViews.LineError> teamErrors(
            Contest c, List<ParticipantCsv.Row> rows, List<Account> existing) {
        List<EventAccountViews.LineError> errors = new ArrayList<>();
        Map<String, Integer> sizes = new LinkedHashMap<>();
        for (int i = 0; i < rows.size(); i++) {
            ParticipantCsv.Row row = rows.get(i);
            if (row.team() == null) {
                continue;
            }
            String key = row.team().strip().toLowerCase(java.util.Locale.ROOT);
            Optional<TeamRepository.Team> team =
                    teams.findByName(c.id, row.team().strip());
            Account a = existing.get(i);
            Optional<TeamRepository.Member> current = a == null ? Optional.empty() : teams.acceptedTeamOf(c.id, a.id);
            if (current.isPresent()) {
                if (team.isEmpty() || current.get().teamId() != team.get().id()) {
                    errors.add(new EventAccountViews.LineError(
                            row.line(),
                            "team",
                            "'" + a.username + "' is already on team '"
                                    + current.get().teamName() + "'"));
                }
                continue;
            }
            int size = sizes.computeIfAbsent(
                            key,
                            k -> team.map(t -> (int) teams.membersOf(t.id()).stream()
                                            .filter(TeamRepository.Member::accepted)
                                            .count())
                                    .orElse(0))
                    + 1;
            sizes.put(key, size);
            if (size > c.maxTeamSize) {
                errors.add(new EventAccountViews.LineError(
                        row.line(),
                        "team",
                        "team '" + row.team().strip() + "' would have more than " + c.maxTeamSize + " members"));
            }
        }
        return errors;
    }

    /** Puts an imported person on the named team (founding it); false when they already were on it. */
    private boolean joinTeam(Contest c, Account a, String name, Caller caller, Instant now) {
        if (teams.acceptedTeamOf(c.id, a.id).isPresent()) {
            return false;
        }
        long teamId = teams.findByName(c.id, name.strip())
                .map(TeamRepository.Team::id)
                .orElseGet(() -> teams.create(c.id, name.strip(), caller.accountId(), now));
        teams.dropInvitations(c.id, a.id);
        teams.addAccepted(teamId, c.id, a.id, now);
        return true;
    }

    /** Who was imported into the contest, when and by whom, and whether each has set a password (its staff). */
    @Transactional
    public Optional<EventAccountViews.ImportedList> list(Caller caller, long contestId) {
        return contestService.find(contestId).map(c -> {
            access.requireStaff(c, caller);
            List<EventAccountViews.ImportedRow> rows = imported.ofContest(c.id);
            return new EventAccountViews.ImportedList(c.id, rows.size(), rows);
        });
    }
}

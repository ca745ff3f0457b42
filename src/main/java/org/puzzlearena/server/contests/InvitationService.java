package org.puzzlearena.server.contests;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import org.puzzlearena.server.accounts.Account;
import org.puzzlearena.server.accounts.AccountOutcome;
import org.puzzlearena.server.accounts.AccountService;
import org.puzzlearena.server.accounts.Caller;
import org.puzzlearena.server.accounts.DisplayNames;
import org.puzzlearena.server.accounts.ParticipantId;
import org.puzzlearena.server.audit.AuditLog;
import org.puzzlearena.server.ratelimit.RateLimits;

/**
 * Invitation codes of a contest: its staff create a code for N sign-ups (with an expiry) and may
 * revoke it; a person signing up with the code gets an account registered for the contest at once,
 * without the per-address sign-up limit (a class behind one NAT address). Every creation, use and
 * revocation is audited; wrong codes count against the address ({@code invitation-failures}).
 */
@ApplicationScoped
public class InvitationService {

    static final int MAX_USES = 10_000;
    static final Duration MAX_LIFETIME = Duration.ofDays(366);

    @Inject
    ContestService contestService;

    @Inject
    ContestAccess access;

    @Inject
    ContestRepository contests;

    @Inject
    InvitationRepository invitations;

    @Inject
    AccountService accounts;

    @Inject
    RateLimits limits;

    @Inject
    AuditLog audit;

    @Inject
    Clock clock;

    @Inject
    Event<ContestChanged> changes;

    /** The body of a new code: how many sign-ups, until when, and a label for the organizer. */
    public record NewInvitation(Integer uses, Instant expiresAt, String label) {}

    @Transactional
    public InvitationOutcome.Creation create(Caller caller, long contestId, NewInvitation body) {
        Contest c = contestService.find(contestId).orElse(null);
        if (c == null) {
            return new InvitationOutcome.NoContest(contestId);
        }
        access.requireStaff(c, caller);
        Instant now = clock.instant();
        if (c.hasEnded(now)) {
            return new InvitationOutcome.ContestEnded(c.id, c.endsAt);
        }
        if (body == null || body.uses() == null) {
            return new InvitationOutcome.BadField(
                    "uses", "uses (how many people may sign up with the code) is required");
        }
        if (body.uses() < 1 || body.uses() > MAX_USES) {
            return new InvitationOutcome.BadField("uses", "uses is 1 to " + MAX_USES);
        }
        if (body.expiresAt() == null || !body.expiresAt().isAfter(now)) {
            return new InvitationOutcome.BadField("expiresAt", "expiresAt is required and must be in the future");
        }
        if (body.expiresAt().isAfter(now.plus(MAX_LIFETIME))) {
            return new InvitationOutcome.BadField("expiresAt", "expiresAt is at most 366 days ahead");
        }
        String label = body.label() == null || body.label().isBlank()
                ? null
                : DisplayNames.check(body.label(), "label", 1, 80);
        String code = InvitationCodes.newCode();
        long id = invitations.insert(
                c.id,
                InvitationCodes.hash(code),
                InvitationCodes.hint(code),
                label,
                body.uses(),
                body.expiresAt(),
                caller.accountId(),
                now);
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("invitation", id);
        details.put("uses", body.uses());
        details.put("expiresAt", body.expiresAt().toString());
        if (label != null) {
            details.put("label", label);
        }
        audit.record(caller, "contest.invitation.create", "contest:" + c.id, details);
        return new InvitationOutcome.Created(
                EventAccountViews.InvitationView.of(invitations.find(c.id, id).orElseThrow(), code, now));
    }

    @Transactional
    public java.util.Optional<EventAccountViews.InvitationList> list(Caller caller, long contestId) {
        return contestService.find(contestId).map(c -> {
            access.requireStaff(c, caller);
            Instant now = clock.instant();
            return new EventAccountViews.InvitationList(
                    c.id,
                    invitations.ofContest(c.id).stream()
                            .map(i -> EventAccountViews.InvitationView.of(i, null, now))
                            .toList());
        });
    }

    @Transactional
    public InvitationOutcome.Revocation revoke(Caller caller, long contestId, long invitationId) {
        Contest c = contestService.find(contestId).orElse(null);
        if (c == null) {
            return new InvitationOutcome.NoContest(contestId);
        }
        access.requireStaff(c, caller);
        InvitationRepository.Invitation i = invitations.find(c.id, invitationId).orElse(null);
        if (i == null) {
            return new InvitationOutcome.NoInvitation(c.id, invitationId);
        }
        Instant now = clock.instant();
        if (i.revokedAt() == null) {
            invitations.revoke(i.id(), now);
            audit.record(
                    caller,
                    "contest.invitation.revoke",
                    "contest:" + c.id,
                    Map.of("invitation", i.id(), "used", i.uses(), "remaining", i.remaining()));
        }
        return new InvitationOutcome.Revoked(EventAccountViews.InvitationView.of(
                invitations.find(c.id, i.id()).orElseThrow(), null, now));
    }

    /**
     * A new account with an invitation code, registered for the code's contest. The cheap checks
     * come first (the code, the name), then the password hash outside any transaction, then the
     * use itself under a lock on the code's row, so N uses are N accounts however many ask at once.
     */
    public InvitationOutcome.SignUp signUp(String code, String username, String password) {
        if (code == null || code.isBlank()) {
            return new InvitationOutcome.BadField("code", "code (the invitation code) is required");
        }
        limits.requireAddressHasRoom(RateLimits.Limit.INVITATION_FAILURES);
        String name = AccountService.checkUsername(username);
        if (AccountService.scriptsRefusal(name) instanceof AccountOutcome.Refused refused) {
            return new InvitationOutcome.AccountRefused(refused);
        }
        if (AccountService.refusedPassword(password) instanceof AccountOutcome.Refused refused) {
            return new InvitationOutcome.AccountRefused(refused);
        }
        String normalised = InvitationCodes.normalise(code);
        String codeHash = normalised == null ? null : InvitationCodes.hash(normalised);
        InvitationOutcome.Refused early =
                codeHash == null ? new InvitationOutcome.UnknownCode() : check(codeHash, false);
        if (early == null && accounts.nameRefusal(name) instanceof AccountOutcome.Refused refused) {
            early = new InvitationOutcome.AccountRefused(refused);
        }
        if (early != null) {
            if (early instanceof InvitationOutcome.UnknownCode) {
                limits.charge(RateLimits.Limit.INVITATION_FAILURES);
            }
            return early;
        }
        return use(codeHash, name, accounts.hashPassword(password));
    }

    /** Why the code cannot be used now (null: it can); {@code lock} holds its row until the transaction ends. */
    @Transactional
    InvitationOutcome.Refused check(String codeHash, boolean lock) {
        InvitationRepository.Invitation i = invitations.byCode(codeHash, lock).orElse(null);
        if (i == null) {
            return new InvitationOutcome.UnknownCode();
        }
        Instant now = clock.instant();
        if (i.revokedAt() != null) {
            return new InvitationOutcome.CodeUnusable("the invitation code was revoked by the organizer");
        }
        if (!i.expiresAt().isAfter(now)) {
            return new InvitationOutcome.CodeUnusable("the invitation code expired at " + i.expiresAt());
        }
        if (i.remaining() <= 0) {
            return new InvitationOutcome.CodeUnusable(
                    "the invitation code has been used " + i.uses() + " times, all it allows");
        }
        Contest c = contestService.find(i.contestId()).orElseThrow();
        if (c.hasEnded(now)) {
            return new InvitationOutcome.ContestEnded(c.id, c.endsAt);
        }
        return null;
    }

    @Transactional
    InvitationOutcome.SignUp use(String codeHash, String name, String passwordHash) {
        InvitationOutcome.Refused refused = check(codeHash, true);
        if (refused != null) {
            return refused;
        }
        InvitationRepository.Invitation i = invitations.byCode(codeHash, false).orElseThrow();
        AccountOutcome.Registration created = accounts.create(name, passwordHash);
        if (created instanceof AccountOutcome.Refused r) {
            return new InvitationOutcome.AccountRefused(r);
        }
        Account a = ((AccountOutcome.Registered) created).account();
        Instant now = clock.instant();
        contests.register(i.contestId(), new ParticipantId(a.id, null), now);
        invitations.use(i.id());
        audit.record(
                Caller.person(a),
                "contest.invitation.use",
                "contest:" + i.contestId(),
                Map.of("invitation", i.id(), "username", a.username, "remaining", i.remaining() - 1));
        changes.fire(new ContestChanged(i.contestId()));
        return new InvitationOutcome.SignedUp(
                new EventAccountViews.InvitedAccount(a.id, a.username, a.createdAt, i.contestId(), now));
    }
}

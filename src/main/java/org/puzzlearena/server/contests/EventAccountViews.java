package org.puzzlearena.server.contests;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.time.Instant;
import java.util.List;

/** What the API shows of the accounts made for an event: invitation codes and imported participants. */
public final class EventAccountViews {

    private EventAccountViews() {}

    /**
     * An invitation code as its organizer sees it; {@code code} only in the answer that created it
     * (only its hash is kept), {@code hint} (its first group) afterwards.
     */
    @JsonInclude(JsonInclude.Include.ALWAYS)
    public record InvitationView(
            long id,
            long contest,
            String code,
            String hint,
            String label,
            int uses,
            int used,
            int remaining,
            Instant expiresAt,
            Instant revokedAt,
            boolean usable,
            String createdBy,
            Instant createdAt,
            String signUpLink) {

        static InvitationView of(InvitationRepository.Invitation i, String code, Instant now) {
            boolean usable = i.revokedAt() == null && i.expiresAt().isAfter(now) && i.remaining() > 0;
            return new InvitationView(
                    i.id(),
                    i.contestId(),
                    code,
                    i.hint(),
                    i.label(),
                    i.maxUses(),
                    i.uses(),
                    i.remaining(),
                    i.expiresAt(),
                    i.revokedAt(),
                    usable,
                    i.createdBy(),
                    i.createdAt(),
                    code == null ? null : "/signup#invite=" + code);
        }
    }

    /** A contest's invitation codes, oldest first. */
    public record InvitationList(long contest, List<InvitationView> invitations) {}

    /** The account an invitation created and its registration. */
    public record InvitedAccount(long id, String username, Instant createdAt, long contest, Instant registeredAt) {}

    /**
     * One imported participant: a new account with its set-password link (shown once, never again),
     * or an account that already existed ({@code existing}), registered as it is: no link, since
     * an organizer may not set the password of someone else's account.
     */
    @JsonInclude(JsonInclude.Include.ALWAYS)
    public record ImportedParticipant(
            int line,
            String username,
            String displayName,
            String team,
            String email,
            boolean existing,
            String link,
            Instant expiresAt) {}

    /** An import: every line is an account registered for the contest ({@code created} new ones, {@code existing} others). */
    public record ImportResult(long contest, int created, int existing, List<ImportedParticipant> participants) {}

    /** A refused line of an import: its line number in the file, the column at fault and why. */
    public record LineError(int line, String field, String detail) {}

    /** An imported participant as staff see it later (no link: it was shown once). */
    public record ImportedRow(
            int line,
            String username,
            String displayName,
            String team,
            String email,
            Instant importedAt,
            String importedBy,
            boolean passwordSet) {}

    public record ImportedList(long contest, int total, List<ImportedRow> participants) {}
}

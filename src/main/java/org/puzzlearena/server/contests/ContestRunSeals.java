package org.puzzlearena.server.contests;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
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

    @Inject
    Clock clock;

    @Inject
    Permissions permissions;

    @Inject
    ContestRepository contests;

    @Override
    @Transactional(Transactional.TxType.MANDATORY)
    public Optional<BotRunOutcome.Refused> admit(Caller caller, BotRun run, Long sourceRunId) {
        Instant now = clock.instant();
        if (sourceRunId != null && !contests.contestsOfYardstick(sourceRunId).isEmpty() && isSealed(sourceRunId)) {
            return Optional.of(new BotRunOutcome.SealedReference(sourceRunId));
        }
        List<ContestRepository.TakingBotRuns> taking =
                contests.takingBotRuns(run.game, run.instanceId, caller.accountId(), now);
        for (ContestRepository.TakingBotRuns c : taking) {
            if (!c.botsAllowed()) {
                return Optional.of(
                        new BotRunOutcome.ContestForbidsBots(c.id(), c.title(), run.game, run.instanceId, c.endsAt()));
            }
        }
        for (ContestRepository.TakingBotRuns c : taking) {
            contests.addParticipantBotRun(c.id(), run.id);
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
        List<ContestRepository.RunSeal> seals = seals(runId);
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
        for (ContestRepository.RunSeal s : contests.seals(clock.instant())) {
            if (caller.isEmpty() || !insider(s, caller.get(), roles)) {
                hidden.add(s.runId());
            }
        }
        return hidden;
    }

    /** The owner's account (its person and its bots), or the contest's staff. */
    private static boolean insider(ContestRepository.RunSeal s, Caller caller, Set<Role> roles) {
        return caller.accountId() == s.ownerId()
                || roles.contains(Role.ADMIN)
                || (roles.contains(Role.ORGANIZER) && caller.accountId() == s.organizerId());
    }

    private List<ContestRepository.RunSeal> seals(long runId) {
        return contests.sealsOfRun(runId, clock.instant());
    }
}

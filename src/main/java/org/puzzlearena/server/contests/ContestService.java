package org.puzzlearena.server.contests;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.inject.Inject;
import jakarta.persistence.LockModeType;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.puzzlearena.server.accounts.AccountRepository;
import org.puzzlearena.server.accounts.Caller;
import org.puzzlearena.server.api.Checked;
import org.puzzlearena.server.api.FieldRefusal;
import org.puzzlearena.server.audit.AuditLog;
import org.puzzlearena.server.boards.BoardId;
import org.puzzlearena.server.leaderboards.LeaderboardEntry;

/**
 * Contests as organizers run them: create, edit (what may change depends on the phase), delete
 * before the start, lift the freeze after the end. Each action and its audit row share one
 * transaction.
 */
@ApplicationScoped
public class ContestService {

    @Inject
    ContestRepository contests;

    @Inject
    AccountRepository accounts;

    @Inject
    ContestAccess access;

    @Inject
    AuditLog audit;

    @Inject
    TeamRepository teams;

    @Inject
    Clock clock;

    @Inject
    Event<ContestChanged> changes;

    /**
     * A contest with its organizer, or none: the look-up every contest service starts from. None is
     * their outcome too (a NoContest refusal or an empty answer); the resources make it the 404
     * problem of {@link ContestsResource#noContest}.
     */
    public Optional<Contest> find(long id) {
        return contests.findWithOrganizer(id);
    }

    @Transactional
    public ContestOutcome create(Caller organizer, ContestRequest request) {
        ContestDraft d;
        switch (ContestValidator.check(request)) {
            case Checked.Valid<ContestDraft>(ContestDraft valid) -> d = valid;
            case Checked.Refused<ContestDraft>(FieldRefusal why) -> {
                return new ContestOutcome.FieldRefused(why);
            }
        }
        Instant now = clock.instant();
        if (!d.startsAt().isAfter(now)) {
            return new ContestOutcome.StartsInThePast(now);
        }
        Contest c = new Contest();
        c.organizer = accounts.findById(organizer.accountId());
        c.createdAt = now;
        apply(c, d, now);
        contests.persist(c);
        contests.flush();
        contests.replaceInstances(c.id, d.instances(), d.hidden());
        audit.record(
                organizer,
                "contest.create",
                "contest:" + c.id,
                Map.of(
                        "title",
                        c.title,
                        "startsAt",
                        c.startsAt.toString(),
                        "endsAt",
                        c.endsAt.toString(),
                        "instances",
                        d.instances().size()));
        return new ContestOutcome.Saved(view(c, organizer));
    }

    /**
     * Replaces a contest's settings. Before the start anything may change; once it runs only the
     * title, the description and the end (still in the future); once it has ended, the title and
     * the description. A field that may not change must be sent as it is (409 naming it otherwise).
     */
    @Transactional
    public ContestOutcome update(Caller caller, long id, ContestRequest request) {
        Contest c = locked(id);
        if (c == null) {
            return new ContestOutcome.NoContest(id);
        }
        access.requireStaff(c, caller);
        ContestDraft d;
        switch (ContestValidator.check(request, c.hiddenSeed)) {
            case Checked.Valid<ContestDraft>(ContestDraft valid) -> d = valid;
            case Checked.Refused<ContestDraft>(FieldRefusal why) -> {
                return new ContestOutcome.FieldRefused(why);
            }
        }
        Instant now = clock.instant();
        List<BoardId> currentInstances = contests.instancesOf(c.id);
        List<String> changed = changedFields(c, currentInstances, contests.hiddenPositions(c.id), d);
        Optional<FieldRefusal> refused =
                ContestEditRules.check(c.hasStarted(now), c.hasEnded(now), changed, d.startsAt(), d.endsAt(), now);
        if (refused.isPresent()) {
            return new ContestOutcome.FieldRefused(refused.get());
        }
        Optional<FieldRefusal> teamsRefuse = teamSettingsRefusal(c, d, changed);
        if (teamsRefuse.isPresent()) {
            return new ContestOutcome.FieldRefused(teamsRefuse.get());
        }
        if (changed.isEmpty()) {
            return new ContestOutcome.Saved(view(c, caller));
        }
        apply(c, d, now);
        if (changed.contains("instances")) {
            contests.replaceInstances(c.id, d.instances(), d.hidden());
        }
        audit.record(caller, "contest.update", "contest:" + c.id, Map.of("changed", changed));
        changes.fire(new ContestChanged(c.id));
        return new ContestOutcome.Saved(view(c, caller));
    }

    /** Deletes a contest that has not started (its registrations with it); 409 once it has. */
    @Transactional
    public ContestOutcome.Deletion delete(Caller caller, long id) {
        Contest c = locked(id);
        if (c == null) {
            return new ContestOutcome.NoContest(id);
        }
        access.requireStaff(c, caller);
        Instant now = clock.instant();
        if (c.hasStarted(now)) {
            return new ContestOutcome.AlreadyStarted(c.startsAt);
        }
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("title", c.title);
        details.put("registrations", contests.registrationCount(c.id));
        contests.delete(c);
        audit.record(caller, "contest.delete", "contest:" + id, details);
        return new ContestOutcome.Deleted();
    }

    /** Publishes the full scoreboard of a frozen contest after its end. Idempotent. */
    @Transactional
    public ContestOutcome unfreeze(Caller caller, long id) {
        Contest c = locked(id);
        if (c == null) {
            return new ContestOutcome.NoContest(id);
        }
        access.requireStaff(c, caller);
        Instant now = clock.instant();
        if (c.freezesAt == null) {
            return new ContestOutcome.NoFreeze();
        }
        if (!c.hasEnded(now)) {
            return new ContestOutcome.NotEnded(c.endsAt, now);
        }
        if (c.unfrozenAt == null) {
            c.unfrozenAt = now;
            c.updatedAt = now;
            audit.record(caller, "contest.unfreeze", "contest:" + c.id, Map.of("freezesAt", c.freezesAt.toString()));
            changes.fire(new ContestChanged(c.id));
        }
        return new ContestOutcome.Saved(view(c, caller));
    }

    /** The contest as {@code caller} may see it, or none when there is no contest {@code id}. */
    @Transactional
    public Optional<ContestViews.ContestView> show(long id, Caller caller) {
        return find(id).map(c -> view(c, caller));
    }

    @Transactional
    public ContestViews.ContestPage list(String phase, String organizer, int offset, int limit) {
        Instant now = clock.instant();
        Long organizerId = null;
        if (organizer != null) {
            var a = accounts.findByUsername(organizer);
            if (a.isEmpty()) {
                return new ContestViews.ContestPage(0, offset, now, List.of());
            }
            organizerId = a.get().id;
        }
        List<ContestViews.ContestSummary> out = new ArrayList<>();
        for (Contest c : contests.search(phase, organizerId, now, offset, limit)) {
            out.add(new ContestViews.ContestSummary(
                    c.id,
                    c.title,
                    c.organizer.username,
                    c.startsAt,
                    c.endsAt,
                    c.freezesAt,
                    c.phase(now),
                    c.isFrozenFor(now),
                    c.botsAllowed,
                    c.scoring,
                    contests.instanceCount(c.id),
                    contests.registrationCount(c.id)));
        }
        return new ContestViews.ContestPage(contests.countMatching(phase, organizerId, now), offset, now, out);
    }

    /** The contest as {@code caller} may see it (null: anonymous). */
    ContestViews.ContestView view(Contest c, Caller caller) {
        Instant now = clock.instant();
        boolean staff = access.isStaff(c, caller);
        boolean visible = staff || c.hasStarted(now);
        List<BoardId> refs = contests.instancesOf(c.id);
        java.util.Set<Integer> hidden = contests.hiddenPositions(c.id);
        ContestViews.YouView you = null;
        if (caller != null) {
            List<ContestRepository.Registration> mine = contests.registrationsOfAccount(c.id, caller.accountId());
            boolean registered =
                    mine.stream().anyMatch(r -> Objects.equals(r.key().botName(), caller.botName()));
            String whyNot = whyNotRegister(c, caller, now);
            you = new ContestViews.YouView(
                    staff,
                    registered,
                    mine.stream()
                            .map(r -> LeaderboardEntry.Participant.of(
                                    r.username(), r.key().botName()))
                            .toList(),
                    !registered && whyNot == null,
                    registered ? null : whyNot);
        }
        return new ContestViews.ContestView(
                c.id,
                c.title,
                c.description,
                c.organizer.username,
                c.startsAt,
                c.endsAt,
                c.freezesAt,
                c.unfrozenAt,
                now,
                c.phase(now),
                c.isFrozenFor(now),
                c.botsAllowed,
                new ContestViews.RateLimitView(c.rateLimitCount, c.rateLimitSeconds),
                ContestViews.ScoringView.of(c.scoringRule()),
                visible,
                refs.size(),
                visible ? ContestViews.InstanceView.of(refs, hidden) : List.of(),
                ContestViews.HiddenPartView.of(c, hidden.size(), HiddenPart.open(c, staff, now)),
                contests.registrationCount(c.id),
                c.entries,
                c.maxTeamSize,
                you,
                ContestViews.Links.of(c.id),
                c.createdAt,
                c.updatedAt);
    }

    /** Why the caller may not register now, or null when it may. */
    String whyNotRegister(Contest c, Caller caller, Instant now) {
        if (c.hasEnded(now)) {
            return "the contest ended at " + c.endsAt;
        }
        if (caller.isBot() && !c.botsAllowed) {
            return "this contest does not allow bots (API tokens)";
        }
        if (access.isBarredFromTakingPart(c, caller)) {
            return "the contest's organizer and admins cannot take part (they see the live scoreboard)";
        }
        return null;
    }

    /** The contest locked for writing, or null when there is none. */
    private Contest locked(long id) {
        Contest c =
                contests.findByIdOptional(id, LockModeType.PESSIMISTIC_WRITE).orElse(null);
        if (c != null) {
            c.organizer.username.length(); // loaded for the view
        }
        return c;
    }

    /** Teams already formed keep their place: no switch to individual, no size under the largest team. */
    private Optional<FieldRefusal> teamSettingsRefusal(Contest c, ContestDraft d, List<String> changed) {
        if (!changed.contains("entries") && !changed.contains("maxTeamSize")) {
            return Optional.empty();
        }
        int largest = teams.largestTeam(c.id);
        if (largest == 0) {
            return Optional.empty();
        }
        if (d.maxTeamSize() == null) {
            return Optional.of(FieldRefusal.conflict(
                    "entries", "the contest has teams; it becomes individual only once they are all dissolved"));
        }
        if (d.maxTeamSize() < largest) {
            return Optional.of(
                    FieldRefusal.conflict("maxTeamSize", "a team of this contest already has " + largest + " members"));
        }
        return Optional.empty();
    }

    private static void apply(Contest c, ContestDraft d, Instant now) {
        c.title = d.title();
        c.description = d.description();
        c.startsAt = d.startsAt();
        c.endsAt = d.endsAt();
        c.freezesAt = d.freezesAt();
        c.botsAllowed = d.botsAllowed();
        c.rateLimitCount = d.rateLimitCount();
        c.rateLimitSeconds = d.rateLimitSeconds();
        c.scoring = d.scoring().id();
        c.entries = d.entries();
        c.maxTeamSize = d.maxTeamSize();
        c.finalRanking = d.finalRanking();
        c.hiddenSeed = d.hiddenSeed();
        c.updatedAt = now;
    }

    private static List<String> changedFields(
            Contest c, List<BoardId> instances, java.util.Set<Integer> hidden, ContestDraft d) {
        List<String> changed = new ArrayList<>();
        if (!c.title.equals(d.title())) {
            changed.add("title");
        }
        if (!c.description.equals(d.description())) {
            changed.add("description");
        }
        if (!c.startsAt.equals(d.startsAt())) {
            changed.add("startsAt");
        }
        if (!c.endsAt.equals(d.endsAt())) {
            changed.add("endsAt");
        }
        if (!Objects.equals(c.freezesAt, d.freezesAt())) {
            changed.add("freezesAt");
        }
        if (c.botsAllowed != d.botsAllowed()) {
            changed.add("botsAllowed");
        }
        if (!c.entries.equals(d.entries())) {
            changed.add("entries");
        }
        if (!Objects.equals(c.maxTeamSize, d.maxTeamSize())) {
            changed.add("maxTeamSize");
        }
        if (c.rateLimitCount != d.rateLimitCount() || c.rateLimitSeconds != d.rateLimitSeconds()) {
            changed.add("rateLimit");
        }
        if (!c.scoring.equals(d.scoring().id())) {
            changed.add("scoring");
        }
        if (!instances.equals(d.instances()) || !hidden.equals(d.hidden())) {
            changed.add("instances");
        }
        if (!Objects.equals(c.finalRanking, d.finalRanking())) {
            changed.add("finalRanking");
        }
        if (!Objects.equals(c.hiddenSeed, d.hiddenSeed())) {
            changed.add("hiddenSeed");
        }
        return changed;
    }
}

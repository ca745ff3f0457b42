package org.puzzlearena.server.contests;

import org.puzzlearena.server.api.FieldRefusal;

/**
 * What a team action comes to. {@link TeamService} decides; {@link ContestTeamsResource#refusal}
 * picks each refusal's status and problem document.
 */
public sealed interface TeamOutcome {

    /** The team after the action; {@code created}: a new team or invitation (201 rather than 200). */
    record Saved(TeamViews.TeamView team, boolean created) implements TeamOutcome {}

    /** Nothing left to show: an invitation declined, a team left. */
    record Gone() implements TeamOutcome {}

    sealed interface Refused extends TeamOutcome {}

    record NoContest(long id) implements Refused {}

    /** No such team in the contest, or no invitation of the caller to it. */
    record NoTeam(String detail) implements Refused {}

    /** The caller may not do this (not a member, a bot, staff). */
    record Forbidden(String why) implements Refused {}

    /** A field is wrong (400), over a limit (422) or in conflict with the contest's state (409). */
    record FieldRefused(FieldRefusal why) implements Refused {}
}

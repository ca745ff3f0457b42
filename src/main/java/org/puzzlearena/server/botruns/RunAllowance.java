package org.puzzlearena.server.botruns;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.Set;
import org.puzzlearena.server.accounts.Caller;
import org.puzzlearena.server.accounts.Permissions;
import org.puzzlearena.server.accounts.Role;

/**
 * What a caller may spend on bot runs: {@code arena.bot-runs.limits.*} for everyone, and
 * {@code arena.bot-runs.organizer-limits.*} for organizers and admins logged in as people (who
 * run reference bots for their contests). Nothing else in the bot runs decides who may do what.
 */
@ApplicationScoped
public class RunAllowance {

    @Inject
    BotRunSettings settings;

    @Inject
    Permissions permissions;

    /** Everyone's limits (what a visitor will get once logged in as a person). */
    public BotRunSettings.Limits defaultLimits() {
        return settings.limits();
    }

    public BotRunSettings.Limits limitsFor(Caller caller) {
        Set<Role> roles = permissions.rolesOf(caller);
        return roles.contains(Role.ORGANIZER) || roles.contains(Role.ADMIN)
                ? settings.organizerLimits()
                : settings.limits();
    }
}

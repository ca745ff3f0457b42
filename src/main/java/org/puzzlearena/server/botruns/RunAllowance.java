package org.puzzlearena.server.botruns;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.puzzlearena.server.accounts.Caller;

/**
 * What a caller may spend on bot runs. Today everyone gets {@code arena.bot-runs.limits.*}.
 *
 * <p>The hook for organizers: when accounts get roles (a later issue), this is the one place that
 * returns larger limits for them, e.g. from an {@code arena.bot-runs.organizer-limits.*} group of
 * {@link BotRunSettings}. Nothing else in the bot runs decides who may do what.
 */
@ApplicationScoped
public class RunAllowance {

    @Inject
    BotRunSettings settings;

    public BotRunSettings.Limits limitsFor(Caller caller) {
        return settings.limits();
    }
}

package org.puzzlearena.server.hostedbots;

import org.puzzlearena.server.api.FieldRefusal;

/**
 * What the hosted bots' store makes of a request: one kind of result per operation, each of which
 * may instead be a {@link Refused}. {@link HostedBotService} decides; {@code HostedBotsResource}
 * picks each refusal's status.
 */
public sealed interface HostedBotOutcome {

    sealed interface Creation extends HostedBotOutcome {}

    sealed interface Upload extends HostedBotOutcome {}

    sealed interface Retirement extends HostedBotOutcome {}

    sealed interface Download extends HostedBotOutcome {}

    record Created(HostedBotView bot) implements Creation {}

    record Uploaded(HostedBotVersionView version) implements Upload {}

    /** The version, retired now or before (retiring is idempotent). */
    record Retired(HostedBotVersionView version) implements Retirement {}

    record Downloaded(HostedBotVersionView version, byte[] bytes) implements Download {}

    /** Why nothing was done. */
    sealed interface Refused extends Creation, Upload, Retirement, Download {}

    /** A field of the request is wrong (the body, a query parameter). */
    record FieldRefused(FieldRefusal why) implements Refused {}

    /** The caller already has a bot of this name. */
    record NameTaken(String name) implements Refused {}

    record NoBot(long id) implements Refused {}

    record NoVersion(long botId, int number) implements Refused {}

    /** Only the bot's owner ({@code orAdmin}: or an admin) may {@code action} it. */
    record NotYours(long botId, String owner, String action, boolean orAdmin) implements Refused {}
}

package org.puzzlearena.server.hostedbots;

import java.time.Instant;
import java.util.List;

/** A hosted bot as the API shows it: public metadata, with every version, newest first (retired ones too). */
public record HostedBotView(
        long id,
        String name,
        String owner,
        String description,
        Instant createdAt,
        List<HostedBotVersionView> versions) {

    static HostedBotView of(HostedBot b, List<HostedBotVersionView> versions) {
        return new HostedBotView(b.id, b.name, b.account.username, b.description, b.createdAt, List.copyOf(versions));
    }
}

package org.puzzlearena.server.suites;

import java.time.Instant;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * A suite run as the API shows it: its bot (the configuration's name without the budget), owner
 * and seed, its state, each item with its bot run and score (the run's best so far while it runs),
 * and the total once every item has finished. An item is "pending" while it waits for a free run
 * slot of its owner, "refused" when the bot-run service would not start it ({@code refusal} says
 * why), else its bot run's state. A failed or cancelled item, or a refused one, fails the suite run.
 */
public record SuiteRunView(
        long id,
        String suite,
        String bot,
        boolean hosted,
        String owner,
        long seed,
        String state,
        Instant createdAt,
        Instant endedAt,
        List<Item> runs,
        Long total) {

    @Schema(name = "SuiteRunItem")
    public record Item(
            String game,
            String instance,
            double cpuSeconds,
            Long botRunId,
            String state,
            Integer score,
            String refusal) {}

    static SuiteRunView of(SuiteRun r, List<ItemStatus> items) {
        return new SuiteRunView(
                r.id,
                r.suiteId,
                r.bot,
                r.hosted,
                r.account.username,
                r.seed,
                r.state,
                r.createdAt,
                r.endedAt,
                items.stream()
                        .map(i -> new Item(
                                i.game(),
                                i.instance(),
                                i.cpuSeconds(),
                                i.botRunId(),
                                i.state(),
                                i.score(),
                                i.refusal()))
                        .toList(),
                r.total);
    }
}

package org.puzzlearena.server.suites;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Clock;
import java.util.List;
import java.util.Optional;
import org.puzzlearena.server.accounts.AccountRepository;
import org.puzzlearena.server.accounts.Caller;
import org.puzzlearena.server.api.Checked;
import org.puzzlearena.server.api.FieldRefusal;
import org.puzzlearena.server.audit.AuditLog;
import org.puzzlearena.server.botruns.BotRunService;
import org.puzzlearena.server.catalog.InstanceReservations;

/**
 * Suite runs as the API offers them: start one (the configuration checked by the bot-run service
 * on the suite's first item, then stored with one waiting item per suite item, then as many items
 * admitted as the owner's run slots allow: {@link SuiteAdmissions} admits the rest as slots free
 * up), show one, and compare every finished run of a suite ({@link SuiteComparisons}).
 */
@ApplicationScoped
public class SuiteRunService {

    @Inject
    Clock clock;

    @Inject
    SuiteCatalog catalog;

    @Inject
    SuiteConfigurations configurations;

    @Inject
    SuiteRunRepository repository;

    @Inject
    AccountRepository accounts;

    @Inject
    BotRunService botRuns;

    @Inject
    InstanceReservations reservations;

    @Inject
    SuiteAdmissions admissions;

    @Inject
    AuditLog audit;

    public SuiteRunOutcome start(Caller caller, String suiteId, JsonNode body) {
        Suite suite = catalog.find(suiteId).orElse(null);
        if (suite == null) {
            return new SuiteRunOutcome.NoSuite(suiteId);
        }
        for (SuiteItem item : suite.items()) {
            Optional<String> reserved = reservations.reservedNow(item.game(), item.instance());
            if (reserved.isPresent()) {
                return new SuiteRunOutcome.InstanceReserved(reserved.get());
            }
        }
        ObjectNode config;
        switch (configurations.configuration(body)) {
            case Checked.Valid<ObjectNode>(ObjectNode valid) -> config = valid;
            case Checked.Refused<ObjectNode>(FieldRefusal why) -> {
                return new SuiteRunOutcome.FieldRefused(why);
            }
        }
        SuiteItem first = suite.items().getFirst();
        Checked<String> name = configurations
                .request(config, first.game(), first.instance(), first.cpuSeconds())
                .then(request -> botRuns.check(caller, request));
        return switch (name) {
            case Checked.Refused<String>(FieldRefusal why) -> new SuiteRunOutcome.FieldRefused(why);
            case Checked.Valid<String>(String runName) -> {
                long id = store(caller, suite, config, SuiteBotNames.withoutBudget(runName, first.cpuSeconds()));
                admissions.advance(id);
                yield new SuiteRunOutcome.Started(find(id).orElseThrow());
            }
        };
    }

    /**
     * Stores a suite run with all its items waiting, nothing admitted yet: what {@link #start} does
     * before its first step, and all a server that stops at once leaves behind.
     */
    long store(Caller caller, Suite suite, ObjectNode config, String bot) {
        return QuarkusTransaction.requiringNew().call(() -> {
            SuiteRun run = new SuiteRun();
            run.suiteId = suite.id();
            run.account = accounts.findById(caller.accountId());
            run.callerKind = caller.kind().name().toLowerCase(java.util.Locale.ROOT);
            run.callerBotName = caller.botName();
            run.callerTokenId = caller.tokenId();
            run.configuration = configurations.text(config);
            // 0 for a hosted bot, which takes no seed.
            run.seed = config.path("seed").asLong();
            run.bot = bot;
            run.hosted = "hosted".equals(config.path("algorithm").asText());
            run.state = SuiteRun.RUNNING;
            run.createdAt = clock.instant();
            repository.persist(run);
            List<SuiteItem> items = suite.items();
            for (int i = 0; i < items.size(); i++) {
                SuiteRunItem item = new SuiteRunItem();
                item.suiteRunId = run.id;
                item.position = i;
                item.game = items.get(i).game();
                item.instanceId = items.get(i).instance();
                item.cpuSeconds = items.get(i).cpuSeconds();
                repository.persistItem(item);
            }
            return run.id;
        });
    }

    public Optional<SuiteRunView> find(long id) {
        return QuarkusTransaction.requiringNew()
                .call(() -> Optional.ofNullable(repository.findById(id))
                        .map(r -> SuiteRunView.of(r, repository.items(id))));
    }

    public List<SuiteView> suites() {
        return catalog.all().stream().map(SuiteView::of).toList();
    }

    public Optional<SuiteView> suite(String id) {
        return catalog.find(id).map(SuiteView::of);
    }

    /** Every finished run of the suite compared, best mean total first; empty when there is no such suite. */
    public Optional<SuiteComparisons.Comparison> comparison(String suiteId) {
        return catalog.find(suiteId)
                .map(suite -> SuiteComparisons.compare(
                        suite, QuarkusTransaction.requiringNew().call(() -> repository.finishedScores(suiteId))));
    }

    /** Suite runs newest first, of suite {@code suiteId} and/or owner {@code owner} when given. */
    public SuiteListOutcome list(String suiteId, String owner, int offset, int limit) {
        if (suiteId != null && catalog.find(suiteId).isEmpty()) {
            return new SuiteListOutcome.Refused("suite", "no suite '" + suiteId + "'; GET /api/suites lists them");
        }
        return QuarkusTransaction.requiringNew().call(() -> {
            Long accountId = null;
            if (owner != null) {
                Optional<org.puzzlearena.server.accounts.Account> account = accounts.findByUsername(owner);
                if (account.isEmpty()) {
                    return new SuiteListOutcome.Refused("owner", "no user '" + owner + "'");
                }
                accountId = account.get().id;
            }
            return new SuiteListOutcome.Listed(new SuiteRunSummary.Page(
                    repository.count(suiteId, accountId),
                    offset,
                    limit,
                    repository.page(suiteId, accountId, offset, limit)));
        });
    }

    /** What listing suite runs comes to: the page, or the query parameter at fault. */
    public sealed interface SuiteListOutcome {
        record Listed(SuiteRunSummary.Page page) implements SuiteListOutcome {}

        record Refused(String field, String reason) implements SuiteListOutcome {}
    }

    /**
     * Cancels a running suite run for its owner (or an admin): it ends as cancelled, its items still
     * queued or running are cancelled and its waiting items never start; audited.
     */
    public SuiteCancelOutcome cancel(Caller caller, boolean admin, long id) {
        Optional<SuiteRunView> run = find(id);
        if (run.isEmpty()) {
            return new SuiteCancelOutcome.NoSuiteRun(id);
        }
        long ownerId = QuarkusTransaction.requiringNew().call(() -> repository.findById(id).account.id);
        if (ownerId != caller.accountId() && !admin) {
            return new SuiteCancelOutcome.NotYours(id);
        }
        if (!admissions.cancel(id)) {
            return new SuiteCancelOutcome.Ended(id, find(id).orElseThrow().state());
        }
        QuarkusTransaction.requiringNew()
                .run(() -> audit.record(
                        caller,
                        "suite-run.cancel",
                        "suite-run:" + id,
                        java.util.Map.of(
                                "suite", run.get().suite(), "bot", run.get().bot())));
        return new SuiteCancelOutcome.Cancelled(find(id).orElseThrow());
    }
}
